/**
 * A fact stated for a scope the page does not have: "livraison gratuite dès 150 € hors de France" where the
 * page says "Livraison gratuite dès 100 € en France", "free over €100 outside the EU". The scope word
 * (packs' `scopes`) is not in the page's text of the old value, so the owner states a new fact: their line
 * is added beside the old one, whose value stays. Said where the page names that scope, it is an edit.
 */
import type { Op } from "../ops/schema.js";
import { pageTexts } from "./page-texts.js";
import { find, type Reading, sectionRef, wordsOf } from "./reading.js";
import { alternation, capitalised, findPhrase, norm } from "./text.js";

/** Sections a line of the owner's can join (not the top banner or the questions). */
const BESIDE = (kind: string) => kind !== "hero" && kind !== "faq";

export function newScope(r: Reading, ops: Op[] | null): Op[] | null {
  const price = ops?.find((op) => op.op === "set_fact" && op.kind === "price");
  const scope = find(r, (p) => p.scopes);
  if (!ops || !price || price.op !== "set_fact" || !scope) return ops;
  const holding = pageTexts(r.model).filter(({ text }) => text.includes(price.from));
  if (holding.some(({ text }) => findPhrase(norm(text), [scope.phrase]))) return ops;
  const section = holding
    .map(({ path }) => r.model.sections.find((s) => path.startsWith(`sections.${s.id}.`)))
    .find((s) => s && BESIDE(s.kind));
  if (!section)
    return [
      {
        op: "refuse",
        part: r.raw,
        why: `the page states “${price.from}” for another scope; say where the new line goes`,
      },
    ];
  // "… now": said to us, not a word of the line.
  const now = alternation(wordsOf(r, (p) => p.grammar.now).filter((w) => /^\p{L}+$/u.test(w)));
  const line = r.raw
    .trim()
    .replace(/[\s,;:.!]+$/u, "")
    .replace(new RegExp(`[\\s,]+(?:${now})$`, "iu"), "");
  return [
    { op: "add_item", section: sectionRef(r.model, section), item: { title: `${capitalised(line)}.` } },
  ];
}
