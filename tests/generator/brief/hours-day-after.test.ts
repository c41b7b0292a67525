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
      "Bakery in Leeds. Open Tuesday to Sunday 7:30–14:00, closed Mondays.",
      "Tuesday to Sunday 7:30–14:00, closed Mondays",
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
