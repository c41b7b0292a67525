import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import type { FontStyle } from "../../model.js";
import { parseHtml } from "../../quality/html-validation.js";
import { checkComposedPage, measurePage } from "../../quality/index.js";
import { FONT_BUDGET_BYTES } from "./embedded-fonts.js";
import { embeddedFonts, subsetsFor } from "./font-faces.js";
import { STYLES } from "./index.js";

describe("the subsets a page's letters need", () => {
  it.each([
    ["English, French and German letters are Latin", "Crème brûlée, Grüße, naïve façade — 19 €", ["latin"]],
    ["Polish letters need Latin Extended", "Zażółć gęślą jaźń w Krakowie", ["latin", "latin-ext"]],
    [
      "Hungarian letters need Latin Extended",
      "Jógastúdió Szegeden, kezdőknek és haladóknak",
      ["latin", "latin-ext"],
    ],
    ["Czech and Romanian letters need Latin Extended", "Přijďte do Brašov, ţară", ["latin", "latin-ext"]],
  ])("%s", (_, text, subsets) => {
    expect(subsetsFor(text)).toEqual(subsets);
  });

  it.each([
    ["Greek", "Καλημέρα από την Αθήνα"],
    ["Cyrillic", "Добро пожаловать"],
    ["Japanese", "東京のカフェ"],
  ])("%s letters have no subset: nothing is embedded", (_, text) => {
    expect(subsetsFor(text)).toBeNull();
    expect(embeddedFonts("editorial", "serif", text)).toEqual({ css: "" });
  });

  it("symbols and arrows fall back glyph by glyph and need no subset", () => {
    expect(subsetsFor("Book now → ★★★★★ ✓")).toEqual(["latin"]);
  });
});

describe("the embedded faces", () => {
  const styles = Object.keys(STYLES) as (keyof typeof STYLES)[];
  const settings: FontStyle[] = ["sans", "serif"];

  it.each(["Plain English page", "Strona po polsku: źródło"])(
    "every style and heading setting stays within the font budget (%s)",
    (text) => {
      for (const style of styles)
        for (const font of settings) {
          const fonts = embeddedFonts(style, font, text);
          expect(fonts.css.length).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
          expect(fonts.heading).toBeDefined();
        }
    },
  );

  it("an English page embeds a heading face and the body family, swapped in as they load", () => {
    const fonts = embeddedFonts("editorial", "serif", "A magazine about bread");
    expect(fonts).toMatchObject({ heading: "LP Heading", body: "LP Body" });
    expect(fonts.css).toContain("font-display:swap");
    expect(fonts.css).toContain("data:font/woff2;base64,");
  });

  it("when Latin Extended does not fit beside the heading, the body keeps its system stack", () => {
    const fonts = embeddedFonts("editorial", "serif", "Ilustratorka z Krakowa, okładki książek");
    expect(fonts.heading).toBe("LP Heading");
    expect(fonts.body).toBeUndefined();
  });

  it("a style whose headings are the body family embeds that family once", () => {
    const fonts = embeddedFonts("minimal", "sans", "Clean pages");
    expect(fonts).toMatchObject({ heading: "LP Body", body: "LP Body" });
    expect(fonts.css.match(/@font-face/g)).toHaveLength(2);
  });
});

describe("a composed page's fonts", () => {
  it("count towards the font budget, not the 60 KB markup budget", () => {
    const { html } = compose(
      "business-homepage",
      "Family bakery in Leeds baking sourdough and rye every morning. Open Tuesday to Sunday 7:00-15:00.",
    );
    expect(html).toMatch(/@font-face\{font-family:"LP (Heading|Body)"/);
    const size = measurePage(html, parseHtml(html));
    expect(size.fontBytes).toBeGreaterThan(20_000);
    expect(size.fontBytes).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    expect(checkComposedPage(html, { landingPageType: "business-homepage" }).ok).toBe(true);
  });

  it("a page in Greek keeps the system stacks: no face draws half its letters", () => {
    const { html } = compose("business-homepage", "Ταβέρνα στην Πλάκα με ψάρια και μεζέδες.", {
      companyName: "Ταβέρνα Άρτεμις",
      title: "Ταβέρνα Άρτεμις",
    });
    expect(html).not.toContain("@font-face");
  });
});

describe("fonts beside the owner's photos", () => {
  it("take only the room the page leaves: the body face goes first, then the heading", () => {
    const text = "A café by the sea";
    expect(embeddedFonts("editorial", "serif", text, 50_000)).toMatchObject({ heading: "LP Heading" });
    expect(embeddedFonts("editorial", "serif", text, 50_000).body).toBeUndefined();
    expect(embeddedFonts("editorial", "serif", text, 10_000)).toEqual({ css: "" });
    expect(embeddedFonts("editorial", "serif", text, -5)).toEqual({ css: "" });
  });
});
