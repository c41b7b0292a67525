/**
 * Prices of one thing in several variants (issue 27.6): "Full groom £45 for small dogs, £60 for medium, £75
 * for large", "Cambio de aceite desde 49 € para coches pequeños, 69 € para SUV", "tarte aux pommes 18 € pour
 * 6 personnes ou 24 € pour 8 personnes", "Premium 2,99 € par mois ou 24,99 € par an", "£2.80 each or 4 for
 * £10". A price that follows another with no new name between them — only what qualifies the first price, a
 * comma or an "or", and maybe a quantity ("4 for", "dwa za") — is a variant of the same thing: it is shown
 * on that thing's line, never as a thing (or a card named "Price") of its own, and what qualifies it ("small
 * dogs") is no offering.
 */
import type { PriceFact } from "./types.js";

/** A comma or a short "or"/"and" between two variants, in the languages the composer writes. */
const JOINER = /(?:,|\s(?:or|and|ou|et|o|y|e|oder|und|lub|albo|i|vagy|és))\s*$/iu;
/** The same joiners, as places to split the words between two prices. */
const JOINERS = /(,|\s(?:or|and|ou|et|o|y|e|oder|und|lub|albo|i|vagy|és)\s)/iu;
/** "4 for", "two for", "dwa za", "zwei für", "deux pour": a quantity bought at the next price. */
const QUANTITY_FOR =
  /^(?:\d+|two|three|four|five|six|zwei|drei|vier|deux|trois|quatre|dos|tres|cuatro|due|tre|quattro|dwa|dwie|trzy|cztery|twee|drie|vier)\s+(?:for|für|pour|por|para|per|za|voor)$/iu;
/** "from", "ab", "dès", "desde", "od": a word that belongs to the next price. */
const FROM = /^(?:from|ab|dès|à partir de|desde|a partir de|da|od|vanaf|already)$/iu;
/** A price taken "then" (after the first): a step in time, never a variant (facts.ts reads those). */
const THEN =
  /(?:^|\s)(?:then|after(?:wards)?|puis|ensuite|dann|danach|luego|después|poi|dopo|daarna|depois|potem|następnie|majd|utána|until|bis|jusqu|hasta|fino|tot|do)(?:\s|$)/iu;
/** What may qualify a price before the joiner: a few words, no sentence's end, no other price. */
const MAX_QUALIFIER_WORDS = 5;

/** Where each price stands in the description, in the order they were read (a repeated "£5" twice). */
function positions(prices: readonly PriceFact[], description: string): number[] {
  let from = 0;
  return prices.map((p) => {
    const at = description.indexOf(p.text, from);
    if (at >= 0) from = at + p.text.length;
    return at;
  });
}

/** The end of a price with its unit ("2,99 € par mois"), where the words that qualify it begin. */
function endOf(p: PriceFact, at: number, description: string): number {
  const end = at + p.text.length;
  if (p.per && !p.text.includes(p.per)) {
    const per = description.indexOf(p.per, end);
    if (per >= 0 && per - end <= 2) return per + p.per.length;
  }
  return end;
}

/**
 * The words between two prices when the second is a variant of the first, split into what qualifies the
 * first ("for small dogs") and what opens the second ("4 for"); undefined when a new name stands between.
 */
function variantGap(gap: string): { qualifier: string } | undefined {
  if (/[.;:!?](?:\s|$)|\n/u.test(gap) || THEN.test(gap)) return undefined;
  // The joiner closest to the second price, and what is said after it.
  const parts = gap.split(JOINERS);
  if (parts.length < 3) return undefined;
  const after = (parts.at(-1) ?? "").trim();
  const before = parts.slice(0, -2).join("").trim();
  if (after && !QUANTITY_FOR.test(after) && !FROM.test(after)) return undefined;
  if (!JOINER.test(parts.slice(0, -1).join(""))) return undefined;
  if (before.split(/\s+/).filter(Boolean).length > MAX_QUALIFIER_WORDS) return undefined;
  return { qualifier: before };
}

/**
 * Each price that heads a run of variants, with the variants after it in the owner's order (the head not
 * among them). A price in no run is in no entry.
 */
export function priceVariants(
  prices: readonly PriceFact[],
  description: string,
): Map<PriceFact, PriceFact[]> {
  const at = positions(prices, description);
  const runs = new Map<PriceFact, PriceFact[]>();
  let head: PriceFact | undefined;
  prices.forEach((p, i) => {
    const prev = prices[i - 1];
    const prevAt = at[i - 1];
    if (i === 0 || prev === undefined || prevAt === undefined || prevAt < 0 || (at[i] ?? -1) < 0) {
      head = p;
      return;
    }
    const gap = description.slice(endOf(prev, prevAt, description), at[i]);
    if (variantGap(gap) && head) runs.set(head, [...(runs.get(head) ?? []), p]);
    else head = p;
  });
  return runs;
}

/** "4 for", "dwa za": the quantity said between a variant's joiner and its price, or "". */
export function variantOpening(p: PriceFact, prices: readonly PriceFact[], description: string): string {
  const i = prices.indexOf(p);
  const at = positions(prices, description);
  const prev = prices[i - 1];
  const prevAt = at[i - 1];
  const own = at[i];
  if (i < 1 || prev === undefined || prevAt === undefined || own === undefined || prevAt < 0 || own < 0)
    return "";
  const gap = description.slice(endOf(prev, prevAt, description), own);
  if (!variantGap(gap)) return "";
  const after = gap.split(JOINERS).at(-1)?.trim() ?? "";
  return QUANTITY_FOR.test(after) ? after : "";
}

/** Whether a price is a variant of an earlier one (shown on that one's line). */
export function isPriceVariant(p: PriceFact, prices: readonly PriceFact[], description: string): boolean {
  for (const variants of priceVariants(prices, description).values()) if (variants.includes(p)) return true;
  return false;
}

/** "for small dogs", "para SUV", "pour 8 personnes": words that say which variant a price is. */
const QUALIFIER_OPENING = /^(?:for|für|pour|para|per|dla|voor|a|à|al|for a|each)\s/iu;

/**
 * What says which variant a price is, as written right after it ("for small dogs", "pour 8 personnes"), or
 * "" when nothing does. Read up to the next joiner, clause end or price.
 */
export function variantQualifier(p: PriceFact, prices: readonly PriceFact[], description: string): string {
  const at = positions(prices, description)[prices.indexOf(p)] ?? -1;
  if (at < 0) return "";
  const rest = description.slice(endOf(p, at, description));
  const m =
    /^\s+([^,.;:!?()\n]*?)(?=\s*(?:,|[.;:!?()](?:\s|$)|$|\s(?:or|ou|o|oder|of|lub|albo|vagy)\s))/iu.exec(
      rest,
    );
  const words = m?.[1]?.trim() ?? "";
  if (!words || /\d\s?(?:[€$£]|zł|kr)|[€$£]\s?\d/u.test(words)) return "";
  return words.split(/\s+/).length <= MAX_QUALIFIER_WORDS && QUALIFIER_OPENING.test(`${words} `) ? words : "";
}

/**
 * Whether an offering is only what qualifies one of a run's prices: "small dogs" of "£45 for small dogs, £60
 * for medium" says which variant, and is no service of its own.
 */
export function qualifiesAVariant(
  offering: string,
  prices: readonly PriceFact[],
  description: string,
): boolean {
  const runs = priceVariants(prices, description);
  const item = offering.trim().toLocaleLowerCase();
  return [...runs].some(([head, variants]) =>
    [head, ...variants].some(
      (p) =>
        variantQualifier(p, prices, description).toLocaleLowerCase().replace(QUALIFIER_OPENING, "").trim() ===
        item,
    ),
  );
}
