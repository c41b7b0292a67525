/**
 * Numbers and clock times read out of any text, so the same value written two ways compares equal:
 * "1,400" and "1.400" and "1400", "3 pm" and "15:00" and "15 Uhr".
 */
import { parseAmount } from "../brief/prices.js";
import { NUMBER_WORDS, re } from "../brief/vocabulary.js";

const NUMBER_TOKEN = re(String.raw`(?<![\p{L}\d])\d+(?:[.,\u00a0 '’]\d{3})*(?:[.,]\d+)?`, "gu");
const NUMBER_WORD_TOKEN = re(`(?<![\\p{L}])(?:${Object.keys(NUMBER_WORDS).join("|")})(?![\\p{L}])`, "giu");

/** Every reading of every number in `text` ("1,400" is 1400; "4,9" is 4.9 and 49 — a source may mean either). */
export function numbersIn(text: string, withWords = false): number[] {
  const out = new Set<number>();
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    for (const value of readings(m[0])) out.add(value);
  }
  if (withWords) for (const m of text.matchAll(NUMBER_WORD_TOKEN)) out.add(NUMBER_WORDS[m[0].toLowerCase()]);
  return [...out];
}

/** The numbers a fact claims, one reading each (the way the page's reader would take it). */
export function claimedNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(NUMBER_TOKEN)) out.push(parseAmount(m[0].trim()));
  for (const m of text.matchAll(NUMBER_WORD_TOKEN)) out.push(NUMBER_WORDS[m[0].toLowerCase()]);
  // Stars drawn as glyphs count as a number: "★★★★★" is a five-star claim.
  const stars = text.match(/[★⭐]/gu)?.length ?? 0;
  if (stars > 1) out.push(stars);
  return out.filter(Number.isFinite);
}

function readings(raw: string): number[] {
  const token = raw.trim();
  // A separator may group thousands or mark decimals: "1.400" is 1400 in Germany and 1.4 elsewhere.
  const values = [
    parseAmount(token),
    Number(token.replace(/[\s\u00a0'’,.]/g, "")),
    Number(token.replace(/[\s\u00a0'’]/g, "").replace(",", ".")),
  ];
  return values.filter(Number.isFinite);
}

// "15:00", "15.00 Uhr", "3 pm", "3:30 p.m.", "15h", "15h30", "15 Uhr", "19 óra".
const CLOCK = re(
  String.raw`(?<![\p{L}\d.,:])(\d{1,2})(?:(?::|\.(?=\d{2}\s?(?:uhr|uur|h|óra)))(\d{2})|h(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.|uhr|uur|h|óra|órakor|órától|óráig|godz\.?)?(?![\p{L}\d])`,
  "giu",
);

export interface Clock {
  text: string;
  start: number;
  end: number;
  /** Minutes after midnight, every reading ("3" alone might be 03:00 or 15:00). */
  minutes: number[];
}

/**
 * Clock times in `text`. A bare number is a time only with `bareHours` (inside opening hours, where
 * "9–17" are hours); then it reads as the hour and as the hour after noon.
 */
export function clocksIn(text: string, bareHours = false): Clock[] {
  const out: Clock[] = [];
  for (const m of text.matchAll(CLOCK)) {
    const hour = Number(m[1]);
    const minute = Number(m[2] ?? m[3] ?? 0);
    const unit = (m[4] ?? "").toLowerCase().replace(/\./g, "");
    const hasMinutes = m[2] !== undefined || m[3] !== undefined;
    if (!unit && !hasMinutes && !bareHours) continue;
    if (hour > 24 || minute > 59) continue;
    const minutes: number[] = [];
    if (unit === "am") minutes.push((hour % 12) * 60 + minute);
    else if (unit === "pm") minutes.push(((hour % 12) + 12) * 60 + minute);
    else {
      minutes.push((hour % 24) * 60 + minute);
      // Without am/pm an hour before noon may be either: "open till 6:00" is 18:00 to most readers.
      if (!["uhr", "uur", "óra", "órakor", "órától", "óráig"].includes(unit) && hour < 12)
        minutes.push((hour + 12) * 60 + minute);
    }
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length, minutes });
  }
  return out;
}
