/**
 * Issue 27, items 3 and "layout defects": pages of one trade come in more than one palette, each readable;
 * the header's menu is hidden below the width its words fit in (no "Über / uns" wrapped beside a squeezed
 * logo at 775 px); a form section with no details beside it is centred, never an empty coloured panel.
 */
import { describe, expect, it } from "vitest";
import { ALTERNATE_PALETTES, kindPalette } from "../../src/generator/composer/engine/kind-palettes.js";
import {
  contrastRatio,
  hueOf,
  luminance,
  shadeOf,
  textPairs,
  themeColors,
} from "../../src/generator/composer/engine/palette.js";
import { KIND_PROFILES } from "../../src/generator/composer/kinds/index.js";
import { menuFitRule } from "../../src/generator/composer/render/chrome-css.js";
import { STYLES } from "../../src/generator/composer/styles/index.js";
import { compose } from "./compose-for-test.js";

describe("palettes a trade may wear", () => {
  it("keeps every alternate palette readable (AA) on every style's neutrals, light and dark", () => {
    for (const style of Object.values(STYLES))
      for (const palette of ALTERNATE_PALETTES)
        for (let i = 0; i < 5; i++) {
          const theme = themeColors(shadeOf(palette, i), style.surfaces, style.tint);
          for (const mode of [theme.light, theme.dark])
            for (const [fg, bg, what] of textPairs(mode))
              expect(contrastRatio(fg, bg), `${style.name}: ${what}`).toBeGreaterThanOrEqual(4.5);
        }
  });

  it("offers no blue-to-violet alternate, and gives one trade's pages three palettes by their seed", () => {
    for (const palette of ALTERNATE_PALETTES) {
      const hue = hueOf(palette.primary);
      // Ink (#111827) is no blue: near-black reads as black.
      expect(hue >= 195 && hue <= 290 && luminance(palette.primary) > 0.02, palette.primary).toBe(false);
    }
    const dentists = new Set(
      Array.from(
        { length: 40 },
        (_, seed) => kindPalette("dentist", KIND_PROFILES.dentist.palette, seed).primary,
      ),
    );
    expect(dentists.size).toBe(3);
    expect(kindPalette("dentist", KIND_PROFILES.dentist.palette, 7)).toEqual(
      kindPalette("dentist", KIND_PROFILES.dentist.palette, 7),
    );
  });
});

describe("the header's menu", () => {
  it("is hidden below the width a long name and its words need, and left to the phone rule when short", () => {
    const rule = menuFitRule(
      "bar",
      "Physiotherapie Gesandtenstraße",
      ["Über uns", "Leistungen", "FAQ"],
      "Kontakt",
      false,
    );
    const width = Number(/max-width:(\d+)px/.exec(rule)?.[1]);
    expect(width).toBeGreaterThan(775);
    expect(width).toBeLessThan(1024);
    expect(menuFitRule("bar", "Lumo", ["Menu", "FAQ"], "Book", false)).toBe("");
    // The centred masthead needs the menu's column on both sides of the name.
    const centred = Number(
      /max-width:(\d+)px/.exec(
        menuFitRule("centred", "Café Lumo", ["About", "Menu", "Prices", "FAQ"], "Visit", false),
      )?.[1],
    );
    expect(centred).toBeGreaterThan(
      Number(
        /max-width:(\d+)px/.exec(
          menuFitRule("bar", "Café Lumo", ["About", "Menu", "Prices", "FAQ"], "Visit", false),
        )?.[1] ?? 0,
      ),
    );
  });

  it("keeps the logo's mark from shrinking and a menu word on one line", () => {
    const { html } = compose(
      "business-homepage",
      "Physiotherapiepraxis in Regensburg. Krankengymnastik 28 €, Manuelle Therapie 35 €.",
      {
        companyName: "Physiotherapie Gesandtenstraße",
        title: "Physiotherapie Gesandtenstraße",
      },
    );
    expect(html).toContain(".brand>svg{flex:none}");
    expect(html).toMatch(/nav a\{[^}]*white-space:nowrap/);
  });
});

describe("a form section with nothing beside it", () => {
  // A vague page: no address, phone or hours to list beside the contact form.
  const pages = [
    "Webseite für meine Tischlerei",
    "une page pour mon salon de coiffure",
    "need a website for my bakery",
  ].map(
    (prompt, i) =>
      compose("business-homepage", prompt, { companyName: `Atelier ${i}`, title: `Atelier ${i}` }).html,
  );

  it.each(pages.map((html, i) => [i, html] as const))("is centred, or beside a picture (%i)", (_, html) => {
    const contact = /<section id="contact"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const layout = /data-layout="([\w-]+)"/.exec(contact)?.[1];
    expect(layout === "centred" || (layout === "side" && contact.includes('class="art-sm"')), layout).toBe(
      true,
    );
    expect(contact).not.toContain('class="ct-ink"');
  });
});

describe("a product's one price", () => {
  const { model, html } = compose(
    "product-launch",
    "Terra Flask is a 750 ml insulated steel bottle that keeps drinks cold for 24 hours. Launching 1 March 2027. Retail price €39. Join the list for early access.",
    { companyName: "Terra Goods", title: "Terra Flask" },
  );
  const pricing = model.sections.find((s) => s.kind === "pricing");
  const block = /<section id="pricing"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

  it("is the product's card, named after it, with no button to sign up to it", () => {
    expect(pricing?.items.map((i) => [i.title, i.price])).toEqual([["Terra Flask", "€39"]]);
    expect(block).not.toMatch(/class="btn/);
  });
});

describe("a short page from a one-line description", () => {
  const { html } = compose("business-homepage", "Webseite für meine Tischlerei", {
    companyName: "Tischlerei Huber",
    title: "Tischlerei Huber",
  });
  const hero = /<section id="hero"[^>]*>/.exec(html)?.[0] ?? "";

  it("opens on a strong hero and lists no menu word for a section that only says how to reach it", () => {
    expect(hero).toMatch(/data-layout="(panels|band|card)"/);
    expect(html).not.toContain("<nav");
  });

  it("draws what follows the hero as one band", () => {
    const after = [...html.matchAll(/<section id="(\w[\w-]*)"[^>]*class="([^"]*)"/g)].filter(
      ([, id]) => id !== "hero",
    );
    expect(after.length).toBeGreaterThan(0);
    for (const [, id, cls] of after) expect(cls, id).toContain("alt");
  });
});
