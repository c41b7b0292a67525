/**
 * Opening days a model likes to add without a time: "also open on Sundays", "open every day", "Auch
 * montags geöffnet", "Täglich geöffnet", "Ouvert 7j/7", "Abierto todos los días", "Ook op zondag open";
 * and closing days: "closed on Mondays", "Montags Ruhetag", "fermé le lundi". The words are the language
 * packs' own (weekdays, `grammar.open`, `grammar.closed`, `grammar.everyDay`, the words that join two days),
 * so a language a pack learns is read here too. An open day traces when the owner's own opening days (the
 * hours or a sentence naming the days) include it, a closed day when the owner said so or their opening
 * days leave it out.
 */
import { alternation } from "../interpret/text.js";
import { allPacks } from "../lang/index.js";
import type { LanguagePack } from "../lang/types.js";
import { readDays } from "../ops/week.js";
import type { Claim } from "./claims-of-praise.js";

const PACKS = allPacks();

/** The words as one group, longest first, a space matching any run of spaces. */
const anyOf = (words: Iterable<string>) =>
  `(?:${alternation([...new Set(words)].filter(Boolean)).replace(/\s+/g, "\\s+")})`;

/**
 * A pack's open or closed words, without the ones its grammar also uses for something else: German "zu"
 * and "auf" are closed and open, but also "to" and "on" ("Kommen Sie zu uns am Montag" claims nothing).
 */
function statusWords(pick: (pack: LanguagePack) => string[], key: "open" | "closed"): string[] {
  return PACKS.flatMap((pack) => {
    const elsewhere = new Set(
      Object.entries(pack.grammar)
        .filter(([name]) => name !== key && name !== "open" && name !== "closed")
        .flatMap(([, list]) => list)
        .concat(Object.values(pack.places).flat()),
    );
    return pick(pack).filter((word) => !elsewhere.has(word));
  });
}

const OPEN = anyOf(statusWords((p) => p.grammar.open, "open"));
const CLOSED = anyOf(statusWords((p) => p.grammar.closed, "closed"));
const EVERY_DAY = anyOf(PACKS.flatMap((p) => p.grammar.everyDay));
/** Weekday names of every pack, whole words of four letters or more ("Sunday", "montags"; never "di", "sun"). */
const WEEKDAY = anyOf(PACKS.flatMap((p) => p.weekdays.flat()).filter((w) => /^\p{L}{4,}$/u.test(w)));
/** What joins two days: "Monday to Friday", "lundi et mardi", "maandag t/m vrijdag", "Mo, Di". */
const JOIN_WORD = anyOf(
  PACKS.flatMap((p) => [...(p.dateRange ?? []), ...p.grammar.until, ...p.grammar.and]).filter((w) =>
    /\p{L}/u.test(w),
  ),
);
const JOIN = String.raw`(?:\s?[-–—]\s?|\s${JOIN_WORD}\s|,\s?)`;
const DAYS = `${WEEKDAY}(?:${JOIN}${WEEKDAY})*`;
const WORDS = String.raw`(?:[\p{L}]+\s){0,3}?`;
const OPEN_DAYS = new RegExp(
  String.raw`(?<![\p{L}])(?:${OPEN}\s${WORDS}(?:${DAYS}|${EVERY_DAY})|(?:${DAYS}|${EVERY_DAY})\s(?:[\p{L}]+\s){0,2}?${OPEN})(?![\p{L}\d])`,
  "giu",
);
const CLOSED_DAYS = new RegExp(
  String.raw`(?<![\p{L}])(?:${CLOSED}\s${WORDS}${DAYS}|${DAYS}\s(?:[\p{L}]+\s){0,2}?${CLOSED})(?![\p{L}])`,
  "giu",
);
const DAYS_ONLY = new RegExp(DAYS, "iu");
const EVERY_DAY_ONLY = new RegExp(`(?<![\\p{L}\\d])${EVERY_DAY}(?![\\p{L}\\d])`, "iu");

/** Opening days claimed in `masked` (what an earlier finder took, hours with times, is masked out). */
export function openDaysIn(masked: string): Claim[] {
  OPEN_DAYS.lastIndex = 0;
  return [...masked.matchAll(OPEN_DAYS)].map((m) => ({
    kind: "open-day" as const,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Closing days claimed in `masked`: "closed on Mondays", "Montags Ruhetag". */
export function closedDaysIn(masked: string): Claim[] {
  CLOSED_DAYS.lastIndex = 0;
  return [...masked.matchAll(CLOSED_DAYS)].map((m) => ({
    kind: "closed-day" as const,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Whether `text` says "every day" in a pack's words ("daily", "7j/7", "täglich"). */
export function saysEveryDay(text: string): boolean {
  return EVERY_DAY_ONLY.test(text);
}

/** The weekdays (0 = Monday) an opening-days claim names; all seven for "every day". */
export function daysClaimed(claim: string): number[] {
  if (EVERY_DAY_ONLY.test(claim)) return [0, 1, 2, 3, 4, 5, 6];
  const days = DAYS_ONLY.exec(claim)?.[0] ?? "";
  for (const pack of PACKS) {
    const read = readDays(days.toLowerCase(), pack.code);
    if (read?.length) return read;
  }
  return [];
}
