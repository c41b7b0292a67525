/**
 * The fidelity corpus (issue 10): one description per page type × industry (216), plus a second,
 * different description for some pairs (for the same-type overlap check). Each entry lists the facts
 * that must appear on its page and the business kind a reader would give it. The industry is the
 * customer's dropdown choice, often only a hint ("technology" for a phone-repair shop).
 */
import type { Industry } from "../../../src/core/page-options.js";
import {
  ECOMMERCE,
  ECOMMERCE_2,
  EDUCATION,
  EDUCATION_2,
  FINANCE,
  FINANCE_2,
  HEALTHCARE,
  HEALTHCARE_2,
  REAL_ESTATE,
  REAL_ESTATE_2,
  TECHNOLOGY,
  TECHNOLOGY_2,
} from "./corpus-a.js";
import {
  AUTOMOTIVE,
  AUTOMOTIVE_2,
  CONSULTING,
  CONSULTING_2,
  FASHION,
  FASHION_2,
  FITNESS,
  FITNESS_2,
  FOOD,
  FOOD_2,
  TRAVEL,
  TRAVEL_2,
} from "./corpus-b.js";
import {
  ENTERTAINMENT,
  ENTERTAINMENT_2,
  LEGAL,
  LEGAL_2,
  MANUFACTURING,
  MANUFACTURING_2,
  MARKETING,
  MARKETING_2,
  NONPROFIT,
  NONPROFIT_2,
  OTHER,
  OTHER_2,
} from "./corpus-c.js";
import { FRESH_CORPUS } from "./corpus-d.js";
import { CORPUS_E } from "./corpus-e.js";
import { CORPUS_F } from "./corpus-f.js";
import { CORPUS_G } from "./corpus-g.js";
import { CORPUS_H } from "./corpus-h.js";
import { type CorpusEntry, entriesFor, type Row } from "./corpus-types.js";

export type { CorpusEntry, CorpusRequest } from "./corpus-types.js";

/** Per industry: the twelve first descriptions, then the second descriptions. */
const BY_INDUSTRY: Record<Industry, [Row[], Row[]]> = {
  technology: [TECHNOLOGY, TECHNOLOGY_2],
  healthcare: [HEALTHCARE, HEALTHCARE_2],
  finance: [FINANCE, FINANCE_2],
  "e-commerce": [ECOMMERCE, ECOMMERCE_2],
  education: [EDUCATION, EDUCATION_2],
  "real-estate": [REAL_ESTATE, REAL_ESTATE_2],
  consulting: [CONSULTING, CONSULTING_2],
  fitness: [FITNESS, FITNESS_2],
  food: [FOOD, FOOD_2],
  travel: [TRAVEL, TRAVEL_2],
  automotive: [AUTOMOTIVE, AUTOMOTIVE_2],
  fashion: [FASHION, FASHION_2],
  marketing: [MARKETING, MARKETING_2],
  legal: [LEGAL, LEGAL_2],
  nonprofit: [NONPROFIT, NONPROFIT_2],
  manufacturing: [MANUFACTURING, MANUFACTURING_2],
  entertainment: [ENTERTAINMENT, ENTERTAINMENT_2],
  other: [OTHER, OTHER_2],
};

/** The 216 first descriptions, one per page type × industry. */
export const MATRIX_CORPUS: CorpusEntry[] = Object.entries(BY_INDUSTRY).flatMap(([industry, [first]]) =>
  entriesFor(industry as Industry, first),
);

/** Second, different descriptions for some type × industry pairs ("type/industry#2"). */
export const SECOND_CORPUS: CorpusEntry[] = Object.entries(BY_INDUSTRY).flatMap(([industry, [, second]]) =>
  entriesFor(industry as Industry, second, "#2"),
);

export const CORPUS: CorpusEntry[] = [
  ...MATRIX_CORPUS,
  ...SECOND_CORPUS,
  ...CORPUS_E,
  ...FRESH_CORPUS,
  ...CORPUS_F,
  ...CORPUS_G,
  ...CORPUS_H,
];

/** The reference clock for every corpus page: dates in the corpus are future or past against it. */
export const CORPUS_NOW = new Date("2026-11-22T10:00:00Z");
