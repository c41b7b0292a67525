/**
 * A fact stated for a scope the page does not have: "livraison gratuite dès 150 € hors de France" where the
 * page says "Livraison gratuite dès 100 € en France", "free over €100 outside the EU". The scope word
 * (packs' `scopes`) is not in the page's text of the old value, so the owner states a new fact: their line
 * is added beside the old one, whose value stays. Said where the page names that scope, it is an edit.
 */

import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { pageTexts } from "./page-texts.js";
import { find, type Reading, sectionRef, wordsOf } from "./reading.js";
import { alternation, capitalised, findPhrase, norm } from "./text.js";

/** Sections a line of the owner's can join: not the top banner, the questions or a list of things sold. */
const BESIDE = (kind: string) => !["hero", "faq", "products", "pricing"].includes(kind);

/**
 * A place the owner names that the page writes nowhere ("… a Canarias", "… to Ireland"): a name, not the
 * clause's first word, that no text of the page has.
 */
function unknownPlace(r: Reading): boolean {
  const page = norm(
    pageTexts(r.model)
      .map(({ text }) => text)
      .join(" "),
  );
  return [...r.raw.matchAll(/(?<=\s)\p{Lu}\p{Ll}{2,}/gu)].some((m) => !page.includes(norm(m[0])));
}

/** The owner's clause as a line of the page: "… now" is said to us, not a word of the line. */
export function ownersLine(r: Reading): string {
  const now = alternation(wordsOf(r, (p) => p.grammar.now).filter((w) => /^\p{L}+$/u.test(w)));
  const said = r.raw
    .trim()
    .replace(/[\s,;:.!]+$/u, "")
    .replace(new RegExp(`[\\s,]+(?:${now})$`, "iu"), "");
  return `${capitalised(said)}.`;
}

export function newScope(r: Reading, ops: Op[] | null): Op[] | null {
  const price = ops?.find((op) => op.op === "set_fact" && op.kind === "price");
  if (!ops || !price || price.op !== "set_fact") return ops;
  const all = pageTexts(r.model);
  const holding = all.filter(({ text }) => text.includes(price.from));
  // A price of the page's text (an offer, a condition), not an item's own price, may be for a place.
  const inText = !all.some(({ path, text }) => path.endsWith(".price") && text === price.from);
  const scope = find(r, (p) => p.scopes) ?? (inText && unknownPlace(r) ? { phrase: "" } : null);
  if (!scope) return ops;
  if (scope.phrase && holding.some(({ text }) => findPhrase(norm(text), [scope.phrase]))) return ops;
  const section = holding
    .map(({ path }) => r.model.sections.find((s) => path.startsWith(`sections.${s.id}.`)))
    .find((s) => s && BESIDE(s.kind));
  if (!section)
    return [
      {
        op: "refuse",
        part: r.raw,
        why: reportWords(r.model.lang, "otherScope", { value: price.from }),
      },
    ];
  return [{ op: "add_item", section: sectionRef(r.model, section), item: { title: ownersLine(r) } }];
}
