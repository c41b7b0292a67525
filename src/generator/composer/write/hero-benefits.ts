/**
 * What the hero promises beside its headline, built only from the description's facts (issue 27.3): the
 * lowest of several prices of things sold ("From 12 €" over "Barolo 42 €, Nebbiolo 19 €, Dolcetto 12 €")
 * and the owner's first offer as a badge ("Spedizione gratuita sopra i 90 €"). Nothing is said that the
 * description does not: no price when the prices are fees, plans or in different currencies or units.
 */
import type { Item, SectionKind } from "../../model.js";
import type { WriteContext } from "./context.js";
import { offerBadges } from "./offer-badges.js";
import { buysAThing, paidPrices } from "./offerings.js";

/** Pages that sell things or a service from a list of prices (an event's ticket or a plan is said elsewhere). */
const PRICE_LIST_TYPES = new Set([
  "e-commerce",
  "business-homepage",
  "google-ads",
  "facebook-ads",
  "lead-generation",
]);

/** "From 12 €": the lowest price, as written, when at least two things are sold in one currency and unit. */
function fromPrice(c: WriteContext): Item | undefined {
  if (!PRICE_LIST_TYPES.has(c.source.landingPageType)) return undefined;
  const sold = paidPrices(c).filter((p) => buysAThing(p, c));
  if (sold.length < 2) return undefined;
  const currency = sold[0]!.currency;
  const per = sold[0]!.per ?? "";
  if (!currency || sold.some((p) => p.currency !== currency || (p.per ?? "") !== per || p.amount <= 0))
    return undefined;
  const lowest = sold.reduce((a, b) => (b.amount < a.amount ? b : a));
  if (sold.every((p) => p.amount === lowest.amount)) return undefined;
  const price = per ? `${lowest.text} ${per}` : lowest.text;
  return { title: c.say("From {price}", { price }), icon: "wallet" };
}

/** The owner's first offer as a short badge ("Free delivery over 90 €"), at most eight words. */
function firstOffer(c: WriteContext, order: SectionKind[]): Item | undefined {
  const badge = offerBadges(c, order)[0];
  return badge && badge.split(/\s+/u).length <= 8 ? { title: badge, icon: "gift" } : undefined;
}

/** The hero's benefit chips, best first, none repeating a chip already shown. */
export function benefitChips(c: WriteContext, order: SectionKind[], shown: readonly Item[]): Item[] {
  const said = new Set(shown.map((item) => item.title.toLocaleLowerCase()));
  return [firstOffer(c, order), fromPrice(c)].filter(
    (item): item is Item => item !== undefined && !said.has(item.title.toLocaleLowerCase()),
  );
}
