/**
 * Small, grammar-safe text helpers. The composer never rewrites the user's words into sentence slots:
 * it uses their sentences and phrases whole, and only trims what addresses us rather than their visitors
 * ("Create a landing page for …").
 */

/** The first letter in upper case, unless the first word is written in mixed case ("uPVC", "iPhone", "eBay"). */
export function capitalize(text: string): string {
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Replaces {company}, {noun}… in a profile string. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "Create a landing page for our café…" → "our café…": the part that speaks about the business. */
const META_OPENING =
  /^(?:(?:please|hi|hello)[,!]?\s+)?(?:(?:can you|could you|i'd like you to|i would like you to)\s+)?(?:(?:we|i)\s+(?:need|want|would like)\s+|(?:create|make|build|design|generate|write|set up)\s+(?:me\s+|us\s+)?)?(?:an?\s+|the\s+)?(?:(?:simple|modern|clean|beautiful|elegant|professional|one-page|single-page|short|new)\s+){0,3}(?:landing[\s-]?page|web\s?page|website|site|page|homepage|ad page)\s+(?:for|about|of|that (?:promotes|presents|introduces|announces|sells)|to (?:promote|present|introduce|announce|sell|advertise))\s+/i;
const META_VERB =
  /^(?:promote|promoting|advertise|advertising|announce|announcing|present|presenting|introduce|introducing|showcase|showcasing)\s+(?=(?:our|my|the|a|an)\b)/i;

export function withoutMetaOpening(sentence: string): string {
  const stripped = sentence.replace(META_OPENING, "").replace(META_VERB, "");
  return stripped === sentence ? sentence : capitalize(stripped);
}

/** Sentences that instruct us about the page ("Use a dark theme.") rather than describe the business. */
const INSTRUCTION =
  /^(?:please\s+)?(?:use|make it|make the|include|add|put|show|keep it|the page should|it should|design|style|colou?rs?:|tone:|with an? (?:dark|light|modern|elegant|minimal))\b/i;

export function isInstruction(sentence: string): boolean {
  return INSTRUCTION.test(sentence.trim());
}

/** Ends a fragment with a full stop unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const t = text.trim();
  if (!t) return t;
  return /[.!?…:;)"”»]$/.test(t) ? t : `${t}.`;
}

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const at = cut.lastIndexOf(" ");
  return `${(at > max * 0.6 ? cut.slice(0, at) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Up to two letters for the generated logo. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s&-]/gu, " ")
    .split(/[\s-]+/)
    .filter((w) => w && !/^(the|and|&|of|a|an)$/i.test(w));
  const letters = words.slice(0, 2).map((w) => w[0].toLocaleUpperCase());
  return letters.join("") || "•";
}

/** Joins phrases as a person would: "a, b and c". */
export function listOf(parts: string[], and = "and"): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} ${and} ${parts[parts.length - 1]}`;
}

export function sameText(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return norm(a) === norm(b);
}

/** C0 and C1 control characters (NUL, BEL…): they break HTML and mean nothing on a page. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

/** Control characters out, whitespace (tabs and line breaks included) collapsed to single spaces. */
export function cleanText(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += code === 0x09 || code === 0x0a || code === 0x0d ? " " : isControl(code) ? "" : ch;
  }
  return out.replace(/\s+/g, " ").trim();
}
