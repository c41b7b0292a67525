/**
 * What the business offers, in the user's own phrases: list items from the description, each with its
 * price when the description prices it, and the priced things it names. Nothing is added from a catalogue.
 * A price is shown once: beside the thing it buys, or in the pricing section when it is a fee, a plan or
 * a ticket rather than a thing ("Day rate £550", "Pro $12 per user per month").
 */
import type { PriceFact } from "../../brief/types.js";
import type { Item } from "../../model.js";
import { escapeRegExp } from "../../ops/texts.js";
import { meaningIcon } from "../render/item-icon.js";
import { priceNote } from "./brief-extras.js";
import { offerLine, spanOf } from "./clauses.js";
import type { WriteContext } from "./context.js";
import { introOf, priceClause, priceTitle } from "./facts.js";
import { capitalize } from "./text.js";

const norm = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Whether `phrase` holds `words` as whole words ("earrings" does not hold "rings"). */
function holdsWords(phrase: string, words: string): boolean {
  return ` ${phrase} `.includes(` ${words} `);
}

/** The unused price whose label names this offering (either holds the other as whole words), longest label first. */
function priceFor(phrase: string, prices: PriceFact[], used: Set<PriceFact>): PriceFact | undefined {
  const p = norm(phrase);
  return prices
    .filter((price) => {
      const label = norm(price.label);
      return !used.has(price) && label.length > 2 && (holdsWords(p, label) || holdsWords(label, p));
    })
    .sort((a, b) => b.label.length - a.label.length)[0];
}

/**
 * Labels that name how something is charged, not a thing to buy: fees, rates, plans, tickets, deposits.
 * Such prices belong to the pricing section (or an event's details), never to a list of services.
 */
const CHARGE =
  /^(?:(?:the|our|a|an|fixed|flat|day|daily|hourly|weekly|monthly|annual|yearly|standard|regular|full|reduced|early[- ]?bird|entry|group|family|school|team|pro|basic|premium|starter|business|free)\s+)*(?:fees?|rates?|prices?|costs?|plans?|tiers?|entry|admission|tickets?|pre-?orders?|membership|subscriptions?|deposit|commission|early[- ]?bird|kids|children|adults|students|seniors|members|pro|basic|premium|starter|growth|plus|business|enterprise|team|free|honorar|honorare|gebühr|gebühren|preis|preise|kosten|beitrag|tarif|tarifs|frais|honoraires|prix|tarifa|tarifas|honorarios|precio|cuota|tariffa|tariffe|onorario|onorari|prezzo|quota|tarief|tarieven|honorarium|kosten|prijs|abonnement|mitgliedschaft|adhésion|cotisation)$/iu;

/** (The other languages' words for a fee, a rate or a membership close the list: "Honorar ab 90 €" buys nothing.) */

/** A price that is the threshold of an offer ("Free shipping in Ireland over €60"): it sells nothing. */
function offerThreshold(price: PriceFact, c: WriteContext): boolean {
  const at = spanOf(c.brief.description, price.text);
  if (!at) return false;
  return c.brief.offers.some((offer) => {
    const span = spanOf(c.brief.description, offer);
    return (
      span !== undefined &&
      at.start >= span.start &&
      at.end <= span.start + offerLine(offer, c.brief.description).length
    );
  });
}

/** The description's prices that a visitor pays (offer thresholds left out). */
export function paidPrices(c: WriteContext): PriceFact[] {
  // The first step of a "then" price is said on that price's line, not as a price of its own.
  return c.brief.prices.filter(
    (p) => !offerThreshold(p, c) && !introOf(p, c.brief.prices, c.brief.description),
  );
}

/** Whether a price buys a named thing ("MOT £45", "Smoky Chipotle $9") rather than being a fee or plan. */
function buysAThing(price: PriceFact, c: WriteContext): boolean {
  const title = priceTitle(price, c.brief.description, c.brief.prices);
  return title !== "" && !CHARGE.test(title.trim()) && !tierOfAPlanList(price, c);
}

/**
 * "Basic plan £90/week, Standard £150/week, Premium £220/week": prices charged per the same period beside
 * a plan are that plan's siblings, so "Standard" is a tier too, not a service of its own.
 */
function tierOfAPlanList(price: PriceFact, c: WriteContext): boolean {
  if (!price.per) return false;
  const per = price.per.replace(/^\/\s*|^(?:per|a|an)\s+/iu, "").toLocaleLowerCase();
  return c.brief.prices.some((other) => {
    if (other === price || !other.per) return false;
    const otherPer = other.per.replace(/^\/\s*|^(?:per|a|an)\s+/iu, "").toLocaleLowerCase();
    const title = priceTitle(other, c.brief.description, c.brief.prices).trim();
    return otherPer === per && title !== "" && CHARGE.test(title);
  });
}

export interface Offerings {
  items: Item[];
  /** Prices already shown on an offering (the pricing section leaves them out). */
  priced: Set<PriceFact>;
}

/** Icons that stand for a fact (where, when, how to reach you): never a decoration on something sold. */
const FACT_ICONS = new Set(["map-pin", "clock", "calendar", "phone", "mail"]);

export interface OfferingOptions {
  /**
   * What the priced things the list does not name become: "all" joins them to it (a shop sells every one
   * of them, so they are one list and one choice in the order form), "fallback" makes them the list when
   * the description has none (a garage's "MOT £45, interim service from £129"), "none" leaves them to the
   * pricing section (an app's features are not its plans).
   */
  priced: "all" | "fallback" | "none";
}

/** The icon of the `i`th thing offered: one that says what it is, else the kind's next decorative icon. */
export function offeringIcon(c: WriteContext, name: string, i: number): string {
  const decorative = c.profile.icons.filter((icon) => !FACT_ICONS.has(icon));
  const icons = decorative.length > 0 ? decorative : c.profile.icons;
  const start = c.vary("icons", icons.length);
  const context = { kind: c.brief.kind, industry: c.source.industry, companyName: c.source.companyName };
  return meaningIcon(name, context) ?? icons[(start + i) % icons.length];
}

/**
 * The offerings of the page: the description's list phrases with their prices, then the other things it
 * prices, as `options.priced` says.
 */
export function offeringItems(c: WriteContext, options: OfferingOptions = { priced: "all" }): Offerings {
  const { brief } = c;
  const iconFor = (name: string, i: number) => offeringIcon(c, name, i);
  const prices = paidPrices(c);
  const priced = new Set<PriceFact>();
  const items: Item[] = brief.offerings.map((phrase, i) => {
    const price = options.priced !== "none" ? priceFor(phrase, prices, priced) : undefined;
    if (price) priced.add(price);
    return {
      title: capitalize(phrase),
      price: price ? priceClause(price, brief.description) : undefined,
      text: price ? noteOf(price, brief.description) : bulletLine(phrase, brief.description),
      icon: iconFor(phrase, i),
    };
  });
  if (options.priced === "all" || (options.priced === "fallback" && items.length === 0)) {
    // The priced things the list did not name are offerings too: one list of everything sold.
    for (const price of prices) {
      if (priced.has(price) || !buysAThing(price, c)) continue;
      const title = priceTitle(price, brief.description, brief.prices);
      if (items.some((it) => norm(it.title) === norm(title))) continue;
      priced.add(price);
      items.push({
        title: capitalize(title),
        price: priceClause(price, brief.description),
        text: noteOf(price, brief.description),
        icon: iconFor(title, items.length),
      });
    }
  }
  return { items, priced };
}

/**
 * "- Blocked drains: cleared the same day with a camera survey.": the owner's line after a listed thing's
 * name and a colon or dash, verbatim, as the line under it (a price's note wins), up to the next item's
 * bullet once the lines are joined. A hyphen is the list's own bullet, never the dash before a line.
 */
function bulletLine(phrase: string, description: string): string | undefined {
  const m = new RegExp(
    `(?:^|[.!?:;]|\\s)\\s*[-–•*·]\\s+${escapeRegExp(phrase)}\\s*(?::|\\s[–—]\\s)\\s*([^\\n]+?)(?=\\s*(?:[.!?](?:\\s|$)|\\n|$)|\\s[-–•*·]\\s)`,
    "u",
  ).exec(description);
  const line = m?.[1]?.trim();
  return line && line.split(/\s+/).length >= 2 ? capitalize(line) : undefined;
}

/** What a price comes with, as a line under it ("With unlimited meetings"), unless its price line says it. */
function noteOf(price: PriceFact, description: string): string | undefined {
  const note = priceNote(price);
  return note && !priceClause(price, description).includes(note) ? capitalize(note) : undefined;
}

/** Pages about one product, whose price is the product's, not a plan to sign up to. */
export const ONE_PRODUCT_PAGES: ReadonlySet<string> = new Set(["product-launch", "app-download"]);

/** Prices not already shown beside an offering: fees, plans, tickets and prices without a name. */
export function remainingPrices(c: WriteContext, priced: Set<PriceFact>): Item[] {
  const remaining = paidPrices(c).filter((p) => !priced.has(p));
  // The one price of a page about one product ("Retail price €39") is the product's: named after it
  // when it has no name of its own ("Pre-order" keeps its).
  const ofProduct = ONE_PRODUCT_PAGES.has(c.source.landingPageType) && remaining.length === 1;
  return remaining.map((p) => {
    const title = priceTitle(p, c.brief.description, c.brief.prices);
    return {
      title: title ? capitalize(title) : ofProduct ? c.product : c.say("Price"),
      price: priceClause(p, c.brief.description),
      text: noteOf(p, c.brief.description),
    };
  });
}
