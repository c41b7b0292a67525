/**
 * Which parts of the description a fact already owns. Extractors run in a fixed order (contacts before
 * prices before phones before dates…) and each skips what an earlier one claimed, so "£2.20" is never
 * read again as a time and "+36 30 123 4567" never as a quantity.
 */

export interface Span {
  start: number;
  end: number;
}

export type ClaimTag =
  | "contact"
  | "quote"
  | "offer"
  | "price"
  | "hours"
  | "agenda"
  | "phone"
  | "date"
  | "quantity"
  | "person"
  | "place"
  | "credential"
  | "language"
  | "age"
  | "exclusion"
  | "instruction"
  | "partner"
  | "past-work"
  | "variant"
  | "client";

/** Fills claimed text in masks: a non-character sanitizing removes from the input, so it never matches real text. */
export const MASK = "\uFFFF";

export class Claims {
  private readonly spans: (Span & { tag: ClaimTag })[] = [];

  add(start: number, end: number, tag: ClaimTag): void {
    if (end > start) this.spans.push({ start, end, tag });
  }

  /** True when [start, end) touches anything claimed (optionally only claims with one of `tags`). */
  overlaps(start: number, end: number, tags?: readonly ClaimTag[]): boolean {
    return this.spans.some(
      (s) => s.start < end && start < s.end && (tags === undefined || tags.includes(s.tag)),
    );
  }

  /**
   * The text with every claimed character replaced by `fill`, so offsets stay the same; claims with a tag
   * in `except` stay readable.
   */
  mask(text: string, fill = " ", except: readonly ClaimTag[] = []): string {
    const spans = except.length ? this.spans.filter((s) => !except.includes(s.tag)) : this.spans;
    if (spans.length === 0) return text;
    const key = `${this.spans.length}:${fill}:${except.join(",")}`;
    if (this.cached?.key === key && this.cached.text === text) return this.cached.masked;
    const sorted = [...spans].sort((a, b) => a.start - b.start);
    let out = "";
    let at = 0;
    for (const s of sorted) {
      const start = Math.max(s.start, at);
      const end = Math.min(s.end, text.length);
      if (end <= start) continue;
      out += text.slice(at, start) + fill.repeat(end - start);
      at = end;
    }
    const masked = out + text.slice(at);
    this.cached = { key, text, masked };
    return masked;
  }

  /** The text with the claims `hidden` picks replaced by `fill` (not cached: for one-off views). */
  maskWhere(text: string, fill: string, hidden: (tag: ClaimTag, claimed: string) => boolean): string {
    let out = text;
    for (const s of this.spans)
      if (hidden(s.tag, text.slice(s.start, s.end)))
        out = out.slice(0, s.start) + fill.repeat(s.end - s.start) + out.slice(s.end);
    return out;
  }

  private cached?: { key: string; text: string; masked: string };
}

const EDGE_PUNCTUATION = /[\s.,;:!?()[\]{}"'“”„«»‘’–—-]/u;

/** `text` with the spans given turned into spaces, so offsets stay the same (for one-off views). */
export function blankOut(text: string, spans: readonly (readonly [number, number])[]): string {
  let out = text;
  for (const [start, end] of spans) out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  return out;
}

/** Shrinks [start, end) past surrounding whitespace and punctuation (a closing ")" is kept when its "(" is inside). */
export function trimSpan(text: string, start: number, end: number): Span {
  let s = start;
  let e = end;
  while (s < e && EDGE_PUNCTUATION.test(text[s])) s++;
  while (e > s && EDGE_PUNCTUATION.test(text[e - 1])) {
    const c = text[e - 1];
    if (c === ")" && text.slice(s, e - 1).includes("(")) break;
    // A closing quote whose opening one is inside stays: "Carolina Reaper 'Regret'".
    if (closesQuote(c, text.slice(s, e - 1))) break;
    if (c === "." && /\b(?:Bt|Kft|Zrt|Ltd|Inc|Co|Corp|St|Dr|No)$/.test(text.slice(s, e - 1))) break;
    e--;
  }
  return { start: s, end: e };
}

const QUOTE_OPENERS: Record<string, string> = { "'": "'", '"': '"', "’": "‘", "”": "“", "»": "«" };

/** Whether `c` closes a quotation opened in `inside` (an odd count of a straight quote; its opener otherwise). */
function closesQuote(c: string, inside: string): boolean {
  const opener = QUOTE_OPENERS[c];
  if (!opener) return false;
  if (opener !== c) return inside.includes(opener);
  // A straight quote opens only at the start of a word, so the apostrophe of "Reaper's" is not one.
  return new RegExp(`(?:^|\\s)${c}\\p{L}`, "u").test(inside) && inside.split(c).length % 2 === 0;
}

/** A regex match's span, or the span of one named/indexed group. */
export function matchSpan(m: RegExpExecArray | RegExpMatchArray, group = 0): Span {
  const index = m.index ?? 0;
  if (group === 0) return { start: index, end: index + m[0].length };
  const text = m[group] ?? "";
  // With the "d" flag the exact group indices are known; otherwise find the group inside the match.
  const indices = (m as RegExpExecArray & { indices?: [number, number][] }).indices;
  if (indices?.[group]) return { start: indices[group][0], end: indices[group][1] };
  const offset = m[0].indexOf(text);
  return { start: index + Math.max(offset, 0), end: index + Math.max(offset, 0) + text.length };
}
