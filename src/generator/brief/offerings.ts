/**
 * What the business sells or does, as the user's own list phrases: "We serve fresh pasta made daily,
 * natural wines and a sunny terrace" → "fresh pasta made daily", "natural wines", "sunny terrace".
 * Only lists (commas or "and" after an offering verb) count; items are noun phrases, not sentences, and
 * never contacts, hours or dates already captured elsewhere.
 */

import { saysWhatItComesIn } from "./comes-in.js";
import { WELCOMES, wordsOfAll } from "./fact-words.js";
import {
  INTL_ITEM_TIME,
  INTL_ITEM_VERB,
  INTL_LIST_AND,
  INTL_LIST_END,
  INTL_LIST_STARTS,
  INTL_WEEKDAY,
} from "./intl.js";
import {
  bulletLineNames,
  bulletNames,
  sharedModifier,
  splitOutsideBrackets,
  untilParticiple,
  withRelativesJoined,
} from "./list-items.js";
import type { SentenceSpan } from "./sentences.js";
import { type Claims, MASK } from "./spans.js";
import { escapeRegex, NUMBER_WORD, re, WEEKDAY } from "./vocabulary.js";

/**
 * Words that introduce examples of what was just named, in the nine languages: "like", "such as", "come",
 * "wie", "comme", "como", "zoals", "jak", "mint". After one or more words of their own ("Classic flavours
 * like …"), never before "to" ("we like to bake").
 */
const EXAMPLES_START =
  /(?<=\p{L})\s+(?:like|such as|including|e\.g\.|come|tipo|wie|etwa|zum Beispiel|z\. ?B\.|comme|tels que|telles que|como|tales como|zoals|bijvoorbeeld|takie jak|jak|mint|például)\s+(?!to\s|zu\s)(?=\p{L})/iu;

/** Words after which a list of offerings starts. */
const LIST_START =
  /(?<=\uFFFF)\s+(?:on|about)\s+|\b(?:we\s+(?:also\s+)?(?:serve|offer|sell|make|bake|roast|brew|provide|do|have|run|host|teach|repair|fix|build|design|create|stock|deliver|cook|grow|craft|specialise\s+in|specialize\s+in)|serving|offering|selling|making|baking|providing|featuring|including|specialising\s+in|specializing\s+in|with|services?\s*:|menu\s*:|products?\s*:|offerings?\s*:|we\s+(?:are\s+)?known\s+for|famous\s+for|expect|enjoy|try|discover|choose\s+from|learn|covers?|covering|(?:walks?|takes?|talks?)\s+(?:you\s+)?through|goes\s+through|explains?|explaining|(?:webinar|talk|session|workshop|course|class|masterclass|podcast|newsletter|guide)\s+(?:on|about)|you(?:'ll|\s+will)\s+(?:get|learn|find))\s+/giu;

// "&" joins a name ("Fig & Cedar candle", "Salt & Pepper") more often than it lists two offerings.
// A comma between digits groups thousands ("10,000 parts"), it splits nothing.
const SPLIT = /\s?(?:(?<!\d),|,(?!\d))\s?(?:and\s|or\s|plus\s)?|\s(?:and|or|plus|as\s+well\s+as)\s/iu;
/** The split for a description in another language: its own "and"/"or" too ("y", "und", "et", "en", "és"). */
const SPLITS = new Map<string, RegExp>(
  Object.entries(INTL_LIST_AND).map(([lang, words]) => [
    lang,
    re(
      `\\s?(?:(?<!\\d),|,(?!\\d))\\s?(?:(?:and|or|plus|${words})\\s)?|\\s(?:and|or|plus|as\\s+well\\s+as|${words})\\s`,
      "iu",
    ),
  ]),
);
/** Words after which a list starts in other languages: "Wir bieten", "Ofrecemos", "Nous proposons"… */
const INTL_STARTS = Object.entries(INTL_LIST_STARTS).map(
  ([lang, words]) => [lang, re(`(?<![\\p{L}])(?:${words})\\s+`, "giu")] as const,
);
/**
 * Articles and joining words before an item in other languages ("eine Sauna", "un café", "el menú", "een
 * terras", "dazu Kaffee aus der eigenen Röstung", "ook bakfietsen").
 */
const INTL_FILLER = re(
  `^(?:${INTL_ITEM_TIME}|dazu|außerdem|zudem|auch|ook|daarnaast|además|tambi[ée]n|inoltre|anche|aussi|également|tamb[ée]m|ein|eine|einen|einem|unsere?n?|un|une|des|du|de\\s+la|le|la|les|nos|notre|el|los|las|unos|unas|nuestros?|nuestras?|il|lo|gli|uno|una|i|nostri|nostre|een|het|de|onze|um|uma|os|as|nossos?|nossas?|egy|az|nasze|naszą|nasz)\\s+`,
  "iu",
);
/** A clause of its own in another language starts with who does it: "wir kommen …", "nous venons …". */
const INTL_SUBJECT = /^\s*(?:wir|ich|nous|je|on|nosotros|nosotras|noi|io|wij|ik|nós|eu)\s/iu;
const INTL_VERB = re(`(?<![\\p{L}])(?:${INTL_ITEM_VERB})(?![\\p{L}])`, "iu");
/** Trailing place, time or closing verb cut from the last item in other languages. */
const INTL_TRAILING = re(
  `(?:\\s(?:in|im|bei|ab|seit|à|au|dans|depuis|en|desde|a|al|dal|dalle|nel|sinds|op|bij|em|no|na|w|od|we)\\s(?:\\p{Lu}|\\d).*|${INTL_LIST_END})$`,
  "u",
);
/** "I draw", "We also make": a person and a verb before the first item of a plain list (not "we are"). */
const OWN_VERB =
  /^\s*(?:I|[Ww]e)\s+(?:also\s+|now\s+|mainly\s+|mostly\s+)?(?!(?:am|are|is|was|were|have|had|will|can)\s)\p{Ll}+\s+(?=\S)/u;
const LEADING_FILLER =
  /^(?:our|with|featuring|offering|including|and|or|plus|also|a|an|the|some|lots\s+of|plenty\s+of|many|various|all\s+kinds\s+of|delicious|great)\s+/iu;
const VERB = re(
  String.raw`(?<![\p{L}\d_])(?:is|are|was|were|will|would|can|could|be|been|being|have|has|had|we|you|they|i|it|he|she|our\s+\p{L}+\s+is|do|does|did|get|let|please|make\s+sure)(?![\p{L}\d_])`,
  "iu",
);
/**
 * Trailing place or time phrases cut from the last item ("and a sunny terrace in Veszprém"). After "to",
 * "for" or "by" a capitalised word is what the item works with, kept whole ("exports to Xero").
 */
const TRAILING = re(
  String.raw`\s(?:(?:in|at|on|from|since|every|near|across|until|till)\s(?:the\s)?(?:\p{Lu}|\d|every|our|your)|(?:for|to|by)\s(?:the\s)?(?:\d|every|our|your)).*$`,
  "u",
);

/** Words opening an indirect question, in the nine languages: "how ETFs work", "was ein Sparplan kostet". */
const QUESTION_OPENER = re(
  String.raw`^(?:how|what|which|why|when|where|who|wie|was|welche[rsnm]?|warum|wann|wo|wer|comment|ce\s+qu[ei]|quel(?:le)?s?|pourquoi|quand|où|cómo|qué|cuál(?:es)?|por\s+qué|cuándo|dónde|come|cosa|che\s+cosa|quali?|perché|quando|dove|hoe|wat|welke|waarom|wanneer|waar|como|o\s+que|quais?|porque|onde|jak|co|jakie|jaki|dlaczego|kiedy|gdzie|hogyan|mit|milyen|miért|mikor|hol)(?![\p{L}])`,
  "iu",
);

/**
 * A list of topics said as questions after a lead-in ("Wir erklären, wie ETFs funktionieren, was ein
 * Sparplan kostet und welche Fehler Anfänger machen", "We explain how ETFs work, what …"): the questions
 * are the items, the lead-in ("Wir erklären", "We explain") is none. Other lists are returned as they are.
 */
function questionTopics(parts: string[]): string[] {
  const opens = (part: string) => QUESTION_OPENER.test(part.trim());
  if (!asksQuestions(parts)) return parts;
  const [first = "", ...rest] = parts;
  if (opens(first)) return parts;
  // "We explain how ETFs work": the question inside the first part, within its first five words.
  const words = first.trim().split(/\s+/);
  const at = words.findIndex((_, i) => i > 0 && i <= 4 && opens(words.slice(i).join(" ")));
  if (at > 0) return [first.slice(first.indexOf(words.slice(at).join(" "))), ...rest];
  return words.length <= 3 ? rest : parts;
}

/**
 * The first word of a part is a verb said by "we" in the description's language: French "-ons", Spanish
 * and Portuguese "-amos/-emos/-imos", Italian "-iamo", Polish "-my", German a lower-case "-en" word before
 * another lower-case word ("backen jeden Morgen", not the adjective of "leckeren Kuchen"), English a common
 * trade verb.
 */
const WE_VERB: Record<string, RegExp> = {
  en: /^(?:we\s+(?:also\s+)?)?(?:serve|offer|sell|make|bake|roast|brew|provide|have|run|host|teach|repair|fix|build|design|create|stock|deliver|cook|grow|craft|pick|pack|ship|open|love|keep|use|source|grind|press|mill)\s/u,
  de: /^(?:wir\s+)?\p{Ll}+en\s+\p{Ll}/u,
  fr: /^(?:nous\s+)?\p{Ll}+ons\s/u,
  es: /^\p{Ll}+(?:amos|emos|imos)\s/u,
  pt: /^\p{Ll}+(?:amos|emos|imos)\s/u,
  it: /^\p{Ll}+iamo\s/u,
  pl: /^\p{Ll}+(?:emy|imy|amy|ymy)\s/u,
};

/** A verb said by "we", then the mark of an infinitive: "impariamo a", "aprendemos a", "apprenons à", "(we) learn to". */
const WE_VERB_TO =
  /^(?:(?:nous|noi)\s+)?\p{Ll}+(?:iamo|amos|emos|imos|ons|my)\s+(?:a|à|de|di|się)\s+\p{Ll}|^(?:we\s+)?learn\s+to\s+\p{Ll}/u;

/**
 * "Wir rösten selbst, backen jeden Morgen Zimtschnecken und haben einen ruhigen Hinterhof", "We roast our
 * own beans, bake buns every morning and have a courtyard": a run of things the business does, each with
 * its own verb, is its story, not a list of what it sells — half or more of its parts open with a verb.
 */
function runOfDeeds(parts: string[], lang: string): boolean {
  // "Impariamo a seminare, raccogliere e cucinare", "We learn to sow, harvest and cook": what is done, each
  // part a verb after the first one's "to".
  if (parts.length >= 2 && WE_VERB_TO.test(parts[0]?.trim().toLowerCase() ?? "")) return true;
  const verb = WE_VERB[lang];
  if (!verb) return false;
  // German keeps its capitals (a capital is a noun); other languages are read in lower case.
  const said = (part: string) =>
    lang === "de" ? part.trim().replace(/^Wir\s/u, "wir ") : part.trim().toLowerCase();
  const deeds = parts.filter((part) => verb.test(said(part))).length;
  return deeds >= 2 && deeds * 2 >= parts.length;
}

/** Three or more parts, two or more after the first opening a question. */
function asksQuestions(parts: string[]): boolean {
  return parts.length >= 3 && parts.slice(1).filter((part) => QUESTION_OPENER.test(part.trim())).length >= 2;
}

/** A quantity that starts with a number word: "one seasonal recipe", "three courses". */
const COUNTED_IN_WORDS = re(`^${NUMBER_WORD}\\s`, "iu");
/** A relative clause at the end of the last item: "tools you can borrow", "cakes that we bake daily". */
const RELATIVE_END = /\s(?:you|we|that|which)\s(?:can|could|may|will|might)\s\p{L}+$/iu;

/** The verb that ends a list used as a subject ("… and poppy-seed rolls are baked at 5 am"). */
const PREDICATE = /\s(?:are|is|were|was|will|can|come|comes|have|has)\s.*$/u;

const TWO_LETTERS = re(String.raw`\p{L}{2}`, "u");

/** A part that says when the place opens or closes ("closed Mondays"; "open-air" is not one). */
const OPEN_OR_CLOSED = /^\s*(?:and\s+|but\s+)?(?:we(?:'re|\s+are)\s+)?(?:closed|open)\b(?!-)/iu;
/**
 * A day, a how-often or a when on its own ("Tuesdays", "weekends", "fortnightly", "every Tuesday morning")
 * is never something a business offers.
 */
const DAY_ONLY =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|(?:public|bank)\s+holidays|daily|weekly|fortnightly|monthly|quarterly|yearly|annually|hourly|one-off|every\s.+)$/iu;
/** A list with a time or a month in it is a timetable ("Sailings at 10am, 1pm and 4pm, April to October"). */
const TIMETABLE_PART = re(
  `^\\s*(?:\\p{L}+\\s+at\\s+)?(?:\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)|\\d{1,2}[:.]\\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\\s+to\\s+\\p{L}+)?)\\s*$`,
  "iu",
);
/**
 * A session of a timetable: a day and a clock time in one item ("Montag 18:00 Hatha", "Wednesdays
 * 18:30-19:30", "jeudi 19h30 Yin"). A list of them is when classes meet, not what the business offers.
 */
const SESSION_PART = re(
  `(?<![\\p{L}])(?:${WEEKDAY}|${INTL_WEEKDAY})s?(?![\\p{L}]).*?\\d{1,2}(?:[:.h]\\d{2}|\\s?(?:am|pm|uhr|h))|\\d{1,2}(?:[:.h]\\d{2}|\\s?(?:am|pm))\\s.*?(?<![\\p{L}])(?:${WEEKDAY}|${INTL_WEEKDAY})s?(?![\\p{L}])`,
  "iu",
);
/** A day and its times alone, without what meets then ("Saturdays 10:00-11:00"): no offering either. */
const DAY_WORDS = re(
  `(?<![\\p{L}])(?:(?:${WEEKDAY}|${INTL_WEEKDAY})s?|on|at|from|to|until|every|am|pm|h|uhr)(?![\\p{L}])`,
  "giu",
);
const sessionTimeOnly = (item: string) =>
  /\d/.test(item) && SESSION_PART.test(item) && !TWO_LETTERS.test(item.replace(DAY_WORDS, " "));

/** "Works with Apple Watch and Garmin": what a product works with is no feature of its own. */
const WORKS_WITH = /(?:works|compatible|integrates|syncs|pairs|connects|plays\s+nicely)\s+with\s+$/iu;
/** Words before a list of the places a business goes to: "van serving Headingley and Chapel Allerton". */
const AREA_START = /^(?:serving|covering|covers?|we\s+(?:also\s+)?cover)\s+$/iu;
/** A place name: capitalised words ("Chapel Allerton", "Stratford-upon-Avon", "St Albans"). */
const PLACE_NAME = re(
  String.raw`^\p{Lu}[\p{L}'’.-]*(?:\s(?:\p{Lu}[\p{L}'’.-]*|upon|on|de|la|le|am|an))*$`,
  "u",
);

/**
 * A welcome said to a group, in any language (fact-words.ts): "Angstpatienten willkommen", "dogs welcome
 * (max 2)", "cani benvenuti". A condition of a visit, never a thing the business offers.
 */
const WELCOME = re(`(?<![\\p{L}])(?:${wordsOfAll(WELCOMES).map(escapeRegex).join("|")})(?![\\p{L}])`, "iu");
/**
 * A part of a list that starts with a preposition says where or how, not what: "je fiets bij jou thuis of op
 * het werk", "at home or at work", "chez vous ou au bureau". Such a list holds no offerings.
 */
const PLACE_PREPOSITIONS: Record<string, string> = {
  en: "at|on|in|to|from",
  de: "bei|zu|zum|zur|im|am|auf|in",
  fr: "chez|au|aux|à|dans|sur|en",
  es: "en|al|a|a\\s+la",
  it: "a|al|alla|nel|nella|presso|da|in",
  nl: "op|bij|aan|naar|in",
  pt: "em|no|na|ao|à",
  pl: "w|we|na|u|przy|do",
  hu: "(?!)",
};
const PLACE_PARTS = new Map(
  Object.entries(PLACE_PREPOSITIONS).map(([lang, words]) => [lang, re(`^\\s*(?:${words})\\s`, "iu")]),
);

export interface Offerings {
  offerings: string[];
  /** Lists the description names ("Gusti: …", "Classic flavours like …"): the name and its items. */
  lists: OfferingList[];
  /** Places a business comes to, listed after "serving" or "covering" ("Headingley", "Chapel Allerton"). */
  serviceAreas: string[];
}

export function extractOfferings(
  text: string,
  sentences: SentenceSpan[],
  claims: Claims,
  exclude: string[],
  lang = "en",
  /** Sentences that say what a product does (capabilities.ts): their verb phrases are no offerings. */
  skip: ReadonlySet<number> = new Set(),
): Offerings {
  const company = exclude[0]?.trim();
  // The business, maybe where it is ("Garage Brouwer in Amersfoort"), then its verb: "treats", "doet",
  // "repara", "bietet". An English verb ends in -s; another language's is any lower-case word after them.
  // (A place read before is masked: its letters are the mask's.)
  const where = "(?:\\s+(?:in|im|à|a|en|em|w|we|te|bij|near)\\s+[\\p{L}\\uFFFF][\\p{L}\\uFFFF-]*)?";
  const verb = lang === "en" ? "[a-z]{3,}s" : "\\p{Ll}{3,}";
  const subjectVerb = company
    ? new RegExp(
        `^\\s*(?:${company.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&")}|It|They)${where}\\s+(?:also\\s+)?${verb}\\s+`,
        "u",
      )
    : undefined;
  const lastAnd = lang in INTL_LIST_AND ? re(`,[^,]+\\s(?:${INTL_LIST_AND[lang]})\\s`, "iu") : /(?!)/;
  // A credential in a list of selling points is one of them ("fixed prices, Gas Safe registered"), and so is
  // a thing counted in words ("with one seasonal recipe, a shopping list and a wine pairing").
  const masked = claims.maskWhere(
    text,
    MASK,
    (tag, claimed) => tag !== "credential" && !(tag === "quantity" && COUNTED_IN_WORDS.test(claimed)),
  );
  const out: string[] = [];
  const listed: { name: string; item: string }[] = [];
  const serviceAreas: string[] = [];
  const seen = new Set(exclude.map((e) => e.toLowerCase()).filter(Boolean));
  for (const name of bulletLineNames(text, masked))
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  for (const sentence of sentences) {
    if (skip.has(sentence.start)) continue;
    const clause = masked.slice(sentence.start, sentence.end).replace(/[.!?…]+$/, "");
    const bulleted = bulletNames(text, masked, sentence.start, clause);
    if (bulleted.length >= 2) {
      for (const name of bulleted)
        if (!seen.has(name.toLowerCase())) {
          seen.add(name.toLowerCase());
          out.push(name);
        }
      continue;
    }
    let listStart = -1;
    let startWord = "";
    for (const m of clause.matchAll(LIST_START)) {
      listStart = m.index + m[0].length;
      startWord = m[0];
    }
    // A lead-in of another language says the list's language, even when the description is too short to tell.
    let clauseLang = lang;
    for (const [startLang, pattern] of INTL_STARTS) {
      for (const m of clause.matchAll(pattern)) {
        if (m.index + m[0].length <= listStart) continue;
        listStart = m.index + m[0].length;
        startWord = m[0];
        clauseLang = startLang;
      }
    }
    const intl = clauseLang in INTL_LIST_AND;
    const split = SPLITS.get(clauseLang) ?? SPLIT;
    const commas = (clause.match(/,/g) ?? []).length;
    // "with" inside an item of a plain list does not start the list: "24/7 access, free induction with a
    // coach, women-only area".
    // "with" inside the first item of a plain list does not start the list either: "Scones with clotted
    // cream, sandwiches and homemade cakes".
    const beforeWith = clause.slice(0, listStart - startWord.length).trim();
    // Only things in the plural are an item ("Scones with …"); "Bakery with …" or "A weekly letter with …"
    // says what the business is, and its list follows "with".
    const withInFirstItem =
      /^with\s+$/i.test(startWord) &&
      beforeWith.split(/\s+/).length <= 3 &&
      /\p{Ll}s$/u.test(beforeWith) &&
      !/^(?:a|an|the|our|my|we|i)\s/i.test(beforeWith) &&
      !VERB.test(beforeWith) &&
      /,[^,]+\s(?:and|or)\s/.test(clause.slice(listStart));
    if (
      withInFirstItem ||
      (/^with\s+$/i.test(startWord) &&
        (commas >= 2 || /,[^,]+\sand\s/.test(clause.slice(0, listStart))) &&
        clause.indexOf(",") < listStart)
    )
      listStart = -1;
    if (saysWhatItComesIn(clause)) continue;
    // "Day: coffee, pastries and brunch. Night: cocktails and small plates": a time before the colon says
    // when, and its list stays with it (the story's labelled points), never services without their time.
    if (TIME_LABEL.test(clause)) continue;
    const plain = listStart < 0;
    if (listStart < 0) {
      // Without an offering verb, only a plain list counts: "Sourdough, croissants, cinnamon rolls" or
      // "Our croissants, rye bread and poppy-seed rolls are baked daily".
      if (commas < 2 && !(commas === 1 && (/,[^,]+\s(?:and|&)\s/.test(clause) || lastAnd.test(clause))))
        continue;
      const firstComma = clause.indexOf(",");
      const lead = clause.slice(0, firstComma);
      // A list led by a person ("Our tax adviser Priya Shah, ACA, walks through …") is not a plain list.
      if (claims.overlaps(sentence.start, sentence.start + firstComma, ["person"])) continue;
      // "weekly newsletter about fermenting at home - kimchi, kombucha, miso": a dash between spaces opens
      // the list as a colon does; what comes before it is the theme, not an item.
      const dashed = /\s[-–—]\s(?!.*\s[-–—]\s)/u.exec(lead);
      const colon = Math.max(lead.lastIndexOf(":"), dashed ? dashed.index + dashed[0].length - 1 : -1);
      // A sentence that is a list starts with its first item, however long, as long as it holds no verb
      // ("Filter coffee from Belleville roasters, buckwheat crêpes and homemade cakes").
      // The business doing something to a list: "Northside Physio treats sports injuries, back and neck pain"
      // lists from after its verb.
      const subject = subjectVerb?.exec(lead);
      const words = lead.split(/\s+/).length;
      listStart = subject
        ? subject[0].length
        : colon >= 0
          ? colon + 1
          : words <= 4 || (words <= 7 && !VERB.test(lead))
            ? 0
            : -1;
      // "We show you how starters work, what flour to buy and why loaves collapse": questions are a list
      // whatever verb leads up to them (questionTopics drops the lead-in).
      if (listStart < 0 && asksQuestions(splitOutsideBrackets(clause, split))) listStart = 0;
      if (listStart < 0) continue;
      // "Local plumber in Bristol for leaking taps, boiler repairs and blocked drains": what the business is
      // comes before "for", and the list after it.
      const forAt = lead.slice(listStart).search(/\s(?:for)\s+(?=\S)(?!.*\sfor\s)/u);
      if (forAt >= 0 && lead.slice(listStart, listStart + forAt).trim() !== "")
        listStart += forAt + lead.slice(listStart + forAt).match(/^\s+for\s+/u)![0].length;
    }
    // A colon later in the clause introduces the list itself: "Two new rooms at The Locked Vault,
    // Manchester: The Heist and Curse of the Pharaoh" lists the rooms, not the town.
    // A dash does the same before a list with commas: "newsletter about fermenting at home - kimchi, miso".
    const colonAt =
      /:\s(?!.*:\s)/u.exec(clause.slice(listStart)) ??
      /\s[-–—]\s(?!.*\s[-–—]\s)(?=[^,]+,)/u.exec(clause.slice(listStart));
    if (colonAt) listStart += colonAt.index + colonAt[0].length;
    // "Classic flavours like pistachio, hazelnut and fior di latte", "Gusti classici come pistacchio, …":
    // the list starts after the word that introduces its examples; the words before it name them.
    const firstComma = clause.indexOf(",", listStart);
    const examples = EXAMPLES_START.exec(clause.slice(listStart, firstComma < 0 ? undefined : firstComma));
    // "Ti spieghiamo come funziona il mutuo, quali documenti …": a list of questions, "come" asks how; only a
    // name of things of a few words leads examples.
    const named = examples ? clause.slice(listStart, listStart + examples.index).trim() : "";
    const questions = examples && asksQuestions(splitOutsideBrackets(clause.slice(listStart), split));
    // The words that name the list, when it has them: "Gusti: pistacchio, …", "Classic flavours like …".
    let listName = "";
    if (examples && !questions && !VERB.test(named) && named.split(/\s+/).length <= 5) {
      listStart += examples.index + examples[0].length;
      listName = named;
    } else if (/:\s*$/u.test(clause.slice(0, listStart)))
      listName = labelBeforeColon(clause.slice(0, listStart));
    const list = clause.slice(listStart);
    const parts = questionTopics(
      untilParticiple(
        sharedModifier(withRelativesJoined(splitOutsideBrackets(list, split), clauseLang), list, clauseLang),
      ),
    );
    if (parts.length < 2) continue;
    // The verb that opened the list ("Wir rösten", "We roast") is the first deed of a run.
    const [firstPart = "", ...otherParts] = parts;
    if (runOfDeeds([`${plain ? "" : startWord}${firstPart}`, ...otherParts], lang)) continue;
    // A line of facts ("Jazz Festival, 8–10 August 2027, Balatonfüred") is not a list of offerings, nor is
    // one about when the place is open ("Open Wed–Sun 7:30–16:00, closed Mondays and Tuesdays").
    if (parts.some((part) => part.trim() !== "" && part.replaceAll(MASK, "").trim() === "")) continue;
    if (parts.some((part) => OPEN_OR_CLOSED.test(part) || TIMETABLE_PART.test(part))) continue;
    if (parts.filter((part) => /\d/.test(part) && SESSION_PART.test(part)).length >= 2) continue;
    if (WORKS_WITH.test(clause.slice(0, listStart))) continue;
    const placePart = PLACE_PARTS.get(clauseLang);
    if (placePart && otherParts.some((part) => placePart.test(part))) continue;
    const areas = AREA_START.test(startWord) ? placeList(text, sentence.start + listStart, parts) : [];
    if (areas.length > 0) {
      for (const area of areas) if (!serviceAreas.includes(area)) serviceAreas.push(area);
      continue;
    }
    let position = sentence.start + listStart;
    // "we come to your home or office": what "or"/"and" joins to a clause with its own verb is that clause's
    // object, not an offering of its own.
    let clauseBefore = false;
    for (let i = 0; i < parts.length; i++) {
      const raw = parts[i];
      const at = masked.indexOf(raw, position);
      const joinedToClause = clauseBefore && i > 0 && !/[,;]/.test(masked.slice(position, at));
      position = at + raw.length;
      clauseBefore = false;
      if (joinedToClause) {
        clauseBefore = true;
        continue;
      }
      // "I draw picture books, editorial spots and packaging": the first item starts after its verb.
      let item = plain && i === 0 ? raw.replace(OWN_VERB, "") : raw;
      // "The Heist" is a name: its capital "The" before a capital stays.
      const named = /^\s*The\s+\p{Lu}/u.test(item);
      for (let k = 0; k < 4; k++)
        item = item.replace(LEADING_FILLER, (lead) => (named && /^The\s/u.test(lead) ? lead : ""));
      if (intl) for (let k = 0; k < 2; k++) item = item.replace(INTL_FILLER, "");
      // A question keeps its verb and what follows it ("cuáles son los errores típicos").
      const asked = QUESTION_OPENER.test(item.trim());
      if (i === parts.length - 1 && !asked)
        item = item.replace(TRAILING, "").replace(RELATIVE_END.test(item) ? /(?!)/ : PREDICATE, "");
      if (intl && i === parts.length - 1 && !asked) item = item.replace(INTL_TRAILING, "");
      const stripped = item.replace(/[\s.,;:!?)(\-–—]+$/u, "");
      // "dogs welcome (max 2)": a bracket the item opened is closed with it.
      const opens = (stripped.match(/\(/g)?.length ?? 0) > (stripped.match(/\)/g)?.length ?? 0);
      item = (opens && item.slice(stripped.length).startsWith(")") ? `${stripped})` : stripped).replace(
        /^[\s(\-–—:]+/u,
        "",
      );
      // "Wills, trusts and probate in Massachusetts": what follows the last item's "in" is where, not what.
      // In English only: Dutch ends such a clause with a verb's particle ("woningen schoon in Eindhoven").
      if (i === parts.length - 1 && !intl) item = item.replace(/\s(?:in|across|throughout)\s\uFFFF+$/u, "");
      // A part with its own subject ("wir kommen zu Ihnen nach Hause") is a clause even when it names a place.
      if (intl && INTL_SUBJECT.test(item)) {
        clauseBefore = true;
        continue;
      }
      if (!item || item.includes("\uFFFF")) continue;
      // Too long to be a name with whom it is for: "Português para alunos do 7.º ao 12.º ano" lists Português.
      if (item.split(/\s+/).length > 7) item = item.replace(FOR_WHOM, "");
      const words = item.split(/\s+/);
      // The last item may end in what you can do with it ("a workbench with tools you can borrow").
      // Polish "i" is "and", Italian "i" an article ("zajęcia z crossfitu i jogi"): no English "I" with a verb.
      const own = clauseLang === "pl" || clauseLang === "it" ? item.replace(/\si\s/gu, " ") : item;
      const verbless = i === parts.length - 1 ? own.replace(RELATIVE_END, "") : own;
      // "when a will is enough" is a topic said as a question, its verb belongs to it.
      const question = QUESTION_OPENER.test(item);
      if ((VERB.test(verbless) || (intl && INTL_VERB.test(item))) && !question) {
        clauseBefore = true;
        continue;
      }
      if (words.length > 7 || item.length < 3 || !TWO_LETTERS.test(item)) continue;
      if (DAY_ONLY.test(item) || sessionTimeOnly(item) || WELCOME.test(item)) continue;
      const itemStart = text.indexOf(item, at);
      if (
        itemStart < 0 ||
        claims.overlaps(itemStart, itemStart + item.length, ["contact", "hours", "date", "phone"])
      )
        continue;
      const key = item.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(text.slice(itemStart, itemStart + item.length));
      if (listName && !MASKED.test(listName)) listed.push({ name: listName, item: out[out.length - 1]! });
    }
  }
  return { offerings: out, serviceAreas, lists: namedLists(listed) };
}

/** A list of offerings with the owner's name for it: "Gusti" for "Gusti: pistacchio, nocciola, …". */
export interface OfferingList {
  name: string;
  items: string[];
}

const MASKED = new RegExp(MASK);

/**
 * The label a colon closes, when the clause before the colon is that label alone: a name of a few words
 * with no verb and no figure ("Gusti", "Parfums", "Our flavours"), never a sentence ("We offer").
 */
function labelBeforeColon(before: string): string {
  const label = before.replace(/\s*:\s*$/u, "").trim();
  if (!label || /[\d,;:.!?]/u.test(label) || label.split(/\s+/).length > 3) return "";
  if (VERB.test(label) || INTL_VERB.test(label) || !/^\p{L}/u.test(label)) return "";
  return label;
}

/** The named lists, each with its items in order (a name said twice keeps one list). */
function namedLists(listed: { name: string; item: string }[]): OfferingList[] {
  const lists = new Map<string, OfferingList>();
  for (const { name, item } of listed) {
    const key = name.toLocaleLowerCase();
    const list = lists.get(key) ?? { name, items: [] };
    list.items.push(item);
    lists.set(key, list);
  }
  return [...lists.values()];
}

/** A part of the day, the week or the year, alone before a colon, in the nine languages. */
export const TIME_LABEL =
  /^\s*(?:by\s+)?(?:day|daytime|night|night-?time|mornings?|afternoons?|evenings?|lunch(?:time)?|dinner|breakfast|brunch|weekdays?|weekends?|summer|winter|spring|autumn|tags(?:über)?|nachts?|morgens|mittags|abends|wochentags|wochenende|sommer|winter|jour|journée|nuit|matin|midi|soir(?:ée)?|semaine|week-end|été|hiver|día|de día|noche|de noche|mañana|mediodía|tarde|entre semana|fin de semana|verano|invierno|giorno|di giorno|notte|di notte|mattina|pranzo|sera|cena|estate|inverno|overdag|dag|nacht|ochtend|middag|avond|doordeweeks|zomer|dia|de dia|noite|à noite|manhã|almoço|jantar|verão|dzień|w dzień|noc|w nocy|rano|południe|wieczór|wieczorem|lato|zima|nappal|éjjel|este|reggel|délben|hétköznap|hétvégén|nyáron|télen)\s*:/iu;

/** Who an item is for, after it: "para alunos do 7.º ao 12.º ano", "for children aged 6 to 11". */
const FOR_WHOM = /\s(?:for|para|pour|für|per|voor|dla)\s.*$/iu;

/** The parts of a list as place names, verbatim, when every part is one (else none). */
function placeList(text: string, from: number, parts: string[]): string[] {
  const names: string[] = [];
  let position = from;
  for (const [i, raw] of parts.entries()) {
    let part = raw.trim();
    if (i === parts.length - 1) part = part.replace(TRAILING, "").replace(PREDICATE, "").trim();
    part = part.replace(/[\s.,;:!?]+$/u, "");
    if (!part) continue;
    if (!PLACE_NAME.test(part)) return [];
    const at = text.indexOf(part, position);
    if (at < 0) return [];
    position = at + part.length;
    names.push(text.slice(at, at + part.length));
  }
  return names;
}
