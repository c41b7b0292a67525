/**
 * Opening hours as written: "open Tuesday to Sunday 12:00-22:00", "Mon–Fri 8–18, Sat 9–13",
 * "daily 7am–3pm", "weekdays 9:00 to 17:00", "9am–5pm Monday to Friday", Hungarian "H–P 8–18",
 * "late opening Thursday until 19:00".
 * Claimed before dates, so "12:00-22:00" after weekdays is never an event time.
 */

import { HOURS_LABELS, wordsOfAll } from "./fact-words.js";
import {
  INTL_AT_TIME,
  INTL_CLOCK,
  INTL_CLOSED,
  INTL_DAY_AND,
  INTL_DAY_JOIN,
  INTL_DAY_LEAD,
  INTL_DAY_PART,
  INTL_EVERY_DAY,
  INTL_OPEN,
  INTL_SHORT_DAY,
  INTL_SHORT_DAY_ALONE,
  INTL_TIME_JOIN,
  INTL_TIME_LEAD,
  INTL_TIME_UNIT,
  INTL_UNTIL,
  INTL_WEEKDAY,
} from "./intl.js";
import { type Claims, MASK, trimSpan } from "./spans.js";
import type { HoursFact } from "./types.js";
import { escapeRegex, MONTH, RANGE_JOIN, re, WEEKDAY } from "./vocabulary.js";

/** A day, or the day as a habit ("Tuesdays", "Sats", "Weds"). */
const DAY = `(?:${WEEKDAY}s?\\.?(?![\\p{L}]))`;
const DAY_RANGE = `${DAY}(?:${RANGE_JOIN}${DAY})?`;
const DAY_LIST = `${DAY_RANGE}(?:\\s?(?:,|&|and|\\+)\\s?${DAY_RANGE})*`;
const DAYS = `(?:(?:every\\s?day|daily|(?:7|seven)\\s+days(?:\\s+a\\s+week)?|(?:on\\s+)?week\\s?days|(?:at\\s+)?week\\s?ends|${DAY_LIST})(?:\\s+and\\s+(?:public\\s+)?holidays)?)`;

const CLOCK = "(?:\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|h)?)";
const CLOCK_STRICT =
  "(?:\\d{1,2}[:.]\\d{2}\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)?|\\d{1,2}\\s?(?:am|pm|a\\.m\\.|p\\.m\\.))";
const TIMES = `(?:${CLOCK}${RANGE_JOIN}${CLOCK}(?![\\d:]))`;
const STRICT_TIMES = `(?:${CLOCK_STRICT}${RANGE_JOIN}${CLOCK_STRICT}(?![\\d:]))`;

// Days then times, one range or two: "Tuesday to Sunday 12:00-22:00", "Mon–Fri: 8–18", "weekdays from 9:00
// to 17:00", "Mon–Fri 7:00–9:00 and 18:00–21:00" (the evening is as much the owner's hours as the morning).
const DAYS_THEN_TIMES = re(
  `(?<days>${DAYS})\\s?(?::|,)?\\s?(?:(?:from|between|open|opening)\\s)?(?<times>${TIMES}(?:\\s?(?:and|&)\\s${TIMES}|,\\s?${STRICT_TIMES})?|closed)(?!\\s?(?:${MONTH}|\\d)(?![\\p{L}]))`,
  "giu",
);
// A run of days, where, then the times, one or two ranges: "Tue–Sat at the Rainey Street food park, 11am–3pm
// and 5pm–10pm" (a single day there may be an event's date, so only a range or a habit: "Saturdays at …").
const DAYS_AT_PLACE_TIMES = re(
  `(?<days>${DAY}${RANGE_JOIN}${DAY}|${WEEKDAY}s)\\sat\\s(?:the\\s)?[^,.;:!?\\d]{3,40},\\s(?<times>${STRICT_TIMES}(?:\\s(?:and|&)\\s${STRICT_TIMES})?)(?!\\s?(?:${MONTH}|\\d)(?![\\p{L}]))`,
  "giu",
);
// Times then days: "9am–5pm Monday to Friday", "10:00-18:00 on weekdays".
const TIMES_THEN_DAYS = re(`(?<times>${STRICT_TIMES})\\s?,?\\s?(?:on\\s|every\\s)?(?<days>${DAYS})`, "giu");
// A day open until a time, after an opening word or as a habit: "late opening Thursday until 19:00",
// "open Sunday until 16:00", "Saturdays till 2pm" (but "on Saturday until 5pm" may be an event).
const DAYS_UNTIL = re(
  `(?:\\b(?:late\\s+opening|open(?:\\s+late)?)\\s+(?:on\\s+)?(?<days>${DAYS})|(?<![\\p{L}])(?<habit>${WEEKDAY}s))\\s(?:open\\s)?(?<times>(?:until|till|til)\\s${CLOCK_STRICT})(?![\\d:])`,
  "giu",
);
// Only times after an opening word: "open 12:00-22:00", "opening hours: 8am to 4pm".
const OPEN_TIMES = re(
  `\\b(?:open(?:ing)?(?:\\s+hours)?|hours|nyitva(?:tartás)?|geöffnet|öffnungszeiten)\\s?:?\\s?(?:from\\s)?(?<times>${STRICT_TIMES})`,
  "giu",
);
/** Open round the clock: "open 24 hours, 7 days", "open 24/7", "open around the clock every day". */
const ROUND_THE_CLOCK_TIMES = "24\\s?(?:hours|hrs|h)(?:\\s+a\\s+day)?|24\\/7|(?:a)?round[- ]the[- ]clock";
const ROUND_THE_CLOCK = re(
  `\\bopen\\s+(?<times>${ROUND_THE_CLOCK_TIMES})(?:,?\\s(?<days>(?:7|seven)\\s+days(?:\\s+a\\s+week)?|every\\s+day|365\\s+days(?:\\s+a\\s+year)?))?`,
  "giu",
);
const IS_ROUND_THE_CLOCK = re(`^(?:${ROUND_THE_CLOCK_TIMES})$`, "iu");

// By appointment, with the days it applies to before or after: "Saturday mornings by appointment only",
// "By appointment only, Tuesday to Saturday", "viewings by appointment".
const DAY_PART = "(?:\\s(?:mornings?|afternoons?|evenings?|nights?))?";
const APPOINTMENT = "by\\s(?:prior\\s)?appointment(?:\\s(?:only|available))?";
const DAYS_BY_APPOINTMENT = re(`(?<days>${DAYS}${DAY_PART})\\s(?<times>${APPOINTMENT})`, "giu");
const BY_APPOINTMENT_DAYS = re(
  `(?<times>${APPOINTMENT})(?:,?\\s(?:on\\s)?(?<days>${DAYS}${DAY_PART}))?`,
  "giu",
);
// Open for something at times of the day: "Open for drop-off and collection 9–11am and 4–6pm".
const OPEN_FOR = re(
  `\\bopen\\sfor\\s(?:[\\p{L}-]+\\s){1,4}?(?<times>${TIMES}(?:\\s(?:and|&)\\s${TIMES}|,\\s${TIMES})?)`,
  "giu",
);
// Late opening without a day: "Evening appointments until 8pm", "late opening till 9pm".
const LATE_UNTIL = re(
  `\\b(?:evening|late|weekend)\\s(?:appointments|opening|sessions|classes)\\s(?<times>(?:until|till|til)\\s${CLOCK_STRICT})(?![\\d:])`,
  "giu",
);

// Hungarian day letters: "H–P 8–18", "Szo 9–13", "H-Cs 10:00-20:00", "V zárva".
const HU_DAY = "(?:Sze|Szo|Cs|Vas|H|K|P|V)";
const HUNGARIAN = re(
  `(?<![\\p{L}])(?<days>${HU_DAY}\\.?(?:\\s?[-–]\\s?${HU_DAY}\\.?)?)(?![\\p{L}])\\s?:?\\s?(?<times>${TIMES}(?:\\s?(?:óráig|óra)(?![\\p{L}]))?|zárva(?![\\p{L}]))`,
  "gu",
);
// German short days: "Mo–Fr 9–18", "Sa 10–14".
const DE_DAY = "(?:Mo|Di|Mi|Do|Fr|Sa|So)";
const GERMAN = re(
  `(?<![\\p{L}])(?<days>${DE_DAY}\\.?\\s?[-–]\\s?${DE_DAY}\\.?|${DE_DAY}\\.?(?=\\s?\\d))(?![\\p{L}])\\s?:?\\s?(?<times>${TIMES}(?:\\s?Uhr(?![\\p{L}]))?)`,
  "gu",
);

// Other languages (intl.ts): "Dienstag bis Sonntag 8–18 Uhr", "du lundi au vendredi de 9h à 19h",
// "de lunes a viernes de 9:00 a 20:00", "maandag tot en met zaterdag van 9:00 tot 18:00",
// "od poniedziałku do piątku od 9 do 17", "hétfőtől péntekig 8-tól 18-ig", "le lundi et le jeudi à 19h".
const I_DAY = `(?:${INTL_WEEKDAY})(?![\\p{L}])`;
const I_SHORT = `(?:${INTL_SHORT_DAY})\\.?(?![\\p{L}])`;
const I_SHORT_ALONE = `(?:${INTL_SHORT_DAY_ALONE})\\.(?=\\s?:?\\s?\\d)`;
const I_DAY_RANGE = `(?:${I_DAY}(?:${INTL_DAY_JOIN}(?:${INTL_DAY_LEAD}\\s)?${I_DAY})?|${I_SHORT}(?:${INTL_DAY_JOIN}|${INTL_DAY_AND})${I_SHORT}|${I_SHORT_ALONE})`;
/** A short day or a range of them, taken alone only where days are sure to be meant: "za", "sob.", "lun–mer". */
const I_SHORT_ITEM = `(?:${I_SHORT}(?:${INTL_DAY_JOIN}${I_SHORT})?)`;
// After the first day of a list, a short day alone is a day: "ma, wo en vr", "lun, mer et ven".
const I_DAYS = `(?:(?:${INTL_DAY_LEAD}\\s)?(?:${INTL_EVERY_DAY}|${I_DAY_RANGE}(?:${INTL_DAY_AND}(?:${I_DAY_RANGE}|${I_SHORT_ITEM}))*)(?:\\s${INTL_DAY_PART})?(?![\\p{L}]))`;
/** Short days alone or in a list, where days are sure to be meant (after hours or an opening word). */
const I_SHORT_DAYS = `(?:${I_SHORT_ITEM}(?:${INTL_DAY_AND}${I_SHORT_ITEM})*(?![\\p{L}]))`;
/** Single times, one after another: "às 10h e às 15h", "um 10:00 und um 14:00 Uhr", "at 7:00 and 18:30" (none is cut). */
const AT_TIME_AND = "(?:\\s?,\\s?|\\s(?:und|et|e|y|en|i|és|and|oraz|&)\\s)";
const I_TIME = `(?:${INTL_CLOCK}(?:\\s?${INTL_TIME_UNIT}(?![\\p{L}]))?)`;
/** A time that cannot be a count: "20h30", "18:30", "15 Uhr" ("12" alone may be a street number). */
const CLOCK_TIME = `\\d{1,2}(?:(?:[:.]\\d{2}|h(?:\\d{2})?)(?:\\s?${INTL_TIME_UNIT})?|\\s?${INTL_TIME_UNIT})`;
const AT_TIMES = `${INTL_AT_TIME}\\s${I_TIME}(?:${AT_TIME_AND}(?:${INTL_AT_TIME}\\s${I_TIME}|${CLOCK_TIME})(?![\\p{L}\\d]))*`;
const I_RANGE = `(?:${I_TIME}${INTL_TIME_JOIN}${I_TIME}|${INTL_CLOCK}-?t[óő]l\\s${INTL_CLOCK}-?ig)`;
/** One range, or two for a break at noon: "8–12 und 14–18 Uhr", "9h-12h et 14h-18h", "dalle 9 alle 13 e dalle 15 alle 19". */
const I_TIMES = `(?:${I_RANGE}(?:\\s?(?:,|/|und|et|e|y|en|i|és|and)\\s?(?:${INTL_TIME_LEAD}\\s)?${I_RANGE})?|${AT_TIMES}|${INTL_UNTIL}\\s${I_TIME})(?![\\d:])`;
const INTL_DAYS_THEN_TIMES = re(
  `(?<![\\p{L}])(?<days>${I_DAYS})\\s?[:,]?\\s?(?:${INTL_OPEN}\\s)?(?:${INTL_TIME_LEAD}\\s)?(?<times>${I_TIMES}|${INTL_CLOSED})(?!\\s?(?:${MONTH}|\\d)(?![\\p{L}]))`,
  "giu",
);
// Closed first: "Fermé le lundi", "Montags Ruhetag" is above.
const INTL_CLOSED_THEN_DAYS = re(`(?<![\\p{L}])(?<times>${INTL_CLOSED})\\s(?<days>${I_DAYS})`, "giu");
const INTL_TIMES_THEN_DAYS = re(
  `(?<![\\p{L}\\d])(?:${INTL_TIME_LEAD}\\s)?(?<times>${I_TIME}${INTL_TIME_JOIN}${I_TIME})\\s?,?\\s?(?<days>${I_DAYS})`,
  "giu",
);
const INTL_OPEN_TIMES = re(
  `(?<![\\p{L}])${INTL_OPEN}\\s?:?\\s?(?:${INTL_TIME_LEAD}\\s)?(?<times>${I_TIME}${INTL_TIME_JOIN}${I_TIME}|${INTL_CLOCK}-?t[óő]l\\s${INTL_CLOCK}-?ig)(?![\\d:])`,
  "giu",
);
/**
 * More days and hours right after hours, the way owners list them: "ma–vr 8:30–18:00, za 9:00–16:00",
 * "pon–pt 9–19, sob 9–15", "lun–ven 9h–19h et sam 9h–13h". After hours a short day alone is a day.
 */
const NEXT_HOURS = re(
  `^(?:\\s?[,;/]\\s?|\\s(?:and|und|et|y|e|en|i|és|oraz|&)\\s)(?<days>${I_DAYS}|${I_SHORT_DAYS}|${DAYS})\\s?[:,]?\\s?(?:${INTL_TIME_LEAD}\\s)?(?<times>${I_TIMES}|${TIMES}|${INTL_CLOSED})(?!\\s?(?:${MONTH}|\\d)(?![\\p{L}]))`,
  "iu",
);
/** Short days alone right after an opening word: "Open za 9:00–16:00", "Otwarte sob 9–15". */
const OPEN_SHORT_DAYS = re(
  `(?<=(?<![\\p{L}])(?:${INTL_OPEN}|open)\\s?:?\\s)(?<days>${I_SHORT_DAYS})\\s?:?\\s?(?:${INTL_TIME_LEAD}\\s)?(?<times>${I_TIMES})(?!\\s?(?:${MONTH}|\\d)(?![\\p{L}]))`,
  "giu",
);
/**
 * When or for whom the hours hold, right after them: "Saturdays 9–1 from February to April", "Open 24/7 for
 * members", "Mon–Fri 8–6 in term time". Without it the page would say the hours hold all year, for all.
 */
const ONLY_WHEN = re(
  `^,?\\s(?:(?:from\\s)?${MONTH}\\.?${RANGE_JOIN}${MONTH}(?![\\p{L}])|(?:in|during)\\s(?:the\\s)?(?:summer|winter|spring|autumn|fall|high\\sseason|low\\sseason|tax\\sseason|term[-\\s]time|school\\sholidays|(?:summer|winter)\\sholidays)(?:\\s(?:months|only))?(?![\\p{L}])|for\\s(?:members|guests|residents|students|patients|subscribers)(?:\\sonly)?(?![\\p{L}]))`,
  "iu",
);
/**
 * What the hours are of, right before them in their clause: "front desk Mon–Fri 9–5", "Lessons Mon–Thu
 * 3pm–8pm", "Theorieunterricht Mo und Mi 18:30–20:00". One or two words, neither an opening word.
 */
const HOURS_OF = re(`(?:^|[.;:,!?]\\s|\\s[-–]\\s)((?:\\p{L}[\\p{L}'’-]*\\s){1,2})$`, "u");
/** "Büro geöffnet", "Office open", "Secrétariat ouvert": what the hours are of, then its opening word. */
const NAMED_OPEN = re(
  `(?:^|[.;:,!?]\\s|\\s[-–]\\s)(\\p{L}[\\p{L}'’-]{3,}\\s(?:open|opens|${INTL_OPEN})\\s)$`,
  "iu",
);
const NOT_WHAT = re(
  `^(?:open|opening|opens|hours|we(?:'re|’re)?|are|is|and|or|also|daily|closed|except|from|on|every|then|plus|find|us|our|visit|come|call|book|times|i|i'm|i’m|you|they|have|has|wir|haben|sind|ich|nous|je|sommes|avons|somos|estamos|tenemos|wij|zijn|hebben|siamo|abbiamo|también|aussi|auch|ook|anche|também|też|${INTL_OPEN})$`,
  "iu",
);

/**
 * The day the hours leave out, right after them: "every day except Monday", "tutti i giorni tranne il
 * lunedì", "täglich außer montags", "tous les jours sauf le lundi". Cut off, the page would say "every day".
 */
const EXCEPT_DAY = re(
  `^,?\\s(?:except(?:\\son)?|but\\snot(?:\\son)?|apart\\sfrom|außer(?:\\sam)?|ausgenommen|sauf(?:\\sle)?|excepto(?:\\s(?:el|los))?|salvo(?:\\s(?:el|los|il|la))?|menos(?:\\s(?:el|los))?|tranne(?:\\s(?:il|la))?|eccetto(?:\\s(?:il|la))?|behalve(?:\\sop)?|exceto(?:\\s(?:às|aos|a|o))?|oprócz|z\\swyjątkiem)\\s(?:${WEEKDAY}|${INTL_WEEKDAY})s?(?![\\p{L}])`,
  "iu",
);

/**
 * The hours' own name at the start of their clause, in any language (fact-words.ts): "Sprechzeiten
 * Mo–Do 8–18 Uhr", "Horaires : du lundi…", and the words that lead from it to the times, kept with them:
 * "Sailings every two hours from 7:00 to 19:00" (label "Sailings", hours "every two hours from 7:00…").
 */
const LABEL_WORDS = wordsOfAll(HOURS_LABELS)
  .sort((a, b) => b.length - a.length)
  .map((word) => escapeRegex(word).replace(/'/g, "['’]").replace(/\s+/g, "\\s+"));
const LABEL_BEFORE = re(
  `^\\s*(?<label>(?:${LABEL_WORDS.join("|")}))(?![\\p{L}])\\s?:?\\s(?<lead>[^\\d,:()]{0,30}\\s)?$`,
  "iu",
);

/** The label of hours starting at `at`, and where their text starts (after the label), or undefined. */
function labelBefore(text: string, at: number, claims: Claims): { label: string; start: number } | undefined {
  const from = Math.max(0, at - 80);
  const before = text.slice(from, at);
  const clauseAt = Math.max(...[".", ";", "!", "?", "\n"].map((mark) => before.lastIndexOf(mark))) + 1;
  const clause = before.slice(clauseAt);
  const m = LABEL_BEFORE.exec(clause);
  if (!m?.groups?.label) return undefined;
  const lead = m.groups.lead ?? "";
  const leadStart = at - lead.length;
  // Words between the label and the times that are another fact (a date, a price) stay out.
  const start = lead && !claims.overlaps(leadStart, at) ? leadStart : at;
  return { label: m.groups.label, start };
}

/** What joins two lines of the same hours: a comma, a semicolon, a slash or "and" in any of the languages. */
const JOINED = /^\s?(?:[,;/]|\s(?:and|und|et|y|e|en|i|és|oraz|&))\s?$/u;

/**
 * One more day said without times right after hours, joined to them: a part of a day ("et le samedi matin",
 * "and Saturday mornings", "e il sabato mattina", "und samstags vormittags") or a closed day ("closed
 * Mondays", "fermé le lundi") is read by the patterns above. It is part of the hours; left out, it would
 * stand alone as a line of copy.
 */
const DAY_WORD = `(?:${WEEKDAY}|${INTL_WEEKDAY})s?`;
const DAY_ARTICLE = "(?:on|the|le|les|el|los|las|il|la|am|an|den|w|we|op|de|no|na|aos|às)\\s";
/** Days joined in a list: "il venerdì e il sabato", "Friday and Saturday", "samedi, dimanche". */
const DAY_LIST_JOINED = `(?:${DAY_ARTICLE})?${DAY_WORD}(?:(?:\\s?,\\s?|\\s(?:and|und|et|y|e|en|i|oraz|&)\\s)(?:${DAY_ARTICLE})?${DAY_WORD})*`;
const PART_OF_DAY = `(?:(?:in\\sthe\\s)?(?:mornings?|afternoons?|evenings?)|${INTL_DAY_PART})`;
/**
 * After the hours: more days with a part of the day ("et le samedi matin"), or a few words and days that
 * close the sentence ("…, la cena il venerdì e il sabato", "…, and dinner on Friday and Saturday").
 */
const ALSO_PART_OF_DAY = re(
  `^(?:\\s?,\\s?|\\s(?:and|und|et|y|e|en|i|oraz|&)\\s)(?:(?:${DAY_LIST_JOINED})\\s${PART_OF_DAY}(?![\\p{L}])(?!\\s?[:,]?\\s?\\d|\\s(?:by|sur|nach|su|con|previa|na|op|mediante)\\s)|(?!(?:closed|${INTL_CLOSED})\\s)(?:[\\p{L}'’]+\\s){1,3}?(?:on\\s)?${DAY_LIST_JOINED}(?:\\s${PART_OF_DAY})?(?=\\s?[.;!?](?:\\s|$)|$))`,
  "iu",
);

/** The span of an hours match grown to the words that limit it (HOURS_OF before, ONLY_WHEN or EXCEPT_DAY after). */
function withLimits(text: string, span: { start: number; end: number }): { start: number; end: number } {
  const rest = text.slice(span.end, span.end + 40);
  const after = ONLY_WHEN.exec(rest) ?? EXCEPT_DAY.exec(rest) ?? ALSO_PART_OF_DAY.exec(rest);
  const end = after ? span.end + after[0].length : span.end;
  const lead = text.slice(Math.max(0, span.start - 40), span.start);
  const open = NAMED_OPEN.exec(lead);
  if (open?.[1] && !NOT_WHAT.test(open[1].trim().split(/\s+/)[0] ?? ""))
    return { start: span.start - open[1].length, end };
  const before = HOURS_OF.exec(lead);
  const words = before?.[1]?.trim().split(/\s+/) ?? [];
  const names = words.length > 0 && words.every((w) => !NOT_WHAT.test(w)) && words.some((w) => w.length >= 4);
  return { start: names ? span.start - (before?.[1]?.length ?? 0) : span.start, end };
}

/**
 * A class, lesson or session named earlier in the clause ("Puppy class on Saturdays 10:00-11:00", "cours de
 * yoga le jeudi 19:00-20:00"): the times are when it meets, a timetable, not when the business is open.
 */
const SESSION_WORD = `(?<![\\p{L}])(?:class(?:es)?|lessons?|courses?|sessions?|workshops?|trainings?|kurs(?:e|en)?|\\p{L}*stunden?|unterricht|cours|séances?|ateliers?|clases?|sesi(?:ón|ones)|cursos?|lezion[ei]|cors[oi]|lessen|les|cursus|zajęcia|lekcj[ae]|aulas?|sess(?:ão|ões)|treinos?)(?![\\p{L}])`;
const SESSION_BEFORE = re(`${SESSION_WORD}[^.;:!?]{0,40}$`, "iu");
const SESSION_LABEL = re(SESSION_WORD, "iu");

/** Hours labelled with a session ("Recall class Wednesdays 18:30-19:30"): when a class meets, not opening hours. */
export function isSessionTime(hours: HoursFact): boolean {
  const at = hours.text.indexOf(hours.days);
  return at > 0 && SESSION_LABEL.test(hours.text.slice(0, at));
}

/** A cheap test for a word of another language's hours, so their patterns run only when one may match. */
const MAY_BE_INTL = re(
  `(?:${INTL_WEEKDAY}|${INTL_EVERY_DAY}|${INTL_OPEN}|\\d-?t[óő]l|(?<![\\p{L}])${I_SHORT}(?:${INTL_DAY_JOIN}|${INTL_DAY_AND})${I_SHORT}|${I_SHORT_ALONE})`,
  "iu",
);

export function extractHours(text: string, claims: Claims): HoursFact[] {
  const masked = claims.mask(text, MASK);
  if (!/\d|round[- ]the[- ]clock|appointment/i.test(masked)) return [];
  const found: (HoursFact & { start: number; end: number })[] = [];
  const intl = MAY_BE_INTL.test(masked)
    ? [INTL_DAYS_THEN_TIMES, INTL_TIMES_THEN_DAYS, INTL_CLOSED_THEN_DAYS]
    : [];
  const intlOpen = intl.length > 0 ? [INTL_OPEN_TIMES] : [];
  const patterns = [
    ...intl,
    DAYS_THEN_TIMES,
    DAYS_AT_PLACE_TIMES,
    TIMES_THEN_DAYS,
    DAYS_UNTIL,
    HUNGARIAN,
    GERMAN,
    OPEN_TIMES,
    ROUND_THE_CLOCK,
    // Costly patterns run only when their word is there.
    ...(/open\s+for/i.test(masked) ? [OPEN_FOR] : []),
    ...(/appointment/i.test(masked) ? [DAYS_BY_APPOINTMENT, BY_APPOINTMENT_DAYS] : []),
    ...(/\b(?:until|till|til)\b/i.test(masked) ? [LATE_UNTIL] : []),
    ...intlOpen,
  ];
  const take = (m: RegExpMatchArray, at: number, named?: string, continued = false): boolean => {
    const matched = trimSpan(text, at, at + m[0].length);
    if (found.some((f) => f.start < matched.end && matched.start < f.end)) return false;
    if (claims.overlaps(matched.start, matched.end)) return false;
    // Hours after their own name ("Sprechzeiten Mo–Do …") are read without it: it is their label.
    const labelled = named ? undefined : labelBefore(text, matched.start, claims);
    const limited = withLimits(text, matched);
    const grown = labelled ? { start: labelled.start, end: limited.end } : limited;
    // A class's hours are not opening hours; the next day after hours already read is theirs, though a
    // class word stands before both ("Classes run Monday to Friday 7am-8pm, Saturday 9am-1pm").
    if (
      !continued &&
      grown.start === matched.start &&
      SESSION_BEFORE.test(text.slice(Math.max(0, matched.start - 60), matched.start))
    )
      return false;
    const span = claims.overlaps(grown.start, grown.end) ? matched : grown;
    const hoursText = text.slice(span.start, span.end);
    // The sentence's full stop after the days is no part of them ("…, Tuesday to Saturday.").
    const read = (m.groups?.days ?? m.groups?.habit ?? "").trim();
    const days = hoursText.includes(read) ? read : read.replace(/\.$/, "");
    const times = (m.groups?.times ?? "").trim();
    if (!plausibleTimes(times)) return false;
    const label = named ?? labelled?.label;
    found.push({ text: hoursText, days, times, ...(label ? { label } : {}), ...span });
    return true;
  };
  for (const pattern of patterns) {
    for (const m of masked.matchAll(pattern)) take(m, m.index);
  }
  if (intl.length > 0) for (const m of masked.matchAll(OPEN_SHORT_DAYS)) take(m, m.index);
  // Each day and its hours after hours, however the first were written.
  for (let i = 0; i < found.length; i++) {
    const end = found[i]?.end ?? 0;
    const next = NEXT_HOURS.exec(masked.slice(end, end + 200));
    if (!next) continue;
    // The days start after the comma or "and" that joins them.
    const lead = next[0].length - next[0].slice(next[0].indexOf(next.groups?.days ?? "")).length;
    // They share the first hours' name ("Sprechzeiten Mo–Do 8–18 Uhr, Fr 8–13 Uhr").
    take({ ...next, 0: next[0].slice(lead) } as RegExpMatchArray, end + lead, found[i]?.label, true);
  }
  found.sort((a, b) => a.start - b.start);
  // Hours right after named ones, joined by a comma or "and", are the same hours' next days ("Sprechzeiten
  // Mo–Do 8–18 Uhr, Fr 8–13 Uhr"): they share the name.
  for (let i = 1; i < found.length; i++) {
    const [prev, cur] = [found[i - 1], found[i]];
    if (prev?.label && cur && !cur.label && JOINED.test(text.slice(prev.end, cur.start)))
      cur.label = prev.label;
  }
  for (const f of found) claims.add(f.start, f.end, "hours");
  return found.map(({ text: t, days, times, label }) => ({
    text: t,
    days,
    times,
    ...(label ? { label } : {}),
  }));
}

/** A time that is one end only: "until 19:00", "bis 14 Uhr", "à 19h", "a las 10:00". */
const SINGLE_TIME = re(`^(?:until|till|til|${INTL_UNTIL}|${INTL_AT_TIME})\\s`, "iu");
const CLOSED_WORD = re(`^${INTL_CLOSED}$`, "iu");

/** "8–18", "12:00-22:00" and "8h30–19h30" are hours; "14–16" followed by a month was excluded by the patterns' shape. */
function plausibleTimes(times: string): boolean {
  if (/^closed$/i.test(times) || CLOSED_WORD.test(times) || IS_ROUND_THE_CLOCK.test(times)) return true;
  if (/^by\s/i.test(times)) return true;
  // "8h30" is half past eight (the 30 is minutes, not an hour).
  const hours = [...times.matchAll(/(\d{1,2})(?:(?:[:.]|\s?h\s?)(\d{2}))?/g)].map((m) => Number(m[1]));
  // Single times may follow one another ("às 10h e às 15h"): each is one hour, none a range's end.
  const single = SINGLE_TIME.test(times);
  const fits = single ? hours.length >= 1 : hours.length === 2 || hours.length === 4;
  return fits && hours.every((h) => h <= 24);
}
