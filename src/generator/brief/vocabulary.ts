/** Word lists and regex pieces several extractors share (months, weekdays, times, numbers). */

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
