/**
 * Theme changes made by hand (main colour, font, light/dark) as one small stylesheet appended to the page,
 * `<style id="lf-theme">`: custom properties and `color-scheme` on :root, a font-family on body. Pure
 * functions of the page's own CSS text, so they work on composer pages (variables such as `--p`, dark
 * colours under `prefers-color-scheme`) and on LLM pages (Tailwind's `--color-<hue>-<shade>` variables).
 */
import type { FontChoice, SchemeChoice } from "./model-sync";

export interface Theme {
  primary: string;
  font: FontChoice;
  scheme: SchemeChoice;
}

export const THEME_STYLE_ID = "lf-theme";
export const DEFAULT_PRIMARY = "#4f46e5";

const SANS = `ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif`;
const SERIF = `ui-serif,Georgia,Cambria,"Times New Roman",serif`;

/** Neutral Tailwind hues: never the "main colour". */
const NEUTRAL_HUES = new Set(["gray", "slate", "zinc", "neutral", "stone", "white", "black"]);

/** The bodies of every `@media (prefers-color-scheme: dark) { … }` block (brace-matched). */
export function darkSchemeRules(css: string): string[] {
  const bodies: string[] = [];
  const pattern = /@media[^{]*prefers-color-scheme\s*:\s*dark[^{]*\{/gi;
  for (let match = pattern.exec(css); match; match = pattern.exec(css)) {
    let depth = 1;
    let i = pattern.lastIndex;
    for (; i < css.length && depth > 0; i += 1) {
      if (css[i] === "{") depth += 1;
      else if (css[i] === "}") depth -= 1;
    }
    bodies.push(css.slice(pattern.lastIndex, i - 1));
    pattern.lastIndex = i;
  }
  return bodies;
}

/** The declarations of the page's own `:root { … }` rules outside any media query, in order. */
export function rootDeclarations(css: string): string {
  const withoutMedia = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  return [...withoutMedia.matchAll(/(?:^|[}\s,]):root\s*\{([^{}]*)\}/g)].map((m) => m[1].trim()).join(";");
}

/** Custom properties the page declares on :root that stand for its main colour. */
export function primaryVariables(css: string): string[] {
  const declared = [...new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]))];
  const named = declared.filter((name) => name === "--p" || /primary|brand/i.test(name));
  if (named.length > 0) return named;
  // Tailwind pages: the most used non-neutral hue, in the shades buttons and links use.
  const uses = new Map<string, number>();
  for (const m of css.matchAll(/var\(\s*--color-([a-z]+)-(\d{2,3})\s*\)/g)) {
    if (!NEUTRAL_HUES.has(m[1])) uses.set(m[1], (uses.get(m[1]) ?? 0) + 1);
  }
  const hue = [...uses].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!hue) return ["--primary"];
  return ["500", "600", "700"].map((shade) => `--color-${hue}-${shade}`).filter((name) => css.includes(name));
}

/** The page's main colour as a hex value, read from its CSS, when it has one. */
export function detectPrimary(css: string): string | null {
  for (const name of primaryVariables(css)) {
    const m = css.match(new RegExp(`${name.replace(/[-]/g, "\\-")}\\s*:\\s*(#[0-9a-fA-F]{6})\\b`));
    if (m) return m[1].toLowerCase();
  }
  return null;
}

/** Plain colours for pages that have no dark (or light) variant of their own. */
const FALLBACK_DARK = "--bg:#0b1120;--sf:#111827;--tx:#f1f5f9;--mt:#a5b4c8;--bd:#273449";
const FALLBACK_LIGHT = "--bg:#ffffff;--sf:#f6f7f9;--tx:#0f172a;--mt:#475569;--bd:#e2e8f0";

function schemeCss(scheme: SchemeChoice, css: string): string {
  if (scheme === "auto") return "";
  const dark = darkSchemeRules(css);
  if (scheme === "dark") {
    if (dark.length > 0) return `${dark.join("\n")}\n:root{color-scheme:dark}`;
    return `:root{${FALLBACK_DARK};color-scheme:dark}body{background:var(--bg);color:var(--tx)}`;
  }
  // Light: the page's light :root again, winning over its dark media rules; or plain light colours.
  const light = rootDeclarations(css);
  if (dark.length > 0 && light) return `:root{${light}}\n:root{color-scheme:light}`;
  if (dark.length > 0) return `:root{${FALLBACK_LIGHT};color-scheme:light}`;
  return ":root{color-scheme:light}";
}

/**
 * The stylesheet for a theme, given the page's CSS without it. Later in the document than the page's own
 * rules, so its :root variables win over the page's (also under a dark media query).
 */
export function themeCss(theme: Theme, pageCss: string): string {
  const vars = primaryVariables(pageCss)
    .map((name) => `${name}:${theme.primary}`)
    .join(";");
  const font = theme.font === "serif" ? SERIF : SANS;
  return [schemeCss(theme.scheme, pageCss), `:root{${vars}}`, `body,h1,h2,h3,h4,h5,h6{font-family:${font}}`]
    .filter(Boolean)
    .join("\n");
}
