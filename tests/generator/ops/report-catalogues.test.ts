/**
 * Reports in the page's language: every language with a pack has a catalogue that says every applied line
 * (a new language is one pack plus one catalogue), and the lines applyOps writes use it.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES, ENGLISH } from "../../../src/generator/ops/catalogue/index.js";
import { compose } from "../compose-for-test.js";
import { applySaid } from "./pages.js";

/**
 * English words English grammar puts in a line (a plan, a Business Homepage page, "add a team section"):
 * another language may say the line without them. Every value the owner reads back stays.
 */
const GRAMMAR_ONLY = new Set(["noun", "type", "sectionlower"]);

describe("every pack's language has a whole report catalogue", () => {
  for (const code of ["de", "fr", "es", "it", "nl", "pl", "pt", "hu"]) {
    it(`${code}: says every line English says, with the same values`, () => {
      const catalogue = CATALOGUES[code] ?? {};
      for (const [key, english] of Object.entries(ENGLISH)) {
        const words = catalogue[key as keyof typeof ENGLISH];
        expect(words, `${code}.${key}`).toBeTruthy();
        const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.toLowerCase()).sort();
        const values = (s: string) => names(s).filter((name) => !GRAMMAR_ONLY.has(name));
        expect(values(words!), `${code}.${key}`).toEqual(values(english));
        for (const name of names(words!)) expect(names(english), `${code}.${key}`).toContain(name);
      }
    });
  }
});

describe("applied lines are said in the page's language", () => {
  const BAKERY_DE =
    "Bäckerei Korn in Leipzig, Hauptstraße 5. Frische Brötchen und Kuchen. Brezel 1,20 €. Geöffnet Mo–Fr 7:00–18:00. Telefon 0341 123456.";
  const BAKERY_HU =
    "Kézműves pékség Budapesten. Kovászos kenyér 1200 Ft, kakaós csiga 450 Ft. Nyitva hétfőtől szombatig 7–15 óráig. Telefon: +36 1 234 5678.";
  const CAFE_PL =
    "Kawiarnia Lipa w Toruniu. Kawa i domowe ciasta. Sernik 16 zł, espresso 9 zł. Otwarte pon.–pt. 8:00–18:00. Telefon 56 622 11 33.";

  it("de: a price changed is said in German", () => {
    const { model } = compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn" });
    const r = applySaid(model, [{ op: "set_fact", kind: "price", from: "1,20 €", to: "1,30 €" }], {
      request: "Brezel jetzt 1,30 €",
    });
    expect(r.applied).toEqual(["Preis “1,20 €” überall auf der Seite in “1,30 €” geändert"]);
  });

  it("pl: a colour (by its Polish name) and the dark theme are said in Polish", () => {
    const { model } = compose("business-homepage", CAFE_PL, { companyName: "Kawiarnia Lipa" });
    const r = applySaid(model, [{ op: "set_style", primary: "#166534", scheme: "dark" }], {
      request: "ciemny motyw i zielony kolor",
    });
    expect(r.applied).toEqual(["Zmieniono kolor główny na ciemnozielony (#166534); Włączono ciemny motyw"]);
  });

  it("hu: a price changed is said in Hungarian", () => {
    const { model } = compose("business-homepage", BAKERY_HU, { companyName: "Kis Pékség" });
    const r = applySaid(model, [{ op: "set_fact", kind: "price", from: "1200 Ft", to: "1300 Ft" }], {
      request: "a kovászos kenyér ára legyen 1300 Ft",
    });
    expect(r.applied).toEqual(["Az ár „1200 Ft” helyett mindenhol „1300 Ft” szerepel az oldalon"]);
  });

  it("de: a Saturday's hours are said with the German day name", () => {
    const { model } = compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn" });
    const r = applySaid(model, [{ op: "set_hours", days: [5], hours: "08:00-12:00" }], {
      request: "Samstag 8-12",
    });
    expect(r.applied).toEqual(["Öffnungszeiten Samstag: 8:00–12:00"]);
  });
});

describe("why a change was not applied is said in the page's language", () => {
  const SHOP_IT =
    "Olio Santoro, frantoio in Puglia. Bottiglia 0,75 l 18 €, latta 3 l 54 €. Telefono 333 123 4567.";
  const BAKERY_DE =
    "Bäckerei Korn in Leipzig, Hauptstraße 5. Frische Brötchen und Kuchen. Brezel 1,20 €. Geöffnet Mo–Fr 7:00–18:00. Telefon 0341 123456.";

  it("it: a section with nothing to fill is refused in Italian, naming it by its heading", () => {
    const { model } = compose("business-homepage", SHOP_IT, { companyName: "Olio Santoro" });
    const r = applySaid(model, [{ op: "add_section", kind: "team" }], { request: "aggiungi il team" });
    expect(r.applied).toEqual([]);
    expect(r.notApplied).toEqual([
      "La tua pagina non ha ancora niente da mettere in “Le persone”; di' cosa ci va, con le voci",
    ]);
  });

  it("de: removing the top banner is refused in German", () => {
    const { model } = compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn" });
    const r = applySaid(model, [{ op: "remove_section", section: "hero" }], { request: "Banner weg" });
    expect(r.notApplied).toEqual(["Der Kopfbereich lässt sich nicht entfernen: jede Seite beginnt damit"]);
  });

  it("de: an unreadable colour is refused in German, with the owner's word quoted", () => {
    const { model } = compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn" });
    const r = applySaid(model, [{ op: "set_style", primary: "knallig" }], { request: "Farbe knallig" });
    expect(r.notApplied).toEqual([
      "Die Farbe „knallig“ konnte ich nicht lesen: nennen Sie eine („Tannengrün“) oder ihren Code (#166534)",
    ]);
  });

  it("English pages keep their English reasons", () => {
    const { model } = compose("business-homepage", "Crumb Corner café in York. Coffee £3.", {
      companyName: "Crumb Corner",
    });
    const r = applySaid(model, [{ op: "move_section", section: "hero", to: "last" }], {
      request: "banner down",
    });
    expect(r.notApplied).toEqual(["The top banner stays at the top of the page"]);
  });
});
