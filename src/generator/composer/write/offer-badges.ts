/**
 * The description's offers and conditions as badges (issue 27.2): "30-day free trial, no card needed" is
 * two badges, "Free UK delivery on orders over £40" is "Free UK delivery over £40" (compact.ts). A
 * condition stays a badge; it is never a product or a price card.
 */
import { ONLY_WORDS } from "../../brief/offers.js";
import type { SectionKind } from "../../model.js";
import { chipCase } from "./casing.js";
import { offerLine } from "./clauses.js";
import { asBadge } from "./compact.js";
import type { WriteContext } from "./context.js";
import { pointContext } from "./placement.js";
import { clausesOf } from "./points.js";

export function offerBadges(c: WriteContext, order: SectionKind[], offers = c.brief.offers): string[] {
  // An offer is a fact no cut may run through elsewhere; here its own commas are what is cut.
  const all = pointContext(c, order);
  const context = { ...all, facts: all.facts.filter((fact) => !c.brief.offers.includes(fact)) };
  return offers
    .flatMap((offer) => withConditionsJoined(clausesOf(offerLine(offer, c.brief.description), context)))
    .map((line) => chipCase(asBadge(line, c.lang), c.lang));
}

/** A clause that only says whom the offer before it is for: "nur für Neukundinnen", "only for members". */
const ONLY_FOR = new RegExp(`^(?:only|just|${ONLY_WORDS})(?![\\p{L}])`, "iu");

/**
 * The offer's clauses with a condition kept on the clause it limits: "Erste Stunde gratis, nur für
 * Neukundinnen" is one badge; "Nur für Neukundinnen" alone would read as what the studio is.
 */
function withConditionsJoined(clauses: string[]): string[] {
  const out: string[] = [];
  for (const clause of clauses) {
    if (out.length > 0 && ONLY_FOR.test(clause.trim())) out[out.length - 1] += `, ${clause.trim()}`;
    else out.push(clause);
  }
  return out;
}
