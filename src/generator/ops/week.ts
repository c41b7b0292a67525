/**
 * Opening hours as a week: days 0 (Monday) … 6 (Sunday), each open in some spans, closed, or not stated.
 * Read from the hours the page writes ("Mon–Fri 12:00–22:00", "Mo–Fr 8–18 Uhr", "Tuesday to Sunday",
 * "every day"), written back in the page's language with Intl's weekday names, consecutive days with the
 * same hours as one range ("Mon–Fri 8:00–18:00").
 */
import { fold } from "./refs.js";
import { reportLang, reportWords } from "./report-words.js";

export interface Span {
  open: string;
  close: string;
}
/** Spans of a day; [] is closed; undefined is not stated. */
export type Week = (Span[] | undefined)[];

const MONDAY = Date.UTC(2024, 0, 1, 12);
const dayDate = (day: number) => new Date(MONDAY + day * 86_400_000);

/** Names made once per language and width: every day word read asks for three lists. */
const NAMES = new Map<string, readonly string[]>();

/** The page language's names of the weekdays, Monday first. */
export function weekdayNames(lang: string, width: "long" | "short"): readonly string[] {
  const key = `${lang} ${width}`;
  let names = NAMES.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(lang, { weekday: width, timeZone: "UTC" });
    names = [0, 1, 2, 3, 4, 5, 6].map((d) => format.format(dayDate(d)).replace(/\.$/, ""));
    NAMES.set(key, names);
  }
  return names;
}

const EVERY_DAY =
  /^(?:every ?day|daily|7 days(?: a week)?|täglich|jeden tag|tous les jours|todos los días|tutti i giorni|dagelijks|elke dag|todos os dias|codziennie|minden nap)$/i;

/** The day a word names in the page's language or in English (a unique start of its name: "Mo", "Tue"). */
function dayOf(word: string, lang: string): number | undefined {
  const key = fold(word).replace(/\.$/, "");
  if (key.length < 2) return undefined;
  const lists = [weekdayNames(lang, "long"), weekdayNames("en", "long")].map((names) => names.map(fold));
  for (const names of lists) {
    const matches = names.flatMap((name, i) => (name.startsWith(key) ? [i] : []));
    if (matches.length === 1) return matches[0];
  }
  // "pt." (Polish piątek), "Mi" (German Mittwoch): the language's own short name, said whole.
  const short = weekdayNames(lang, "short").map((name) => fold(name).replace(/\.$/, ""));
  if (short.filter((name) => name === key).length === 1) return short.indexOf(key);
  // "poniedziałku", "soboty", "samstags": a declined or plural form shares its name's stem.
  if (key.length < 5) return undefined;
  for (const names of lists) {
    const stems = names.flatMap((name, i) => (sharedStart(name, key) >= 4 ? [i] : []));
    if (stems.length === 1) return stems[0];
  }
  return undefined;
}

const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};

/** The words that join two days of a list: "Sat and Sun", "sábado y domingo", "szombat és vasárnap". */
export const DAY_JOINERS = ["and", "und", "et", "y", "e", "en", "i", "és"];
const LIST_BREAK = new RegExp(
  `\\s*(?:,|&|\\+|\\/|(?<!\\p{L})(?:${DAY_JOINERS.join("|")})(?!\\p{L}))\\s*`,
  "iu",
);

/** Words between the two days of a range; Polish "do" (to) is no joiner where it is a day ("Mo–Do"). */
const RANGE_WORDS = [
  "to",
  "through",
  "thru",
  "bis",
  "à",
  "au",
  "a",
  "al",
  "alla",
  "ao",
  "até",
  "ate",
  "hasta",
  "tot",
  "do",
  "till",
  "until",
];
const RANGE_SPLITS = new Map<string, RegExp>();
function rangeSplit(lang: string): RegExp {
  let split = RANGE_SPLITS.get(lang);
  if (!split) {
    const words = RANGE_WORDS.filter((w) => dayOf(w, lang) === undefined);
    // Whole words by letters, not \b: "terça" ends in an "a" that \b would take for a word.
    split = new RegExp(`\\s*(?:[–—-]|(?<!\\p{L})(?:${words.join("|")})(?!\\p{L}))\\s*`, "iu");
    RANGE_SPLITS.set(lang, split);
  }
  return split;
}

/** The days a days part names ("Mon–Fri", "Sat & Sun", "Tuesday to Sunday"), or null when unreadable. */
export function readDays(text: string, lang: string): number[] | null {
  // "di t/m za" (Dutch "up to and including"); "hétfőtől péntekig" (Hungarian "from … to").
  const days = text
    .trim()
    .replace(/[:,]$/, "")
    .replace(/\s*(?:t\/m|tot en met)\s*/giu, " tot ")
    .replace(/(\p{L})(?:tól|től)\s+(\p{L}+?)(?:ig)?$/iu, "$1 – $2");
  if (!days || EVERY_DAY.test(days)) return [0, 1, 2, 3, 4, 5, 6];
  const out: number[] = [];
  for (const part of days.split(LIST_BREAK)) {
    if (!part) continue;
    const range = part.split(rangeSplit(lang));
    const ends = range.map((w) =>
      dayOf(
        w.replace(
          /^(?:from|von|ab|de|desde|du|da|dal|del|dalla|van|vanaf|od|on|am|le|les|el|los|il|la|ao|o)\s+/i,
          "",
        ),
        lang,
      ),
    );
    if (ends.some((d) => d === undefined) || ends.length > 2) return null;
    const [from, to = from] = ends as number[];
    for (let d = from; ; d = (d + 1) % 7) {
      out.push(d);
      if (d === to) break;
    }
  }
  return out.length ? out : null;
}

/** "7", "7:30", "7h", "19h30", "9.30", "7am", "7:30pm", "9 Uhr" as H:MM (a pm hour after noon). */
const clock = (h: string, m?: string, meridiem?: string) => {
  let hour = Number(h);
  if (/pm/i.test(meridiem ?? "") && hour < 12) hour += 12;
  if (/am/i.test(meridiem ?? "") && hour === 12) hour = 0;
  return `${hour}:${(m ?? "00").padStart(2, "0")}`;
};
const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2})|h(?!\p{L}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h(?!\p{L}))?`;
const SPAN = new RegExp(
  `${TIME}\\s*(?:[–—-]|to|bis|às|as|à|alle|al|a|hasta|tot|do|till|until|through)\\s*${TIME}`,
  "giu",
);

/** The spans a times part says ("12:00–15:00, 18:00–22:00", "8–18 Uhr"), [] for closed, null when unreadable. */
export function readSpans(text: string): Span[] | null {
  // A day closed, in the words owners write it ("Montag Ruhetag", "lunedì riposo", "segunda encerrado").
  // Whole words by letters, not \b: "fermé" and "zamknięte" end in letters \b does not know.
  if (
    /(?<!\p{L})(?:closed|geschlossen|ruhetag|fermé|fermée|cerrado|chiuso|riposo|gesloten|rustdag|fechado|encerrado|zamknięte|nieczynne|zárva|szünnap)(?!\p{L})/iu.test(
      text,
    )
  )
    return [];
  const spans = [...text.matchAll(SPAN)].map((m) => {
    // "9-5pm": the closing pm covers a bare opening hour only when it keeps the opening before the close.
    const close = clock(m[4], m[5], m[6]);
    const open = clock(
      m[1],
      m[2],
      m[3] ?? (/pm/i.test(m[6] ?? "") && Number(m[1]) + 12 < Number(close.split(":")[0]) ? m[6] : undefined),
    );
    return { open, close };
  });
  return spans.length ? spans : null;
}

/** One line of the page's hours read into the week; false when it cannot be read. */
export function readLine(
  week: Week,
  line: { text: string; days: string; times: string },
  lang: string,
): boolean {
  // "de terça a sábado das 10:00 às 19:00": the word before the first time ("das", "von") is no day.
  const said = (line.days || line.text.slice(0, line.text.search(/\d/))).trim();
  // "Mittwoch bis 13 Uhr", "Saturday until 1pm": a day's own end, its start the one said for it before.
  const until = UNTIL_END.exec(said);
  const days = (until ? said.slice(0, until.index) : said)
    .trim()
    .replace(/\s+(?:das|de|dalle|von|van|from|od|du|des|del|desde|dès|ab)$/iu, "");
  const times = line.times || line.text.slice(line.text.search(/\d/));
  // "Termine Mo–Do", "Aperti martedì–domenica": a lead word or two before the days is no day.
  const words = days.split(/\s+/u);
  const read = [0, 1, 2]
    .filter((skip) => skip < words.length)
    .map((skip) => readDays(words.slice(skip).join(" "), lang))
    .find((found) => found);
  const endOnly = UNTIL_START.exec(times);
  if (read && ((until && !line.days) || endOnly))
    return endsEarlier(week, read, endOnly ? times.slice(endOnly[0].length) : times);
  const spans = readSpans(times);
  if (!read || !spans) return false;
  for (const d of read) week[d] = spans;
  return true;
}

/** "bis", "until", "jusqu'à" …: the words before the time a day ends. */
const UNTIL_WORDS = "(?:bis|until|till|to|jusqu'à|jusqu’à|hasta|fino alle|fino a|tot|do|até|às)";
/** Ending a line's days ("Mittwoch bis"): what follows is the time those days end. */
const UNTIL_END = new RegExp(`\\s+${UNTIL_WORDS}\\s*$`, "iu");
/** Opening a line's times ("bis 13 Uhr"). */
const UNTIL_START = new RegExp(`^\\s*${UNTIL_WORDS}\\s+(?=\\d)`, "iu");
/** The time a line's times start with. */
const TIME_FIRST = new RegExp(`^\\s*${TIME}`, "iu");

/** The days said before end at this time, their start kept: false when a day has no one span to end. */
function endsEarlier(week: Week, days: number[], times: string): boolean {
  const time = TIME_FIRST.exec(times);
  if (!time) return false;
  const close = clock(time[1], time[2], time[3]);
  const spans = days.map((d) => week[d]);
  if (spans.some((s) => s?.length !== 1)) return false;
  days.forEach((d, i) => {
    week[d] = [{ open: spans[i]![0]!.open, close }];
  });
  return true;
}

/** The languages a page's hours may be written in, whatever the page's own language is. */
export const HOURS_LANGS = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "hu"];

/**
 * The language the hours lines are written in: the one whose weekday names they say whole ("ma–vr" is
 * Dutch, "Mo–Fr" German), the page's own when it says as many. An English page whose owner wrote Dutch
 * hours has them read and written back in Dutch.
 */
export function hoursLanguage(lines: { text: string; days: string }[], lang: string): string {
  const words = lines.flatMap((line) => {
    const digit = line.text.search(/\d/);
    const days = line.days || (digit > 0 ? line.text.slice(0, digit) : line.text);
    return (days.match(/\p{L}{2,}/gu) ?? []).map(fold);
  });
  // A name said whole ("vr", "Mo"), or a declined form sharing its first five letters ("poniedziałku").
  const score = (code: string) => {
    const long = weekdayNames(code, "long").map(fold);
    const names = new Set([...long, ...weekdayNames(code, "short").map((n) => fold(n).replace(/\.$/, ""))]);
    return words.filter((w) => names.has(w) || (w.length >= 5 && long.some((n) => sharedStart(n, w) >= 5)))
      .length;
  };
  let best = lang;
  let top = score(lang);
  for (const code of HOURS_LANGS) {
    const said = score(code);
    if (said > top) [best, top] = [code, said];
  }
  return best;
}

/** The page's hours as a week, read in the hours' own language first; null when a line cannot be read. */
export function readPageWeek(
  lines: { text: string; days: string; times: string }[],
  lang: string,
): Week | null {
  const first = hoursLanguage(lines, lang);
  return readWeek(lines, [...new Set([first, lang, ...HOURS_LANGS])]);
}

/** The page's hours lines as a week, each line read in the first of `langs` that reads it; null when one cannot be. */
export function readWeek(
  lines: { text: string; days: string; times: string }[],
  langs: string[],
): Week | null {
  const week: Week = Array(7).fill(undefined);
  for (const line of lines) if (!langs.some((lang) => readLine(week, line, lang))) return null;
  return week;
}

/** How the page writes a time: "8am–6pm", "8h–21h", "8–18 Uhr", or "8:00–18:00". */
export type ClockStyle = "12h" | "h" | "uhr" | "24h";

/** The clock the page's own hours are written in, so hours written back read like the rest of the page. */
export function clockStyleOf(texts: readonly string[]): ClockStyle {
  const all = texts.join(" ");
  if (/\d\s*(?:am|pm)(?!\p{L})/iu.test(all)) return "12h";
  if (/\d{1,2}h(?:\d{2})?(?!\p{L})/u.test(all) && !/\d:\d{2}/.test(all)) return "h";
  // "8–18 Uhr": whole hours with the word after the span, as German pages write them.
  if (/\d\s*uhr(?!\p{L})/iu.test(all) && !/\d[:.]\d{2}/.test(all)) return "uhr";
  return "24h";
}

/** The mark between hours and minutes the page's hours write: "7.30pm", "9.30–17.00" keep their full stop. */
export function minuteMarkOf(texts: readonly string[]): ":" | "." {
  const all = texts.join(" ");
  return /\d\.\d{2}(?![\d.])/.test(all) && !/\d:\d{2}/.test(all) ? "." : ":";
}

/** "18:00" as the page writes it: "6pm", "18h", "18:00" (or "18.00"). */
function timeAs(time: string, clock: ClockStyle, mark: ":" | "." = ":"): string {
  const [h = "0", m = "00"] = time.split(":");
  const hour = Number(h);
  if (clock === "h") return m === "00" ? `${hour}h` : `${hour}h${m}`;
  if (clock === "uhr") return m === "00" ? `${hour}` : `${hour}${mark}${m}`;
  if (clock !== "12h") return `${h}${mark}${m}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${m === "00" ? "" : `${mark}${m}`}${hour < 12 ? "am" : "pm"}`;
}

const sameSpans = (a: Span[] | undefined, b: Span[] | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The week as lines, consecutive days with the same hours joined: [{ days: "Mon–Fri", times: "8:00–18:00" }]. */
export function writeWeek(
  week: Week,
  lang: string,
  width: "long" | "short",
  dotted = false,
  clock: ClockStyle = "24h",
  mark: ":" | "." = ":",
): { days: string; times: string }[] {
  // "pon.–pt.": a page that writes its short names with a full stop gets them back with it.
  const names = weekdayNames(lang, width).map((n) => (dotted ? `${n}.` : n));
  const lines: { days: string; times: string }[] = [];
  for (let d = 0; d < 7; ) {
    const spans = week[d];
    let last = d;
    while (last + 1 < 7 && sameSpans(week[last + 1], spans)) last++;
    if (spans?.length) {
      const days =
        last === d ? names[d] : last === d + 1 ? `${names[d]}, ${names[last]}` : `${names[d]}–${names[last]}`;
      lines.push({
        days,
        times:
          spans.map((s) => `${timeAs(s.open, clock, mark)}–${timeAs(s.close, clock, mark)}`).join(", ") +
          (clock === "uhr" ? " Uhr" : ""),
      });
    }
    d = last + 1;
  }
  return lines;
}

/** Days as the report says them, in English: "Monday", "Saturday and Sunday", "Monday to Friday". */
export function daysInWords(days: number[], lang = "en"): string {
  const names = weekdayNames(reportLang(lang), "long");
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1);
  if (sorted.length >= 3 && consecutive)
    return reportWords(lang, "dayRange", { first: names[sorted[0]], last: names[sorted.at(-1) as number] });
  const words = sorted.map((d) => names[d]);
  return words.length === 1
    ? words[0]
    : `${words.slice(0, -1).join(", ")} ${reportWords(lang, "and")} ${words.at(-1)}`;
}

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** A time as "HH:MM": "8:00" is "08:00". */
export const padded = (time: string) => time.padStart(5, "0");

/**
 * The hours as schema.org's OpeningHoursSpecification: one entry per span and run of days, so a day
 * with a break ("Mon 9–12 and 14–18") has two. Null when a line cannot be read (the caller keeps the
 * hours as written).
 */
export function openingHoursSpecification(
  lines: { text: string; days: string; times: string }[],
  lang: string,
): Record<string, unknown>[] | null {
  const week = readPageWeek(lines, lang);
  if (!week) return null;
  const entries: Record<string, unknown>[] = [];
  for (let d = 0; d < 7; ) {
    const spans = week[d];
    let last = d;
    while (last + 1 < 7 && sameSpans(week[last + 1], spans)) last++;
    for (const span of spans ?? [])
      entries.push({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: SCHEMA_DAYS.slice(d, last + 1).map((day) => `https://schema.org/${day}`),
        opens: padded(span.open),
        closes: padded(span.close),
      });
    d = last + 1;
  }
  return entries.length ? entries : null;
}
