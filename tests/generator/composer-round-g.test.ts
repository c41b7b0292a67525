/**
 * What a fresh review round of generated pages (corpus part G) found wrong as their customers read them,
 * one family per describe: each asserts the exact words the page now shows.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

describe("the page's language", () => {
  it("is German for a German description whose words are mostly capitalised nouns", () => {
    const { model } = compose(
      "business-homepage",
      "Hundeschule in Graz-Andritz. Welpenkurs (8 Einheiten) 160 €, Junghundekurs 180 €, Einzelstunde 55 €. Trainerin: Mag. Sabine Hofer, zertifizierte Hundetrainerin. Trainingsplatz: Andritzer Reichsstraße 150, 8045 Graz. Anmeldung unter 0664 123 45 67",
      { companyName: "Hundeschule Pfotenglück" },
    );
    expect(model.lang).toBe("de");
  });

  it("is Italian for an Italian description full of 'da' (not Portuguese)", () => {
    const { model } = compose(
      "e-commerce",
      "Olio extravergine di oliva da olive coratina, raccolta a mano e spremitura a freddo entro 12 ore. Bottiglia da 0,75 l 18 €, latta da 3 l 55 €, latta da 5 l 85 €. Spedizione gratuita in Italia per ordini sopra 60 €. Dalla nostra famiglia a Bitonto dal 1952.",
      { companyName: "Frantoio Mancini", industry: "food" },
    );
    expect(model.lang).toBe("it");
  });
});
