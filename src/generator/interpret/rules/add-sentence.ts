/**
 * A sentence of the owner's to add: "write that we also repair cargo bikes", "schreibt, dass wir seit 1998
 * beraten", "añade que hay parking gratis cerca", "mention free parking". The sentence is the owner's
 * words after "that" (or after "mention"), written as a sentence of its own: capitalised, ended with a full
 * stop, and where the language puts the verb last after "that" ("dass wir Hausbesuche machen") with the
 * verb second again ("Wir machen Hausbesuche."). It goes to the selected section, else the about section
 * (one is added with it when the page has none).
 */
import type { Op } from "../../ops/schema.js";
import { daysIn } from "../days.js";
import { countSaid, kindByTail } from "../item-said.js";
import { rawIndex } from "../raw-at.js";
import { kindNamed, type Reading, scopedSection, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, capitalised, norm } from "../text.js";
import { emails, handles, phones, prices, quoted, urls } from "../values.js";

/** Sections whose items are lines of text an owner's sentence can join. */
const SENTENCE_SECTIONS = new Set(["about", "benefits", "features", "services", "offers", "learn", "trust"]);

/**
 * The owner's line added as an item of its own: to the selected section when it is of a kind in `joins`
 * (any selected section when none are given), else to the about section, else in a new about section.
 */
export function lineAdded(r: Reading, title: string, joins?: ReadonlySet<string>): Op[] {
  const scoped = scopedSection(r);
  const section =
    scoped && (!joins || joins.has(scoped.kind)) ? scoped : r.model.sections.find((s) => s.kind === "about");
  const item = { title };
  return section
    ? [{ op: "add_item", section: sectionRef(r.model, section), item }]
    : [{ op: "add_section", kind: "about", items: [item] }];
}

/** Where the owner's sentence starts in the normalized clause: after "that", or after a mention verb. */
function sentenceStart(r: Reading): number | null {
  const verb = startsWithVerb(r, (p) => [...p.sentences.verbs, ...p.sentences.mention]);
  if (!verb || verb.index > 24) return null;
  const that = alternation(wordsOf(r, (p) => p.sentences.that).map(norm));
  // "schreibt, dass …", "napiszcie że …", "précisez qu'il y a …": "that" right after the verb (a comma or
  // a courtesy word between them is fine).
  const rest = r.text.slice(verb.end);
  const m = new RegExp(`^(?:[\\s,]+\\p{L}+){0,2}?[\\s,]+(?:${that})(?:\\s+|(?<=')(?=\\p{L}))`, "u").exec(
    rest,
  );
  if (m) return verb.end + m[0].length;
  // "add: we also deliver to Zeist", "füge hinzu: …", "voeg toe: …": the owner's words right after a colon.
  const colon = /^\s*:\s*/u.exec(rest);
  if (colon && isOwnSentence(r, r.raw.slice(rawIndex(r.raw, verb.end + colon[0].length))))
    return verb.end + colon[0].length;
  // "add a line saying …", "añade una frase: …", "add a note that …": a noun for a line, then its words
  // ("füge einen Satz hinzu: …": a verb's particle may stand before the colon).
  const nouns = wordsOf(r, (p) => p.sentences.lines);
  if (nouns.length === 0) return null;
  const lines = alternation(nouns.map(norm));
  const saying = alternation(wordsOf(r, (p) => p.sentences.saying).map(norm));
  // "disant que …", "diciendo que …": "that" may follow the word that says it.
  const said = `(?:(?:${saying})(?:[\\s,]+(?:${that}))?|${that})`;
  const line = new RegExp(
    `^(?:[\\s,]+\\p{L}+)?[\\s,]+(?:${lines})(?:[\\s,]+${said}(?:\\s+|(?<=')(?=\\p{L}))|(?:\\s+\\p{L}+)?\\s*:\\s*)`,
    "u",
  ).exec(rest);
  if (line) return verb.end + line[0].length;
  const mention = wordsOf(r, (p) => p.sentences.mention).map(norm);
  return mention.includes(verb.phrase) ? verb.end + (/^[\s,:]*/.exec(rest)?.[0].length ?? 0) : null;
}

/**
 * What follows "add:" is a sentence of the owner's, not a thing with a rule of its own: three words or more,
 * no price or contact value (those are facts), no list of short names ("A, B, C" are items), no section.
 */
function isOwnSentence(r: Reading, said: string): boolean {
  if (said.trim().split(/\s+/).length < 3) return false;
  const values = [prices, phones, emails, urls, handles].some((of) => of(said).length > 0);
  if (values || quoted(said).length > 0 || kindNamed(r, norm(said))) return false;
  // "voeg toe: we zijn ook op zondag open van 12 tot 17": a day and a time are opening hours, a fact.
  if (daysIn(said, r.packs).length > 0 && /\d/.test(said)) return false;
  const and = alternation(wordsOf(r, (p) => p.grammar.and).map(norm));
  const parts = norm(said).split(new RegExp(`,|;|\\s(?:${and})\\s`, "u"));
  return parts.length < 3 || parts.some((p) => p.trim().split(/\s+/).length > 3);
}

/** "wir auch Hausbesuche machen" → "wir machen auch Hausbesuche": the last word back after the subject. */
function verbSecond(r: Reading, words: string[]): string[] {
  const determiners = new Set(wordsOf(r, (p) => p.sentences.determiners ?? []).map(norm));
  const subject = determiners.has(norm(words[0] ?? "")) ? 2 : 1;
  if (words.length <= subject + 1) return words;
  return [...words.slice(0, subject), words[words.length - 1]!, ...words.slice(subject, -1)];
}

/** A courtesy word at the end ("…, please", "… bitte") is said to us, not to the page's readers. */
function withoutCourtesy(r: Reading, sentence: string): string {
  const also = new Set(wordsOf(r, (p) => p.grammar.also).map(norm));
  const courtesy = wordsOf(r, (p) => p.filler).filter((w) => /^\p{L}{3,}$/u.test(w) && !also.has(norm(w)));
  return sentence.replace(new RegExp(`[\\s,]+(?:${alternation(courtesy)})[\\s.!]*$`, "iu"), "");
}

/**
 * "Einlass ab 18:45 dazuschreiben", "noch kostenlose Parkplätze erwähnen": where the language puts an
 * instruction's verb last, the owner's words before it are the sentence.
 */
function beforeLastVerb(r: Reading): string | null {
  if (!r.packs[0]?.sentences.verbLast) return null;
  const verb = startsWithVerb(r, (p) => p.sentences.verbs);
  const end = r.text.replace(/[\s.!?]+$/, "").length;
  if (!verb || verb.index === 0 || verb.end !== end) return null;
  const words = withoutCourtesy(r, r.raw.slice(0, rawIndex(r.raw, verb.index)).trim())
    .replace(/[\s,;:]+$/u, "")
    .split(/\s+/);
  // "bitte noch …": the courtesy words that open the request are said to us (an article stays).
  const articles = new Set(wordsOf(r, (p) => p.sentences.determiners ?? []).map(norm));
  const courtesy = new Set(wordsOf(r, (p) => [...p.filler, ...p.grammar.also]).map(norm));
  while (words.length > 0 && courtesy.has(norm(words[0]!)) && !articles.has(norm(words[0]!))) words.shift();
  const said = words.join(" ");
  // A price or a contact value is a fact with a rule of its own, never a line.
  const facts = [prices, phones, emails, urls, handles].some((of) => of(said).length > 0);
  if (said.split(/\s+/).length < 2 || facts || kindNamed(r, norm(said))) return null;
  return `${capitalised(said)}.`;
}

function asSentence(r: Reading, start: number): string | null {
  let said = withoutCourtesy(r, r.raw.slice(rawIndex(r.raw, start)).trim()).replace(/[\s,;:.!]+$/u, "");
  if (said.split(/\s+/).length < 2 || said.length > 300) return null;
  const verbLast = r.packs[0]?.sentences.verbLast && r.text.slice(0, start).match(/\S+\s*$/)?.[0];
  if (
    verbLast &&
    wordsOf(r, (p) => p.sentences.that)
      .map(norm)
      .includes(verbLast.trim())
  )
    said = verbSecond(r, said.split(/\s+/)).join(" ");
  return `${capitalised(said)}.`;
}

export const addSentence: Rule = {
  name: "add-sentence",
  examples: [
    // A write verb with its particle ("schreib dazu", "schrijf erbij") and the line after a colon.
    {
      page: "baeckerei",
      say: "schreib dazu: Vorbestellung bis 16 Uhr am Vortag",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Vorbestellung bis 16 Uhr am Vortag." }] }],
    },
    // A courtesy word between the verb and its particle ("Füg bitte hinzu:") is read past.
    {
      page: "baeckerei",
      say: "Füg bitte hinzu: Wir liefern auch nach Telgte",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Wir liefern auch nach Telgte." }] }],
    },
    // The instruction's verb last, as German says it: the words before it are the line.
    {
      page: "baeckerei",
      say: "bitte noch kostenlose Parkplätze im Hof dazuschreiben",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Kostenlose Parkplätze im Hof." }] }],
    },
    // A line named before the owner's words: "a line saying", "una frase:", "einen Satz … hinzu:".
    {
      say: "add a line saying the oat milk is free",
      ops: [{ op: "add_item", section: "about", item: { title: "The oat milk is free." } }],
    },
    {
      page: "tienda",
      say: "añade una frase: el envío es gratis",
      ops: [{ op: "add_item", section: "about", item: { title: "El envío es gratis." } }],
    },
    {
      page: "boulangerie",
      say: "ajoute une phrase disant que le pain est bio",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Le pain est bio." }] }],
    },
    {
      page: "baeckerei",
      say: "füge einen Satz hinzu: Wir backen mit Bio-Mehl",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Wir backen mit Bio-Mehl." }] }],
    },
    {
      say: "write that we also do birthday cakes to order",
      ops: [{ op: "add_item", section: "about", item: { title: "We also do birthday cakes to order." } }],
    },
    {
      say: "mention free parking behind the shop",
      ops: [{ op: "add_item", section: "about", item: { title: "Free parking behind the shop." } }],
    },
    {
      page: "baeckerei",
      say: "schreibt, dass wir seit 1998 backen",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Wir backen seit 1998." }] }],
    },
    {
      page: "baeckerei",
      say: "schreibt dass unsere Brote ohne Zusatzstoffe gebacken werden",
      ops: [
        {
          op: "add_section",
          kind: "about",
          items: [{ title: "Unsere Brote werden ohne Zusatzstoffe gebacken." }],
        },
      ],
    },
    {
      page: "tienda",
      say: "añade que hay parking gratis cerca",
      ops: [{ op: "add_item", section: "about", item: { title: "Hay parking gratis cerca." } }],
    },
    {
      page: "boulangerie",
      say: "précisez qu'il y a une terrasse, svp",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Il y a une terrasse." }] }],
    },
    {
      page: "bloemen",
      say: "schrijf dat we ook bruidswerk doen",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "We doen ook bruidswerk." }] }],
    },
    {
      page: "trattoria",
      say: "scrivete che abbiamo anche piatti senza glutine",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Abbiamo anche piatti senza glutine." }] }],
    },
    // "add: <sentence>" in every language.
    {
      say: "add: we also bake gluten-free bread",
      ops: [{ op: "add_item", section: "about", item: { title: "We also bake gluten-free bread." } }],
    },
    {
      page: "boulangerie",
      say: "ajoute : terrasse ouverte tout l'été",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Terrasse ouverte tout l'été." }] }],
    },
    {
      page: "baeckerei",
      say: "füge hinzu: Wir backen auch sonntags frische Brötchen",
      ops: [
        {
          op: "add_section",
          kind: "about",
          items: [{ title: "Wir backen auch sonntags frische Brötchen." }],
        },
      ],
    },
    {
      page: "trattoria",
      say: "aggiungi: tutti i dolci sono fatti in casa",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Tutti i dolci sono fatti in casa." }] }],
    },
    {
      page: "bloemen",
      say: "voeg toe: elke bos wordt met de hand gebonden",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Elke bos wordt met de hand gebonden." }] }],
    },
    // What the business accepts, said as a fact to add, is no payment the page must take.
    {
      say: "add that we take card payments",
      ops: [{ op: "add_item", section: "about", item: { title: "We take card payments." } }],
    },
    {
      page: "baeckerei",
      say: "füge hinzu, dass wir EC-Karte akzeptieren",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Wir akzeptieren EC-Karte." }] }],
    },
    {
      page: "baeckerei",
      say: "füge hinzu, dass wir Kartenzahlung akzeptieren",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Wir akzeptieren Kartenzahlung." }] }],
    },
    {
      page: "tienda",
      say: "añade que aceptamos pagos a plazos",
      ops: [{ op: "add_item", section: "about", item: { title: "Aceptamos pagos a plazos." } }],
    },
  ],
  read(r) {
    // "ajoute deux choses que vous apprendrez : A, B": a count and a list's name before the colon are items.
    const colon = r.text.indexOf(":");
    const head = colon > 0 ? r.text.slice(0, colon) : "";
    if (head && countSaid(r, head) && (kindNamed(r, head) ?? kindByTail(r, head))) return null;
    const last = beforeLastVerb(r);
    if (last) return lineAdded(r, last, SENTENCE_SECTIONS);
    const start = sentenceStart(r);
    if (start === null) return null;
    const sentence = asSentence(r, start);
    return sentence ? lineAdded(r, sentence, SENTENCE_SECTIONS) : null;
  },
};
