/**
 * Lists the page writes in sentences: "Automatic reminders, Stripe and PayPal payments, multi-currency",
 * "Rosso di Montalcino, Brunello 2019, Moscadello". A member named by a word of it is found (to take it
 * out), and a new member is put at the end of a list of names ("Stripe, PayPal and Wise").
 */
import { dropFromText } from "../ops/lists.js";
import { wordsNaming } from "./item-mention.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, wordsOf } from "./reading.js";
import { escapeRegExp } from "./text.js";

/** The words joining the last member ("and", "und", "y", "&") of every pack. */
export function andWords(r: Reading): string[] {
  return [...new Set(wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$|^&$/u.test(w)))];
}

/** A sentence's members, split at commas, semicolons and "and" words. */
function members(sentence: string, ands: string[]): string[] {
  const re = new RegExp(`\\s*(?:(?<!\\d),(?!\\d)|;|\\s(?:${ands.map(escapeRegExp).join("|")})\\s)\\s*`, "iu");
  return sentence
    .replace(/[.!?]+$/, "")
    .split(re)
    .map((m) => m.trim())
    .filter(Boolean);
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

export interface MemberDrop {
  find: string;
  with: string;
}

/**
 * The one list member the said words name, with its sentence rewritten without it; null when no list
 * member (or more than one) is named. A member is one to four words; a sentence that is one member alone
 * is no list.
 */
export function memberNamed(r: Reading, said: string[]): MemberDrop | { among: string[] } | null {
  const ands = andWords(r);
  const found = new Map<string, MemberDrop>();
  for (const { path, text } of pageTexts(r.model)) {
    if (path.endsWith(".price")) continue;
    for (const sentence of sentencesOf(text)) {
      const parts = members(sentence, ands);
      if (parts.length < 2) continue;
      for (const part of parts) {
        if (part.split(/\s+/).length > 4 || wordsNaming(said, part) === 0) continue;
        const without = dropFromText(sentence, part);
        if (without && without !== sentence) found.set(part, { find: sentence, with: without });
      }
    }
  }
  if (found.size > 1) return { among: [...found.keys()] };
  return [...found.values()][0] ?? null;
}

/** A list of names: members that each start with a capital letter or a digit ("Brunello 2019"). */
const NAME = String.raw`[\p{Lu}\d][\p{L}\p{N}.'’&-]*(?: (?:[\p{Lu}\d][\p{L}\p{N}.'’&-]*|di|de|del|da|von|van|la|le))*`;

/**
 * The page's list of names with one more at its end: "Stripe and PayPal" → "Stripe, PayPal and Wise";
 * "Rosso di Montalcino, Brunello 2019, Moscadello" → "…, Moscadello, Sant'Antimo Rosso". Null when the
 * page has no such list, or several (the owner is not guessed at).
 */
export function listWithMember(r: Reading, member: string): MemberDrop | null {
  const ands = andWords(r);
  const and = ands.map(escapeRegExp).join("|");
  const joined = new RegExp(`(?<![\\p{L}])(${NAME}(?:, ${NAME})*)(,?) (${and}) (${NAME})(?![\\p{L}])`, "gu");
  const commas = new RegExp(`^${NAME}(?:, ${NAME}){2,}$`, "u");
  const found = new Map<string, string>();
  for (const { path, text } of pageTexts(r.model)) {
    if (path.endsWith(".price") || path.endsWith(".title") || path.includes(".cta.")) continue;
    for (const m of text.matchAll(joined)) {
      const first = m[1]!.split(", ").pop()!;
      // "Team building packages for companies and Birthdays": a member of two or more lower-case words
      // is prose, not a name.
      if (first.split(" ").length > 3) continue;
      found.set(m[0], `${m[1]}, ${m[4]}${m[2]} ${m[3]} ${member}`);
    }
    if (commas.test(text.trim())) found.set(text.trim(), `${text.trim()}, ${member}`);
  }
  if (found.size !== 1) return null;
  const [[find, withIt]] = [...found];
  return { find: find!, with: withIt! };
}
