/**
 * A new price a model writes takes the page's way of writing prices, and the page's decimal mark only
 * where the page shows one: "€19,50" said on a Dutch page of "€4,20" and "€18" stays "€19,50", never
 * "€19.50" (the whole-euro "€18" shows no decimal mark).
 */
import { describe, expect, it } from "vitest";
import { inOwnerSpelling } from "../../src/generator/iterate/fact-spellings.js";
import type { Op } from "../../src/generator/ops/schema.js";
import { compose } from "./compose-for-test.js";

const pageOf = (description: string) =>
  compose("business-homepage", description, { companyName: "Shop", title: "Shop" }).model;

describe("a changed price in the page's spelling", () => {
  // description | request | the model's from → to | the price written
  const table: [string, string, string, string, string][] = [
    [
      "Bakkerij in Haarlem. Desembrood €4,20, appeltaart €18.",
      "Appeltaart kost nu €19,50",
      "€18",
      "€19,50",
      "€19,50",
    ],
    ["Bakery in Leeds. Sourdough £4.50, cake £18.", "the cake is £19.50 now", "£18", "£19.50", "£19.50"],
    [
      "Boulangerie à Lyon. Baguette 1,20 €, tarte 18 €.",
      "la tarte passe à 19,50 €",
      "18 €",
      "€19.50",
      "19,50 €",
    ],
  ];
  it.each(table)("%s / %s", (description, request, from, to, written) => {
    const ops: Op[] = [{ op: "set_fact", kind: "price", from, to }];
    const [op] = inOwnerSpelling(ops, pageOf(description), request);
    expect(op?.op === "set_fact" && op.to).toBe(written);
  });
});
