/**
 * The owner's sentences as the page's own structure: each sentence after the hero's is cut into its
 * clauses ("Small-group strength training in Manchester, max 6 people per class" → "Small-group strength
 * training in Manchester" · "Max 6 people per class"), and a clause whose words the page already shows
 * elsewhere (cards, chips, contact details, the hero's lead) is left out. What is left is a short list of
 * what only the owner's story says, each item a phrase, not a pasted paragraph. A fact is never cut:
 * no clause ends inside a price, a date, an address or a name, and a clause with a number or a name the
 * page does not show elsewhere is kept.
 */
import { saysWhatItComesIn } from "../../brief/comes-in.js";
import { TIME_LABEL } from "../../brief/offerings.js";
import { escapeRegex } from "../../brief/vocabulary.js";
import {
  bindsPrice,
  isFunctionWord,
  isLeadUpWord,
  joinersOf,
  startsRelative,
} from "../locale/clause-words.js";
import { asBadge } from "./compact.js";
import { capitalize } from "./text.js";
import { inThirdPerson } from "./voice.js";

/** What the rest of the page shows, and the facts no cut may run through. */
export interface PointContext {
  lang: string;
  /** The business's name: the owner's "we" is said as it (voice.ts). */
  name?: string;
  /** Every text the page shows outside the story: card titles, chips, contact details, the hero's lead. */
  shown: string[];
  /** The description's facts as written (prices, dates, addresses, names…): never split. */
  facts: string[];
  /** The description's prices as written: one bound to a name by "of" or "for" ("8 payments of €300") keeps its clause. */
  prices: string[];
  /** The facts that say where or when (addresses, places, dates, hours): one after a comma stays with its clause. */
  whereWhen?: string[];
  /** Phrases of the owner's lists ("croissants", "rye bread"): a comma next to one is a list's, not a clause's. */
  listed: string[];
}

const MIN_WORDS = 3;
/** A sentence of at most this many words whose commas join phrases is read as a list of badges. */
const SHORT_SENTENCE = 8;

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’%€$£:.,/–-]*/gu) ?? [];
const countWords = (text: string) => wordsOf(text).length;
const norm = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();

/** Where the facts stand in the sentence: a cut inside one would break it. */
function factSpans(sentence: string, facts: string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const fact of facts) {
    if (fact.trim().length < 2) continue;
    for (let at = sentence.indexOf(fact); at >= 0; at = sentence.indexOf(fact, at + 1))
      spans.push([at, at + fact.length]);
  }
  return spans;
}

interface Cut {
  start: number;
  end: number;
}

/** The patterns built on a language's joining words, compiled once per language (the composer runs per page). */
interface JoinerPatterns {
  /** Where a clause may end: ";", a dash between spaces, ": ", a comma before a word, a joining word. */
  cuts: RegExp;
  /** A joining word opening a clause ("and free parking"). */
  leading: RegExp;
  /** The last item of a list, after an optional joining word ("and oat"). */
  lastItem: RegExp;
}

/** Keyed by the language's word list, so every tag of one language ("pt", "pt-BR") shares one entry. */
const JOINER_PATTERNS = new Map<readonly string[], JoinerPatterns>();

function joinerPatterns(lang: string): JoinerPatterns {
  const words = joinersOf(lang);
  const cached = JOINER_PATTERNS.get(words);
  if (cached) return cached;
  const joiners = words.map(escapeRegex).join("|");
  const patterns = {
    cuts: new RegExp(
      `\\s*;\\s+|\\s+[–—-]\\s+|\\s*:\\s+(?!\\d)|,(?:\\s+(?:${joiners}))?\\s+|\\s+(?:${joiners})\\s+`,
      "giu",
    ),
    leading: new RegExp(`^(?:${joiners})\\s+`, "iu"),
    lastItem: new RegExp(`^(?:(?:${joiners})\\s+)?(.+)$`, "iu"),
  };
  JOINER_PATTERNS.set(words, patterns);
  return patterns;
}

/** Where a clause may end: ";", a dash between spaces, ": ", a comma before a word, a joining word. */
function candidateCuts(sentence: string, lang: string): Cut[] {
  return [...sentence.matchAll(joinerPatterns(lang).cuts)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Whether the text starts or ends with one of the owner's list phrases (then a comma there is a list's). */
function touchesList(before: string, after: string, listed: string[]): boolean {
  const b = norm(before);
  const a = norm(after);
  return listed.some((item) => {
    const i = norm(item);
    return i.length > 1 && (b.endsWith(i) || a.startsWith(i));
  });
}

/**
 * Whether a comma of a short sentence separates two badges ("14-day free trial, no card"). Not before a
 * when or where that belongs to what comes before ("Six-week course, Tuesdays 18:30"), inside brackets
 * ("Cambridge (B1, B2, C1)"), in a list of names ("English, Tamil and Hindi") or between the two halves of
 * a saying ("no fix, no fee").
 */
function isBadgeCut(
  body: string,
  cut: Cut,
  before: string,
  after: string,
  whereWhen: [number, number][],
): boolean {
  if (whereWhen.some(([start, end]) => start >= cut.end && end <= cut.end + after.length)) return false;
  if (!/\p{L}{2}/u.test(before) || !/\p{L}{2}/u.test(after)) return false;
  const opening = body.slice(0, cut.start);
  if (opening.split("(").length > opening.split(")").length) return false;
  if (!/^[\p{Ll}\p{N}]/u.test(after.trim())) return false;
  const first = (text: string) => text.trim().split(/\s+/)[0]?.toLocaleLowerCase();
  return first(before) !== first(after);
}

/** How often, per a unit of time: "24 hours a day", "7 jours sur 7", "365 Tage im Jahr". */
const RATE = String.raw`\d+\s\p{L}+\s(?:a|an|per|pro|par|sur|al|por|ao|am|im|die|in|w|na|op)\s\p{L}+`;
const RATE_END = new RegExp(`${RATE}$`, "u");
const RATE_START = new RegExp(`^${RATE}`, "u");

/** The sentence's clauses, verbatim: cut only where both sides are clauses of three words or more. */
export function clausesOf(
  sentence: string,
  context: Pick<PointContext, "lang" | "facts" | "listed" | "whereWhen">,
): string[] {
  const body = sentence.trim().replace(/[.!?…]+$/u, "");
  if (saysWhatItComesIn(body)) return [body];
  const spans = factSpans(body, context.facts);
  const whereWhen = factSpans(body, context.whereWhen ?? []);
  const cuts = candidateCuts(body, context.lang).filter(
    (cut) => !spans.some(([s, e]) => cut.start < e && cut.end > s),
  );
  const clauses: string[] = [];
  let from = 0;
  // A short sentence of comma-joined phrases ("14-day free trial, no card", "Calm palettes, natural oak,
  // lots of light") is a row of badges: each phrase a point of its own, however short.
  const short = countWords(body) <= SHORT_SENTENCE;
  cuts.forEach((cut, i) => {
    const before = body.slice(from, cut.start);
    const next = cuts[i + 1];
    const after = body.slice(cut.end, next ? next.start : body.length);
    const rest = body.slice(cut.end);
    // A hyphen between spaces is a typed dash, or a pasted list's bullet: as strong as "–".
    const strong = /[;:–—]|\s-\s/u.test(body.slice(cut.start, cut.end));
    const comma = body.slice(cut.start, cut.end).includes(",");
    // "Jonas Keller zeigt drei Anwendungen, die sich in einem Monat rechnen": one clause.
    if (startsRelative(after, context.lang)) return;
    // "24 hours a day, 365 days a year", "24 Stunden am Tag, 7 Tage die Woche": one span said twice over.
    if (RATE_END.test(before) && RATE_START.test(after)) return;
    if (short && comma && !strong && isBadgeCut(body, cut, before, after, whereWhen)) {
      clauses.push(before);
      from = cut.end;
      return;
    }
    if (countWords(before) < MIN_WORDS || countWords(rest) < MIN_WORDS) return;
    // A list goes on ("sourdough loaves, croissants and rye bread"): its commas and "and" join items, and
    // a bare "and" before a name or a number joins names ("on Steam and Nintendo Switch").
    const bare = !body.slice(cut.start, cut.end).includes(",");
    if (!strong && (countWords(after) < MIN_WORDS || touchesList(before, after, context.listed))) return;
    if (!strong && bare && /^[\p{Lu}\p{N}]/u.test(after)) return;
    // A fact after a comma says where or when the clause before happens ("at our cellar, 8 Mill Lane").
    if (!strong && whereWhen.some(([start]) => start === cut.end)) return;
    clauses.push(before);
    from = cut.end;
  });
  clauses.push(body.slice(from));
  return clauses.map((c) => c.trim()).filter((c) => /\p{L}/u.test(c));
}

/** The lower-case words of every text the page shows: what a clause may repeat without saying anything new. */
function shownWords(shown: string[]): Set<string> {
  return new Set(shown.flatMap((text) => wordsOf(norm(text)).map(trimWord)));
}

const trimWord = (word: string) => word.replace(/[.,:;'’–-]+$/u, "");

/**
 * Whether a clause says only what the page shows elsewhere: every word of it but the function words and
 * the words that lead up to a fact ("We offer", "Call", "Our clinic is on") is shown (inflection aside).
 */
export function repeatsThePage(
  clause: string,
  context: PointContext,
  shown = shownWords(context.shown),
): boolean {
  // "2 kits for £15", "8 payments of €300": the card shows the name and the price apart, not what binds them.
  for (const price of context.prices) {
    const at = clause.indexOf(price);
    const before = at > 0 ? (clause.slice(0, at).trim().split(/\s+/).at(-1) ?? "") : "";
    // A card that shows the word with its price ("da 900 € più IVA") says the clause whole.
    const together = `${before} ${price}`.toLocaleLowerCase();
    if (context.shown.some((text) => text.toLocaleLowerCase().includes(together))) continue;
    // A card that shows this price under the name the clause binds it to ("Anfängerkurs mit 4 Abenden
    // für 120 €" beside the card "Anfängerkurs mit 4 Abenden · 120 €") says the clause whole.
    const lead = clause.slice(0, at).trimEnd();
    if (at > 0 && cardSays(lead.slice(0, lead.length - before.length), price, context)) continue;
    if (before && bindsPrice(before.toLocaleLowerCase(), context.lang)) return false;
  }
  // Inflection aside ("courses" for "course"); a stem of four letters is too short to tell ("ships", "shipping").
  const stems = [...shown].filter((s) => s.length > 5);
  const words = wordsOf(clause);
  let unshown = 0;
  let content = 0;
  for (const [i, raw] of words.entries()) {
    const word = trimWord(norm(raw));
    if (!word || isFunctionWord(word, context.lang)) continue;
    const known = shown.has(word) || (word.length > 5 && stems.some((s) => s.startsWith(word.slice(0, -1))));
    // A capital marks a name, except in German, where every noun has one.
    const named = i > 0 && /^\p{Lu}/u.test(raw) && !context.lang.startsWith("de");
    const isFact = /\d/.test(word) || named;
    if (isFact && !known) return false;
    if (word.length < 3 && !/\d/.test(word)) continue;
    content++;
    if (!known && !isLeadUpWord(word, context.lang)) unshown++;
  }
  // One new word is news ("Sechswöchiger", "Free"): the clause stays.
  return content > 0 && unshown === 0;
}

/**
 * Whether a card the page shows pairs `price` with the name `lead` ends with, and the words before that
 * name only lead up to it ("We offer", "Praxis Dr. Vogt bietet").
 */
function cardSays(lead: string, price: string, context: PointContext): boolean {
  const said = norm(lead).trim();
  const tail = ` ${norm(price)}`;
  return context.shown.some((text) => {
    const shown = norm(text).trim();
    if (!shown.endsWith(tail)) return false;
    const name = shown.slice(0, -tail.length).trim();
    // A count before the name is a multi-buy ("2 kits for £15"): its "for" binds, and the deal is a fact of its own.
    if (name.length < 3 || /^\d/.test(name) || !said.endsWith(name)) return false;
    const rest = wordsOf(said.slice(0, -name.length)).map((w) => trimWord(w));
    return rest.every(
      (w) =>
        !w ||
        isFunctionWord(w, context.lang) ||
        isLeadUpWord(w, context.lang) ||
        w === norm(context.name ?? ""),
    );
  });
}

/**
 * A clause as a list item: said as a badge (compact.ts), its first letter capitalised, a joining word
 * before it and its final stop left off.
 */
export function asPoint(clause: string, lang: string): string {
  const bare = clause
    .trim()
    .replace(joinerPatterns(lang).leading, "")
    .replace(/[.!?…,;:]+$/u, "")
    .trim();
  return capitalize(asBadge(bare, lang));
}

/** The items of a clause that is a comma list of short phrases ("a, b, and c", "a, b"); [] for any other. */
export function listItemsOf(clause: string, lang: string): string[] {
  const parts = clause
    .trim()
    .replace(/[.!?…]+$/u, "")
    .split(/\s*,\s+/u);
  const last = parts.pop() ?? "";
  // The last item comes after ", and" or a bare "and" ("oat and rust").
  const tail = joinerPatterns(lang).lastItem.exec(last)?.[1] ?? last;
  const items = [...parts, tail].map((p) => p.trim()).filter(Boolean);
  if (items.length < 2 || clause.includes("(") || items.some((item) => countWords(item) > 6)) return [];
  // Two halves of one saying ("no fix, no fee") are no list.
  const first = (text: string) => text.split(/\s+/)[0]?.toLocaleLowerCase();
  return items.length === 2 && first(items[0]!) === first(items[1]!) ? [] : items;
}

/**
 * A clause that names its list before a colon ("Unsere Leistungen: Krankengymnastik, Lymphdrainage",
 * "Étlap: gulyásleves 2900 Ft, …", "Cím: Király utca 18, Budapest"): the label and what follows it; undefined
 * for any other clause. The label says what the list is, so it is no news of its own.
 */
function labelledList(clause: string): { label: string; body: string } | undefined {
  const m = /^([^:\d]{2,40}?):\s+(?!\d)(.+)$/u.exec(clause.trim());
  return m && countWords(m[1]!) <= 3 ? { label: m[1]!, body: m[2]! } : undefined;
}

/**
 * "(or) leave your details", "contactez-nous", "rufen Sie uns an": the visitor asked to get in touch, which
 * the page's form and buttons do; as a point or a card it reads as a service ("Leave your details"). Only
 * when it holds no figure and no name of its own (those facts would be lost).
 */
const REACH_CLAUSE =
  /^(?:(?:or|and|oder|und|ou|et|o|y|e|of|en|lub|i)\s+)?(?:just\s+|simply\s+)?(?:leave your (?:details|number|name|contact details)|get in touch|contact us|drop us a line|send us (?:a message|an e-?mail)|message us|e-?mail us|call us|ring us|give us a (?:call|ring)|hinterlassen sie (?:uns\s+)?ihre (?:daten|nummer|kontaktdaten)|rufen sie (?:uns\s+)?an|schreiben sie uns|kontaktieren sie uns|laissez(?:-nous)? vos coordonnées|contactez-nous|appelez-nous|écrivez-nous|d[ée]ja(?:nos)? tus datos|llámanos|escríbenos|contáctanos|lascia(?:ci)? i tuoi dati|chiamaci|scrivici|contattaci|laat je gegevens achter|bel ons|mail ons|neem contact (?:met ons )?op|deixe(?:-nos)? os seus dados|ligue-nos|contacte-nos|fale connosco|zostaw (?:swoje )?dane|zadzwoń do nas|napisz do nas)(?:\s+\p{Ll}+){0,3}[.!]?$/iu;

function asksToBeReached(clause: string, lang: string): boolean {
  const text = clause.trim();
  // A capital inside marks a name, except in German, where every noun has one.
  const named = !lang.startsWith("de") && /\s\p{Lu}/u.test(text);
  return !/\d/.test(text) && !named && REACH_CLAUSE.test(text);
}

/**
 * A clause that says only what the page shows once its lead-in is set aside: "You will learn when to
 * register for VAT, how … and which records to keep" beside a list of those three topics. The lead-in is
 * at most three words and holds no figure; what follows must be a list the page shows whole.
 */
function repeatsAfterLeadIn(clause: string, context: PointContext, shown: Set<string>): boolean {
  const words = clause.trim().split(/\s+/);
  // Only a list of topics: a clause with a figure keeps it ("Free for choirs under 20 singers, $12/month …").
  if (words.length < 6 || /\d/.test(clause)) return false;
  for (let k = 1; k <= 3; k++) {
    if (/\d/.test(words.slice(0, k).join(" "))) return false;
    const rest = words.slice(k).join(" ");
    // A lead-in ends on a verb ("You will learn", "Wir zeigen"), never on a name or a noun ("Sechswöchiger
    // Kurs, …" keeps its six weeks); what follows is a list of three or more the page shows word for word.
    const last = words[k - 1] ?? "";
    const joined = joinersOf(context.lang).some((w) => rest.toLocaleLowerCase().includes(` ${w} `));
    const separators = (rest.match(/,\s/g)?.length ?? 0) + (joined ? 1 : 0);
    if (!/^\p{Ll}+$/u.test(last) || separators < 2) continue;
    if (repeatsThePage(rest, context, shown)) return true;
  }
  return false;
}

/** The points of the owner's sentences that the page does not already show, in order, without repeats. */
export function storyPoints(sentences: string[], context: PointContext): string[] {
  const shown = shownWords(context.shown);
  const points: string[] = [];
  const add = (clause: string) => {
    const said = context.name ? inThirdPerson(clause, context.name, context.lang) : clause;
    const point = asPoint(said, context.lang);
    if (point && !points.some((p) => norm(p) === norm(point))) points.push(point);
  };
  for (const sentence of sentences) {
    // "Piatti del giorno: crescentine, friggione e zuppa inglese" beside cards for each dish: the label
    // alone ("Piatti del giorno") would be a one-line story, and says nothing the cards do not.
    const whole = labelledList(sentence.trim().replace(/[.!?…]+$/u, ""));
    if (whole) {
      const parts = listItemsOf(whole.body, context.lang);
      if (parts.length > 0 && parts.every((item) => repeatsThePage(item, context, shown))) continue;
      // "Day: coffee, pastries and brunch": a short list under a time is one point; cut at its commas it
      // would leave "Day: coffee" and a "Pastries and brunch" without its time.
      if (TIME_LABEL.test(`${whole.label}:`) && parts.length > 1 && countWords(whole.body) <= 12) {
        add(`${whole.label}: ${whole.body}`);
        continue;
      }
    }
    // "We cover subject lines, segmentation and win-back flows" beside those three topics: the whole
    // sentence says nothing new, and cut at its commas it would leave "We cover subject lines".
    if (repeatsAfterLeadIn(sentence.trim().replace(/[.!?…]+$/u, ""), context, shown)) continue;
    for (const clause of clausesOf(sentence, context)) {
      if (
        repeatsThePage(clause, context, shown) ||
        repeatsAfterLeadIn(clause, context, shown) ||
        asksToBeReached(clause, context.lang)
      )
        continue;
      // A labelled list the page shows item by item (cards, contact details): the label alone says nothing.
      const labelled = labelledList(clause);
      if (labelled) {
        const parts = listItemsOf(labelled.body, context.lang);
        const each = parts.length > 0 ? parts : [labelled.body];
        if (each.every((item) => repeatsThePage(item, context, shown))) continue;
      }
      // A list whose other items the cards already show: only what they do not ("Weekly plans for 5K and
      // 10K, audio coaching, and a streak calendar" beside cards for the coaching and the calendar).
      const items = listItemsOf(clause, context.lang);
      const fresh = items.filter((item) => !repeatsThePage(item, context, shown));
      // An item with a figure ("immer dienstags 18:30–21:00 Uhr") says when or how much of the others: the
      // list stays whole.
      const dropsAFigure = items.some((item) => !fresh.includes(item) && /\d/.test(item));
      if (items.length > 0 && fresh.length < items.length && !dropsAFigure) fresh.forEach(add);
      else add(clause);
    }
  }
  return points;
}
