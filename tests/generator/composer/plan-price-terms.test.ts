/**
 * A plan's price shows its amount as the big figure and its terms under it; the comma that joined them
 * ("first month £15, then £29/month") does not open the terms' line, yet stays in the editable text.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";

describe("a plan's price with terms after a comma", () => {
  it("hides the joining comma and keeps the owner's words whole in the price's text", () => {
    const { html } = compose(
      "facebook-ads",
      "Gym in Portsmouth. First month £15, then £29/month. No contract, open 24/7.",
      { companyName: "Iron Harbor Gym" },
    );
    const price = /<span data-edit="[^"]*price"[^>]*>(.*?)<\/span>\s*<\/p>/su.exec(html)?.[1] ?? "";
    expect(price).toMatch(/<b class="amt">[^<]*£15<\/b><span class="jn">, <\/span>then £29\/month/u);
    expect(price.replace(/<[^>]+>/g, "")).toMatch(/£15, then £29\/month$/u);
    expect(html).toContain(".tiers .tier .price .jn{display:none}");
  });
});
