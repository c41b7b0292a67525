/**
 * "mets les horaires plus haut", "put the opening hours at the top": the hours are a fact, not the section
 * that happens to list them among the address, the phone and the form. The page's hours (its contact cards
 * labelled with an hours word) go into the top banner as written; when the banner shows them already, that
 * is said for free — never the contact section moved in their name. A page with a section of hours of its
 * own moves that section instead (rules/move-section.ts).
 */
import type { Section } from "../model.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { type Reading, wordsOf } from "./reading.js";
import { findPhrase, norm, tokens } from "./text.js";

/** The texts of the page's cards labelled as opening hours ("Horaires d'ouverture" · "du mardi…"). */
function hoursCards(r: Reading): string[] {
  const labels = wordsOf(r, (p) => p.facts.hours);
  const label = (title: string) => tokens(title).length <= 4 && findPhrase(title, labels)?.index === 0;
  const cards = [...r.model.sections.flatMap((s) => s.items), ...r.model.footer];
  return [...new Set(cards.filter((i) => i.text && label(i.title)).map((i) => i.text!.trim()))];
}

/** Hours compared as times and days: the banner may join the week's lines with a comma, a card with ";". */
const loose = (text: string) => norm(text).replace(/[,;·]/g, " ").replace(/\s+/g, " ").trim();

export function hoursStandsOut(r: Reading, hero: Section | undefined): Op[] | null {
  if (r.model.sections.some((s) => s.kind === "hours")) return null;
  const hours = hoursCards(r);
  if (hours.length === 0 || !hero) return null;
  const shown = loose(hero.items.map((i) => `${i.title} ${i.text ?? ""}`).join(" · "));
  const value = hours.join(", ");
  if (hours.every((h) => shown.includes(loose(h))))
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "alreadyAtTop", { value }) }];
  return [{ op: "add_item", section: "hero", item: { title: value } }];
}
