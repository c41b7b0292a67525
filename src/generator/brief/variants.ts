/**
 * What one product comes in — its colours, sizes or finishes ("Comes in Charcoal, Moss and Oat", "Sizes
 * 130×170 and 150×200", "Farben: Schwarz, Weiß", "Tailles S, M et L", "Verkrijgbaar in zwart en wit") — is a
 * choice about the product, not a feature, a service or a place it serves. The clause is claimed before
 * places and offerings are read, so "in Charcoal" is never an area and "Moss" never a feature card; the
 * page shows each as a row of chips (composer/write/variants.ts).
 */
import { allPacks } from "../lang/index.js";
import type { SentenceSpan } from "./sentences.js";
import type { Claims } from "./spans.js";
import type { Variant } from "./types.js";

const COMES_IN =
  "(?:(?:it(?:'s|\\s+is)|they(?:'re|\\s+are)|each|all)\\s+)?(?:now\\s+)?(?:available|comes?|sold|offered|erhältlich|verfügbar|lieferbar|disponibles?|disponibili|disponibile|verkrijgbaar|leverbaar|disponíve(?:l|is)|dostępn[aey])\\s+(?:in|en|em|w)";
const COLOUR_WORD =
  "colou?rs?|farben?|couleurs?|coloris|colores|colori|kleuren|cores|kolory|kolorach|színek(?:ben)?|színekben";
const SIZE_WORD =
  "sizes?|größen|grössen|tailles?|tallas?|taglie|maten|tamanhos|rozmiary|rozmiarach|méretek(?:ben)?";

/** The words that open a variant clause: "Comes in", "Colours:", "Sizes", "Available in three colours:". */
const OPENING = new RegExp(
  `^(?:(?<colours>(?:${COMES_IN}\\s+)?(?:\\p{L}+\\s+)?(?:${COLOUR_WORD}))|(?<sizes>(?:${COMES_IN}\\s+)?(?:\\p{L}+\\s+)?(?:${SIZE_WORD}))|(?<comes>${COMES_IN}))\\s*:?\\s+`,
  "iu",
);

/** The words joining the last value: "and", "or" in the nine languages. */
const JOIN = /\s*,\s*|\s+(?:and|or|und|oder|et|ou|y|o|e|en|of|i|lub|és|vagy|&)\s+/iu;

/** Colour names the language packs know ("sage", "navy", "Schwarz", "terracotta"). */
const COLOURS: ReadonlySet<string> = new Set(
  allPacks().flatMap((pack) => Object.keys(pack.colours).map((c) => c.toLowerCase())),
);

const SIZE_VALUE =
  /^(?:\d[\d.,]*\s?(?:[×x]\s?\d[\d.,]*)?\s?(?:cm|mm|m|ml|l|cl|g|kg|oz|in|")?|X{0,3}[SML]|X{1,3}L|\d?XL|one size)$/iu;

/** A value of a variant list: a few words, no price, no sentence. */
const isValue = (v: string) =>
  v.length > 0 && v.split(/\s+/).length <= 4 && !/[€$£¥]|\d\s?(?:zł|kr|Ft)/u.test(v);

function kindOf(groups: Record<string, string | undefined>, values: string[]): Variant["kind"] {
  if (groups.colours) return "colour";
  if (groups.sizes || values.every((v) => SIZE_VALUE.test(v))) return "size";
  return values.some((v) => COLOURS.has(v.toLowerCase())) ? "colour" : "choice";
}

/** The variant lists of a description, each clause claimed so no other extractor reads it. */
export function extractVariants(sentences: readonly SentenceSpan[], claims: Claims): Variant[] {
  const out: Variant[] = [];
  for (const s of sentences) {
    // One clause per sentence part: "Comes in Charcoal and Oat; sizes S, M and L."
    let offset = 0;
    for (const part of s.text.split(/(?<=;)\s*|(?<=\.)\s+/u)) {
      const at = s.text.indexOf(part, offset);
      offset = at + part.length;
      const clause = part.replace(/[.;!]\s*$/u, "");
      const m = OPENING.exec(clause);
      if (!m?.groups) continue;
      const values = clause
        .slice(m[0].length)
        .split(JOIN)
        .map((v) => v.trim());
      if (values.length < 2 || !values.every(isValue)) continue;
      const start = s.start + at;
      if (claims.overlaps(start, start + clause.length)) continue;
      claims.add(start, start + clause.length, "variant");
      out.push({ line: clause.trim(), kind: kindOf(m.groups, values), values });
    }
  }
  return out;
}
