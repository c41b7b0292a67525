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

  it("an English page embeds its heading face, swapped in as it loads; the body keeps its system stack", () => {
    const fonts = embeddedFonts("editorial", "serif", "A magazine about bread");
    expect(fonts.heading).toBe("LP Heading");
    expect(fonts.body).toBeUndefined();
    expect(fonts.css).toContain("font-display:swap");
    expect(fonts.css.match(/data:font\/woff2;base64,/g)).toHaveLength(1);
  });

  it("a Polish or Hungarian page embeds the heading's Latin Extended letters too", () => {
    for (const text of ["Ilustratorka z Krakowa, okładki książek", "Jógastúdió kezdőknek"]) {
      const fonts = embeddedFonts("editorial", "serif", text);
      expect(fonts.heading).toBe("LP Heading");
      expect(fonts.css.match(/@font-face/g)).toHaveLength(2);
    }
  });

  it("headings drawn in the body family's face embed only its bold cut", () => {
    const fonts = embeddedFonts("minimal", "sans", "Clean pages");
    expect(fonts.heading).toBe("LP Heading");
    expect(fonts.css).toContain("font-weight:1 1000");
    expect(fonts.css.match(/@font-face/g)).toHaveLength(1);
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
    expect(size.fontBytes).toBeGreaterThan(15_000);
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
  it("take only the room the page leaves: without room for the heading face, nothing is embedded", () => {
    const text = "A café by the sea";
    expect(embeddedFonts("editorial", "serif", text, 40_000)).toMatchObject({ heading: "LP Heading" });
    expect(embeddedFonts("editorial", "serif", text, 10_000)).toEqual({ css: "" });
    expect(embeddedFonts("editorial", "serif", text, -5)).toEqual({ css: "" });
  });
});
