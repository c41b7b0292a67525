/**
 * Opening hours written in words in the page's language: a range of days ("du mardi au samedi", "lunes a
 * viernes", "von Montag bis Freitag", "dal martedì alla domenica") and one day with its hours ("le dimanche
 * de 7h à 13h", "sábados de 10:00 a 14:00"). A day the owner now closes on comes out of them as the page
 * writes them: a range loses a day at either end ("du mercredi au samedi"), a day's own hours go. A day
 * inside a range is not rewritten by guessing how the language splits it: the caller refuses.
 */
import type { PageModel } from "../model.js";
import { DAY_NAMES } from "./closed-days.js";
import { requestWords } from "./in-english.js";
import { rewriteEverywhere, shownTexts } from "./model-texts.js";
import { REQUEST_WORDS } from "./request-words.js";

/** The word before the first day and the word between the days of a range, by language. */
const RANGE: Record<string, { from: string; to: string }> = {
  fr: { from: "du|de", to: "au|à" },
  es: { from: "de|del", to: "a|al" },
  it: { from: "dalla|dal|da", to: "alla|al|a" },
  de: { from: "von", to: "bis" },
  nl: { from: "van", to: "tot en met|tot|t/m" },
  pt: { from: "de|da|do", to: "a|à|até" },
};

/** A time as pages write it in these languages: "7h", "19h30", "9:00", "10.00", "18 Uhr". */
export const WORD_TIME = String.raw`\d{1,2}(?:[:.h]\d{2}|h)?(?:\s*uhr)?`;
/** The words around one day's hours: "le", "el", "los", "am", "op" before it; "de", "dalle", "van" after. */
const BEFORE_DAY = "le|les|el|los|las|il|la|i|op|am|an|w|we|nos|aos|ao|o|a|às|on";
const BEFORE_TIME = "de|dalle|dalla|van|von|od|das|from|h|ore|:";
const BETWEEN_TIMES = "à|a|alle|al|tot|bis|do|às|to|–|-|—";

const letterBound = (alternation: string) => `(?<![\\p{L}])(?:${alternation})(?![\\p{L}])`;

interface DayWords {
  /** Each day's forms (Monday first), longest first for matching. */
  forms: string[][];
  /** Any form of any day, for patterns. */
  any: string;
  /** The weekday a written form names, and how far from the end of that day's forms it is. */
  read(written: string): { day: number; fromEnd: number } | null;
  /** A day written in the same form as one read ("samstags" → "freitags"), with its capital. */
  write(day: number, like: string, fromEnd: number): string;
}

function dayWords(model: PageModel, lang?: string): DayWords | null {
  const w = lang ? REQUEST_WORDS[lang] : requestWords(model);
  if (!w) return null;
  const forms = w.days.map((alternation) => alternation.split("|"));
  const any = forms
    .flat()
    .sort((a, b) => b.length - a.length)
    .join("|");
  return {
    forms,
    any,
    read(written) {
      const lower = written.toLowerCase();
      for (let day = 0; day < forms.length; day++) {
        const at = forms[day].indexOf(lower);
        if (at >= 0) return { day, fromEnd: forms[day].length - 1 - at };
      }
      return null;
    },
    write(day, like, fromEnd) {
      const list = forms[day];
      const text = list[Math.max(0, list.length - 1 - fromEnd)];
      return like[0] === like[0].toUpperCase() ? text[0].toUpperCase() + text.slice(1) : text;
    },
  };
}

export interface WordRangeChange {
  /** Ranges rewritten, as the page had them and as they are now. */
  changed: [string, string][];
  /** Ranges that hold a closed day inside them, which are left as written. */
  inside: string[];
}

/** "du mardi au samedi" without Tuesday is "du mercredi au samedi", wherever a text also gives times. */
export function dropDaysFromWordRanges(model: PageModel, days: string[]): WordRangeChange {
  const lang = (model.lang ?? "").toLowerCase().split("-")[0];
  const words = dayWords(model);
  const range = RANGE[lang];
  const result: WordRangeChange = { changed: [], inside: [] };
  if (!words || !range) return result;
  const closed = days.map((day) => DAY_NAMES.indexOf(day)).filter((i) => i >= 0);
  const pattern = new RegExp(
    `(?:(${letterBound(range.from)})\\s+)?(${letterBound(words.any)})(\\s+)(${letterBound(range.to)})(\\s+)(${letterBound(words.any)})`,
    "giu",
  );
  rewriteEverywhere(model, (text) => {
    if (!/\d/.test(text)) return text;
    return text.replace(
      pattern,
      (
        whole,
        from: string | undefined,
        first: string,
        gap: string,
        to: string,
        gap2: string,
        last: string,
      ) => {
        const a = words.read(first);
        const b = words.read(last);
        if (!a || !b || a.day >= b.day) return whole;
        const span: number[] = [];
        for (let day = a.day; day <= b.day; day++) span.push(day);
        const open = span.filter((day) => !closed.includes(day));
        if (open.length === span.length) return whole;
        const start = open[0];
        const end = open.at(-1);
        // A day inside the range, or a range left with one day: not rewritten by guessing.
        if (start === undefined || end === undefined || end - start + 1 !== open.length || start === end) {
          result.inside.push(whole);
          return whole;
        }
        const written = `${from ? `${agree(lang, from, start, true)} ` : ""}${words.write(start, first, a.fromEnd)}${gap}${agree(lang, to, end, false)}${gap2}${words.write(end, last, b.fromEnd)}`;
        result.changed.push([whole, written]);
        return written;
      },
    );
  });
  return result;
}

/** Italian "dal martedì" but "dalla domenica", "al sabato" but "alla domenica". */
function agree(lang: string, preposition: string, day: number, from: boolean): string {
  if (lang !== "it" || !/^(?:dal|dalla|al|alla)$/i.test(preposition)) return preposition;
  const word = from ? "dal" : "al";
  const agreed = day === 6 ? `${word}la` : word;
  return preposition[0] === preposition[0].toUpperCase() ? agreed[0].toUpperCase() + agreed.slice(1) : agreed;
}

/**
 * One day's hours in words, taken out of every text that lists them ("…, le dimanche de 7h à 13h, …",
 * the footer's line "sábados de 10:00 a 14:00"); answers each one removed, as the page had it.
 */
export function dropWordDayHours(model: PageModel, days: string[]): string[] {
  const words = dayWords(model);
  if (!words) return [];
  const gone: string[] = [];
  const times = `${WORD_TIME}\\s*(?:${letterBound(BETWEEN_TIMES)}|[–—-])\\s*${WORD_TIME}`;
  for (const day of days) {
    const index = DAY_NAMES.indexOf(day);
    if (index < 0) continue;
    const forms = [...words.forms[index]].sort((a, b) => b.length - a.length).join("|");
    const clause = `(?:${letterBound(BEFORE_DAY)}\\s+)?${letterBound(forms)}\\s*(?:${letterBound(BEFORE_TIME)}\\s*)?${times}(?:\\s+${letterBound("e|et|y|und|en|and|i|és")}\\s+${times})?`;
    const inList = new RegExp(`([,;]\\s*)(${clause})(?=\\s*(?:[,;.]|$))`, "giu");
    const first = new RegExp(`^(${clause})(?:\\s*[,;]\\s*|\\.?$)`, "iu");
    rewriteEverywhere(model, (text) => {
      let next = text.replace(inList, (_, __, said: string) => {
        gone.push(said);
        return "";
      });
      next = next.replace(first, (_whole, said: string) => {
        gone.push(said);
        return "";
      });
      if (next === text) return text;
      // "Le dimanche de 7h à 13h; fermé le lundi." → "Fermé le lundi.": the text still opens with a capital.
      return /^\p{Lu}/u.test(text) ? next.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : next;
    });
  }
  return [...new Set(gone)];
}

/** A title naming one day in the page's language alone ("Samstag", "sábados"), as that weekday. */
export function wordDay(model: PageModel, title: string): string | undefined {
  const days = wordSpanDays(model, title.replace(/[.:]$/, ""));
  return days?.length === 1 ? DAY_NAMES[days[0]] : undefined;
}

/**
 * "Fermé le lundi", "chiuso il lunedì", "Montag geschlossen" in the page's language, taken out of every text
 * that says it once the owner opens on that day; answers each one removed, as the page had it. A claim
 * that names other days too ("fermé le lundi et le mardi") is the owner's sentence and stays.
 */
export function dropWordClosedClaims(model: PageModel, days: string[]): string[] {
  const w = requestWords(model);
  const words = dayWords(model);
  if (!w || !words) return [];
  const gone: string[] = [];
  for (const day of days) {
    const index = DAY_NAMES.indexOf(day);
    if (index < 0) continue;
    const forms = [...words.forms[index]].sort((a, b) => b.length - a.length).join("|");
    const named = `(?:${letterBound(BEFORE_DAY)}\\s+)?${letterBound(forms)}`;
    const claim = `(?:${letterBound(w.closed)}\\s+${named}|${named}\\s+${letterBound(w.closed)})`;
    const inList = new RegExp(`([,;]\\s*)(${claim})(?=\\s*(?:[,;.]|$))`, "giu");
    const whole = new RegExp(`^(${claim})(?:\\s*[,;]\\s*|\\.?$)`, "iu");
    rewriteEverywhere(model, (text) => {
      const next = text
        .replace(inList, (_, __, said: string) => {
          gone.push(said);
          return "";
        })
        .replace(whole, (_, said: string) => {
          gone.push(said);
          return "";
        });
      return next === text || !/^\p{Lu}/u.test(text)
        ? next
        : next.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    });
  }
  return [...new Set(gone)];
}

/** The weekdays a span of days names as the page's language writes them ("du mardi au samedi", "le lundi"). */
export function wordSpanDays(model: PageModel, span: string): number[] | null {
  const own = (model.lang ?? "").toLowerCase().split("-")[0];
  // The page's language first; owners also write days in another of the languages ("zaterdag" on a page
  // the composer wrote in English).
  for (const lang of [own, ...Object.keys(REQUEST_WORDS).filter((l) => l !== own)]) {
    const days = spanDaysIn(model, span, lang);
    if (days) return days;
  }
  return null;
}

function spanDaysIn(model: PageModel, span: string, lang: string): number[] | null {
  const words = dayWords(model, lang);
  if (!words) return null;
  const range = RANGE[lang];
  const text = span.trim().toLowerCase();
  if (range) {
    const m = text.match(
      new RegExp(
        `^(?:(?:${letterBound(range.from)})\\s+)?(${letterBound(words.any)})\\s+(?:${letterBound(range.to)})\\s+(${letterBound(words.any)})$`,
        "iu",
      ),
    );
    const a = m && words.read(m[1]);
    const b = m && words.read(m[2]);
    if (a && b && a.day < b.day) return Array.from({ length: b.day - a.day + 1 }, (_, i) => a.day + i);
  }
  const one = text.match(
    new RegExp(`^(?:${letterBound(BEFORE_DAY)}\\s+)?(${letterBound(words.any)})$`, "iu"),
  );
  const read = one && words.read(one[1]);
  return read ? [read.day] : null;
}

const CLOCK_WORD = String.raw`(\d{1,2})(?:[:.h](\d{2})|h)?(?:\s*uhr)?`;
const MIDDAY = "midi|mezzogiorno|mediodía|middag|mittag|meio-dia|południe";

/** "9 a 14", "8h à 19h", "7:30-12:30", "9-1": the opening and closing time, each as [hour, minutes]. */
function readRange(times: string): [[number, string], [number, string]] | null {
  const m = times
    .trim()
    .replace(new RegExp(letterBound(MIDDAY), "iu"), "12:00")
    .match(new RegExp(`^${CLOCK_WORD}\\s*(?:${letterBound(BETWEEN_TIMES)}|[–—-])\\s*${CLOCK_WORD}$`, "iu"));
  if (!m) return null;
  const open = Number(m[1]);
  let close = Number(m[3]);
  if (close <= open && close < 12) close += 12;
  if (open > 24 || close > 24 || close <= open) return null;
  return [
    [open, m[2] ?? "00"],
    [close, m[4] ?? "00"],
  ];
}

/** A time written as another is: "7h" style gives "8h" and "19h30", "9:00" style "14:00". */
function writeLike(like: string, [hour, minutes]: [number, string]): string {
  if (/^\d{1,2}h/i.test(like)) return `${hour}h${minutes === "00" ? "" : minutes}`;
  const sep = like.match(/^\d{1,2}([:.])/)?.[1] ?? ":";
  const pad = /^\d{2}/.test(like) ? String(hour).padStart(2, "0") : String(hour);
  return `${pad}${sep}${minutes}`;
}

/**
 * New times written as the page writes these ("9:00 a 20:00" with "9 a 14" is "9:00 a 14:00", "7h à
 * 19h30" with "8-19" is "8h à 19h"); null when either is not one opening and one closing time.
 */
export function timesLike(old: string, typed: string): string | null {
  const m = old
    .trim()
    .match(
      new RegExp(
        `^(\\d{1,2}(?:[:.h]\\d{2}|h)?)(\\s*(?:${letterBound(BETWEEN_TIMES)}|[–—-])\\s*)(\\d{1,2}(?:[:.h]\\d{2}|h)?)$`,
        "iu",
      ),
    );
  const range = readRange(typed);
  if (!m || !range) return null;
  return `${writeLike(m[1], range[0])}${m[2]}${writeLike(m[3], range[1])}`;
}

/** One time of day typed in words or digits ("18h", "midi", "15:00"), as "18:00". */
export function clockWord(time: string): string | null {
  const m = time
    .trim()
    .replace(new RegExp(letterBound(MIDDAY), "iu"), "12:00")
    .match(new RegExp(`^${CLOCK_WORD}$`, "iu"));
  return m ? `${Number(m[1])}:${m[2] ?? "00"}` : null;
}

/**
 * One day's new closing or opening time where the page gives that day's hours in words ("le dimanche de 7h
 * à 13h" closing at noon is "le dimanche de 7h à 12h"), the time written as the page writes times. A day
 * inside a range of days in words ("du mardi au samedi de 7h à 19h30") is answered in `inside`, unchanged.
 */
export function changeWordDayTime(
  model: PageModel,
  day: number,
  closing: boolean,
  time: [number, string],
): { changed: [string, string][]; inside: string[] } {
  const lang = (model.lang ?? "").toLowerCase().split("-")[0];
  const words = dayWords(model);
  const result: { changed: [string, string][]; inside: string[] } = { changed: [], inside: [] };
  if (!words) return result;
  const forms = [...words.forms[day]].sort((a, b) => b.length - a.length).join("|");
  const clock = `\\d{1,2}(?:[:.h]\\d{2}|h)?`;
  const between = `\\s*(?:${letterBound(BETWEEN_TIMES)}|[–—-])\\s*`;
  const line = new RegExp(
    `((?:${letterBound(BEFORE_DAY)}\\s+)?${letterBound(forms)}\\s*(?:${letterBound(BEFORE_TIME)}\\s*)?)(${clock})(${between})(${clock})`,
    "giu",
  );
  const range = RANGE[lang];
  const timed = `(\\s*(?:${letterBound(BEFORE_TIME)}\\s*)?)(${clock})(${between})(${clock})`;
  const inRange =
    range &&
    new RegExp(
      `(?:(${letterBound(range.from)})\\s+)?(${letterBound(words.any)})(\\s+)(${letterBound(range.to)})(\\s+)(${letterBound(words.any)})${timed}`,
      "giu",
    );
  // How the page writes one day with its hours ("le dimanche de 7h à 13h", "sábados de 10:00 a 14:00"), to
  // write the day that leaves the end of a range the same way.
  const sample = range
    ? shownTexts(model)
        .flatMap((text) => [
          ...text.matchAll(
            new RegExp(
              `(?:^|[,;]\\s*)((?:${letterBound(BEFORE_DAY)}\\s+)?)(${letterBound(words.any)})${timed}(?=\\s*(?:[,;.]|$))`,
              "giu",
            ),
          ),
        ])
        .find((m) => !new RegExp(`^(?:${letterBound(range.to)})$`, "iu").test(m[1].trim()))
    : undefined;
  const changedTime = (open: string, close: string): [string, string] =>
    closing ? [open, writeLike(close, time)] : [writeLike(open, time), close];
  rewriteEverywhere(model, (text) => {
    const split = inRange
      ? text.replace(
          inRange,
          (
            whole,
            from: string | undefined,
            first: string,
            g1: string,
            to: string,
            g2: string,
            last: string,
            g3: string,
            open: string,
            btw: string,
            close: string,
          ) => {
            const a = words.read(first);
            const b = words.read(last);
            if (!a || !b || a.day > day || day > b.day) return whole;
            const atEnd = day === b.day ? "last" : day === a.day ? "first" : undefined;
            const sampleDay = sample && words.read(sample[2]);
            // A day inside the range, a range of two days, or a page that never writes one day alone.
            if (!atEnd || b.day - a.day < 2 || !sample || !sampleDay) {
              result.inside.push(whole);
              return whole;
            }
            const [newOpen, newClose] = changedTime(open, close);
            const startDay = atEnd === "first" ? a.day + 1 : a.day;
            const endDay = atEnd === "last" ? b.day - 1 : b.day;
            const rest = `${from ? `${agree(lang, from, startDay, true)} ` : ""}${words.write(startDay, first, a.fromEnd)}${g1}${agree(lang, to, endDay, false)}${g2}${words.write(endDay, last, b.fromEnd)}${g3}${open}${btw}${close}`;
            let alone = `${sample[1]}${words.write(day, sample[2], sampleDay.fromEnd)}${sample[3]}${newOpen}${sample[5]}${newClose}`;
            if (lang !== "de") alone = alone.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
            const second = (text: string) =>
              lang === "de" ? text : text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
            const written = atEnd === "last" ? `${rest}, ${alone}` : `${alone}, ${second(rest)}`;
            const shown = /^\p{Lu}/u.test(whole)
              ? written.replace(/^\p{Ll}/u, (c) => c.toUpperCase())
              : written;
            result.changed.push([whole, shown]);
            return shown;
          },
        )
      : text;
    return split.replace(
      line,
      (whole, days: string, open: string, gap: string, close: string, at: number) => {
        // The day's own hours: not the end of a range ("du mardi au samedi de …").
        if (range && new RegExp(`(?:${letterBound(range.to)})\\s+$`, "iu").test(split.slice(0, at)))
          return whole;
        const written = closing
          ? `${days}${open}${gap}${writeLike(close, time)}`
          : `${days}${writeLike(open, time)}${gap}${close}`;
        if (written !== whole) result.changed.push([whole, written]);
        return written;
      },
    );
  });
  return result;
}
