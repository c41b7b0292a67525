/**
 * When a recurring event happens, as the owner wrote it: "every second Thursday evening 7pm to 9pm",
 * "jeden Donnerstag 19–21 Uhr", "minden kedden és csütörtökön 18:00-tól 19:30-ig". A habit is no date
 * (dates.ts leaves "every Friday" alone), but an event page still says when it meets: its "When".
 * Verbatim slices of the description; the first is the event's.
 */

const EN_DAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const TIME = "\\d{1,2}(?:[:.h]\\d{2})?\\s?(?:a\\.m\\.|p\\.m\\.|am|pm|h|uhr|uur)?";
/** More single times after the first, none cut: "um 10:00 und um 14:00 Uhr", "at 7:00 and 18:30". */
const MORE = `(?:\\s?(?:,|and|&|und|et|e|y|en|i|és)\\s(?:(?:at|um|à|às|alle|a\\slas|om|o)\\s)?\\d{1,2}(?:[:.h]\\d{2}|h)\\s?(?:am|pm|h|uhr|uur)?)*`;
const RANGE = `${TIME}(?:\\s?(?:-|–|to|until|till|bis|à|a|al|alle|tot|do|às|-tól|-től)\\s?${TIME}(?:-ig)?)?${MORE}`;
const PART = "(?:morning|afternoon|evening|night|lunchtime)s?";

/** Each language's "every (other) <day>(s) (and <day>) (part of day) (time range)". */
const SCHEDULES: RegExp[] = [
  // A list of days and their times: "Monday, Wednesday and Friday at 7:00 and 18:30" (a week's timetable).
  new RegExp(
    `\\b${EN_DAY}s?(?:,\\s${EN_DAY}s?)*,?\\s(?:and|&)\\s${EN_DAY}s?,?\\s(?:from\\s|at\\s)${RANGE}`,
    "giu",
  ),
  new RegExp(
    `\\b(?:every|each)\\s(?:(?:other|second|first|third|fourth|last)\\s)?${EN_DAY}(?:\\s(?:and|&)\\s${EN_DAY})?(?:\\s${PART})?(?:,?\\s(?:from\\s|at\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `\\b(?:jeden|jeweils)\\s(?:(?:zweiten|ersten|dritten|letzten)\\s)?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:abend|morgen|nachmittag)?(?:\\s(?:und|&)\\s(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag))?(?:,?\\s(?:von\\s|um\\s|ab\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `\\b(?:chaque|tous\\sles)\\s(?:(?:premier|deuxième|dernier)\\s)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?:\\s(?:soir|matin|après-midi))?(?:,?\\s(?:de\\s|à\\s|dès\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `\\b(?:todos\\slos|cada)\\s(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)(?:\\s(?:por\\sla\\s(?:tarde|noche|mañana)))?(?:,?\\s(?:de\\s|a\\slas\\s|desde\\slas\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `\\b(?:ogni|tutti\\si|tutte\\sle)\\s(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|sabati|domenica|domeniche)(?:\\s(?:sera|mattina|pomeriggio))?(?:,?\\s(?:dalle\\s|alle\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `\\b(?:elke|iedere)\\s(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(?:avond|ochtend|middag)?(?:,?\\s(?:van\\s|om\\s|vanaf\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `\\b(?:toda|todo|todas\\sas|todos\\sos)\\s(?:segunda|terça|quarta|quinta|sexta|sábado|domingo)s?(?:-feira)?s?(?:,?\\s(?:das\\s|às\\s|a\\spartir\\sdas\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `\\b(?:w\\s)?(?:każdy|każdą|co)\\s(?:poniedziałek|wtorek|środę|czwartek|piątek|sobotę|niedzielę)(?:,?\\s(?:od\\s|o\\s)?${RANGE})?`,
    "giu",
  ),
  new RegExp(
    `(?<![\\p{L}])minden\\s(?:hétfőn|kedden|szerdán|csütörtökön|pénteken|szombaton|vasárnap)(?:\\s(?:és)\\s(?:hétfőn|kedden|szerdán|csütörtökön|pénteken|szombaton|vasárnap))?(?:,?\\s${RANGE})?`,
    "giu",
  ),
];

/** Which week of the month a day is in, said after it: "jeden ersten Montag im Monat", "chaque premier jeudi du mois". */
const OF_THE_MONTH =
  "(?:of\\s(?:the|each|every)\\smonth|im\\sMonat|des\\sMonats|du\\smois|del\\smese|de\\s(?:cada\\s)?mes|van\\sde\\smaand|(?:de\\s(?:cada\\s)?|do\\s)mês|w\\smiesiącu|miesiąca|a\\shónapban)";
/** What may follow a schedule the patterns read short: the month's week, then its time ("… im Monat um 18 Uhr"). */
const TAIL = new RegExp(
  `^(?:\\s${OF_THE_MONTH})?(?:,?\\s(?:(?:at|um|ab|von|from|à|de|dès|às|das|alle|dalle|a\\slas|om|van|o|od)\\s)?${RANGE})?`,
  "iu",
);
/** The part of the day said after a time: "alle 7 di sera", "à 7 h du soir", "a las 8 de la tarde". */
const DAY_PART =
  /^\s(?:in\sthe\s(?:morning|afternoon|evening)|abends|morgens|nachmittags|du\s(?:soir|matin)|de\sla\s(?:tarde|mañana|noche)|di\s(?:sera|mattina|pomeriggio)|del\spomeriggio|'s\s(?:avonds|ochtends|middags)|da\s(?:tarde|manhã|noite)|wieczorem|rano|este|reggel|délután)(?![\p{L}])/iu;
/** A unit that ends a time: a slice ending in one is whole, whatever word follows ("um 7 Uhr am See"). */
const TIME_UNIT = /(?:\d\s?|\s)(?:uhr|h|am|pm|a\.m\.|p\.m\.|uur)$/iu;
/** A slice that stops before its own time or unit ("jeden Dienstag um 7" before "Uhr") is cut. */
const CUT = /^\s?(?:\d|(?:uhr|h|am|pm|a\.m\.|p\.m\.|uur|óra\p{L}*|godz\.?)(?![\p{L}]))/iu;

/**
 * The recurring times the description names, each a verbatim slice, in order of appearance. A slice is
 * grown to the month's week and the time said after it ("chaque premier jeudi du mois à 19 h"); one that
 * would still stop inside its fact is left out, never shown cut.
 */
export function recurringTimes(description: string): string[] {
  const found: { at: number; text: string }[] = [];
  for (const pattern of SCHEDULES)
    for (const m of description.matchAll(pattern)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      let text = m[0].trim();
      const tail = TAIL.exec(description.slice(start + text.length))?.[0] ?? "";
      // Only a schedule read without its time grows: one with a time is whole.
      if (tail.trim() && !/\d/.test(text)) text += tail;
      text = text.replace(/[\s,]+$/u, "");
      if (/\d/.test(text)) text += DAY_PART.exec(description.slice(start + text.length))?.[0] ?? "";
      if (!TIME_UNIT.test(text) && CUT.test(description.slice(start + text.length))) continue;
      found.push({ at: start, text });
    }
  // One schedule read by two patterns ("Every Tuesday and Thursday at 19:00") is said once, the longer.
  const inside = (f: { at: number; text: string }) =>
    found.some(
      (g) =>
        g !== f &&
        g.at <= f.at &&
        g.at + g.text.length >= f.at + f.text.length &&
        g.text.length > f.text.length,
    );
  return found
    .filter((f) => !inside(f))
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text);
}
