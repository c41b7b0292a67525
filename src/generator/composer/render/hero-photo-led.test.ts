/**
 * An owner's full-size photo (a phone's 4000×3000 arrives here as 1600 px wide) leads the hero in every
 * style: behind the words (full-bleed) or filling half the hero (panels), not as a print under the buttons.
 * A small photo keeps the layouts that set it beside or under the words.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { PIXEL } from "./test-helpers.js";

const layout = (html: string) => html.match(/<section id="hero"[^>]*data-layout="([\w-]+)"/)?.[1];

function photoPage(width: number, height: number) {
  return compose(
    "business-homepage",
    "Casa Alta is a six-room guesthouse above Sóller, Mallorca, with a pool and sea views. Rooms from €140 a night.",
    {
      title: "Casa Alta guesthouse",
      companyName: "Casa Alta",
      images: [{ role: "hero", dataUrl: PIXEL, alt: "The house above the bay", width, height }],
    },
  ).model;
}

/** The hero layouts a model is drawn in over every style and six seeds. */
function layoutsAcrossStyles(model: ReturnType<typeof photoPage>): Set<string | undefined> {
  const seen = new Set<string | undefined>();
  for (const design of STYLE_NAMES)
    for (let seed = 0; seed < 6; seed++)
      seen.add(layout(renderStoredModel({ ...model, settings: { ...model.settings, design, seed } }).html));
  return seen;
}

describe("a full-size hero photo", () => {
  it.each(STYLE_NAMES)("fills the hero or half of it in the %s style, whatever the seed", (design) => {
    const model = photoPage(1600, 1067);
    for (let seed = 0; seed < 12; seed++) {
      const html = renderStoredModel({ ...model, settings: { ...model.settings, design, seed } }).html;
      expect(["full-bleed", "panels"]).toContain(layout(html));
    }
  });

  it("is drawn both ways across the styles", () => {
    expect(layoutsAcrossStyles(photoPage(1600, 1067))).toEqual(new Set(["full-bleed", "panels"]));
  });

  it("leaves a small photo to the layouts that set it beside or under the words", () => {
    const seen = layoutsAcrossStyles(photoPage(720, 477));
    expect([...seen].some((name) => name !== "full-bleed" && name !== "panels")).toBe(true);
  });
});
