/**
 * A service given over the phone ("free first assessment by phone", "Ersteinschätzung am Telefon"): the
 * hero's main button dials the owner's number, as for an urgent trade; other businesses keep their form.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

describe("a service given over the phone", () => {
  const cases: [string, string, string, string][] = [
    [
      "de",
      "Fachanwalt für Arbeitsrecht in Hamburg. Kostenlose Ersteinschätzung am Telefon: 040 3095 1120.",
      "Jetzt anrufen: 040 3095 1120",
      "tel:+494030951120",
    ],
    [
      "en",
      "Debt advice for families in Leeds. Free first assessment over the phone: 0113 496 0123.",
      "Call 0113 496 0123",
      "tel:01134960123",
    ],
  ];
  for (const [language, description, label, href] of cases) {
    it(`dials from the hero (${language})`, () => {
      const { model } = compose("google-ads", description, { industry: "legal" });
      expect(section(model, "hero")?.cta).toEqual({ label, href });
    });
  }

  it("leaves a business that only gives its number to its form", () => {
    const { model } = compose("google-ads", "Family law in Leeds. Divorce and custody. Call 0113 496 0123.", {
      industry: "legal",
    });
    expect(section(model, "hero")?.cta?.href).not.toMatch(/^tel:/);
  });

  it.each([
    ["Garage à Nantes : vidange, freins et pneus. Rendez-vous au 02 40 11 22 33.", "tel:+33240112233"],
    ["Tasca em Alfama, Lisboa. Petiscos e vinhos. Reservas: +351 912 345 678.", "tel:+351912345678"],
    ["Friseur in Freiburg. Schnitt und Farbe. Termine unter 0761 456 7890.", "tel:+497614567890"],
  ])("dials from the hero when bookings are taken by phone: %s", (description, href) => {
    const { model } = compose("business-homepage", description);
    expect(section(model, "hero")?.cta?.href).toBe(href);
  });
});
