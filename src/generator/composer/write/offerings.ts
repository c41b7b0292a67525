/**
 * What the business offers, in the user's own phrases: list items from the description, each with its
 * price when the description prices it. Nothing is added from a catalogue.
 */
import type { PriceFact } from "../../brief/types.js";
import type { Item } from "../../model.js";
import type { WriteContext } from "./context.js";
import { priceLine, priceName, usableLabel } from "./facts.js";
import { capitalize } from "./text.js";

const norm = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The price whose label names this offering (either contains the other). */
function priceFor(phrase: string, prices: PriceFact[]): PriceFact | undefined {
  const p = norm(phrase);
  return prices.find((price) => {
    const label = norm(price.label);
    return label.length > 2 && (p.includes(label) || label.includes(p));
  });
}

export interface Offerings {
  items: Item[];
  /** Prices already shown on an offering (the pricing section leaves them out). */
  pricedLabels: Set<string>;
}

/** Icons that stand for a fact (where, when, how to reach you): never a decoration on something sold. */
const FACT_ICONS = new Set(["map-pin", "clock", "calendar", "phone", "mail"]);

/** An icon that says what the thing is, when its name makes that plain. */
const ICON_BY_WORD: [RegExp, string][] = [
  [/\b(?:coffee|espresso|latte|cappuccino|flat white|americano|mocha|tea|matcha|cocoa)\b/i, "coffee"],
  [
    /\b(?:pizza|pasta|lunch|dinner|breakfast|brunch|meals?|dish(?:es)?|menu|soups?|salads?|burgers?)\b/i,
    "utensils",
  ],
  [/\b(?:gifts?|gift box|vouchers?|hampers?)\b/i, "gift"],
  [/\b(?:delivery|shipping|courier)\b/i, "truck"],
  [/\b(?:classes|lessons?|courses?|workshops?)\b/i, "graduation-cap"],
  [/\b(?:coaching|training|gym|workouts?)\b/i, "dumbbell"],
  [/\b(?:photos?|photography|portraits?)\b/i, "camera"],
  [/\b(?:live music|concerts?|gigs?|dj)\b/i, "music"],
  [/\b(?:repairs?|fix(?:es|ing)?|servicing)\b/i, "wrench"],
];

export function offeringItems(c: WriteContext): Offerings {
  const { brief, profile } = c;
  const decorative = profile.icons.filter((icon) => !FACT_ICONS.has(icon));
  const icons = decorative.length > 0 ? decorative : profile.icons;
  const start = c.vary("icons", icons.length);
  const iconFor = (name: string, i: number) =>
    ICON_BY_WORD.find(([word]) => word.test(name))?.[1] ?? icons[(start + i) % icons.length];
  const pricedLabels = new Set<string>();
  const items: Item[] = brief.offerings.map((phrase, i) => {
    const price = priceFor(phrase, brief.prices);
    if (price) pricedLabels.add(price.text + price.label);
    return {
      title: capitalize(phrase),
      price: price ? priceLine(price, brief.description) : undefined,
      icon: iconFor(phrase, i),
    };
  });
  if (items.length === 0) {
    // No list in the description: the priced things it names are what it offers.
    for (const [i, price] of brief.prices.entries()) {
      if (!usableLabel(priceName(price))) continue;
      pricedLabels.add(price.text + price.label);
      items.push({
        title: capitalize(priceName(price)),
        price: priceLine(price, brief.description),
        icon: iconFor(priceName(price), i),
      });
    }
  }
  return { items, pricedLabels };
}

/** Prices not already shown beside an offering. */
export function remainingPrices(c: WriteContext, pricedLabels: Set<string>): Item[] {
  return c.brief.prices
    .filter((p) => !pricedLabels.has(p.text + p.label))
    .map((p) => {
      const line = priceLine(p, c.brief.description);
      return {
        title: usableLabel(priceName(p)) ? capitalize(priceName(p)) : c.say("Price"),
        price: line,
        meta: line.includes(p.per ?? "") ? undefined : p.per,
      };
    });
}
