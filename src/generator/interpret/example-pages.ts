/**
 * The pages the rules' examples are read against: small businesses as their owners describe them,
 * composed by the composer. An example names its page by id (`page: "cafe"`); the default is "cafe".
 */
import { composePage } from "../composer/compose.js";
import type { PageModel } from "../model.js";
import type { PageRequest } from "../types.js";

export const EXAMPLE_NOW = new Date("2026-11-22T10:00:00Z");

const DESCRIPTIONS = {
  cafe: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Crumb Corner",
    title: "Crumb Corner bakery café",
    prompt:
      "Crumb Corner is a bakery café in York at 8 Fossgate. Sourdough loaf £4.50, almond croissant £3.20, brunch plate £9.50. Open Tue–Sat 8:00–16:00, Sun 9:00–13:00, closed Mondays. Call 01904 555 010 or email hello@crumbcorner.co.uk. “The best almond croissant in York.” — Priya S.",
  },
  saas: {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Ledgerly",
    title: "Ledgerly bookkeeping",
    targetAudience: "freelancers",
    prompt:
      "Ledgerly is bookkeeping software for freelancers: bank sync, receipt scanning and tax estimates. Plans: Basic $9 per month, Plus $19 per month, Studio $39 per month. 30-day free trial.",
  },
  webinar: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Grow Your Garden",
    title: "Winter pruning webinar",
    prompt:
      "A free online webinar on winter pruning for fruit trees on 14 January 2027 at 18:00 UK time, with head gardener Ruth Evans. 60 minutes plus questions. Register with your name and email.",
  },
  shop: {
    landingPageType: "e-commerce",
    industry: "fashion",
    companyName: "Dye Works",
    title: "Hand-dyed yarn",
    prompt:
      "Dye Works sells hand-dyed merino yarn in three colours: Ocean blue £18, Rust £18, Heather £19. Free UK shipping over £40, dispatched in 2 days. “Soft, even colour and a lovely twist.” — Helen W.",
  },
} satisfies Record<
  string,
  Omit<PageRequest, "logoOption" | "logoData" | "targetAudience"> & { targetAudience?: string }
>;

export type ExamplePageId = keyof typeof DESCRIPTIONS;

const composed = new Map<ExamplePageId, PageModel>();

/** The page an example is read against, composed once. */
export function examplePage(id: ExamplePageId = "cafe"): PageModel {
  let model = composed.get(id);
  if (!model) {
    const request = { targetAudience: "", logoOption: "generate", logoData: null, ...DESCRIPTIONS[id] };
    model = composePage(request as PageRequest, { now: EXAMPLE_NOW }).model;
    composed.set(id, model);
  }
  return structuredClone(model);
}
