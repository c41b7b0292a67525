/**
 * Splitting the description into sentences. A full stop ends a sentence only when whitespace follows and
 * the word before it is not an abbreviation ("Bt.", "Dr.", "e.g.", "approx.", "No. 5") or an initial
 * ("J. K. Rowling"); numbers ("3.5", "€12.50", "99.98%"), URLs and e-mail addresses have no space after
 * their dots and are never split.
 */
import type { Span } from "./spans.js";
import { re } from "./vocabulary.js";

const ABBREVIATIONS = new Set([
  "bt",
  "kft",
  "zrt",
  "nyrt",
  "ltd",
  "inc",
  "co",
  "corp",
  "llc",
  "gmbh",
  "plc",
  "dr",
  // Titles before a name in other languages: "Dra. Marta Ruiz", "Dott. Rossi", "Mme Durand".
  "dra",
  "drs",
  "dott",
  "dott.ssa",
  "sig",
  "sra",
  "srta",
  "mme",
  "mlle",
  "ing",
  "avv",
  "st",
  "mr",
  "mrs",
  "ms",
  "mx",
  "prof",
  "rev",
  "jr",
  "sr",
  "e.g",
  "i.e",
  "eg",
  "ie",
  "approx",
  "incl",
  "excl",
  "appr",
  "ca",
  "cca",
  "kb",
  "no",
  "nr",
  "vs",
  "mt",
  "ave",
  "rd",
  "str",
  "dept",
  "est",
  "tel",
  // A phone's lead word in other languages ("Tél. 06 12 34 56 78", "Cell. 347 123 4567"): the number follows.
  "tél",
  "cell",
  "cel",
  "mob",
  "tlf",
  "tfn",
  "ext",
  "min",
  "max",
  "fig",
  "vol",
  "u",
  "krt",
  "pl",
  "ul",
  "z.b",
  "bzw",
  "ggf",
  "inkl",
  "zzgl",
  "pp",
  // Before a time, a number or an example in other languages: "godz. 20:00", "np. …", "tfno. 963…", "núm. 5".
  "godz",
  "np",
  "tj",
  "m.in",
  "lok",
  "tfno",
  "telf",
  "núm",
  "avda",
  "pza",
  "env",
  "tlm",
]);

/** Street types written after the street's name ("2200 E Camelback Rd."): the address may end the sentence. */
const STREET_ENDINGS = new Set(["rd", "ave"]);

/**
 * Whether "Rd." ends an address and its sentence: a capitalised name stands before it and a capitalised
 * word (not a number) after it ("… at 2200 E Camelback Rd. Exterior wash $15").
 */
function endsStreetName(text: string, dot: number, after: number): boolean {
  const before = /(\S+)\s+\S+$/u.exec(text.slice(Math.max(0, dot - 40), dot))?.[1] ?? "";
  const next = text.slice(after).trimStart();
  return /^\p{Lu}/u.test(before) && /^\p{Lu}\p{Ll}/u.test(next);
}

/** Polite words that close a request ("pls.", "thx.", "bitte."): never an abbreviation of a longer word. */
const POLITE_CLOSERS = new Set([
  "pls",
  "plz",
  "please",
  "thx",
  "thanks",
  "bitte",
  "danke",
  "svp",
  "merci",
  "gracias",
  "grazie",
  "bedankt",
  "alsjeblieft",
  "proszę",
  "dzięki",
  "obrigado",
  "obrigada",
]);

/** Units shortened to two letters, whose dot goes on in lower case ("6 ft. tall", "2 hr. session"). */
const UNIT_ABBREVIATIONS = new Set([
  "ft",
  "oz",
  "lb",
  "hr",
  "yr",
  "mo",
  "wk",
  "mi",
  "sq",
  "cm",
  "mm",
  "km",
  "kg",
  "pt",
  "qt",
]);

export interface SentenceSpan extends Span {
  text: string;
}

const GERMAN_MONTH = re(
  String.raw`^\s(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)(?![\p{L}])`,
  "u",
);

const CLOSERS = /["”’'»)\]]/;

// One letter each, so the platform's own letter cases (vocabulary.ts counts Latin Extended-A, "Ś" and "Ł",
// as both cases, and "Lis. Środa 17 lutego" would read on as one sentence).
const SINGLE_CAPITAL = /^\p{Lu}$/u;
const ADDRESS_LIKE = re(String.raw`[@/]|\.\p{L}`, "u");
const LOWER_CASE = /\p{Ll}/u;
const WORD_BEFORE = re(String.raw`([\p{L}.]+)$`, "u");

export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  // An owner who starts in lower case types on in lower case: a dot after a word we know as no
  // abbreviation ends a sentence there ("we come out in 30 mins. lockouts, broken locks").
  const lowerTyped = /^\P{L}*\p{Ll}/u.test(text);
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) out.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== "." && c !== "!" && c !== "?" && c !== "…") continue;
    let end = i + 1;
    while (end < text.length && /[.!?…]/.test(text[end])) end++;
    const marks = end - i;
    while (end < text.length && CLOSERS.test(text[end])) end++;
    if (end < text.length && text[end] !== " ") {
      i = end - 1;
      continue;
    }
    // A lone dot, also before a closing bracket: "Fahrstunde (45 Min.) 62 €" goes on after "Min.)".
    if (c === "." && marks === 1 && !endsSentence(text, i, end, lowerTyped)) continue;
    push(end);
    i = end - 1;
  }
  push(text.length);
  return out;
}

function endsSentence(text: string, dot: number, after: number, lowerTyped = false): boolean {
  const word = WORD_BEFORE.exec(text.slice(Math.max(0, dot - 12), dot))?.[1] ?? "";
  const bare = word.replace(/^\.+/, "").toLowerCase();
  if (STREET_ENDINGS.has(bare) && endsStreetName(text, dot, after)) return true;
  if (ABBREVIATIONS.has(bare)) return false;
  // A closing "pls." or "thanks." ends what was asked, also when the owner types on in lower case:
  // "dentist page for google ads pls. phone 0161 555 0192" is two sentences.
  if (POLITE_CLOSERS.has(bare)) return true;
  // "Q&A.", "R&D.", "B&B.": a word joined by "&" is no initial; before a capital its dot ends the sentence.
  if (/(?:^|\s)\p{Lu}{1,3}&\p{Lu}{1,3}$/u.test(text.slice(Math.max(0, dot - 12), dot)))
    return !LOWER_CASE.test(text.slice(after).trimStart()[0] ?? "");
  // An initial: one capital letter ("J. K. Rowling").
  if (SINGLE_CAPITAL.test(word.replace(/^.*\./, ""))) return false;
  // A German day of the month: "Start am 12. Januar 2027", "bis 3. Okt." (the dot makes it an ordinal).
  if (
    /(?<![\d.,])(?:[1-9]|[12]\d|3[01])$/.test(text.slice(Math.max(0, dot - 3), dot)) &&
    GERMAN_MONTH.test(text.slice(after))
  )
    return false;
  // What follows starts in lower case: the dot was an abbreviation we do not know ("approx. five").
  const next = text.slice(after).trimStart()[0] ?? "";
  const token = /(\S*)$/.exec(text.slice(Math.max(0, dot - 200), dot))?.[1] ?? "";
  const endsAddress = ADDRESS_LIKE.test(token);
  // A whole word of six letters or more is no abbreviation: "preparamos cambridge y goethe. pedidos al …"
  // is typed in lower case, and its dot ends a sentence.
  // Typed in lower case, a number of three figures or more ends its sentence too ("… 0161 555 0142. mention
  // we are accredited", "£150. offices at …"); a day of the month ("12. januar") has fewer.
  const whole =
    /^\p{L}{6,}$/u.test(bare) ||
    (lowerTyped && /^\p{L}{3,}$/u.test(bare)) ||
    // "…, need something for a facebook ad. first month £15": a two-letter word typed in lower case is a
    // word too, unless it is a unit written with a dot ("5 ft. wide").
    (lowerTyped && /^\p{Ll}{2}$/u.test(bare) && !UNIT_ABBREVIATIONS.has(bare)) ||
    (lowerTyped && /(?<![.,]\d*)\d{3,}$/u.test(text.slice(Math.max(0, dot - 12), dot)));
  if (LOWER_CASE.test(next) && !endsAddress && !whole) return false;
  return true;
}
