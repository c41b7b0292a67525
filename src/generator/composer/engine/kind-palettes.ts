/**
 * The palettes a designer would consider for each trade besides its own (kinds/*.ts): two cafés, two law
 * firms or two dentists need not share one colour, and serious trades are not all blue or teal. Each pair
 * is a deep primary white text reads on (AA is enforced on top, engine/palette.ts) and an accent of
 * another hue. The page's seed picks one of the three, so the same page always gets the same palette.
 */
import type { BusinessKind } from "../../brief/types.js";
import type { Palette } from "../../model.js";
import { pick } from "./hash.js";

const p = (primary: string, accent: string): Palette => ({ primary, accent });

/** Two more palettes per trade; "other" has its own choice by subject (subject-palette.ts). */
export const KIND_ALTERNATES: Record<BusinessKind, readonly Palette[]> = {
  accountancy: [p("#14532d", "#b45309"), p("#3f3f46", "#0d9488")],
  agency: [p("#1c1917", "#f97316"), p("#b91c1c", "#1d4ed8")],
  bakery: [p("#881337", "#a16207"), p("#4d7c0f", "#c2410c")],
  bar: [p("#134e4a", "#f59e0b"), p("#831843", "#d97706")],
  cafe: [p("#365314", "#c2410c"), p("#115e59", "#d97706")],
  "car-wash": [p("#0f766e", "#f59e0b"), p("#b91c1c", "#0369a1")],
  charity: [p("#166534", "#ea580c"), p("#c2410c", "#0f766e")],
  clinic: [p("#3f6212", "#0e7490"), p("#9f1239", "#0f766e")],
  coach: [p("#86198f", "#0f766e"), p("#4d7c0f", "#d97706")],
  conference: [p("#b91c1c", "#111827"), p("#0f766e", "#f59e0b")],
  consultancy: [p("#292524", "#b45309"), p("#7f1d1d", "#0f766e")],
  dentist: [p("#0f766e", "#f59e0b"), p("#0e7490", "#e11d48")],
  "estate-agent": [p("#14532d", "#b45309"), p("#292524", "#c2410c")],
  fashion: [p("#9f1239", "#111827"), p("#44403c", "#d97706")],
  festival: [p("#ea580c", "#0891b2"), p("#be123c", "#ca8a04")],
  "food-product": [p("#a16207", "#15803d"), p("#be185d", "#65a30d")],
  freelancer: [p("#4d7c0f", "#e11d48"), p("#1c1917", "#e11d48")],
  garage: [p("#292524", "#f59e0b"), p("#115e59", "#ea580c")],
  gym: [p("#1c1917", "#65a30d"), p("#c2410c", "#0f172a")],
  "home-services": [p("#115e59", "#ea580c"), p("#166534", "#ca8a04")],
  hotel: [p("#881337", "#a16207"), p("#1c1917", "#a16207")],
  industrial: [p("#a16207", "#334155"), p("#3f6212", "#ea580c")],
  "kids-camp": [p("#ea580c", "#0891b2"), p("#db2777", "#16a34a")],
  "law-firm": [p("#7f1d1d", "#a16207"), p("#1c1917", "#b45309")],
  meetup: [p("#4d7c0f", "#be185d"), p("#be185d", "#0891b2")],
  "mobile-app": [p("#e11d48", "#0ea5e9"), p("#0f766e", "#f59e0b")],
  newsletter: [p("#115e59", "#ea580c"), p("#1c1917", "#dc2626")],
  other: [],
  "pet-care": [p("#0f766e", "#f59e0b"), p("#86198f", "#65a30d")],
  photographer: [p("#1c1917", "#d97706"), p("#7f1d1d", "#0f766e")],
  "property-development": [p("#1c1917", "#a16207"), p("#14532d", "#b45309")],
  "repair-shop": [p("#a16207", "#292524"), p("#292524", "#f59e0b")],
  restaurant: [p("#881337", "#a16207"), p("#14532d", "#c2410c")],
  saas: [p("#0f766e", "#f97316"), p("#be123c", "#0ea5e9")],
  salon: [p("#1c1917", "#b45309"), p("#9d174d", "#0f766e")],
  school: [p("#15803d", "#f59e0b"), p("#86198f", "#0e7490")],
  shop: [p("#0f766e", "#ea580c"), p("#1c1917", "#e11d48")],
  tour: [p("#a16207", "#0e7490"), p("#166534", "#f59e0b")],
  webinar: [p("#0f766e", "#f59e0b"), p("#86198f", "#0e7490")],
  workshop: [p("#166534", "#c2410c"), p("#86198f", "#0e7490")],
};

/** Every alternate palette, for the contrast test. */
export const ALTERNATE_PALETTES: readonly Palette[] = Object.values(KIND_ALTERNATES).flat();

/** The trade's palette for one page: its own or one of its alternates, by the page's seed. */
export function kindPalette(kind: BusinessKind, own: Palette, seed: number): Palette {
  const options = [own, ...(KIND_ALTERNATES[kind] ?? [])];
  return options[pick(seed, "palette", options.length)]!;
}
