/** Word lists and regex pieces several extractors share (months, weekdays, times, numbers). */

/** A literal text inside a regular expression. */
export const escapeRegex = (text: string): string => text.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&");

export const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

export const WEEKDAY =
  "(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)";

/** "10:00", "6 pm", "7am", "18.30", "9:30 a.m." */
export const CLOCK_TIME =
  "(?:\\d{1,2}[:.]\\d{2}(?:\\s?(?:am|pm|a\\.m\\.|p\\.m\\.))?|\\d{1,2}\\s?(?:am|pm|a\\.m\\.|p\\.m\\.))";

/** Dashes and words that join the two ends of a range. */
export const RANGE_JOIN = "(?:\\s?[-–—]\\s?|\\s(?:to|until|till|through|thru)\\s)";

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};

export const NUMBER_WORD = `(?:${Object.keys(NUMBER_WORDS).join("|")})`;

/** Capitalised words that start sentences or headings but never name a person or a place. */
export const NOT_A_NAME = new Set(
  [
    "the",
    "a",
    "an",
    "our",
    "your",
    "my",
    "we",
    "you",
    "they",
    "this",
    "that",
    "these",
    "those",
    "all",
    "every",
    "each",
    "any",
    "no",
    "join",
    "book",
    "call",
    "visit",
    "come",
    "meet",
    "get",
    "buy",
    "order",
    "try",
    "free",
    "new",
    "open",
    "opening",
    "closed",
    "daily",
    "today",
    "tomorrow",
    "tonight",
    "weekdays",
    "weekends",
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "christmas",
    "easter",
    "english",
    "hungarian",
    "german",
    "french",
    "spanish",
    "italian",
    "online",
    "location",
    "venue",
    "address",
    "phone",
    "email",
    "tickets",
    "price",
    "prices",
  ].map((w) => w.toLowerCase()),
);

/**
 * A regex source whose ASCII letters match either case ("chef" → "[cC][hH][eE][fF]"), for patterns that
 * mix case-insensitive words with case-sensitive name shapes (the "i" flag would make \p{Lu} match
 * lower case too).
 */
export function caseless(source: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if ((next === "p" || next === "P") && source[i + 2] === "{") {
        const close = source.indexOf("}", i);
        out += source.slice(i, close + 1);
        i = close;
      } else {
        out += c + next;
        i++;
      }
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    if (/[a-z]/i.test(c)) {
      const pair = c.toLowerCase() + c.toUpperCase();
      out += inClass ? pair : `[${pair}]`;
    } else out += c;
  }
  return out;
}

/*
 * Letter classes without Unicode property escapes. V8 takes milliseconds to compile each \p{L} (several
 * with the "i" flag), which made the first extraction take seconds; explicit ranges over the scripts
 * people write descriptions in compile in microseconds. `re()` swaps them into a pattern.
 */
const CASED_BLOCKS: [number, number][] = [
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0xc0, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x52f],
  [0x531, 0x587],
  [0x1e00, 0x1eff],
];
/** Scripts without case: every character in these ranges counts as a letter. */
const UNCASED_RANGES =
  "\\u05D0-\\u05EA\\u0620-\\u064A\\u066E-\\u06D3\\u06FA-\\u06FF\\u0900-\\u0963\\u0E01-\\u0E3A\\u0E40-\\u0E4E\\u3041-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7A3";

function classBody(test: (c: string) => boolean): string {
  let body = "";
  for (const [from, to] of CASED_BLOCKS) {
    let runStart = -1;
    for (let code = from; code <= to + 1; code++) {
      const inRun = code <= to && test(String.fromCharCode(code));
      if (inRun && runStart < 0) runStart = code;
      if (!inRun && runStart >= 0) {
        const hex = (n: number) => `\\u${n.toString(16).toUpperCase().padStart(4, "0")}`;
        body += code - 1 === runStart ? hex(runStart) : `${hex(runStart)}-${hex(code - 1)}`;
        runStart = -1;
      }
    }
  }
  return body;
}

const isUpper = (c: string) => c === c.toUpperCase() && c !== c.toLowerCase();
const isLower = (c: string) => c === c.toLowerCase() && c !== c.toUpperCase();
// Latin Extended-A/B alternate upper and lower case letter by letter; listing them one by one makes
// classes of thousands of characters that are slow to match, so that block counts as both cases.
const LATIN_EXTENDED = "\\u0100-\\u024F";
export const UPPER = `A-Z\\u00C0-\\u00D6\\u00D8-\\u00DE${LATIN_EXTENDED}\\u0386-\\u03AB\\u0400-\\u042F\\u1E00-\\u1EFF`;
export const LOWER = `a-z\\u00DF-\\u00F6\\u00F8-\\u00FF${LATIN_EXTENDED}\\u03AC-\\u03CE\\u0430-\\u045F\\u1E00-\\u1EFF`;
export const LETTER = classBody((c) => isUpper(c) || isLower(c) || c === "ß" || c === "ĸ") + UNCASED_RANGES;

/** A RegExp whose \p{L}, \p{Lu} and \p{Ll} are replaced by the explicit classes above. */
export function re(source: string, flags = ""): RegExp {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      const property = /^\\p\{(L|Lu|Ll)\}/.exec(source.slice(i, i + 6));
      if (property) {
        const body = property[1] === "L" ? LETTER : property[1] === "Lu" ? UPPER : LOWER;
        out += inClass ? body : `[${body}]`;
        i += property[0].length - 1;
      } else {
        out += c + (source[i + 1] ?? "");
        i++;
      }
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    out += c;
  }
  return new RegExp(out, flags);
}
