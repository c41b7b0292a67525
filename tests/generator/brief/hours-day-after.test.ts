/** A day said without times right after opening hours belongs to them, never to a line of its own. */
import { describe, expect, it } from "vitest";
import { briefOf, compose, pageWords } from "../compose-for-test.js";

describe("a day joined to opening hours without times of its own", () => {
  it.each([
    [
      "Salon à Lyon. Ouvert du mardi au vendredi 9h–18h et le samedi matin.",
      "du mardi au vendredi 9h–18h et le samedi matin",
    ],
    [
      "Bar a Roma. Aperto dal martedì al venerdì 12–23 e il sabato sera.",
      "dal martedì al venerdì 12–23 e il sabato sera",
    ],
    [
      "Praxis in Kassel. Geöffnet Dienstag bis Freitag 9–18 Uhr und samstags vormittags.",
      "Dienstag bis Freitag 9–18 Uhr und samstags vormittags",
    ],
    [
      "Garage in Bath. Open Monday to Friday 9–5 and Saturday mornings.",
      "Monday to Friday 9–5 and Saturday mornings",
    ],
  ])("is read with the hours of %j", (prompt, hours) => {
    expect(briefOf(prompt).hours.map((h) => h.text)).toEqual([hours]);
  });

  it("leaves the next day's own hours as hours of their own", () => {
    expect(briefOf("Open Monday to Friday 9–5, Saturday 10–2.").hours.map((h) => h.text)).toEqual([
      "Monday to Friday 9–5",
      "Saturday 10–2",
    ]);
  });

  it("shows the day with the hours, never as a line about the business", () => {
    const { model, html } = compose(
      "business-homepage",
      "Salon de coiffure à Lyon. Ouvert du mardi au samedi 9h–19h et le lundi après-midi. Coupe femme 38 €.",
    );
    const about = model.sections.find((s) => s.kind === "about");
    expect(JSON.stringify(about ?? {})).not.toMatch(/lundi après-midi/i);
    expect(pageWords(html)).toMatch(/9h–19h et le lundi après-midi/);
  });
});

describe("a list of days that qualifies the hours", () => {
  it.each([
    [
      "Trattoria a Bologna. Pranzo dal martedì alla domenica 12:00–14:30, la cena il venerdì e il sabato. Tagliatelle 14 €.",
      "Pranzo dal martedì alla domenica 12:00–14:30, la cena il venerdì e il sabato",
    ],
    [
      "Pub in York. Open daily 12–23, and dinner on Friday and Saturday.",
      "daily 12–23, and dinner on Friday and Saturday",
    ],
  ])("is read with the hours it qualifies in %j", (prompt, hours) => {
    expect(briefOf(prompt).hours.map((h) => h.text)).toEqual([hours]);
  });

  it("is never a card of its own", () => {
    const { model } = compose(
      "business-homepage",
      "Trattoria a Bologna. Pranzo dal martedì alla domenica 12:00–14:30, la cena il venerdì e il sabato. Tagliatelle al ragù 14 €, tortellini 16 €.",
    );
    const titles = model.sections.flatMap((s) => (s.items ?? []).map((i) => i.title.toLocaleLowerCase()));
    // The hours themselves may head a card; a day without its hours never does.
    expect(titles.filter((t) => /sabato|venerdì/.test(t) && !/\d/.test(t))).toEqual([]);
  });
});

describe("hours named by whose they are", () => {
  it("keeps the name said before the opening word", () => {
    const prompt =
      "Fahrschule in Kassel. Theorieunterricht Montag und Mittwoch 18–19:30 Uhr. Büro geöffnet Montag bis Freitag 14–18 Uhr.";
    expect(briefOf(prompt).hours.map((h) => h.text)).toEqual([
      "Theorieunterricht Montag und Mittwoch 18–19:30 Uhr",
      "Büro geöffnet Montag bis Freitag 14–18 Uhr",
    ]);
    expect(pageWords(compose("business-homepage", prompt).html)).toContain(
      "Büro geöffnet Montag bis Freitag 14–18 Uhr",
    );
  });
});
