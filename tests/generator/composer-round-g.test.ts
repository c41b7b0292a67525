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

describe("the hero's hours chip", () => {
  it("shows every line of the hours, not the first alone", () => {
    const { model } = compose(
      "business-homepage",
      "Unser kleines Café in der Freiburger Altstadt. Wir backen jeden Tag hausgemachten Kuchen und Torten. Öffnungszeiten: Mo–Fr 7:30–18:00, Sa–So 9:00–17:00. Konviktstraße 12, 79098 Freiburg. Tel. 0761 2923344",
      { companyName: "Café Lindenblatt", industry: "food" },
    );
    expect(section(model, "hero")?.items.map((i) => i.title)).toEqual([
      "Konviktstraße 12, 79098 Freiburg",
      "Mo–Fr 7:30–18:00, Sa–So 9:00–17:00",
      "0761 2923344",
    ]);
  });

  it("reads French hours written '8h30–19h30' (the 30 is minutes)", () => {
    const { model } = compose(
      "business-homepage",
      "Cabinet d'ostéopathie à la Croix-Rousse. Consultation 60 €. Du lundi au vendredi 8h30–19h30, samedi matin 9h–12h. 14 rue d'Austerlitz, 69004 Lyon. Prise de rendez-vous au 04 78 29 51 60.",
      { companyName: "Cabinet Ostéo Croix-Rousse", industry: "healthcare" },
    );
    expect(section(model, "hero")?.items.map((i) => i.title)).toContain(
      "Du lundi au vendredi 8h30–19h30, samedi matin 9h–12h",
    );
  });
});

describe("the pill above the hero's title", () => {
  it("does not repeat the address the first chip shows", () => {
    const { model } = compose(
      "business-homepage",
      "Unser kleines Café in der Freiburger Altstadt. Konviktstraße 12, 79098 Freiburg. Tel. 0761 2923344",
      { companyName: "Café Lindenblatt", industry: "food" },
    );
    const hero = section(model, "hero");
    expect(hero?.eyebrow).toBe("Café");
    expect(hero?.items[0]?.title).toBe("Konviktstraße 12, 79098 Freiburg");
  });
});

describe("an address", () => {
  it("does not reach back over a sentence's full stop", () => {
    const { model } = compose(
      "business-homepage",
      "Unser kleines Café in der Freiburger Altstadt. Konviktstraße 12, 79098 Freiburg. Tel. 0761 2923344",
      { companyName: "Café Lindenblatt", industry: "food" },
    );
    expect(section(model, "contact")?.items.find((i) => i.icon === "map-pin")?.text).toBe(
      "Konviktstraße 12, 79098 Freiburg",
    );
  });
});

const POTTERY =
  "Töpferkurs für Anfänger in Leipzig-Plagwitz. Sechswöchiger Kurs, immer dienstags 18:30–21:00 Uhr, Start am 12. Januar 2027. Ihr lernt Aufbautechnik, Drehen an der Scheibe und Glasieren. Kursgebühr 240 € inkl. Ton, Glasur und Brand. Max. 8 Teilnehmer. Kursleitung: Anja Reuter, Keramikmeisterin. Karl-Heine-Straße 43, 04229 Leipzig. Anmeldung per Mail an kurs@tonwerk-leipzig.de";

describe("a German course description", () => {
  it("keeps 'Start am 12. Januar 2027.' in one sentence (the dot of a day of the month ends nothing)", () => {
    const { model } = compose("event-registration", POTTERY, { companyName: "Tonwerk Leipzig" });
    expect(section(model, "hero")?.lead).toBe(
      "Töpferkurs für Anfänger in Leipzig-Plagwitz. Sechswöchiger Kurs, immer dienstags 18:30–21:00 Uhr, Start am 12. Januar 2027.",
    );
  });

  it("shows the price with what it includes, not cut at 'inkl.'", () => {
    const { model } = compose("event-registration", POTTERY, { companyName: "Tonwerk Leipzig" });
    expect(section(model, "event-details")?.items.find((i) => i.icon === "ticket")?.text).toBe(
      "Kursgebühr 240 € inkl. Ton, Glasur und Brand",
    );
  });
});
