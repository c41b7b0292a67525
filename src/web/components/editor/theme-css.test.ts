import { describe, expect, it } from "vitest";
import { darkSchemeRules, detectPrimary, primaryVariables, rootDeclarations, themeCss } from "./theme-css";

const COMPOSER_CSS =
  ":root{--bg:#ffffff;--tx:#0f172a;--p:#c2410c;--pt:#c2410c;color-scheme:light}" +
  "@media (prefers-color-scheme:dark){:root{--bg:#0b1020;--tx:#e9edf5;--p:#c2410c;color-scheme:dark}}" +
  "body{background:var(--bg)}.btn{background:var(--p)}";

const TAILWIND_CSS =
  ":root,:host{--color-indigo-500:oklch(58% .2 277);--color-indigo-600:oklch(51% .23 277);--color-gray-900:#111}" +
  ".bg-indigo-600{background-color:var(--color-indigo-600)}.text-indigo-600{color:var(--color-indigo-600)}" +
  ".hover\\:bg-indigo-500:hover{background-color:var(--color-indigo-500)}.text-gray-900{color:var(--color-gray-900)}" +
  ".bg-gray-900{background:var(--color-gray-900)}.x{color:var(--color-gray-900)}.y{color:var(--color-gray-900)}";

describe("reading the page's CSS", () => {
  it("finds the composer's main colour variable and value", () => {
    expect(primaryVariables(COMPOSER_CSS)).toEqual(["--p"]);
    expect(detectPrimary(COMPOSER_CSS)).toBe("#c2410c");
  });

  it("finds a Tailwind page's most used non-neutral hue", () => {
    expect(primaryVariables(TAILWIND_CSS)).toEqual(["--color-indigo-500", "--color-indigo-600"]);
    expect(detectPrimary(TAILWIND_CSS)).toBeNull();
    expect(primaryVariables("body{color:red}")).toEqual(["--primary"]);
  });

  it("separates the light :root from the dark media rules", () => {
    expect(darkSchemeRules(COMPOSER_CSS)).toEqual([
      ":root{--bg:#0b1020;--tx:#e9edf5;--p:#c2410c;color-scheme:dark}",
    ]);
    expect(rootDeclarations(COMPOSER_CSS)).toBe(
      "--bg:#ffffff;--tx:#0f172a;--p:#c2410c;--pt:#c2410c;color-scheme:light",
    );
  });
});

describe("the theme stylesheet", () => {
  it("sets the main colour and the font, and nothing about the scheme when it is automatic", () => {
    expect(themeCss({ primary: "#0f766e", font: "serif", scheme: "auto" }, COMPOSER_CSS)).toBe(
      ':root{--p:#0f766e}\nbody,h1,h2,h3,h4,h5,h6{font-family:ui-serif,Georgia,Cambria,"Times New Roman",serif}',
    );
  });

  it("forces dark with the page's own dark colours, and light against its dark media query", () => {
    const dark = themeCss({ primary: "#0f766e", font: "sans", scheme: "dark" }, COMPOSER_CSS);
    expect(
      dark.startsWith(
        ":root{--bg:#0b1020;--tx:#e9edf5;--p:#c2410c;color-scheme:dark}\n:root{color-scheme:dark}",
      ),
    ).toBe(true);
    // The colour comes after the dark rules, so it wins in both schemes.
    expect(dark.indexOf("--p:#0f766e")).toBeGreaterThan(dark.indexOf("--p:#c2410c"));
    const light = themeCss({ primary: "#0f766e", font: "sans", scheme: "light" }, COMPOSER_CSS);
    expect(light).toContain(
      ":root{--bg:#ffffff;--tx:#0f172a;--p:#c2410c;--pt:#c2410c;color-scheme:light}\n:root{color-scheme:light}",
    );
  });

  it("gives a page without dark rules plain dark colours on :root and body", () => {
    expect(themeCss({ primary: "#000000", font: "sans", scheme: "dark" }, "body{color:#111}")).toContain(
      "color-scheme:dark}body{background:var(--bg);color:var(--tx)}",
    );
  });
});
