/** A business is not the trade of its clients: "I do restaurants" is said by someone who is no restaurant. */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("the clients a business names after a verb of serving", () => {
  it.each([
    [
      "need a page for my mobile knife sharpening van, I do restaurants and home cooks",
      "other",
      "restaurant",
    ],
    [
      "Commercial cleaning in Leeds. We service offices, clinics and restaurants every night.",
      "other",
      "restaurant",
    ],
    ["Frische Kräuter vom Hof. Wir beliefern Restaurants und Hotels in München.", "food", "restaurant"],
    ["Linge professionnel : nous livrons les restaurants et hôtels de Nantes.", "other", "hotel"],
  ])("%s (industry %s) is not a %s", (description, industry, wrong) => {
    expect(brief(description, { industry }).kind).not.toBe(wrong);
  });

  it.each([
    ["Family restaurant in Porto. We serve grilled fish and local wine.", "food", "restaurant"],
    ["Neighbourhood pizzeria: we serve wood-fired pizza until midnight.", "food", "restaurant"],
  ])("a business serving its own trade's fare keeps its kind: %s", (description, industry, kind) => {
    expect(brief(description, { industry }).kind).toBe(kind);
  });
});
