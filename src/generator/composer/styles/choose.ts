/**
 * Which style a page is drawn in: the owner's choice (`settings.design`) when they made one, else one read
 * from the description's own words about its look ("elegant", "playful"), its audience, and its business
 * kind — each kind has the two or three styles a designer would consider, and the seed picks one, so two
 * cafés need not look alike. Deterministic: the same page always gets the same style.
 */
import { isPageInstruction } from "../../brief/instructions.js";
import { splitSentences } from "../../brief/sentences.js";
import type { BusinessKind } from "../../brief/types.js";
import type { PageModel } from "../../model.js";
import type { StyleName } from "../../ops/schema.js";
import { pickFrom } from "../engine/hash.js";
import { STYLES } from "./catalogue.js";
import type { DesignStyle } from "./types.js";

/** Words about the look itself, most specific first: the owner said what they want. */
const LOOK_WORDS: [RegExp, StyleName][] = [
  [/\b(luxury|luxurious|high-end|upscale|haute couture|bespoke|elegan(t|ce))\b/i, "luxury"],
  [/\b(playful|fun|colou?rful|quirky|cheerful|whimsical)\b/i, "playful"],
  [/\b(minimal|minimalist|understated)\b/i, "minimal"],
  [/\b(bold|punchy|loud|striking|energetic|vibrant)\b/i, "bold"],
  [/\b(cosy|cozy|homemade|handmade|rustic|family[- ]run|heart-?warming)\b/i, "warm"],
  [/\b(editorial|magazine|journal|essays?|long-?reads?)\b/i, "editorial"],
  [/\b(developers?|engineers?|api|sdk|open[- ]source|technical)\b/i, "technical"],
  [/\b(traditional|timeless|established|heritage|since (1[89]|20)\d\d)\b/i, "classic"],
];

/**
 * The same wishes as the owner writes them in a request ("keep it clean and friendly", "soll warm und
 * gemütlich aussehen", "deve sembrare elegante", "legyen modern"), in the nine languages: word starts, so
 * "gemütlich" and "gemütliche", "przytulny" and "przytulna" both count.
 */
const WISH = (stems: string) => new RegExp(`(?<!\\p{L})(?:${stems})`, "iu");
const LOOK_WISHES: [RegExp, StyleName][] = [
  [
    WISH(
      "premium|luxe|luxueu|lujos|lussuos|di lusso|luxuos|luksus|luxus|edel(?!\\p{L}{3})|élégan|elegan|elegancj|eleganck|elegáns",
    ),
    "luxury",
  ],
  [
    WISH(
      "vrolijk|fröhlich|bunt(?!\\p{L})|ludique|coloré|divertid|colorid|giocos|colorat|divertent|kolorow|zabawn|vidám|színes",
    ),
    "playful",
  ],
  [
    WISH(
      "clean(?!\\p{L})|sleek|modern|épuré|sobri|pulit|strak(?!\\p{L})|limp[oa](?!\\p{L})|minimalist|letisztult|nowoczesn",
    ),
    "minimal",
  ],
  [WISH("dynami|krachtig|energ[iy]"), "bold"],
  [
    WISH(
      "warm(?!\\p{L})|earthy|friendly|gemütlich|chaleureu|doux|douce|cálid|acogedor|accoglient|gezellig|acolhedor|aconchegante|przytuln|ciepł|meleg|barátságos",
    ),
    "warm",
  ],
  [
    WISH(
      "trustworthy|reliable|serious|seriös|vertrauen|sérieu|fiable|serio(?!\\p{L})|affidabil|betrouwba|confiáve|solidn|megbízható",
    ),
    "classic",
  ],
];

/** Audiences that call for a style of their own. */
const AUDIENCE_WORDS: [RegExp, StyleName][] = [
  [/\b(kids|children|toddlers|teens|parents|families)\b/i, "playful"],
  [/\b(developers?|engineers?|devops|cto|it teams?)\b/i, "technical"],
  [/\b(executives?|ceos?|boards?|investors?|cfos?)\b/i, "classic"],
];

/** The styles a designer would consider for each kind of business, most fitting first. */
const KIND_STYLES: Record<BusinessKind, readonly StyleName[]> = {
  accountancy: ["classic", "minimal", "technical"],
  agency: ["bold", "editorial", "minimal"],
  bakery: ["warm", "playful", "editorial"],
  bar: ["bold", "luxury", "warm"],
  cafe: ["warm", "editorial", "minimal"],
  "car-wash": ["bold", "playful", "technical"],
  charity: ["warm", "editorial", "bold"],
  clinic: ["minimal", "classic", "warm"],
  coach: ["warm", "bold", "minimal"],
  conference: ["bold", "technical", "editorial"],
  consultancy: ["classic", "minimal", "editorial"],
  dentist: ["minimal", "classic", "playful"],
  "estate-agent": ["luxury", "classic", "minimal"],
  fashion: ["editorial", "luxury", "bold"],
  festival: ["bold", "playful", "editorial"],
  "food-product": ["playful", "warm", "bold"],
  freelancer: ["minimal", "editorial", "bold"],
  garage: ["technical", "bold", "classic"],
  gym: ["bold", "technical", "playful"],
  "home-services": ["classic", "bold", "warm"],
  hotel: ["luxury", "warm", "editorial"],
  industrial: ["technical", "classic", "bold"],
  "kids-camp": ["playful", "warm", "bold"],
  "law-firm": ["classic", "luxury", "editorial"],
  meetup: ["bold", "playful", "technical"],
  "mobile-app": ["bold", "technical", "playful"],
  newsletter: ["editorial", "minimal", "warm"],
  other: ["minimal", "classic", "warm", "bold"],
  "pet-care": ["playful", "warm", "classic"],
  photographer: ["editorial", "minimal", "luxury"],
  "property-development": ["luxury", "minimal", "classic"],
  "repair-shop": ["technical", "warm", "bold"],
  restaurant: ["warm", "editorial", "luxury"],
  saas: ["technical", "minimal", "bold"],
  salon: ["luxury", "warm", "editorial"],
  school: ["classic", "playful", "warm"],
  shop: ["editorial", "playful", "minimal"],
  tour: ["editorial", "bold", "warm"],
  webinar: ["technical", "bold", "minimal"],
  workshop: ["warm", "editorial", "playful"],
};

/** What the choice reads: the page's source words, its kind and seed, and the owner's choice. */
export interface StyleChoiceSource {
  kind: BusinessKind;
  prompt: string;
  targetAudience: string;
  seed: number;
  design?: StyleName;
}

export function styleNameOf(from: StyleChoiceSource): StyleName {
  if (from.design) return from.design;
  // The owner's words to us about the look ("make it look trustworthy") say it in any language.
  const wishes = splitSentences(from.prompt)
    .map((sentence) => sentence.text)
    .filter(isPageInstruction)
    .join(" ");
  const said =
    LOOK_WORDS.find(([words]) => words.test(from.prompt))?.[1] ??
    LOOK_WISHES.find(([words]) => words.test(wishes))?.[1];
  if (said) return said;
  const audience = AUDIENCE_WORDS.find(([words]) => words.test(from.targetAudience))?.[1];
  if (audience) return audience;
  return pickFrom(from.seed, "style", KIND_STYLES[from.kind] ?? KIND_STYLES.other);
}

/** The style a page model is drawn in. */
export function styleOf(model: PageModel): DesignStyle {
  return STYLES[
    styleNameOf({
      kind: model.kind,
      prompt: model.source.prompt,
      targetAudience: model.source.targetAudience,
      seed: model.settings.seed,
      design: model.settings.design,
    })
  ];
}
