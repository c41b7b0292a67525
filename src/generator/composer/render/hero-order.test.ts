/**
 * The hero's words come before its picture in the document whatever the layout shows first: a picture
 * first in the source streamed in before the headline (a layout shift when the words arrived above it on a
 * phone) and was read before the headline.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";

const MODEL = compose("business-homepage", "Pizzeria Napoli in Leeds: wood-fired pizza and fresh pasta.", {
  title: "Pizzeria Napoli",
  companyName: "Pizzeria Napoli",
}).model;

describe("the hero's source order", () => {
  it("puts the headline before the picture in an asymmetric hero", () => {
    const pages: string[] = [];
    for (const design of STYLE_NAMES)
      for (let seed = 0; seed < 30; seed++) {
        const html = renderStoredModel({ ...MODEL, settings: { ...MODEL.settings, design, seed } }).html;
        if (html.includes('class="w hx-asym"')) pages.push(html);
      }
    expect(pages.length).toBeGreaterThan(0);
    for (const html of pages) {
      const hero = html.slice(html.indexOf('class="w hx-asym"'));
      expect(hero.indexOf("<h1")).toBeGreaterThan(-1);
      expect(hero.indexOf("<h1")).toBeLessThan(hero.indexOf('class="hx-media"'));
    }
  });
});
