/**
 * Promises a model likes to make for a business, which only the owner can make: something free (a price
 * the owner never set: "your first class is free", "¡primera clase gratis!", "kostenlose Erstberatung"), a
 * deal ("half price", "Rabatt", "2x1"), a guarantee ("money-back guarantee", "garantiert") or a credential ("certified", "fully insured",
 * "zertifiziert", "diplômée"). Like praise none is accepted on its own: a source must make the same kind
 * of promise (trace.ts). English "free" before a noun ("Free nail trim"), "for free" or "is free" offers;
 * "gluten-free", "feel free", "free time" and "free from pain" do not.
 */
import { re } from "../brief/vocabulary.js";
import type { Claim } from "./claims-of-praise.js";

/** What "free" is not an offer before: "free time", "free to choose", "free from pain", "free of gluten". */
const NOT_GIVEN = "(?:to|from|of|time|will|spirit|range|style|hand|flow|lance|dom|and|or)";
/** What "free" means "without" after, written apart: "stress free", "gluten free", "feel free". */
const FREE_OF =
  "(?:feel|break|set|stay|be|stress|hassle|worry|pain|care|fuss|gluten|sugar|dairy|nut|alcohol|lactose|smoke|plastic|cruelty|scent|fragrance|dust|mess|tax|duty|interest|rent|debt|chemical|toxin|grain|meat|fat)";
/**
 * Examples: "free quote", "Free nail trim", "for free", "free of charge", "the first class is free",
 * "gratis", "kostenlose", "gratuito", "grátis", "darmowa".
 */
const OFFER = re(
  String.raw`(?<![\p{L}-])(?<!${FREE_OF}\s)free\s(?!${NOT_GIVEN}(?![\p{L}]))\p{L}[\p{L}-]*` +
    String.raw`|(?<![\p{L}])(?:for\sfree|free\sof\scharge|(?:is|are|it's|comes?)\s(?:completely\s|totally\s|always\s)?free)(?![\p{L}-])` +
    String.raw`|(?<![\p{L}])(?:no\s(?:[\p{L}-]+\s){0,2}(?:fees?|charges?)|without\s(?:any\s)?(?:extra\s)?(?:fees?|charge)|sans\sfrais|ohne\s(?:\p{L}+\s)?(?:gebühr\p{L}*|aufpreis|zusatzkosten)|sin\s(?:coste|costo|cargo|comisi[óo]n)|senza\s(?:costi|spese))(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:gratis|kostenlose?[nrs]?|kostenfreie?[nrs]?|umsonst|gratuit(?:e|s|es)?|gratuit[oa]s?|gratuit[ei]|in\somaggio|grátis|kosteloos|za\sdarmo|bezpłatn\p{L}*|darmow\p{L}*|ingyen(?:es)?)(?![\p{L}])`,
  "giu",
);
/** French "offert(e)s": in Italian "offerte" are offers, not gifts, so only on a French page. */
const OFFERED_FR = /(?<![\p{L}])offert(?:e|s|es)?(?![\p{L}])/giu;

export function offersIn(masked: string, language = ""): Claim[] {
  const found = [...masked.matchAll(OFFER)];
  if (language === "fr") found.push(...masked.matchAll(OFFERED_FR));
  return found.map((m) => ({
    kind: "offer",
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * Promises a business has to be able to keep: a guarantee ("money-back guarantee", "garantiert", "garantie
 * satisfait") or a credential ("certified", "fully insured", "zertifiziert", "diplômée", "gecertificeerd").
 */
const GUARANTEE = re(
  String.raw`(?<![\p{L}])(?:money[\s-]back|satisfait\sou\srembours\p{L}*|rembours(?:é|ée|és|ées|ement)|reembols\p{L}*|devoluci[óo]n\sdel\sdinero|rimbors\p{L}*|geld[\s-]zurück|geld\sterug|dinheiro\sde\svolta|guarantee[sd]?|garantie(?:rt(?:e[nrs]?)?)?|garanti(?:e|s|es)?|garantía|garantizad[oa]s?|garanzia|garantit[oaie]|gegarandeerd|garantia|garantid[oa]s?|gwarancj\p{L}*|gwarantowan\p{L}*|garancia|garantált)(?![\p{L}])`,
  "giu",
);
/** A deal: "half price", "student discount", "buy one, get one free", "Rabatt", "réduction", "sconto", "2x1". */
const DEAL = re(
  String.raw`(?<![\p{L}])(?:half[\s-]price|discount(?:s|ed)?|buy\sone,?\sget\sone(?:\sfree)?|bogo|get\s\p{L}+\sfree|\p{L}*rabatt\p{L}*|reduziert\p{L}*|réductions?|soldes|descuentos?|rebajad[oa]s?|rebajas|scont[oi]|saldi|\p{L}*korting|uitverkoop|descontos?|promoç(?:ão|ões)|zniżk\p{L}*|rabat(?:y|em|u)?|kedvezmény\p{L}*)(?![\p{L}])|(?<![\p{L}\d])\d\s?x\s?1(?![\d])`,
  "giu",
);
const CREDENTIAL = re(
  String.raw`(?<![\p{L}])(?:certified|accredited|licensed|(?:fully\s)?insured|dbs[\s-]checked|zertifiziert\p{L}*|staatlich\s(?:anerkannt|geprüft)\p{L}*|tüv[\s-]geprüft\p{L}*|certifié(?:e|s|es)?|diplômé(?:e|s|es)?|agréé(?:e|s|es)?|certificad[oa]s?|titulad[oa]s?|homologad[oa]s?|certificat[oaie]|abilitat[oaie]|gecertificeerd\p{L}*|gediplomeerd\p{L}*|erkende?|credenciad[oa]s?|certyfikowan\p{L}*|dyplomowan\p{L}*|okleveles|minősített)(?![\p{L}])`,
  "giu",
);

export function promisesIn(masked: string): Claim[] {
  const found: Claim[] = [];
  for (const [kind, pattern] of [
    ["guarantee", GUARANTEE],
    ["credential", CREDENTIAL],
    ["deal", DEAL],
  ] as const)
    for (const m of masked.matchAll(pattern))
      found.push({ kind, start: m.index, end: m.index + m[0].length });
  return found;
}

/** A deal said as a share off: "10% off", "save 15%", "-20 %", "half off", "15 percent off". */
const SHARE_OFF =
  /(?<![\p{L}\d])(?:\d+(?:[.,]\d+)?\s?(?:%|percent|per\scent)\soff|(?:save|saving|spare)\s\d+(?:[.,]\d+)?\s?%|-\s?\d+(?:[.,]\d+)?\s?%|half\soff)(?![\p{L}\d])/iu;

/** Whether `text` makes a promise of this kind (a source that does lets the page make one). */
export function promises(text: string, kind: "guarantee" | "credential" | "deal"): boolean {
  const pattern = { guarantee: GUARANTEE, credential: CREDENTIAL, deal: DEAL }[kind];
  // The owner's "10% off for students" is a deal: the page may call it a discount. (`search`, not `test`:
  // it leaves the shared global pattern where it was, so promisesIn's matchAll reads the whole text.)
  return text.search(pattern) !== -1 || (kind === "deal" && SHARE_OFF.test(text));
}

/** Any "free" but "-free" and "feel free": an owner's "free safety check" offers, whatever is free. */
const LOOSE_FREE = /(?<![\p{L}-])(?<!feel\s)free(?![\p{L}-])/iu;

/** Whether `text` offers anything for free (a source that does lets the page say so). */
export function offersFree(text: string): boolean {
  return text.search(OFFER) !== -1 || LOOSE_FREE.test(text) || text.search(OFFERED_FR) !== -1;
}
