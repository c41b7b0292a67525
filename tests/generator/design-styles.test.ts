/**
 * The design system (issue 27, item 3): eight named styles, each rendering a valid page with its own type,
 * shapes and neutrals; the owner's choice of style wins over the composer's; palettes stay readable on
 * every style's neutrals; icons follow what an item is about.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { ICONS, type IconName, iconSvg } from "../../src/generator/composer/engine/icon-set.js";
import {
  contrastRatio,
  hueOf,
  shadeOf,
  textPairs,
  themeColors,
} from "../../src/generator/composer/engine/palette.js";
import { KIND_PROFILES } from "../../src/generator/composer/kinds/index.js";
import { itemIcon, meaningIcon } from "../../src/generator/composer/render/item-icon.js";
import { STYLES, styleNameOf } from "../../src/generator/composer/styles/index.js";
import { applyOps } from "../../src/generator/ops/apply.js";
import { STYLE_NAMES } from "../../src/generator/ops/schema.js";
import { parseHtml } from "../../src/generator/quality/html-validation.js";
import { checkPage, measurePage } from "../../src/generator/quality/index.js";
import { compose } from "./compose-for-test.js";

const CAFE =
  "Corner café in Leeds with single-origin espresso, homemade cakes and a quiet back room. Open Mon–Sat 8:00–17:00. Call 0113 496 0000.";

describe("named styles", () => {
  const { model } = compose("business-homepage", CAFE);

  it.each(STYLE_NAMES)(
    "%s renders a page that passes the quality gates with its own fonts and radii",
    (name) => {
      const style = STYLES[name];
      const { html } = renderStoredModel({ ...model, settings: { ...model.settings, design: name } });
      const report = checkPage(html, { landingPageType: "business-homepage" });
      expect(report.issues.filter((i) => i.severity === "error")).toEqual([]);
      expect(html).toContain(`--fb:${style.fonts.body}`);
      expect(html).toContain(`--r:${style.radius.card};`);
      expect(html).toContain(`--bg:${style.surfaces.light.bg}`);
      // The embedded fonts have a budget of their own; the markup keeps its 60 KB.
      expect(measurePage(html, parseHtml(html)).countedBytes).toBeLessThanOrEqual(60 * 1024);
    },
  );

  it("draws the same content differently in every style", () => {
    const pages = STYLE_NAMES.map(
      (name) => renderStoredModel({ ...model, settings: { ...model.settings, design: name } }).html,
    );
    expect(new Set(pages).size).toBe(STYLE_NAMES.length);
    const styleSheets = pages.map((html) => html.match(/<style>([\s\S]*?)<\/style>/)?.[1]);
    expect(new Set(styleSheets).size).toBe(STYLE_NAMES.length);
  });

  it("re-renders in the style the owner sets, whatever the composer had chosen", () => {
    const chosen = styleNameOf({ ...model, ...model.source, seed: model.settings.seed });
    const other = STYLE_NAMES.find((n) => n !== chosen)!;
    const { html } = renderStoredModel({ ...model, settings: { ...model.settings, design: other } });
    expect(html).toContain(`--fb:${STYLES[other].fonts.body}`);
    expect(html).toContain(`--sec:${STYLES[other].rhythm.section}`);
  });
});

describe("an owner's change of style", () => {
  it("re-renders the page in the style set_style names, its content unchanged", () => {
    const { model, html: before } = compose("business-homepage", CAFE);
    const target = STYLE_NAMES.find(
      (n) => !before.includes(`--fb:${STYLES[n].fonts.body};--hw:${STYLES[n].heading.weight}`),
    )!;
    const result = applyOps(model, [{ op: "set_style", design: target }], { request: `make it ${target}` });
    expect(result.model.settings.design).toBe(target);
    const { html } = renderStoredModel(result.model);
    expect(html).toContain(`--fb:${STYLES[target].fonts.body};--hw:${STYLES[target].heading.weight}`);
    const words = (page: string) =>
      [...page.matchAll(/data-edit="([^"]+)"[^>]*>([^<]*)</g)].map((m) => m.slice(1).join("="));
    expect(words(html).sort()).toEqual(words(before).sort());
  });
});

describe("choosing a style", () => {
  const base = { kind: "cafe" as const, prompt: "A café.", targetAudience: "", seed: 7 };

  it("follows the owner's words about the look before the business kind", () => {
    expect(styleNameOf({ ...base, prompt: "An elegant wine bar with a tasting room." })).toBe("luxury");
    expect(styleNameOf({ ...base, prompt: "A colourful, playful toy shop." })).toBe("playful");
    expect(styleNameOf({ ...base, prompt: "A minimalist architecture studio." })).toBe("minimal");
    expect(styleNameOf({ ...base, kind: "saas", prompt: "An API for developers to send invoices." })).toBe(
      "technical",
    );
  });

  it("follows the audience when the words say nothing of the look", () => {
    expect(styleNameOf({ ...base, targetAudience: "parents of toddlers" })).toBe("playful");
    expect(styleNameOf({ ...base, kind: "consultancy", targetAudience: "CFOs of mid-size firms" })).toBe(
      "classic",
    );
  });

  it("picks among the kind's own styles by seed, the same one every time", () => {
    const picks = new Set(Array.from({ length: 40 }, (_, seed) => styleNameOf({ ...base, seed })));
    expect(picks.size).toBeGreaterThan(1);
    for (const name of picks) expect(["warm", "editorial", "minimal"]).toContain(name);
    expect(styleNameOf({ ...base, seed: 11 })).toBe(styleNameOf({ ...base, seed: 11 }));
  });

  it("lets the owner's choice win over every other reason", () => {
    expect(styleNameOf({ ...base, prompt: "An elegant bar", design: "bold" })).toBe("bold");
  });
});

describe("palettes", () => {
  it("keeps every trade's shades readable (AA) on every style's neutrals, light and dark", () => {
    for (const style of Object.values(STYLES))
      for (const profile of Object.values(KIND_PROFILES))
        for (let i = 0; i < 5; i++) {
          const theme = themeColors(shadeOf(profile.palette, i), style.surfaces, style.tint);
          for (const mode of [theme.light, theme.dark])
            for (const [fg, bg, what] of textPairs(mode))
              expect(contrastRatio(fg, bg), `${style.name}: ${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(
                4.5,
              );
        }
  });

  it("gives most pages of blue-to-violet trades a colour that is not blue", () => {
    const blueTrades = Object.values(KIND_PROFILES).filter((p) => {
      const hue = hueOf(p.palette.primary);
      return hue >= 195 && hue <= 290;
    });
    expect(blueTrades.length).toBeGreaterThan(3);
    const shades = blueTrades.flatMap((p) => [0, 1, 2, 3, 4].map((i) => shadeOf(p.palette, i)));
    const blue = shades.filter((p) => {
      const hue = hueOf(p.primary);
      return hue >= 195 && hue <= 290;
    });
    expect(blue.length / shades.length).toBeLessThanOrEqual(0.5);
  });

  it("spreads trades' palettes over many colour families, none holding more than a fifth of the shades", () => {
    const family = (hue: number) =>
      hue < 0
        ? "charcoal"
        : hue < 15 || hue >= 345
          ? "red"
          : hue < 45
            ? "terracotta-ochre"
            : hue < 160
              ? "green"
              : hue < 200
                ? "teal"
                : hue <= 290
                  ? "blue-violet"
                  : "plum-rose";
    const counts = new Map<string, number>();
    let total = 0;
    for (const profile of Object.values(KIND_PROFILES))
      for (const palette of [profile.palette, ...profile.alternatePalettes])
        for (let shade = 0; shade < 5; shade++) {
          const name = family(hueOf(shadeOf(palette, shade).primary));
          counts.set(name, (counts.get(name) ?? 0) + 1);
          total++;
        }
    expect(counts.size).toBe(7);
    for (const [name, count] of counts) expect(count / total, name).toBeLessThanOrEqual(0.2);
  });
});

describe("icons by meaning", () => {
  it("draws what an item is about", () => {
    expect(meaningIcon("Download regions for offline use")).not.toBe("lock");
    expect(meaningIcon("Espresso and flat whites")).toBe("coffee");
    expect(meaningIcon("Tax returns for freelancers")).toBe("file-text");
    expect(meaningIcon("Dog walking")).toBe("heart");
  });

  /** Classic draws offerings with icon chips in every one of its layouts: each item's chip, in order. */
  const chipsOf = (description: string) => {
    const { model } = compose("saas-signup", description);
    const { html } = renderStoredModel({ ...model, settings: { ...model.settings, design: "classic" } });
    const features = html.slice(
      html.indexOf('id="features"'),
      html.indexOf("</section>", html.indexOf('id="features"')),
    );
    return features
      .split(/data-item="\d+"/)
      .slice(1)
      .map((item) => {
        const svg = item.match(/<span class="ic">(<svg.*?<\/svg>)/)?.[1];
        if (svg)
          return (Object.keys(ICONS) as IconName[]).find((name) => iconSvg(name, 24) === svg) ?? "other";
        if (item.includes('<span class="ic mk"')) return "mark";
        return item.match(/<span class="ic no"[^>]*>(\d+)</)?.[1] ?? "none";
      });
  };

  it("gives an item whose words name nothing drawable a neutral mark and keeps the others' icons", () => {
    const decorative = KIND_PROFILES.saas.icons[0]!;
    expect(itemIcon({ title: "Quarterly Thing", icon: decorative }, "saas")).toBeUndefined();
    expect(itemIcon({ title: "Where", icon: "map-pin" }, "cafe")).toBe("map-pin");
    expect(
      chipsOf(
        "Rota: volunteer scheduling. Features: Quarterly Thing, reminder texts, invoices. Sign up free.",
      ),
    ).toEqual(["mark", "bell", "file-text"]);
  });

  it("numbers a list none of whose items names anything drawable", () => {
    expect(chipsOf("Rota: volunteer scheduling. Features: Zenith, Aurora, Kestrel. Sign up free.")).toEqual([
      "01",
      "02",
      "03",
    ]);
  });
});
