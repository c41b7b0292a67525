/**
 * A customer's words, in any quotation marks and signed in any language, become testimonials (issue 27.1):
 * „Der beste Käsekuchen der Stadt“, sagt Petra Lorenz · «Las mejores tortillitas» dice Lucía Romero ·
 * 'Eindelijk vind ik mijn fiets terug' zegt Sanne de Vries · «Come quelli della nonna» (Giulia Rossi) ·
 * ‚Super Service‘ – Jan Berg · 『最高のパン』— Yuki Tanaka · Petra Lorenz sagt: „…“.
 * The brief reads the common forms; this adds the ones it leaves as plain sentences, with the quote and the
 * name exactly as written (no stars, no role unless one is written). A fact read only from inside a quote
 * (an offering, a person) is the customer's, not the owner's, and is taken out of the brief's lists.
 */
import { looksLikePerson, PERSON_NAME } from "../../brief/names.js";
import type { ContentBrief, QuoteFact } from "../../brief/types.js";
import { QUOTE_VERB_SOURCE } from "../locale/quote-words.js";

/** Quotation marks in the pairs languages use; a straight single mark only at a word's edge ("d'Alba" is no quote). */
const QUOTED =
  /“([^“”]{3,400})”|„([^„“”"]{3,400})[“”"]|«\s?([^«»]{3,400}?)\s?»|"([^"]{3,400})"|‚([^‚‘’]{3,400})[‘’]|‘([^‘’]{3,400})’(?!\p{L})|(?<![\p{L}\p{N}])'(?=\p{L})([^']{3,400}?)(?<=[\p{L}\p{N}.!?…])'(?![\p{L}])|『([^『』]{1,400})』|「([^「」]{1,400})」/gu;

const VERB = `(?:${QUOTE_VERB_SOURCE})`;
/** After the closing mark: a dash or a verb, then the name, and a role after a comma ("— Tom Baker, editor"). */
const SIGNED_AFTER = new RegExp(
  `^\\s?,?\\s?(?:[—–~-]{1,2}\\s?(?:${VERB}\\s)?|${VERB}\\s)(?<author>${PERSON_NAME})(?:\\s?,\\s?(?<role>[^.;!?()“”"«»]{2,80}?))?\\s?(?=[.;!?]|$)`,
  "u",
);
/** After the closing mark, the name in brackets: «…» (Giulia Rossi), "…" (Anna, Stammgast). */
const SIGNED_IN_BRACKETS = new RegExp(
  `^\\s?[—–-]?\\s?\\(\\s?(?<author>${PERSON_NAME})(?:\\s?,\\s?(?<role>[^()“”"«»]{2,80}?))?\\s?\\)`,
  "u",
);
/** Before the opening mark: "Petra Lorenz sagt:", "Kiss Éva szerint:", "Anna:". */
const SIGNED_BEFORE = new RegExp(`(?<author>${PERSON_NAME})(?:\\s${VERB})?\\s?:\\s?$`, "u");

interface Found {
  quote: QuoteFact;
  /** Where the quote and its signature stand in the description. */
  start: number;
  end: number;
}

/** The testimonials of a description that the brief did not read, with where each stands. */
export function saidQuotes(description: string, known: readonly QuoteFact[]): Found[] {
  const found: Found[] = [];
  for (const m of description.matchAll(QUOTED)) {
    const text =
      m
        .slice(1)
        .find((g) => g !== undefined)
        ?.trim() ?? "";
    if (text.split(/\s+/u).length < 2 || !/\p{L}/u.test(text)) continue;
    if (known.some((q) => q.text === text)) continue;
    const start = m.index;
    const close = start + m[0].length;
    const rest = description.slice(close);
    const after = SIGNED_AFTER.exec(rest) ?? SIGNED_IN_BRACKETS.exec(rest);
    const before = after ? null : SIGNED_BEFORE.exec(description.slice(Math.max(0, start - 80), start));
    const signed = after ?? before;
    const author = signed?.groups?.author?.trim();
    if (!signed || !author) continue;
    const following = after ? rest.slice(after[0].length) : rest;
    if (!looksLikePerson(author, following)) continue;
    const quote: QuoteFact = { text, author };
    const role = signed.groups?.role?.trim();
    if (role) quote.role = role;
    const from = before ? start - before[0].length : start;
    found.push({ quote, start: from, end: after ? close + after[0].length : close });
  }
  return found;
}

/** Whether a list item of the brief was read only from inside the quotes (so it is not the owner's). */
function onlyQuoted(item: string, inside: string, outside: string): boolean {
  const needle = item.toLowerCase();
  return needle.length > 0 && inside.includes(needle) && !outside.includes(needle);
}

/** The brief with the testimonials it did not read, and without the facts read only from inside them. */
export function withSaidQuotes(brief: ContentBrief): ContentBrief {
  const found = saidQuotes(brief.description, brief.quotes);
  if (found.length === 0) return brief;
  let outside = brief.description;
  for (const f of [...found].reverse()) outside = `${outside.slice(0, f.start)} · ${outside.slice(f.end)}`;
  const inside = found
    .map((f) => brief.description.slice(f.start, f.end))
    .join(" · ")
    .toLowerCase();
  const lower = outside.toLowerCase();
  const keep = (items: string[]) => items.filter((item) => !onlyQuoted(item, inside, lower));
  const texts = new Set(found.map((f) => f.quote.text));
  return {
    ...brief,
    quotes: [...brief.quotes, ...found.map((f) => f.quote)],
    quoted: brief.quoted.filter((q) => !texts.has(q)),
    offerings: keep(brief.offerings),
    capabilities: keep(brief.capabilities),
    actions: keep(brief.actions),
    offers: keep(brief.offers),
    quantities: keep(brief.quantities),
    credentials: keep(brief.credentials),
    places: keep(brief.places),
    people: brief.people.filter((p) => !onlyQuoted(p.name, inside, lower)),
  };
}
