/**
 * "add a testimonial from Clare & Tom: '…'", "add a review by Sam P.: “…”", "una recensione di Giulia: «…»":
 * given content kept exactly as the owner wrote it (a quote is never reworded or cut).
 */
import type { Op } from "../../ops/schema.js";
import { kindNamed, type Reading, scopedSection, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, findPhrase, norm } from "../text.js";
import { quoted } from "../values.js";

function addTo(
  r: Reading,
  kind: "testimonials" | "reviews",
  item: { title: string; text: string; meta?: string },
): Op[] {
  const section =
    r.model.sections.find((s) => s.kind === kind) ??
    r.model.sections.find((s) => s.kind === "testimonials" || s.kind === "reviews");
  if (!section) return [{ op: "add_section", kind, items: [item] }];
  return [{ op: "add_item", section: sectionRef(r.model, section), item }];
}

export const testimonial: Rule = {
  name: "testimonial",
  examples: [
    {
      page: "pekseg",
      say: 'adj hozzá egy véleményt: "A legjobb kenyér a környéken" – Anna',
      ops: [
        {
          op: "add_section",
          kind: "reviews",
          items: [{ title: "Anna", text: "A legjobb kenyér a környéken" }],
        },
      ],
    },
    // Signed after the quote with a dash, as a quote is printed.
    {
      say: "add a testimonial: 'Best flat white in town' — Sam P.",
      ops: [
        {
          op: "add_item",
          section: "testimonials",
          item: { title: "Sam P.", text: "Best flat white in town" },
        },
      ],
    },
    {
      say: "Add a testimonial from Clare & Tom: 'Best sourdough in York, hands down.'",
      ops: [
        {
          op: "add_item",
          section: "testimonials",
          item: { title: "Clare & Tom", text: "Best sourdough in York, hands down." },
        },
      ],
    },
    {
      page: "shop",
      say: "add a review by Sam P. — “The Rust colour is even nicer in person”",
      ops: [
        {
          op: "add_item",
          section: "reviews",
          item: { title: "Sam P.", text: "The Rust colour is even nicer in person" },
        },
      ],
    },
    {
      page: "trattoria",
      say: "aggiungete una recensione di Marco: «La migliore ribollita di Firenze»",
      ops: [
        {
          op: "add_section",
          kind: "reviews",
          items: [{ title: "Marco", text: "La migliore ribollita di Firenze" }],
        },
      ],
    },
    {
      page: "baeckerei",
      say: "füge eine Bewertung von Jana hinzu: „Das beste Roggenbrot der Stadt“",
      ops: [
        {
          op: "add_section",
          kind: "reviews",
          items: [{ title: "Jana", text: "Das beste Roggenbrot der Stadt" }],
        },
      ],
    },
    {
      page: "saas",
      say: "add a testimonial from Dan: saved me two hours every month",
      ops: [
        {
          op: "add_section",
          kind: "testimonials",
          items: [{ title: "Dan", text: "saved me two hours every month" }],
        },
      ],
    },
    {
      page: "boulangerie",
      say: "ajoute un avis de Camille : les meilleurs croissants du quartier",
      ops: [
        {
          op: "add_section",
          kind: "reviews",
          items: [{ title: "Camille", text: "les meilleurs croissants du quartier" }],
        },
      ],
    },
    {
      page: "padaria",
      say: "adiciona uma avaliação da Rita: o melhor pastel de nata de Lisboa",
      ops: [
        {
          op: "add_section",
          kind: "reviews",
          items: [{ title: "Rita", text: "o melhor pastel de nata de Lisboa" }],
        },
      ],
    },
    // A role after the signature's comma is the author's second line, in any case ("Läufer", "designer").
    {
      page: "baeckerei",
      say: "Füge ein Zitat hinzu: „Seit Jahren unser Lieblingsbrot!“ – Petra K., Lehrerin",
      ops: [
        {
          op: "add_section",
          kind: "testimonials",
          items: [{ title: "Petra K.", text: "Seit Jahren unser Lieblingsbrot!", meta: "Lehrerin" }],
        },
      ],
    },
    {
      say: "add this review: 'Best flat white in York' — Dana, designer",
      ops: [
        {
          op: "add_item",
          section: "testimonials",
          item: { title: "Dana", text: "Best flat white in York", meta: "designer" },
        },
      ],
    },
    {
      page: "trattoria",
      say: 'aggiungi una recensione: "Pasta come a casa" - Marco, studente',
      ops: [
        {
          op: "add_section",
          kind: "reviews",
          items: [{ title: "Marco", text: "Pasta come a casa", meta: "studente" }],
        },
      ],
    },
    // Signed after the quote: the signature is the author, not the word for who they are ("de client").
    {
      page: "boulangerie",
      say: "ajoute un avis de client : « Le meilleur croissant du quartier » — Julie",
      ops: [
        {
          op: "add_section",
          kind: "reviews",
          items: [{ title: "Julie", text: "Le meilleur croissant du quartier" }],
        },
      ],
    },
  ],
  read(r) {
    const named = kindNamed(r);
    const scoped = scopedSection(r);
    const kind = named?.kind ?? scoped?.kind;
    if (kind !== "testimonials" && kind !== "reviews") return null;
    const says = wordsOf(r, (p) => p.grammar.says);
    if (!startsWithVerb(r, (p) => p.verbs.add) && !findPhrase(r.text, says)) return null;
    // "a testimonial from Priya: my fig finally survived winter": after the colon, unquoted, is the quote.
    const colon = r.raw.indexOf(":");
    const unquoted = colon > 0 ? r.raw.slice(colon + 1).trim() : "";
    const quote = quoted(r.raw)[0] ?? (unquoted.length >= 3 ? unquoted : undefined);
    if (!quote) return null;
    const author = authorOf(quoted(r.raw)[0] ? r : { ...r, raw: `${r.raw.slice(0, colon)}: “${quote}”` });
    if (!author)
      return [{ op: "refuse", part: r.raw, why: "say who said it, e.g. a testimonial from Ana: '…'" }];
    const { name, role } = author;
    return addTo(r, kind, { title: name, text: quote, ...(role ? { meta: role } : {}) });
  },
};

/**
 * Who said it: the words after "from"/"by" (any pack) up to a colon, a dash, "says" or the quote; or the
 * signature after the quote and a dash, with the role or place after its comma ("— Dana, designer").
 */
function authorOf(r: Reading): { name: string; role?: string } | undefined {
  const by = wordsOf(r, (p) => p.grammar.by)
    .map((w) => escapeRegExp(w))
    .join("|");
  const says = wordsOf(r, (p) => p.grammar.says)
    .map((w) => escapeRegExp(w))
    .join("|");
  const re = new RegExp(
    `(?<![\\p{L}])(?:${by})(?![\\p{L}])\\s*(.+?)\\s*(?:[:,–—-]|(?<![\\p{L}])(?:${says})(?![\\p{L}]))\\s*["“„«'‘]`,
    "iu",
  );
  // "„Po roku zdałam FCE!” – Karolina": the name after the quote and a dash, as a quote is signed.
  // A full stop after a lone initial ("Sam P.") is the name's own; after a whole word it ends the message.
  const sign = SIGNATURE.exec(r.raw);
  const signed = sign?.[1]?.replace(/(?<=\p{L}{2})\.$/u, "");
  const role = sign?.[2]?.replace(/(?<=\p{L}{2})\.$/u, "").trim();
  // The signature names the one who said it; "un avis de client : « … » — Julie" says what it is before.
  if (signed) return { name: signed.trim(), ...(role ? { role } : {}) };
  const author = re.exec(r.raw)?.[1]?.trim();
  if (!author) return undefined;
  // "von Jana hinzu": a verb's particle after the name is no part of it.
  const verbs = new Set(r.packs.flatMap((p) => p.verbs.add).map(norm));
  const words = author.split(/\s+/);
  while (words.length > 1 && verbs.has(norm(words[words.length - 1]!))) words.pop();
  return { name: words.join(" ") };
}

/**
 * A quote's signature at the message's end: a closing quote mark (any language's, the German „…“ too), a
 * dash of any length, a capitalised name, and after a comma the role or place in any case ("Läufer",
 * "illustrator", "studente").
 */
const SIGNATURE =
  /["”“»'’]\s*[–—-]\s*(\p{Lu}[\p{L}.'’ -]{0,40}?)\s*(?:,\s*(\p{L}[\p{L}.'’ -]{0,40}?))?\s*!?$/u;

/**
 * "“Best flat white in Leeds!” — Tom, Headingley", "« Intervention rapide. » — Claire, Villeurbanne": a quote
 * alone, signed with a dash and a capitalised name (and a place after a comma), is a testimonial to add: the
 * name is its title, the place its second line. Nothing else may stand around it.
 */
export const signedQuote: Rule = {
  name: "signed-quote",
  examples: [
    {
      say: "“Best almond croissant I've had.” — Tom, Headingley",
      ops: [
        {
          op: "add_item",
          section: "testimonials",
          item: { title: "Tom", text: "Best almond croissant I've had.", meta: "Headingley" },
        },
      ],
    },
    {
      page: "boulangerie",
      say: "« Le meilleur pain du quartier. » — Claire, Villeurbanne",
      ops: [
        {
          op: "add_section",
          kind: "testimonials",
          items: [{ title: "Claire", text: "Le meilleur pain du quartier.", meta: "Villeurbanne" }],
        },
      ],
    },
  ],
  read(r) {
    const m =
      /^\s*["“„«‘'](.{3,400}?)["”“»’']\s*[–—-]\s*(\p{Lu}[\p{L}.'’ -]{0,40}?)\s*(?:,\s*(\p{L}[\p{L}.'’ -]{0,40}?))?\s*[.!]?\s*$/u.exec(
        r.raw,
      );
    if (!m) return null;
    const [, quote, name, place] = m as unknown as [string, string, string, string | undefined];
    const named = kindNamed(r);
    const kind =
      named?.kind === "reviews" || (!named && r.model.sections.some((s) => s.kind === "reviews"))
        ? "reviews"
        : "testimonials";
    const item = { title: name.trim(), text: quote.trim(), ...(place ? { meta: place.trim() } : {}) };
    return addTo(r, kind, item);
  },
};
