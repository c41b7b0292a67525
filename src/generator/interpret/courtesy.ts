/**
 * Courtesy said around a request ("por favor", "s'il vous plaît", "bitte", "grazie", "thanks!") asks for
 * nothing: a clause or a list entry of such words only is no part to read, never an item's name.
 */
import type { LanguagePack } from "../lang/types.js";
import { perPacks } from "./reading.js";
import { norm } from "./text.js";

/** The packs' fillers ("por favor", "s'il vous plaît", "bitte"), longest first, normalised. */
const fillerPhrases = perPacks((packs) =>
  [...new Set(packs.flatMap((p) => p.filler).map(norm))]
    .filter((f) => /\p{L}/u.test(f))
    .sort((a, b) => b.length - a.length),
);

/** A clause of courtesy and small filler words only ("por favor", "thanks!", "grazie mille" aside). */
export function onlyCourtesy(part: string, packs: LanguagePack[]): boolean {
  let rest = ` ${norm(part).replace(/[^\p{L}\p{N}'\s]/gu, " ")} `;
  if (!/\p{L}/u.test(rest)) return false;
  for (const filler of fillerPhrases(packs)) rest = rest.split(` ${filler} `).join(" ");
  return rest.trim() === "";
}
