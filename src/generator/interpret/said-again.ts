/**
 * "we don't do large dogs any more, take that off", "on ne fait plus le grand gâteau, enlevez-le",
 * "ya no hacemos X, quítalo": after a removal, a clause that is only a remove verb and a word pointing back
 * at the thing (packs' `backRefs`, fillers around) asks for the same removal again — no second thing.
 */
import type { LanguagePack } from "../lang/types.js";
import { norm } from "./text.js";

/** True when the clause says nothing but "remove it" in one of the packs' words. */
export function removesItAgain(part: string, packs: LanguagePack[]): boolean {
  const refs = new Set(packs.flatMap((p) => p.backRefs ?? []).map(norm));
  const fillers = new Set(packs.flatMap((p) => p.filler).map(norm));
  const verbs = new Set(packs.flatMap((p) => p.verbs.remove).map(norm));
  const words = norm(part)
    .replace(/[.,!?;:]+/g, " ")
    .split(/[\s-]+/)
    .filter((w) => w && (refs.has(w) || !fillers.has(w)));
  if (words.length === 0 || words.length > 4 || !words.some((w) => refs.has(w) || joinedRef(w, verbs, refs)))
    return false;
  const rest = words.filter((w) => !refs.has(w)).map((w) => (joinedRef(w, verbs, refs) ? "" : w));
  const verb = rest.filter(Boolean).join(" ");
  return verb === "" ? rest.length > 0 : verbs.has(verb);
}

/** "quitalo", "toglilo", "quitalas": a remove verb with the back-pointing word joined to its end. */
function joinedRef(word: string, verbs: Set<string>, refs: Set<string>): boolean {
  for (const ref of refs)
    if (word.length > ref.length + 2 && word.endsWith(ref) && verbs.has(word.slice(0, -ref.length)))
      return true;
  return false;
}
