/**
 * Never a silent partial: every new value a clause states (a phone, an e-mail, a link, an @handle, a price,
 * quoted text) must be used by an operation read from the message, else the part of the clause that says
 * it is named as not done (and, with a model configured, goes to the model). A value the page already
 * shows may only point at something ("move the £120 pass up"), so only values new to the page count.
 */
import type { LanguagePack } from "../lang/types.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { pageTexts } from "./page-texts.js";
import { withoutPeriod } from "./price-period.js";
import { norm } from "./text.js";
import { emails, handles, phones, prices, quoted, urls } from "./values.js";

interface Stated {
  value: string;
  /** How the value is compared: digits only for phones, else lower case without spaces. */
  key: (text: string) => string;
}

const digits = (text: string) => text.replace(/\D/g, "");
const squeezed = (text: string) => norm(text).replace(/\s+/g, "").replace(/^@/, "");
/** A price compared by its amount and currency: "40 euro" is the op's "40 €", "£5 quid" its "£5". */
const asMoney = (text: string) =>
  squeezed(text)
    .replace(/(?<=\d)(?:euros?|eur)(?!\p{L})/gu, "€")
    .replace(/(?<=\d)(?:pounds?|quid|gbp)(?!\p{L})/gu, "£")
    .replace(/(?<=\d)(?:dollars?|usd)(?!\p{L})/gu, "$")
    // "39€" and "€39" are one price: the sign always first.
    .replace(/(\d[\d.,]*)([€£$])/gu, "$2$1");

/** The values a clause states, each with how it is compared. */
export function statedValues(raw: string): Stated[] {
  return [
    ...phones(raw).map((value) => ({ value, key: digits })),
    ...emails(raw).map((value) => ({ value, key: squeezed })),
    ...urls(raw).map((value) => ({ value, key: squeezed })),
    ...handles(raw).map((value) => ({ value, key: squeezed })),
    // A price's period may be written the page's way ("5,99 € al mese" as "5,99 €/mese").
    ...prices(raw).map((value) => ({ value: withoutPeriod(value), key: asMoney })),
    ...quoted(raw)
      .filter((value) => /\p{L}/u.test(value))
      .map((value) => ({ value, key: squeezed })),
  ];
}

function contains(haystack: string, stated: Stated): boolean {
  const needle = stated.key(stated.value);
  if (!needle) return true;
  return stated.key(haystack).includes(needle);
}

/** The packs' words for "and" that are words (not "&"), as the rules compare them. */
export function andWords(packs: LanguagePack[]): string[] {
  return [...new Set(packs.flatMap((p) => p.grammar.and).map(norm))].filter((w) => /^\p{L}+$/u.test(w));
}

/** The part of a clause that says a value: the piece between its "and"s and commas around the value. */
export function partSaying(clause: string, value: string, packs: LanguagePack[]): string {
  const ands = andWords(packs);
  const cut = new RegExp(`\\s*,\\s*(?:(?:${ands.join("|")})\\s+)?|\\s+(?:${ands.join("|")})\\s+`, "giu");
  const at = clause.indexOf(value);
  if (at < 0) return clause;
  let start = 0;
  let end = clause.length;
  for (const m of clause.matchAll(cut)) {
    const from = m.index ?? 0;
    // A cut inside the value itself ("4,50 €") is no cut.
    if (from >= at && from < at + value.length) continue;
    if (from < at) start = from + m[0].length;
    else if (from >= at + value.length) {
      end = from;
      break;
    }
  }
  return clause.slice(start, end).trim() || clause;
}

/**
 * The parts of read clauses whose new values no operation uses. `read` holds each clause the rules read
 * with its ops; the ops of the whole message count (a value may be used by the op of another clause).
 */
export function uncoveredParts(
  read: { part: string; ops: Op[] }[],
  model: PageModel,
  packs: LanguagePack[],
): string[] {
  const used = JSON.stringify(read.flatMap((r) => r.ops));
  const page = pageTexts(model)
    .map((t) => t.text)
    .join("\n");
  const parts: string[] = [];
  for (const { part } of read) {
    for (const stated of statedValues(part)) {
      if (contains(used, stated) || contains(page, stated)) continue;
      const saying = partSaying(part, stated.value, packs);
      if (!parts.includes(saying)) parts.push(saying);
    }
  }
  return parts;
}
