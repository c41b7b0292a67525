/**
 * Where the story's sentences go is worked out once per section order: every section writer asks
 * (about, pricing, download, the fallbacks), for the draft order and the final one.
 */
import { describe, expect, it } from "vitest";
import { writeContext } from "../../src/generator/composer/write/context.js";
import { briefOf, sourceOf, writePageSections } from "../../src/generator/composer/write/index.js";
import { placeStory, storyReadings } from "../../src/generator/composer/write/placement.js";
import type { PageRequest } from "../../src/generator/types.js";
import { COMPOSE_NOW } from "./compose-for-test.js";

const request = {
  landingPageType: "app-download",
  industry: "technology",
  companyName: "Pocketwise",
  title: "Pocketwise",
  targetAudience: "",
  prompt:
    "Pocketwise is a budgeting app for students. Split rent with flatmates and set savings goals. " +
    "Premium is £3 a month with shared budgets. Free on iOS and Android. We are two students from Leeds.",
  logoOption: "generate",
  logoData: null,
} as PageRequest;

/** A fresh page context for the request: its story not yet read. */
function pageContext() {
  const source = sourceOf(request);
  return writeContext(
    source,
    { seed: 1 } as never,
    briefOf(source, COMPOSE_NOW.toISOString()),
    [],
    COMPOSE_NOW,
  );
}

describe("placing the story", () => {
  it("reads the story once per section order, however many writers ask", () => {
    const c = pageContext();
    const { sections } = writePageSections(c);
    expect(sections.length).toBeGreaterThan(3);
    // The draft order and the order of the kept sections: two readings at most.
    expect(storyReadings(c)).toBeLessThanOrEqual(2);
    const order = sections.map((s) => s.kind);
    const before = storyReadings(c);
    placeStory(c, order, true);
    placeStory(c, order, false);
    expect(storyReadings(c)).toBe(before);
  });

  it("places the same sentences whether asked first or again", () => {
    const c = pageContext();
    const order = ["hero", "features", "about", "pricing", "download"] as const;
    const first = placeStory(c, [...order], true);
    expect(placeStory(c, [...order], true)).toEqual(first);
    expect(first.download).toEqual(["Free on iOS and Android."]);
    expect(first.about).toContain("We are two students from Leeds.");
  });
});
