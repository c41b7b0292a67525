/**
 * Heroes as Chromium draws them at 1280 px: the drawing in a panels hero fills its half (it stood 150 px
 * wide in an empty tinted half), and the cover hero's photo spans the hero behind the form.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import type { PageModel } from "../../model.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { chromiumPage, PIXEL } from "./test-helpers.js";

const browserPage = chromiumPage();

/** The first page of the model, over styles and seeds, whose hero has this layout. */
function withLayout(model: PageModel, layout: string): string {
  for (const design of STYLE_NAMES)
    for (let seed = 0; seed < 20; seed++) {
      const html = renderStoredModel({ ...model, settings: { ...model.settings, design, seed } }).html;
      if (html.includes(`data-layout="${layout}"`)) return html;
    }
  throw new Error(`no ${layout} hero`);
}

describe("heroes in Chromium", () => {
  it("draw a panels hero's drawing across most of its half", async () => {
    const { model } = compose("business-homepage", "Dental practice in Leeds: check-ups and whitening.", {
      title: "Gentle dentistry in Leeds",
      companyName: "Lumen Dental",
    });
    await browserPage().setContent(withLayout(model, "panels"));
    const [art, half] = await browserPage().$eval(".hx-pic", (el) => [
      (el.querySelector(".art") as Element).getBoundingClientRect().width,
      el.getBoundingClientRect().width,
    ]);
    expect(art).toBeGreaterThan(Math.min(half * 0.6, 400));
  });

  it("spread the cover hero's photo over the whole hero, the form on top of it", async () => {
    const { html } = compose(
      "lead-generation",
      "Family plumbers in Bristol: boiler servicing and leak repairs. Free quotes.",
      {
        title: "Leaks fixed today",
        companyName: "Brightwater Plumbing",
        images: [{ role: "hero", dataUrl: PIXEL, alt: "Our van", width: 1600, height: 1067 }],
      },
    );
    await browserPage().setContent(html);
    const boxes = await browserPage().$eval("#hero", (hero) => {
      const box = (el: Element | null) => el?.getBoundingClientRect() ?? { width: 0, height: 0 };
      return {
        hero: box(hero),
        photo: box(hero.querySelector(".hero-photo")),
        form: box(hero.querySelector("form")),
      };
    });
    expect(boxes.photo.width).toBeGreaterThanOrEqual(boxes.hero.width - 1);
    expect(boxes.photo.height).toBeGreaterThanOrEqual(boxes.hero.height - 1);
    expect(boxes.form.width).toBeGreaterThan(280);
  });
});
