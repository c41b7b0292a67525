/**
 * Values an owner types: quoted text, prices, phones, e-mails, links, handles, times and dates. Values are
 * returned exactly as written (the page shows them as the owner wrote them); times are also read as
 * 24-hour "HH:MM" for opening hours.
 */
import { alternation, escapeRegExp } from "./text.js";

/** Text in quotes, kept exactly. Apostrophes inside words ("we're") are not quotes. */
export function quoted(raw: string): string[] {
  const found: string[] = [];
  const re = /(?:^|(?<=[\s:(=,]))(["“„«'‘])(.+?)(["”»'’“‘])(?=$|[\s.,!?;:)])/gu;
  for (const m of raw.matchAll(re)) found.push(m[2]!.trim());
  return found;
}

/** The parts of a text outside quotes, with each quote replaced by a placeholder of the same length. */
export function maskQuotes(raw: string): string {
  return raw.replace(/(?:^|(?<=[\s:(=,]))(["“„«'‘])(.+?)(["”»'’“‘])(?=$|[\s.,!?;:)])/gu, (m) =>
    "\u2063".repeat(m.length),
  );
}

/**
 * A number of an amount: grouped by spaces ("2 400 €", as French and Portuguese write it, also with
 * no-break spaces) or by commas and points. The one source of prices and amounts (`AMOUNT`, `PRICE` below).
 */
export const NUMBER = String.raw`(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d[\d,.]*)`;
// Codes and signs written before the amount: "R$ 12,90", "CHF 4.95", "US$ 20" (letters on their own).
const BEFORE = String.raw`(?:(?<![\p{L}])(?:R\$|US\$|A\$|C\$|NZ\$|CHF|Fr\.|EUR|USD|GBP|PLN|HUF)\s?|[£$€¥]\s?)`;
const AFTER = String.raw`\s?(?:€|eur|euros?|usd|gbp|chf|zł|pln|ft|huf|kr|sek|dkk|dollars?|pounds?)`;
/** An amount with its currency, before or after it: "€4,95", "4,95 €", "R$ 12,90", "12,50 zł", "CHF 4.95". */
export const AMOUNT = new RegExp(String.raw`${BEFORE}${NUMBER}|${NUMBER}${AFTER}(?![\p{L}])`, "iu");
const PRICE = new RegExp(
  String.raw`(?:${BEFORE}${NUMBER}(?:\s?(?:k|m)(?!\p{L}))?|${NUMBER}${AFTER}(?![\p{L}]))(?:\s?(?:\/\s?|per\s|a\s)(?:month|mo|year|yr|week|hour|hr|night|person|session|class|day)\b|\s?(?:\/\s?|(?:per|pro|par|por|al|za)\s)(?:m²|m2|sqm|\p{L}{2,12})(?![\p{L}\d]))?`,
  "giu",
);

// A currency word ends where the word ends: "40 euro" is never "40 eur" and an "o".
/** Where each price stands in the text: [start, end). */
export function priceSpans(raw: string): [number, number][] {
  return [...maskQuotes(raw).matchAll(PRICE)].map((m) => [m.index, m.index + m[0].trimEnd().length]);
}

export function prices(raw: string): string[] {
  return [...maskQuotes(raw).matchAll(PRICE)].map((m) => m[0].trim().replace(/[.,]$/, ""));
}

export function emails(raw: string): string[] {
  return raw.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
}

export function urls(raw: string): string[] {
  return (
    raw.match(
      /\b(?:https?:\/\/|www\.)[^\s"'<>]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|co\.uk|org|net|io|de|fr|es|it|nl|pl|hu|pt|app|shop|me)(?:\/[^\s"'<>]*)?/gi,
    ) ?? []
  )
    .map((u) => u.replace(/[.,;!?)]+$/, ""))
    .filter((u) => !emails(raw).some((e) => e.includes(u)));
}

/** "@handle" (not inside an e-mail address). */
export function handles(raw: string): string[] {
  return [...raw.matchAll(/(?<![\w.])@[\w.]{2,30}\w/g)].map((m) => m[0]);
}

/**
 * A phone number: a + or 0 start, or (where numbers have no trunk 0: Spain, Portugal, Italy's mobiles)
 * 9 to 12 digits written in groups ("963 654 321", "912-345-678", "333 1234567").
 */
export function phones(raw: string): string[] {
  const text = maskQuotes(raw).replace(PRICE, " ");
  const found = [
    ...text.matchAll(/(?<![\w:./])(?:\+\d[\d\s()-]{6,}\d|0\d[\d\s()-]{6,}\d)(?![\w:])/g),
    ...text.matchAll(/(?<![\w:./+-])[1-9]\d{1,3}(?:[ -]\d{2,4}){2,3}(?![\w:.,-])/g),
    // "333 1234567": a mobile's prefix, then the rest in one group (Italy writes them so).
    ...text.matchAll(/(?<![\w:./+-])[1-9]\d{1,3}[ -]\d{6,8}(?![\w:.,-])/g),
    // "(303) 555-0142", "(48) 99123-4567": an area code in brackets (North America, Brazil).
    ...text.matchAll(/(?<![\w(])\(\d{2,4}\)\s?\d{3,5}[ -]?\d{4}(?![\w:.,-])/g),
  ];
  return found
    .filter((m) => m[0].replace(/\D/g, "").length >= (/^[+0]/.test(m[0]) ? 7 : 9))
    .sort((a, b) => a.index - b.index)
    .filter((m, i, all) => !all.some((o, j) => j < i && m.index < o.index + o[0].length))
    .map((m) => m[0].trim());
}

const pad = (n: number) => String(n).padStart(2, "0");

/** One clock time: "8", "8:30", "8.30", "8am", "2pm", "20:00", "noon". Minutes in the day, or null. */
export function clock(raw: string): { minutes: number; meridiem: boolean } | null {
  // "18 h 30", "19 h": the French spaced forms are "18h30", "19h".
  const t = raw
    .trim()
    .toLowerCase()
    .replace(/^(\d{1,2}) h(?= \d{2}$|$)/, "$1h")
    .replace(/^(\d{1,2}h) (\d{2})$/, "$1$2");
  if (t === "noon" || t === "midday") return { minutes: 12 * 60, meridiem: true };
  if (t === "midnight") return { minutes: 24 * 60, meridiem: true };
  const m = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|h|uhr)?$/.exec(t);
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  const mer = m[3]?.replace(/\./g, "");
  if (mer === "pm" && hours < 12) hours += 12;
  if (mer === "am" && hours === 12) hours = 0;
  if (hours > 24 || minutes > 59) return null;
  return { minutes: hours * 60 + minutes, meridiem: mer === "am" || mer === "pm" || hours > 12 || !!m[2] };
}

export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

// "10h" and "10h30" (French) as well as "10:30", "10.30", "10am".
const TIME = String.raw`(?:\d{1,2}(?:[:.h]\d{2}|h\b)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday|midnight)`;

/**
 * An opening-time range: "8-2", "8:00–13:00", "9am to 5pm", "from 9 till 17". A bare small closing hour
 * before the opening one is read in the afternoon ("8-2" is 8:00–14:00), as owners mean it.
 */
export function timeRange(raw: string, untilWords: string[]): { from: number; to: number } | null {
  const m = rangePattern(untilWords, "iu").exec(maskQuotes(raw).replace(PRICE, " "));
  return m ? rangeOf(m) : null;
}

function rangePattern(untilWords: string[], flags: string): RegExp {
  const until = untilWords.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return new RegExp(`(?<![\\d£$€/])(${TIME})\\s*(?:-|–|—|${until})\\s*(${TIME})(?![\\d%/])`, flags);
}

/**
 * A day with a break: "8-12 und 14-17", "9:00–12:00 and 2-6pm" — every range in order, each one after the
 * last ("2-6" after a morning is 14:00–18:00). One range, or none, when the day has no break.
 */
export function timeRanges(raw: string, untilWords: string[]): { from: number; to: number }[] {
  const found: { from: number; to: number }[] = [];
  for (const m of maskQuotes(raw).replace(PRICE, " ").matchAll(rangePattern(untilWords, "giu"))) {
    const range = rangeOf(m);
    if (!range) return [];
    const last = found[found.length - 1];
    if (last && range.from < last.to && range.to + 720 <= 24 * 60) {
      range.from += 720;
      range.to += 720;
    }
    if (last && range.from < last.to) return [];
    found.push(range);
  }
  return found;
}

function rangeOf(m: RegExpMatchArray): { from: number; to: number } | null {
  const from = clock(m[1]!);
  const to = clock(m[2]!);
  if (!from || !to) return null;
  // "4-10pm": the closing "pm" covers a bare opening hour that would otherwise start before dawn.
  if (/pm|p\.m\./i.test(m[2]!) && !from.meridiem && from.minutes < 12 * 60 && from.minutes + 720 < to.minutes)
    from.minutes += 720;
  let end = to.minutes;
  if (end <= from.minutes && !to.meridiem && end + 720 > from.minutes) end += 720;
  if (end <= from.minutes) return null;
  return { from: from.minutes, to: end };
}

/** "till 8", "fino alle 14": an until word and a time, in the text with its quotes masked. */
function closingAt(masked: string, untilWords: string[]): RegExpExecArray | null {
  const until = alternation(untilWords.filter((w) => /\p{L}/u.test(w)));
  return new RegExp(`(?:${until})\\s+(${TIME})`, "iu").exec(masked);
}

/** A clock time said as a closing time, in minutes: a bare hour below 12 is in the evening ("8" is 20:00). */
export function closingClock(said: string): number | null {
  const time = clock(said);
  if (!time) return null;
  return !time.meridiem && time.minutes < 12 * 60 ? time.minutes + 720 : time.minutes;
}

/** A closing time alone: "till 8", "until 20:00"; a bare hour below 12 is in the evening. */
export function closingTime(raw: string, untilWords: string[]): number | null {
  const m = closingAt(maskQuotes(raw), untilWords);
  return m ? closingClock(m[1]!) : null;
}

/** The text with its closing time ("till 8", "fino alle 14") taken out. */
export function withoutClosingTime(raw: string, untilWords: string[]): string {
  const masked = maskQuotes(raw);
  const m = closingAt(masked, untilWords);
  return m ? `${masked.slice(0, m.index)} ${masked.slice(m.index + m[0].length)}` : masked;
}

/** An opening time alone: "from 7", "opens at 7:30"; a bare hour is in the morning. */
export function openingTime(raw: string, fromWords: string[]): number | null {
  const from = fromWords.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const m = new RegExp(`(?:${from.join("|")})\\s+(${TIME})(?!\\s*(?:-|–))`, "iu").exec(maskQuotes(raw));
  const time = m ? clock(m[1]!) : null;
  return time ? time.minutes : null;
}

/** A date as written: "28 January 2027", "January 28, 2027", "28 jan", "2027-01-28", "28/01/2027". */
export function dateText(raw: string, months: string[][]): string | null {
  const names = months
    .flat()
    .sort((a, b) => b.length - a.length)
    .join("|");
  const patterns = [
    new RegExp(
      `\\b\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+(?:(?:of|de)\\s+)?(?:${names})\\.?(?:,?\\s+(?:de\\s+)?\\d{4})?`,
      "iu",
    ),
    new RegExp(`\\b(?:${names})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?!\\d)(?:,?\\s+\\d{4})?`, "iu"),
    /\b\d{4}-\d{2}-\d{2}\b/,
    /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/,
  ];
  for (const re of patterns) {
    const m = re.exec(raw);
    if (m) return m[0].trim();
  }
  return null;
}

/**
 * A date range as written: "19–21 June 2027", "19 to 21 June", "19. bis 21. Juni 2027", "du 19 au 21 juin",
 * "del 19 al 21 de junio de 2027", "30 June to 2 July", "June 19–21, 2027". `joins` are the packs' words
 * joining the two days; the range is returned whole so it is never cut to one of its days.
 */
export function dateRangeText(raw: string, months: string[][], joins: string[]): string | null {
  const names = alternation(months.flat());
  // A joining word stands between spaces ("19 to 21"), a dash may touch the days ("19–21").
  const join = [...new Set(joins)]
    .sort((a, b) => b.length - a.length)
    .map((w) => (/^\p{L}/u.test(w) ? `\\s+${escapeRegExp(w)}\\s+` : `\\s*${escapeRegExp(w)}\\s*`))
    .join("|");
  const day = String.raw`\d{1,2}(?:st|nd|rd|th)?\.?`;
  const month = String.raw`(?:(?:of|de|di)\s+)?(?:${names})\.?`;
  const year = String.raw`(?:,?\s+(?:de\s+)?\d{4})?`;
  const patterns = [
    `(?<![\\d\\p{L}])${day}(?:\\s+${month})?(?:${join})${day}\\s+${month}${year}`,
    `(?<![\\d\\p{L}])(?:${names})\\.?\\s+${day}(?:${join})(?:(?:${names})\\.?\\s+)?${day}${year}`,
  ];
  for (const source of patterns) {
    const m = new RegExp(source, "iu").exec(raw);
    if (m) return m[0].trim();
  }
  return null;
}

/** A date or a range of days, whole: "19–21 June 2027" is one value, not "21 June 2027". */
export function dateOrRangeText(raw: string, months: string[][], joins: string[]): string | null {
  return dateRangeText(raw, months, joins) ?? dateText(raw, months);
}
