/**
 * A product's countdown counts down to when it ships or launches: never "Starts in" or "Time left", which
 * say an event begins or an offer runs out.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "../compose-for-test.js";

describe("the countdown's heading", () => {
  it("says 'Counting down' on a product launch", () => {
    const { model } = compose(
      "product-launch",
      "Wireless earbuds with active noise cancelling. Pre-order $129. Ships 15 April 2027.",
      { industry: "technology", companyName: "Loop Audio", title: "Loop Buds 2" },
    );
    expect(section(model, "countdown")?.heading).toBe("Counting down");
  });
});
