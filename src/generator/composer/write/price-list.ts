/** Sentences that are a price list, which the hero never pastes as its lead. */
import { PRICE } from "../../brief/prices.js";

const PRICES = new RegExp(PRICE, "gu");

/**
 * A sentence that is a price list ("Lunch menu €14, tasting menu €45.", "Inspektion ab 149 €, Reifenwechsel
 * 39 €, HU/AU 119 €."): two prices, or one with hardly a word beside it. The cards and the pricing section
 * show prices; a lead that pastes them reads like a menu board, not a page.
 */
export function isPriceList(sentence: string): boolean {
  const prices = sentence.match(PRICES) ?? [];
  if (prices.length >= 2) return true;
  if (prices.length === 0) return false;
  const words = sentence.replace(PRICES, " ").match(/\p{L}{2,}/gu) ?? [];
  return words.length <= 4;
}
