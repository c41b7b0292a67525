/**
 * What a designer marked down on the h-look round (issue 27): a gelateria drawn as a coffee cup and in the
 * default blue, a sauna boat as a T-shirt, headphones as shopping bags, a hero with no picture leaving an
 * empty half, five cards as four and a lonely fifth, one offer line alone in a tall empty section.
 */
import { describe, expect, it } from "vitest";
import { composePage } from "../../src/generator/composer/compose.js";
import {
  AA,
  contrastRatio,
  hueOf,
  shadeOf,
  textPairs,
  themeColors,
} from "../../src/generator/composer/engine/palette.js";
import { SUBJECT_PALETTES, subjectPalette } from "../../src/generator/composer/engine/subject-palette.js";

type Request = Parameters<typeof composePage>[0];
const NOW = new Date("2026-11-29T12:00:00Z");

function page(prompt: string, extra: Partial<Request> = {}): string {
  return composePage(
    {
      title: "Test page",
      companyName: "Test Co",
      landingPageType: "business-homepage",
      industry: "other",
      targetAudience: "",
      prompt,
      logoOption: "generate",
      logoData: null,
      ...extra,
    } as never,
    { now: NOW },
  ).html;
}

const heroOf = (html: string) => html.match(/<section id="hero"[\s\S]*?<\/section>/)![0];

describe("pictures and colours by what the business is", () => {
  it("draws a gelateria as ice cream, never a coffee cup for its 'latte fresco'", () => {
    const html = page(
      "Gelateria artigianale in via Saragozza 41, Bologna. Gelato mantecato ogni mattina con latte fresco: pistacchio, nocciola.",
      { title: "Gelateria Fiordilatte", companyName: "Gelateria Fiordilatte" },
    );
    expect(heroOf(html)).toMatch(/<svg class="art"/);
    expect(html).not.toContain("M150 104c-12-14 12-22 0-38"); // the coffee cup's steam
  });

  it("shows no picture for a sauna boat whose towels and tea (Tee) are included, rather than a T-shirt", () => {
    const html = page(
      "Holzbefeuerte Sauna auf einem Boot im Hamburger Hafen. Handtücher und Tee inklusive.",
      { title: "Löyly Saunaboot", companyName: "Löyly Saunaboot" },
    );
    expect(html).not.toMatch(/<svg class="art"/);
  });

  it("gives a product launch no shop front or shopping bags when its words name no drawing", () => {
    const html = page("Open-back planar magnetic headphones, 97 mm drivers. Pre-order for €599.", {
      landingPageType: "product-launch",
      industry: "technology",
    });
    expect(html).not.toMatch(/<svg class="art"/);
  });

  it("colours an unclassified business by what it is: a gelateria or a florist is not blue", () => {
    const source = (title: string, prompt: string) => ({
      landingPageType: "business-homepage" as const,
      industry: "other" as const,
      title,
      companyName: title,
      prompt,
      targetAudience: "",
    });
    const gelato = subjectPalette(
      "other",
      source("Gelateria Fiordilatte", "Gelateria artigianale a Bologna."),
    );
    const florist = subjectPalette(
      "shop",
      source("Madelief", "Bloemist in Utrecht. Boeketten vanaf € 29,50."),
    );
    for (const palette of [gelato, florist]) {
      expect(palette).toBeDefined();
      const hue = hueOf(palette!.primary);
      expect(hue < 195 || hue > 290).toBe(true);
    }
    // A trade keeps its own colours; an unclassified business naming nothing drawable is still not blue.
    expect(subjectPalette("law-firm", source("Cabinet", "Avocat, fleurs et gelato."))).toBeUndefined();
    for (const name of ["Tinta Negra", "Northwind", "Kovács és Társa", "Atelier 9"]) {
      const palette = subjectPalette("other", source(name, "We help people."));
      // In every shade a business may get (shadeOf turns the hue a few degrees).
      for (let shade = 0; shade < 5; shade++) {
        const hue = hueOf(shadeOf(palette!, shade).primary);
        expect(hue < 195 || hue > 290, `${name}, shade ${shade}`).toBe(true);
      }
    }
  });
});

describe("subject palettes", () => {
  it("read at AA in light and dark, in every shade a business may get", () => {
    for (const palette of SUBJECT_PALETTES)
      for (let shade = 0; shade < 5; shade++) {
        const theme = themeColors(shadeOf(palette, shade));
        for (const t of [theme.light, theme.dark])
          for (const [fg, bg, what] of textPairs(t))
            expect(contrastRatio(fg, bg), `${palette.primary} ${what}`).toBeGreaterThanOrEqual(AA);
      }
  });

  it("never turn blue to violet in any shade (the colour every unclassified page used to share)", () => {
    for (const palette of SUBJECT_PALETTES)
      for (let shade = 0; shade < 5; shade++) {
        const hue = hueOf(shadeOf(palette, shade).primary);
        expect(hue < 195 || hue > 290, `${palette.primary}, shade ${shade}`).toBe(true);
      }
  });
});

describe("layouts that look designed", () => {
  it("sets a hero without a picture as words alone (centred, statement, editorial, stacked or band), larger", () => {
    for (const [i, prompt] of [
      "Estúdio de tatuagem em Porto Alegre, fineline e blackwork.",
      "Family-run funeral home in Cork: arrangements and repatriation.",
      "Tarot readings by appointment in Brighton.",
      "Nail studio: gel manicures and pedicures.",
      "Pracownia tatuażu w Gdańsku, projekty na zamówienie.",
    ].entries()) {
      const hero = heroOf(page(prompt, { companyName: `Studio ${i}` }));
      expect(hero).not.toMatch(/<svg class="art"|<img/);
      expect(hero).toMatch(/data-layout="(statement|centred|editorial|stacked|band)"/);
      expect(hero).toMatch(/class="hero [^"]* bare"/);
    }
  });

  it("lays five or six cards out three to a row on wide screens, not four and a lonely one", () => {
    // A quantity query: the rule follows the count of cards, so a card added later re-flows too.
    expect(page("Bakery in Leeds.")).toContain(
      ".grid>:first-child:nth-last-child(5),.grid>:first-child:nth-last-child(5)~*",
    );
  });

  it("draws a single offer as a slim band, not a tall section around one line", () => {
    const html = page(
      "Holzbefeuerte Sauna auf einem Boot im Hamburger Hafen. Private Saunafahrt für bis zu 8 Personen, 2 Stunden für 249 €. Handtücher und Tee inklusive.",
      { landingPageType: "facebook-ads", title: "Löyly Saunaboot", companyName: "Löyly Saunaboot" },
    );
    const offers = html.match(/<section[^>]*data-section="offers"[^>]*>/)?.[0];
    expect(offers).toMatch(/class="[^"]*slim/);
    expect(html).toContain("Handtücher und Tee inklusive");
  });
});
