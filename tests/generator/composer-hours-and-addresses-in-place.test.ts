/**
 * Facts in the right place (issue 27.6) on the composed page: the week's hours are one contact card under the
 * name the description gives them, never that name inside an "Opening hours" value; a welcome is no service
 * card; a town in a case of its own is not shown as the start of the street address.
 */
import { describe, expect, it } from "vitest";
import { briefOfModel } from "../../src/generator/composer/stored-brief.js";
import { compose, pageWords, section } from "./compose-for-test.js";

const clockCards = (prompt: string) =>
  (section(compose("business-homepage", prompt).model, "contact")?.items ?? []).filter(
    (i) => i.icon === "clock",
  );

describe("one hours card holds the week, under the description's own name for them", () => {
  it.each([
    [
      "Moderne Zahnarztpraxis in der Günterstalstraße 41, 79102 Freiburg. Sprechzeiten Mo–Do 8–18 Uhr, Fr 8–13 Uhr. Termin unter 0761 456 78 90.",
      "Sprechzeiten",
      "Mo–Do 8–18 Uhr; Fr 8–13 Uhr",
    ],
    [
      "Foot-passenger ferry from Poole Quay to Brownsea Island. Sailings every two hours from 7:00 to 19:00, Monday to Saturday; Sundays 9:00–17:00. Call 01202 555 123.",
      "Sailings",
      "every two hours from 7:00 to 19:00, Monday to Saturday; Sundays 9:00–17:00",
    ],
    [
      "Boulangerie à Lyon. Horaires : du mardi au samedi de 7h à 19h.",
      "Horaires",
      "du mardi au samedi de 7h à 19h",
    ],
  ])("%s", (prompt, title, text) => {
    expect(clockCards(prompt).map((i) => [i.title, i.text])).toEqual([[title, text]]);
  });

  it("hours without a name are one 'Opening hours' card", () => {
    const cards = clockCards(
      "Physiotherapie in Kassel. Mo–Fr 7:30–19 Uhr, Sa 9–12 Uhr. Telefon 0561 123 456.",
    );
    expect(cards.map((i) => [i.title, i.text])).toEqual([
      ["Öffnungszeiten", "Mo–Fr 7:30–19 Uhr; Sa 9–12 Uhr"],
    ]);
  });

  it("a class's week keeps its next day as hours, never as next Saturday's date", () => {
    const { model } = compose(
      "business-homepage",
      "Yoga studio in Brighton. Drop-in £12. Classes run Monday to Friday 7am-8pm, Saturday 9am-1pm.",
    );
    const brief = briefOfModel(model);
    expect(brief.hours.map((h) => h.text)).toEqual([
      "Classes run Monday to Friday 7am-8pm",
      "Saturday 9am-1pm",
    ]);
    expect(brief.dates).toEqual([]);
  });

  it("a line's own day is never dropped as a word leading up to it ('do tot 21:00')", () => {
    const prompt =
      "Kapsalon in Utrecht. Open di-vr 9:00-18:00, do tot 21:00, za 9:00-16:00. Bel 030 234 5678.";
    expect(clockCards(prompt).map((i) => [i.title, i.text])).toEqual([
      ["Openingstijden", "di-vr 9:00-18:00; do tot 21:00; za 9:00-16:00"],
    ]);
    expect(pageWords(compose("business-homepage", prompt).html)).not.toMatch(/Tot 21:00/);
  });
});

describe("a welcome is no service card", () => {
  it("the dentist's treatments are its services, 'Angstpatienten willkommen' stays in its story", () => {
    const { model, html } = compose(
      "business-homepage",
      "Zahnarztpraxis in Freiburg. Professionelle Zahnreinigung für 89 €, Bleaching ab 290 €, Angstpatienten willkommen.",
    );
    const offered = model.sections
      .filter((s) => s.kind !== "about")
      .flatMap((s) => s.items.map((i) => i.title));
    expect(offered).not.toContain("Angstpatienten willkommen");
    expect(pageWords(html)).toContain("Angstpatienten willkommen");
  });
});

describe("a town in a case of its own is no part of the address", () => {
  it("Polish: the street is the address, the town keeps its preposition", () => {
    const { model, html } = compose(
      "business-homepage",
      "Siłownia w Poznaniu, ul. Półwiejska 3. Karnet miesięczny 129 zł.",
    );
    const where = section(model, "contact")?.items.find((i) => i.icon === "map-pin");
    expect(where?.text).toBe("ul. Półwiejska 3");
    expect(pageWords(html)).not.toContain("Poznaniu, ul.");
  });
});
