/**
 * A section's eyebrow that says its heading's words again ("O nas / O nas", "Chi siamo / Chi siamo") is never
 * shown: not when the writer made it, not when a change set it later, in any section kind or language.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../../src/generator/composer/compose.js";
import { shownEyebrow } from "../../../src/generator/composer/render/eyebrow.js";
import { compose } from "../compose-for-test.js";

const PAGES = [
  [
    "pl",
    "product-launch",
    "Volt Miejski to lekki rower elektryczny do miasta. Zasięg do 80 km, waga 17 kg, ładowanie w 3,5 godziny. Kolory: grafitowy, miętowy i piaskowy. Cena w przedsprzedaży 4 990 zł, później 5 790 zł. Wysyłka od 15 marca 2027.",
  ],
  [
    "it",
    "business-homepage",
    "Panificio a Bologna dal 1962. Pane, focacce e torte. Aperti dal lunedì al sabato 7-19. Telefono 051 123 4567.",
  ],
  [
    "en",
    "event-registration",
    "Harbour Jazz Night on 12 June 2027 at 19:00, Pier 4, Bristol. Tickets £15. Lineup: live music, street food and a craft market.",
  ],
  [
    "de",
    "saas-signup",
    "Rechnungssoftware für Handwerker. Angebote, Rechnungen und Mahnungen in einem Tool. 19 € im Monat, 14 Tage kostenlos testen.",
  ],
] as const;

/** The visible text of each eyebrow and the heading after it. */
const pairs = (html: string) =>
  [
    ...html.matchAll(/<span class="(?:ey|pill)"[^>]*>([\s\S]*?)<\/span>\s*<h[12][^>]*>([\s\S]*?)<\/h[12]>/g),
  ].map((m) => [m[1]!.replace(/<[^>]+>/g, ""), m[2]!.replace(/<[^>]+>/g, "")] as const);
const same = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, " ").trim() === b.toLowerCase().replace(/\s+/g, " ").trim();

describe("an eyebrow that repeats its heading", () => {
  it.each([
    ["O nas", "O nas", undefined],
    ["CHI  siamo", "Chi siamo", undefined],
    ["Über uns.", "über uns", undefined],
    ["Odliczanie", "Odliczamy", undefined],
    ["Countdown", "Counting down", undefined],
    ["Funkcje", "Co potrafi", "Funkcje"],
    ["Menu", "Our menus", "Menu"],
    ["Programme", "What you will learn", "Programme"],
    // Every word of the label already in the heading (issue 27.4).
    ["Menu", "On the menu", undefined],
    ["Details", "Event details", undefined],
    ["Offerte", "Le nostre offerte", undefined],
    ["Café", "Café Lindenblatt", undefined],
    ["Perguntas", "Clínica Sorriso: as suas perguntas", undefined],
  ])("%j over %j shows %j", (eyebrow, heading, shown) => {
    expect(shownEyebrow({ eyebrow, heading })).toBe(shown);
  });

  it.each(PAGES)(
    "is never shown on a %s %s page, whichever section a change gives it to",
    (_lang, type, prompt) => {
      const { model, html } = compose(type, prompt, { companyName: "Owner Co", title: "Owner Co" });
      expect(pairs(html).filter(([e, h]) => same(e, h))).toEqual([]);
      // A change that sets every section's eyebrow to its heading in other case and spacing: still none shown.
      const changed = {
        ...model,
        sections: model.sections.map((s) =>
          s.heading ? { ...s, eyebrow: ` ${s.heading.toUpperCase()}  ` } : s,
        ),
      };
      const after = renderStoredModel(changed).html;
      expect(pairs(after).filter(([e, h]) => same(e, h))).toEqual([]);
      // The check reads real pairs: the page still shows the eyebrows that differ from their headings.
      expect(pairs(html).length).toBeGreaterThan(0);
    },
  );
});
