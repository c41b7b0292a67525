/**
 * A lead page holds its form in the hero; an owner's hero photo used to be dropped there. Now the photo
 * covers the hero behind the words and the form, in every style, and comes after the headline in the
 * document.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { PIXEL } from "./test-helpers.js";

const photo = {
  role: "hero" as const,
  dataUrl: PIXEL,
  alt: "The flats from the marina",
  width: 1600,
  height: 1067,
};

const LEAD = compose(
  "lead-generation",
  "New development of 24 two-bedroom flats next to Brighton Marina. Balconies with sea views. Book a viewing.",
  { title: "Flats by the marina", companyName: "Harbor View Homes", images: [photo] },
).model;

const heroOf = (html: string) => html.match(/<section id="hero"[\s\S]*?<\/section>/)?.[0] ?? "";

describe("a lead form and the owner's hero photo", () => {
  it.each(STYLE_NAMES)(
    "are both in the hero in the %s style: the photo behind, the form beside the words",
    (design) => {
      for (const seed of [0, 7, 19]) {
        const html = renderStoredModel({ ...LEAD, settings: { ...LEAD.settings, design, seed } }).html;
        const hero = heroOf(html);
        expect(hero).toContain('data-layout="cover"');
        expect(hero).toContain("<form");
        expect(hero).toMatch(/<img class="hero-photo"[^>]*alt="The flats from the marina"/);
        expect(hero.indexOf("<h1")).toBeLessThan(hero.indexOf("<img"));
        // A backdrop fills the hero: it is not held to its pixel width like a photo beside the words.
        expect(hero).not.toMatch(/<img class="hero-photo"[^>]*style="max-width/);
      }
    },
  );

  it("leaves a lead page without a photo its form hero of the style's own layouts", () => {
    const { html } = compose(
      "lead-generation",
      "Employment lawyers in Hamburg. Free first assessment within 24 hours.",
      {
        title: "Employment law for employees",
        companyName: "Kessler",
      },
    );
    expect(heroOf(html)).toContain("<form");
    expect(heroOf(html)).not.toContain('data-layout="cover"');
  });
});
