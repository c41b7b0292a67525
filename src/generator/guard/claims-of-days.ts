/**
 * Opening days a model likes to add without a time: "also open on Sundays", "open every day", "Auch
 * montags geöffnet", "Täglich geöffnet", "Ouvert le dimanche", "Abierto todos los días", "Ook op zondag
 * open"; and closing days: "closed on Mondays", "Montags Ruhetag", "fermé le lundi". Read in every
 * language a pack knows; an open day traces when the owner's own opening days (the hours or a sentence
 * naming the days) include it, a closed day when the owner said so or their opening days leave it out.
 */
import { allPacks } from "../lang/index.js";
import { readDays } from "../ops/week.js";
import type { Claim } from "./claims-of-praise.js";

const PACKS = allPacks();
const OPEN = "(?:open|opened|geöffnet|offen|ouvert[es]*|abiert[oa]s?|apert[oi]|aberto|otwarte|nyitva)";
const EVERY_DAY = String.raw`(?:every\sday|all\sweek(?:\slong)?|daily|täglich|jeden\stag|tous\sles\sjours|todos\slos\sdías|tutti\si\sgiorni|ogni\sgiorno|elke\sdag|dagelijks|alle\sdagen|todos\sos\sdias|codziennie|każdego\sdnia|minden\snap|naponta)`;
/** Weekday names of every pack, whole words of four letters or more ("Sunday", "montags"; never "di", "sun"). */
const WEEKDAY = `(?:${[
  ...new Set(PACKS.flatMap((p) => p.weekdays.flat()).filter((w) => /^\p{L}{4,}$/u.test(w))),
]
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
const JOIN = String.raw`(?:\s?(?:-|–|—)\s?|\s(?:to|till|until|through|bis|à|au|a|al|tot|t\/m|do|and|&|und|et|y|e|en|i|és)\s|,\s?)`;
const DAYS = `${WEEKDAY}(?:${JOIN}${WEEKDAY})*`;
const WORDS = String.raw`(?:[\p{L}]+\s){0,3}?`;
const OPEN_DAYS = new RegExp(
  String.raw`(?<![\p{L}])(?:${OPEN}\s${WORDS}(?:${DAYS}|${EVERY_DAY})|(?:${DAYS}|${EVERY_DAY})\s(?:[\p{L}]+\s){0,2}?${OPEN})(?![\p{L}])`,
  "giu",
);
const CLOSED =
  "(?:closed|shut|geschlossen|ruhetag|fermée?s?|cerrad[oa]s?|chius[oi]|gesloten|fechad[oa]s?|zamknięte|zárva)";
const CLOSED_DAYS = new RegExp(
  String.raw`(?<![\p{L}])(?:${CLOSED}\s${WORDS}${DAYS}|${DAYS}\s(?:[\p{L}]+\s){0,2}?${CLOSED})(?![\p{L}])`,
  "giu",
);
const DAYS_ONLY = new RegExp(DAYS, "iu");
const EVERY_DAY_ONLY = new RegExp(`(?<![\\p{L}])${EVERY_DAY}(?![\\p{L}])`, "iu");

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
