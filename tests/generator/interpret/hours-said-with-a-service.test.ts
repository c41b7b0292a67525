/**
 * A day opened for one service ("aussi ouverts le dimanche midi", "Sunday lunch only", "vasárnap ebédre
 * is") takes only that service's span of the page's hours — never both — on pages none of the rules'
 * examples use; a service the page's hours cannot name is asked about.
 */
import { describe, expect, it } from "vitest";
import { briefOfModel } from "../../../src/generator/composer/stored-brief.js";
import { composed, iterate } from "./whole-page.js";

const PAGES = {
  bistrot: [
    "Bistrot Lumière",
    "Bistrot à Lyon, cuisine du marché. Ouvert du mardi au samedi, 12h–14h30 et 19h–22h30. Réservation au 04 78 12 34 56.",
  ],
  olive: [
    "The Olive Room",
    "Mediterranean restaurant in Leeds. Open Tuesday to Saturday, 12:00–14:30 and 18:00–22:00. Book on 0113 496 0000.",
  ],
  kakas: [
    "Kék Kakas Bisztró",
    "Bisztró Budapesten. Nyitva kedd–szombat 12:00–15:00 és 18:00–22:00. Asztalfoglalás: +36 1 234 5678.",
  ],
  lola: [
    "Casa Lola",
    "Restaurante de tapas en Sevilla. Abrimos de martes a sábado, 13:00–16:00 y 20:00–23:30. Reservas 954 123 456.",
  ],
  fietsen: [
    "Fietsen Bakker",
    "Fietsenwinkel in Utrecht. Open di–vr 9:00–12:30 en 13:30–18:00, za 9:00–17:00. Reparaties klaar terwijl u wacht.",
  ],
  kraftwerk: [
    "Kraftwerk Gym",
    "Fitnessstudio in Köln. Öffnungszeiten Mo–Fr 6–22 Uhr, Sa 8–18 Uhr. Probetraining kostenlos.",
  ],
} as const;

function change(id: keyof typeof PAGES, say: string) {
  const [company, prompt] = PAGES[id];
  const { unread, applied, notApplied, texts, model } = iterate(
    composed(["business-homepage", "food", company, company, prompt]),
    say,
  );
  return { unread, applied, notApplied, texts, hours: briefOfModel(model).hours.map((h) => h.text) };
}

describe("a day said with a service takes only that service's hours", () => {
  it("'on est aussi ouverts le dimanche midi' adds Sunday 12h–14h30, not the evening", () => {
    const done = change("bistrot", "on est aussi ouverts le dimanche midi");
    expect(done.applied).toEqual(["Horaires d'ouverture dimanche : 12:00–14:30"]);
    expect(done.hours).toEqual(["mardi–samedi 12h–14h30, 19h–22h30", "dimanche 12h–14h30"]);
    expect(done.texts.join("\n")).not.toContain("dimanche 12h–14h30, 19h–22h30");
  });
  it("'désormais ouverts le lundi soir aussi' adds Monday's evening service only", () => {
    expect(change("bistrot", "désormais ouverts le lundi soir aussi").hours).toEqual([
      "lundi 19h–22h30",
      "mardi–samedi 12h–14h30, 19h–22h30",
    ]);
  });
  it("'we're now open Sunday lunch only' opens Sunday for lunch", () => {
    const done = change("olive", "we're now open Sunday lunch only");
    expect(done.applied).toEqual(["Set Sunday opening hours to 12:00–14:30"]);
  });
  it("'Saturday dinner only' keeps a day already open for its dinner alone", () => {
    expect(change("olive", "on saturdays we're open for dinner only").hours).toEqual([
      "Tuesday–Friday 12:00–14:30, 18:00–22:00",
      "Saturday 18:00–22:00",
    ]);
  });
  it("'vasárnap ebédre is nyitva vagyunk' reads the Hungarian lunch", () => {
    const done = change("kakas", "vasárnap ebédre is nyitva vagyunk");
    expect(done.applied).toEqual(["vasárnap nyitvatartás: 12:00–15:00"]);
  });
  it("'abrimos también los domingos a mediodía' takes the page's 13:00–16:00", () => {
    expect(change("lola", "abrimos también los domingos a mediodía").applied).toEqual([
      "Horario de domingo: 13:00–16:00",
    ]);
  });
  it("'op maandag zijn we nu ook 's middags open' is a shop's afternoon", () => {
    expect(change("fietsen", "op maandag zijn we nu ook 's middags open").applied).toEqual([
      "Openingstijden maandag: 13:30–18:00",
    ]);
  });
});

describe("a service the page's hours cannot name is asked about, never guessed", () => {
  it("'por la tarde' on lunch and dinner hours asks which", () => {
    const done = change("lola", "abrimos también los domingos por la tarde");
    expect(done.applied).toEqual([]);
    expect(done.notApplied.join(" ")).toContain("13:00–16:00 o 20:00–23:30");
  });
  it("'auch abends' on a gym open in one span changes nothing", () => {
    const done = change("kraftwerk", "sonntags sind wir jetzt auch abends offen");
    expect(done.applied).toEqual([]);
    expect(done.hours).toEqual(["Mo–Fr 6–22 Uhr", "Sa 8–18 Uhr"]);
  });
});
