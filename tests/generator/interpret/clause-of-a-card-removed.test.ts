/**
 * A card whose title joins two things with a comma ("Track revenue per Pin, weekly email reports") loses
 * only the clause the owner names; the card and the other clause stay.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock } from "../../../src/generator/composer/compose.js";
import { iteratePage } from "../../../src/generator/index.js";
import { compose } from "../compose-for-test.js";

const SAAS = compose(
  "saas-signup",
  "Pinlytics shows which Pins bring sales, not just clicks. Connect Shopify in one click, track revenue per Pin, weekly email reports. Starter $12/month, Growth $29/month.",
  { companyName: "Pinlytics", title: "Pinterest analytics for small shops", industry: "marketing" },
);

/** The titles of the page's feature cards, as stored with the page. */
const titles = (html: string) =>
  (readModelBlock(html)?.sections ?? []).flatMap((s) => s.items.map((i) => i.title));

describe("a clause of a card's title", () => {
  it("goes alone when it is the clause after the comma", async () => {
    expect(titles(SAAS.html)).toContain("Track revenue per Pin, weekly email reports");
    const result = await iteratePage(SAAS.html, "remove weekly email reports");
    if (!result.ok) throw new Error(result.message);
    expect(titles(result.html)).toContain("Track revenue per Pin");
    expect(result.html).not.toContain("weekly email reports");
  });

  it("goes alone when it is the clause before the comma, and the next one leads", async () => {
    const result = await iteratePage(SAAS.html, "remove track revenue per pin");
    if (!result.ok) throw new Error(result.message);
    expect(titles(result.html)).toContain("Weekly email reports");
    expect(result.html).not.toContain("Track revenue per Pin");
  });
});
