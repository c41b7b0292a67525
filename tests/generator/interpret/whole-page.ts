/** A page composed from an owner's description, and a request read and applied to it, for whole-page tests. */
import { composePage } from "../../../src/generator/composer/compose.js";
import { EXAMPLE_NOW } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import type { PageRequest } from "../../../src/generator/types.js";

export type Description = readonly [
  type: string,
  industry: string,
  company: string,
  title: string,
  prompt: string,
];

export function composed([landingPageType, industry, companyName, title, prompt]: Description): PageModel {
  const request = { landingPageType, industry, companyName, title, prompt, targetAudience: "" };
  return composePage({ ...request, logoOption: "generate", logoData: null } as unknown as PageRequest, {
    now: EXAMPLE_NOW,
  }).model;
}

/** The request read and applied: what no rule read, the ops, the report, the page after and its texts. */
export function iterate(model: PageModel, say: string) {
  const read = interpret(say, model);
  const result = applyOps(model, read.ops, { request: say });
  return {
    unread: read.unread.map((u) => u.part),
    ops: read.ops,
    applied: result.applied,
    notApplied: result.notApplied,
    model: result.model,
    texts: pageTexts(result.model).map((t) => t.text),
  };
}

/** Webinars teaching one budget course in three languages, each with its one time and its learn list. */
export const WEBINARS = {
  pt: [
    "webinar",
    "finance",
    "Finanças sem Medo",
    "Como organizar o orçamento familiar",
    "Webinar gratuito: Finanças sem Medo — como organizar o orçamento familiar. Quarta-feira, 10 de fevereiro de 2027, às 20:00 (hora de Lisboa). Com a economista Rita Carvalho. Vai aprender: fazer um orçamento mensal, criar um fundo de emergência, reduzir dívidas. Vagas limitadas a 300 participantes.",
  ],
  pl: [
    "webinar",
    "finance",
    "Spokojne Finanse",
    "Jak oszczędzać co miesiąc",
    "Bezpłatny webinar w czwartek 11 marca 2027 o 19:00 z ekonomistką Anną Kowalską. Nauczysz się: układać miesięczny budżet, tworzyć fundusz awaryjny, spłacać długi. Liczba miejsc ograniczona do 200.",
  ],
  en: [
    "webinar",
    "finance",
    "Money Calm",
    "Budgeting made simple",
    "Free webinar on Thursday 11 March 2027 at 7pm UK time with economist Sarah Jones. You will learn: make a monthly budget, build an emergency fund, pay down debt. Limited to 200 places.",
  ],
} satisfies Record<string, Description>;
