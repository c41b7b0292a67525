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

/**
 * The CSS for the page's classes, or "" when the classes are not Tailwind utilities (and the page was
 * not written for Tailwind): a hand-styled page is left alone.
 */
export async function compileTailwindCss(html: string, input: TailwindInput): Promise<string> {
  const base = input.usesTailwind ? FULL_INPUT : UTILITIES_ONLY_INPUT;
  // A fresh compiler per page: build() accumulates candidates across calls.
  const compiler = await compile(`${base}\n${input.extraCss ?? ""}`, { base: process.cwd(), loadStylesheet });
  const css = compiler.build(collectCandidates(html));
  if (!input.usesTailwind && !/@layer utilities\s*\{/.test(css)) return "";
  return minifyCss(css);
}
