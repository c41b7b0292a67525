/** Small real pages for the operation tests, composed once per file, and how a test reads them back. */
import { renderStoredModel } from "../../../src/generator/composer/compose.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

export const RESTAURANT =
  "Trattoria Sole is a family Italian restaurant in Lisbon at Rua Augusta 120. We serve fresh pasta, wood-fired pizza and tiramisu. Lunch menu €14, tasting menu €45. Open Mon–Fri 12:00–22:00, Sat 12:00–23:00. Call +351 21 123 4567 or write to ciao@trattoriasole.pt. “The best carbonara in Lisbon.” — Marta G.";

export const WEBINAR =
  "Free webinar on pricing for SaaS founders on 14 January 2027 at 18:00 CET with Dr. Tom Reyes. Register now. Tickets €29.";

export const SHOP =
  "Hand-knitted alpaca scarves from Peru in three colours: sand, charcoal and rust. Scarf £79, wrap £119. Free shipping over £100, ships from 3 March 2027.";

const pages = new Map<string, PageModel>();

/** A composed page's model (composed once, then copied). */
export function page(kind: "restaurant" | "webinar" | "shop"): PageModel {
  if (!pages.has(kind)) {
    const model =
      kind === "restaurant"
        ? compose("business-homepage", RESTAURANT, { companyName: "Trattoria Sole", title: "Trattoria Sole" })
            .model
        : kind === "webinar"
          ? compose("webinar", WEBINAR, { companyName: "PriceLab", title: "Pricing for founders" }).model
          : compose("e-commerce", SHOP, { companyName: "Andes Knits", title: "Alpaca scarves" }).model;
    pages.set(kind, model);
  }
  return structuredClone(pages.get(kind) as PageModel);
}

/**
 * A request that says every value of the operations: the tests of each operation are not about the fact
 * guard (guard.test.ts is), so their values count as the owner's.
 */
export const said = (ops: unknown[]) => ops.map((op) => JSON.stringify(op)).join(" ");

/** applyOps with the request given, or one that says every value. */
export function applySaid(model: PageModel, ops: unknown[], context?: { request: string }) {
  return applyOps(model, ops, { request: context?.request || said(ops) });
}

/** Applies operations and renders the result: the model, the report and the page's HTML. */
export function change(model: PageModel, ops: unknown[], request = "") {
  const result = applySaid(model, ops, { request });
  return { ...result, html: renderStoredModel(result.model).html };
}

/** The page's JSON-LD, parsed. */
export function jsonLd(html: string): Record<string, unknown> {
  const block = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "{}";
  return JSON.parse(block) as Record<string, unknown>;
}

/** The visible page without the model block (which keeps every value the page ever had in `source`). */
export function visible(html: string): string {
  return html.replace(/<script type="application\/json" id="page-model">.*?<\/script>/s, "");
}
