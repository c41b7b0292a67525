/** Tone and length applied to copy: the same sentence, written more formally, more warmly, shorter or longer. */
import type { CopyLength, Tone } from "./model.js";

const FORMAL: [RegExp, string][] = [
  [/\bdon't\b/gi, "do not"],
  [/\bdoesn't\b/gi, "does not"],
  [/\bcan't\b/gi, "cannot"],
  [/\bwon't\b/gi, "will not"],
  [/\bisn't\b/gi, "is not"],
  [/\baren't\b/gi, "are not"],
  [/\byou'll\b/gi, "you will"],
  [/\byou're\b/gi, "you are"],
  [/\byou've\b/gi, "you have"],
  [/\bwe'll\b/gi, "we will"],
  [/\bwe're\b/gi, "we are"],
  [/\bwe've\b/gi, "we have"],
  [/\bit's\b/gi, "it is"],
  [/\bthat's\b/gi, "that is"],
  [/\bthere's\b/gi, "there is"],
  [/\blet's\b/gi, "let us"],
  [/\bI'm\b/g, "I am"],
  [/\bget going\b/gi, "begin"],
  [/\bawesome\b/gi, "excellent"],
  [/\bsuper\s+/gi, ""],
  [/\bhassle\b/gi, "difficulty"],
  [/\bkids\b/gi, "children"],
  [/\bjoy\b/gi, "pleasure"],
  [/!/g, "."],
];

const FRIENDLY: [RegExp, string][] = [
  [/\bdo not\b/g, "don't"],
  [/\bdoes not\b/g, "doesn't"],
  [/\bcannot\b/g, "can't"],
  [/\bwill not\b/g, "won't"],
  [/\bis not\b/g, "isn't"],
  [/\bare not\b/g, "aren't"],
  [/\byou will\b/g, "you'll"],
  [/\bYou will\b/g, "You'll"],
  [/\byou are\b/g, "you're"],
  [/\bYou are\b/g, "You're"],
  [/\bwe will\b/g, "we'll"],
  [/\bWe will\b/g, "We'll"],
  [/\bwe are\b/g, "we're"],
  [/\bWe are\b/g, "We're"],
  [/\bit is\b/g, "it's"],
  [/\bIt is\b/g, "It's"],
  [/\bthat is\b/g, "that's"],
  [/\bpurchase\b/g, "buy"],
  [/\bassistance\b/g, "help"],
  [/\bcommence\b/g, "start"],
  [/\brequirements\b/g, "needs"],
  [/\bprior to\b/g, "before"],
];

export function applyTone(text: string, tone: Tone): string {
  if (tone === "neutral" || !text) return text;
  let out = text;
  for (const [re, to] of tone === "formal" ? FORMAL : FRIENDLY) out = out.replace(re, to);
  return out.replace(/\.\.+/g, ".");
}

/** Short copy keeps the first clause of a sentence when that still says something. */
export function shorten(text: string): string {
  const first = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  const m = /^(.{24,}?)(?:,\s|\s—\s|\s-\s|;\s|\s(?:so|and|with|without|while|because)\s)/.exec(first);
  const cut = m ? m[1] : first;
  return /[.!?]$/.test(cut) ? cut : `${cut}.`;
}

export function sized(text: string, length: CopyLength, extra?: string): string {
  if (length === "short") return shorten(text);
  if (length === "long" && extra && !text.includes(extra)) return `${text} ${extra}`;
  return text;
}

/** Pick the wording for the tone. */
export function byTone(tone: Tone, neutral: string, formal: string, friendly: string): string {
  return tone === "formal" ? formal : tone === "friendly" ? friendly : neutral;
}
