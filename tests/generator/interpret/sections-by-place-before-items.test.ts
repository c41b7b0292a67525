/**
 * "swap the order of the first two sections" names sections by their place, even when a word of it is
 * also the tail of an item's name ("order" in "Pre-order"): the sections swap, no item moves.
 */
import { expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose } from "../compose-for-test.js";

const LAUNCH = compose(
  "product-launch",
  "Wireless earbuds with active noise cancelling and IPX5 sweat resistance. Pre-order $129, retail $159. Ships 15 April 2027.",
  { industry: "technology", companyName: "Loop Audio", title: "Loop Buds 2" },
);

it("swaps the first two sections below the banner, not a pre-order item", async () => {
  const below = LAUNCH.model.sections.filter((s) => s.kind !== "hero");
  const result = await iteratePage(LAUNCH.html, "swap the order of the first two sections");
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.applied.join(" | ")).toMatch(/^Moved /);
  expect(result.applied.join(" | ")).not.toMatch(/Pre-order/);
  expect(below.length).toBeGreaterThan(2);
});
