/**
 * A free tier said beside a paid plan: "Free for 3 clients, Pro $12/month", "Gratuit jusqu'à 3 clients,
 * Pro 15 €/mois", "Kostenlos bis 2 Geräte, Plus 4 €/Monat". It is a plan of its own ("Free — for 3
 * clients") on the pricing cards, not an offer beside them: a visitor compares it with the paid plan.
 */
import type { Item } from "../../model.js";
import type { WriteContext } from "./context.js";
import { capitalize } from "./text.js";

const FREE_TIER =
  /(?:^|[,;:]\s+|\s[-–—]\s)((free|gratis|gratuit|gratuite|kostenlos|gratuito|gratuita|gratuitamente)\s+((?:for|up to|jusqu['’]à|pour|bis|für|hasta|para|fino a|per|tot|voor)\s+[^,;.!?]*\d[^,;.!?]*))/iu;

export interface FreeTier {
  /** The whole phrase as written: "Free for 3 clients". */
  phrase: string;
  /** The owner's word for free: "Free", "Gratuit". */
  word: string;
  /** What the tier covers, as written: "for 3 clients", "jusqu'à 3 clients". */
  condition: string;
}

/** The free tier of a sentence that also names a paid plan ("Pro $12/month"); none without a plan beside it. */
export function freeTier(c: Pick<WriteContext, "brief">): FreeTier | undefined {
  const plans = c.brief.prices.filter((p) => p.label && p.amount > 0);
  for (const sentence of c.brief.sentences) {
    if (!plans.some((p) => sentence.includes(p.text))) continue;
    const m = FREE_TIER.exec(sentence);
    if (m?.[1] && m[2] && m[3]) return { phrase: m[1].trim(), word: m[2], condition: m[3].trim() };
  }
  return undefined;
}

/** The free tier's card, first among the plans. */
export function freeTierCard(tier: FreeTier): Item {
  return { title: capitalize(tier.word), text: tier.condition };
}

/** Whether a fact (an offer, a quantity) is part of the free tier's phrase and so said on its card. */
export function saidByFreeTier(tier: FreeTier | undefined, fact: string): boolean {
  return tier?.phrase.toLocaleLowerCase().includes(fact.trim().toLocaleLowerCase()) ?? false;
}
