/**
 * Compiles the Tailwind utility classes a page uses into plain CSS with the `tailwindcss` package, so the
 * page needs no CDN script. Pages written for the Tailwind CDN get preflight too (they were designed on
 * it); other pages get only the utilities they use, so their own base styles stay intact.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { compile } from "tailwindcss";

const require = createRequire(import.meta.url);

const FULL_INPUT = '@import "tailwindcss";';
const UTILITIES_ONLY_INPUT =
  '@import "tailwindcss/theme.css" layer(theme);\n@import "tailwindcss/utilities.css" layer(utilities);';

async function loadStylesheet(id: string, _base: string) {
  const file = require.resolve(id === "tailwindcss" ? "tailwindcss/index.css" : id);
  return { path: file, base: path.dirname(file), content: await readFile(file, "utf8") };
}

/** Candidate class names: every class attribute, plus quoted words in inline scripts (classList toggles). */
export function collectCandidates(html: string): string[] {
  const candidates = new Set<string>();
  for (const match of html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    for (const name of (match[1] ?? match[2]).split(/\s+/)) if (name) candidates.add(name);
  }
  for (const script of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const literal of script[1].matchAll(/(["'`])([^"'`\n]{1,200})\1/g)) {
      for (const name of literal[2].split(/\s+/)) if (/^[\w:/.\-[\]#%()!]+$/.test(name)) candidates.add(name);
    }
  }
  return [...candidates];
}

/** Drops comments and layout whitespace (Tailwind's output never puts a space after a selector's colon). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,])\s*/g, "$1")
    .replace(/:\s+/g, ":")
    .replace(/;}/g, "}")
    .trim();
}

export interface TailwindInput {
  /** The page was written for the Tailwind CDN (script, text/tailwindcss style or tailwind.config). */
  usesTailwind: boolean;
  /** Extra CSS for the compiler: @theme from tailwind.config, contents of text/tailwindcss styles. */
  extraCss?: string;
}

/** Top-level rules and at-rules of a stylesheet (balanced braces), for compiling them one by one. */
export function splitTopLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === "{") depth++;
    else if (char === "}" && depth > 0 && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    } else if (char === ";" && depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules.filter(Boolean);
}

async function build(base: string, extraCss: string, candidates: string[]): Promise<string> {
  // A fresh compiler per page: build() accumulates candidates across calls.
  const compiler = await compile(`${base}\n${extraCss}`, { base: process.cwd(), loadStylesheet });
  return compiler.build(candidates);
}

/**
 * The model's own Tailwind CSS (config theme, text/tailwindcss styles) may not compile: an @apply of an
 * unknown class, a v3 directive, a missing brace. Keep the rules that compile on their own.
 */
async function compilableExtraCss(base: string, extraCss: string): Promise<string> {
  const kept: string[] = [];
  for (const rule of splitTopLevelRules(extraCss)) {
    try {
      await build(base, rule, []);
      kept.push(rule);
    } catch {
      // dropped: the rest of the page still gets its utilities
    }
  }
  return kept.join("\n");
}

/**
 * The CSS for the page's classes, or "" when the classes are not Tailwind utilities (and the page was
 * not written for Tailwind): a hand-styled page is left alone.
 */
export async function compileTailwindCss(html: string, input: TailwindInput): Promise<string> {
  const base = input.usesTailwind ? FULL_INPUT : UTILITIES_ONLY_INPUT;
  const candidates = collectCandidates(html);
  let css: string;
  try {
    css = await build(base, input.extraCss ?? "", candidates);
  } catch {
    css = await build(base, await compilableExtraCss(base, input.extraCss ?? ""), candidates);
  }
  if (!input.usesTailwind && utilityRuleCount(css) < MIN_UTILITIES_FOR_HAND_STYLED_PAGES) return "";
  return minifyCss(css);
}

/**
 * A hand-styled page often has a few class names that happen to be utilities ("container", "hidden",
 * "grid"); adding Tailwind's rules for them would restyle the page. Only a page that really uses
 * utilities (at least this many) gets them.
 */
export const MIN_UTILITIES_FOR_HAND_STYLED_PAGES = 6;

/** Number of rules in the compiled utilities layer. */
export function utilityRuleCount(css: string): number {
  const start = css.search(/@layer utilities\s*\{/);
  if (start < 0) return 0;
  const open = css.indexOf("{", start);
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return splitTopLevelRules(css.slice(open + 1, i)).length;
  }
  return 0;
}
