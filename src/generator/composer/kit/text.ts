/** Text helpers: deterministic randomness, escaping, and reading phrases out of a person's prompt. */

export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32): the same seed always gives the same sequence. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks deterministically from `list` by a named slot of the seed. */
export function pick<T>(list: readonly T[], seed: number, slot: string): T {
  return list[hash(`${seed}:${slot}`) % list.length];
}

export function pickIndex(n: number, seed: number, slot: string): number {
  return hash(`${seed}:${slot}`) % n;
}

/** Deterministic shuffle (copy). */
export function shuffle<T>(list: readonly T[], seed: number, slot: string): T[] {
  const out = [...list];
  const r = rng(hash(`${seed}:${slot}`));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function esc(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => ESC[c]);
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function capitalize(text: string): string {
  const t = text.trim();
  return t ? t[0].toUpperCase() + t.slice(1) : t;
}

/** Lower-cases the first letter unless the first word looks like a name or an acronym. */
export function decapitalize(text: string): string {
  const t = text.trim();
  const first = t.split(/\s+/)[0] ?? "";
  if (first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)))) return t;
  return t ? t[0].toLowerCase() + t.slice(1) : t;
}

export function sentence(text: string): string {
  const t = capitalize(collapse(text));
  if (!t) return t;
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

export function words(text: string): string[] {
  return collapse(text).split(" ").filter(Boolean);
}

/** Cuts to at most `max` characters on a word boundary, adding an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const t = collapse(text);
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const at = cut.lastIndexOf(" ");
  return `${(at > max * 0.5 ? cut.slice(0, at) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

export function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(collapse(text));
  return m ? m[1] : collapse(text);
}

/** Initials for a logo mark: up to two letters from the meaningful words of a name. */
export function initials(name: string): string {
  const skip = new Set(["the", "and", "of", "&", "a", "an", "for"]);
  const ws = words(name.replace(/[^\p{L}\p{N}\s&]/gu, " ")).filter((w) => !skip.has(w.toLowerCase()));
  if (ws.length === 0) return (name.trim()[0] ?? "A").toUpperCase();
  if (ws.length === 1) {
    const w = ws[0];
    const caps = w.slice(1).match(/\p{Lu}/u);
    return (w[0] + (caps ? caps[0] : (w[1] ?? ""))).toUpperCase().slice(0, 2);
  }
  return (ws[0][0] + ws[1][0]).toUpperCase();
}

const INSTRUCTION =
  /^(?:please\s+)?(?:(?:i\s+(?:want|need|would like)|we\s+(?:want|need|would like))\s+(?:you\s+to\s+)?)?(?:create|make|build|design|generate|write|produce|give me|set up)?\s*(?:me\s+|us\s+)?(?:an?\s+|the\s+)?(?:(?:modern|clean|simple|beautiful|professional|stunning|high[- ]converting|responsive|bold|minimal|elegant|sleek|one[- ]page|single[- ]page|new)[,\s]+)*(?:landing\s+page|web\s*page|website|site|page|homepage|home\s+page)?\s*(?:that\s+(?:promotes|presents|sells|announces|invites people to|showcases)\s+|(?:for|about|to promote|promoting|presenting|announcing|showcasing|selling|that sells)\s+)?/i;

/** "Google Ads landing page for …", "Sign-up page for …", "Homepage for …" in front of a description. */
const PAGE_FOR =
  /^(?:[\w'&-]+\s+){0,4}?(?:landing\s+page|sign-?up\s+page|web\s*page|page|homepage|home\s+page|website|site)\s*(?:for|about|to promote|promoting|presenting|announcing|that sells|selling)\s*:?\s+/i;

/** The prompt without "Create a landing page for…" in front, as a clean sentence start. */
export function stripInstruction(prompt: string): string {
  const t = collapse(prompt);
  const m = INSTRUCTION.exec(t);
  let rest = m ? t.slice(m[0].length) : t;
  const p = PAGE_FOR.exec(rest);
  if (p && rest.length - p[0].length >= 8) rest = rest.slice(p[0].length);
  return rest.length >= 8 ? rest : t;
}

const STOP = new Set(
  "a an the our their your my his her its this that these those and or but with for of to in on at by from into about as is are be we you they it i me us them who which what when where how all any some very more most also just".split(
    " ",
  ),
);

/** Words after which a list of features usually follows. Weak ones need at least two items. */
const STRONG =
  /\b(?:including|includes|include|featuring|features|feature|covering|covers|such as|highlighting|highlights|showcasing|showing|shows|showcase|learn(?:ing)?(?: about| how to)?|teaches|explore|discover|benefits?:?|perks?:?|topics?:?)\b\s*:?\s*/i;
const WEAK =
  /\b(?:with|offering|offers|offer|plus|providing|provides|provide|has|have|gets?|enjoy|about|on|that|which)\b\s*:?\s*/i;
const BAD_START =
  /^(?:and|or|but|to|so|if|then|that|which|who|is|are|was|be|will|can|also|it|this|they|we|you)\b/i;
const DATEY =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

function cleanItem(raw: string): string {
  let t = collapse(raw)
    .replace(/^(?:[-*•]|\d+[.)])\s+/, "")
    .replace(/^(?:and|or|plus|also|as well as|with|about|on|of|for)\s+/i, "")
    .replace(/^(?:a|an|the|our|their|your|some|lots of|plenty of|great|amazing)\s+/i, "")
    .replace(/[\s.,;:!?]+$/, "")
    .replace(/^["'“”]+|["'“”]+$/g, "");
  t = t.replace(/\s+(?:and more|etc)$/i, "");
  return t;
}

function goodItem(t: string): boolean {
  const ws = words(t);
  if (ws.length < 1 || ws.length > 8) return false;
  if (t.length < 4 || t.length > 70) return false;
  if (BAD_START.test(t)) return false;
  if (DATEY.test(t)) return false;
  if (/https?:|@|\d{3,}/.test(t)) return false;
  const content = ws.filter((w) => !STOP.has(w.toLowerCase()));
  if (content.length === 0) return false;
  if (ws.length === 1 && t.length < 5) return false;
  return true;
}

/**
 * Feature-like phrases from the prompt: bullet lines and the lists after "with", "including",
 * "featuring"… ("live Q&A, a training plan and nutrition tips" gives three phrases), in order.
 */
export function extractPhrases(prompt: string, exclude: string[] = []): string[] {
  const out: string[] = [];
  const seen = new Set(exclude.map((e) => e.toLowerCase()));
  const add = (raw: string) => {
    const t = cleanItem(raw);
    if (!goodItem(t)) return;
    const key = t.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push(t);
  };
  const lines = prompt.split(/\r?\n/);
  const prose: string[] = [];
  for (const line of lines) {
    if (/^\s*(?:[-*•]|\d+[.)])\s+/.test(line)) add(line);
    else prose.push(line);
  }
  const text = collapse(prose.join(" "));
  const parts = text.split(/(?<=[.!?])\s+|;\s*/);
  const cut = (it: string) => it.split(/\s+(?:for|so that|so|because|while|which|who|that)\s+/i)[0];
  for (const part of parts) {
    const sent = part.replace(/[.!?]$/, "");
    let best: string[] = [];
    let bestScore = 0;
    for (const [re, min, bonus] of [
      [STRONG, 1, 0.5],
      [WEAK, 2, 0],
    ] as [RegExp, number, number][]) {
      for (const m of sent.matchAll(new RegExp(re.source, "gi"))) {
        const tail = sent.slice((m.index ?? 0) + m[0].length);
        const items = tail.split(/\s*,\s*|\s+and\s+|\s+&\s+|\s+or\s+|\s+plus\s+|\s+as well as\s+/i).map(cut);
        const good = items.map(cleanItem).filter(goodItem);
        if (good.length < min) continue;
        if (good.length === 1 && words(tail).length > 8) continue;
        const score = good.length + bonus - good.filter((g) => words(g).length > 5).length * 0.6;
        if (score > bestScore) {
          best = good;
          bestScore = score;
        }
      }
    }
    for (const it of best) add(it);
  }
  // A plain list of short items ("Handmade mugs, bowls and vases, fired in…").
  if (out.length === 0) {
    for (const part of parts) {
      const items = part
        .replace(/[.!?]$/, "")
        .split(/\s*,\s*|\s+and\s+|\s+&\s+/i)
        .map(cleanItem);
      // Nouns only: "fired in small batches" describes, it is not an item.
      const short = items.filter(
        (it) => goodItem(it) && words(it).length <= 4 && !/^\w+(?:ed|ing)\b/i.test(it),
      );
      if (short.length >= 3) {
        for (const it of short) add(it);
        break;
      }
    }
  }
  return out;
}

/** The main subject of a prompt: "our new yoga studio" out of "Create a page for our new yoga studio in Pest". */
export function topicOf(prompt: string): string {
  const s = firstSentence(stripInstruction(prompt)).replace(/[.!?]$/, "");
  const cut = s.split(
    /\s+(?:with|that|which|who|where|featuring|including|so|to help|because|on|at|starting|happening|taking place|held)\s+|,/i,
  )[0];
  const t = collapse(cut);
  return words(t).length <= 10 ? t : words(t).slice(0, 8).join(" ");
}

export function detectCurrency(prompt: string): string {
  if (/\$|\busd\b|dollars?\b/i.test(prompt)) return "$";
  if (/£|\bgbp\b|pounds?\b/i.test(prompt)) return "£";
  return "€";
}

/** Prices written in the prompt, as numbers ("€49", "$1,299", "29 EUR", "19.99 dollars"). */
export function extractPrices(prompt: string): number[] {
  const out: number[] = [];
  const re =
    /(?:[$€£]\s?(\d[\d,]*(?:\.\d{1,2})?))|(?:(\d[\d,]*(?:\.\d{1,2})?)\s?(?:€|eur|euros?|usd|dollars?|gbp|pounds?)\b)/gi;
  for (const m of prompt.matchAll(re)) {
    const n = Number((m[1] ?? m[2]).replace(/,/g, ""));
    if (Number.isFinite(n) && n > 0 && n < 1_000_000) out.push(n);
  }
  return out;
}

export function formatPrice(n: number, currency: string): string {
  const s = Number.isInteger(n) ? String(n) : n.toFixed(2);
  return `${currency}${s}`;
}

/** True for "nutrition tips", "live classes"; false for "live Q&A", "business". */
export function isPlural(phrase: string): boolean {
  // The head noun comes before a trailing "on AI", "for teams", "with friends".
  const head = phrase.split(/\s+(?:on|for|with|of|in|about|from|to|by|at)\s+/i)[0];
  const last = (words(head).pop() ?? "").toLowerCase();
  return /[^s'u]s$/.test(last) && !/(?:ness|ics|ous|is|us)$/.test(last);
}

/** "busy parents" from "Busy parents"; keeps names and acronyms. */
export function audiencePhrase(audience: string): string {
  return decapitalize(collapse(audience).replace(/[.!?]+$/, ""));
}
