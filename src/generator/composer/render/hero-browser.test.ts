/**
 * Heroes as Chromium draws them at 1280 px: the drawing in a panels hero fills its half (it stood 150 px
 * wide in an empty tinted half), the cover hero's photo spans the hero behind the form, and a stacked
 * hero's lead form stands beside the words (it sat under them in a page-wide tinted box, half empty).
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { seriousViolations } from "../../../../tests/helpers/axe.js";
import type { PageModel } from "../../model.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { atPhoneWidth, chromiumPage, PIXEL } from "./test-helpers.js";

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

  it("set a stacked hero's lead form beside the words at 1280 px and under them, within the screen, at 375 px", async () => {
    const { model } = compose(
      "lead-generation",
      "Employment law solicitors in Manchester. Unfair dismissal, discrimination, settlement agreements. First consultation free. Call 0161 496 0734.",
      { title: "Free first consultation for employment claims", companyName: "Brandt & Ruiz Solicitors" },
    );
    const page = browserPage();
    await page.setContent(withLayout(model, "stacked"));
    const boxes = () =>
      page.$eval("#hero", (hero) => {
        const box = (el: Element | null) =>
          el?.getBoundingClientRect() ?? { left: 0, top: 0, bottom: 0, width: 0 };
        const [lead, form] = [box(hero.querySelector(".lead")), box(hero.querySelector("form"))];
        return { lead, form, scroll: document.documentElement.scrollWidth };
      });
    const wide = await boxes();
    expect(wide.form.left).toBeGreaterThan(wide.lead.left + wide.lead.width - 1);
    expect(wide.form.top).toBeLessThan(wide.lead.bottom);
    const narrow = await atPhoneWidth(page, boxes);
    expect(narrow.form.top).toBeGreaterThan(narrow.lead.bottom - 1);
    expect(narrow.form.width).toBeGreaterThan(280);
    expect(narrow.scroll).toBeLessThanOrEqual(375);
  });

  it("give a hero's buttons the phone's width, one above the other, in every layout", async () => {
    const { model } = compose(
      "business-homepage",
      "Hand-knitted jumpers from Icelandic wool, made in Val di Fiemme. Crew neck 145 €, roll neck 165 €. Write to ciao@fiordo.it.",
      { title: "Icelandic wool jumpers", companyName: "Fiordo" },
    );
    const page = browserPage();
    await atPhoneWidth(page, async () => {
      for (const layout of ["split", "centred", "stacked", "card"]) {
        await page.setContent(withLayout(model, layout));
        const { row, widths } = await page.$eval("#hero .btns", (btns) => ({
          row: btns.getBoundingClientRect().width,
          widths: [...btns.children].map((b) => b.getBoundingClientRect().width),
        }));
        expect(widths.length, layout).toBeGreaterThan(1);
        expect(row, layout).toBeGreaterThan(260);
        for (const width of widths) expect(width, layout).toBeGreaterThanOrEqual(row - 1);
      }
    });
  });

  it("align a centred hero's form labels with their fields, not with the centred headline", async () => {
    const { model } = compose(
      "lead-generation",
      "Letting agent in Portsmouth. Fully managed service 12% of rent. Free rental valuation within 24 hours.",
      { title: "Let your flat without the hassle", companyName: "Harbour Lettings" },
    );
    await browserPage().setContent(withLayout(model, "centred"));
    // Where the label's words start (its box spans the field's width whatever its alignment).
    const [label, field] = await browserPage().$eval("#hero form .field", (field) => {
      const words = document.createRange();
      words.selectNodeContents(field.querySelector("label") as Element);
      return [
        words.getBoundingClientRect().left,
        (field.querySelector("input") as Element).getBoundingClientRect().left,
      ];
    });
    expect(Math.abs(label - field)).toBeLessThan(4);
  });

  it("show a full-bleed hero's whole drawing above the words on a phone", async () => {
    const { model } = compose(
      "app-download",
      "Vocabulary app for English, French and Spanish: flashcards, native speakers' pronunciation, offline mode.",
      { title: "Learn words in five minutes a day", companyName: "Vokabel" },
    );
    const page = browserPage();
    await atPhoneWidth(page, async () => {
      await page.setContent(withLayout(model, "full-bleed"));
      const { art, panel, scroll } = await page.$eval("#hero", (hero) => ({
        art: (hero.querySelector(".art") as Element).getBoundingClientRect(),
        panel: (hero.querySelector(".hx-panel") as Element).getBoundingClientRect(),
        scroll: document.documentElement.scrollWidth,
      }));
      expect(art.bottom).toBeLessThanOrEqual(panel.top + 24);
      expect(art.width).toBeLessThanOrEqual(375);
      expect(scroll).toBeLessThanOrEqual(375);
    });
  });

  it("draws every poster variant (tile, ticket, figure) with its date beside the headline and no serious axe violation", async () => {
    const { model } = compose(
      "webinar",
      "Free webinar on pension planning for the self-employed, 18 April 2027 at 6pm UK time.",
      { title: "Pension planning webinar", companyName: "Northwind Advisors" },
    );
    const seen = new Set<string>();
    for (const design of STYLE_NAMES)
      for (const scheme of ["light", "dark"] as const) {
        const html = renderStoredModel({ ...model, settings: { ...model.settings, design, scheme } }).html;
        for (const variant of ["tile", "ticket", "figure"]) {
          if (seen.has(`${variant}:${scheme}`)) continue;
          seen.add(`${variant}:${scheme}`);
          await browserPage().setContent(html.replace(/\bpv-(tile|ticket|figure)\b/, `pv-${variant}`));
          expect(await seriousViolations(browserPage()), `${variant} ${scheme} 1280`).toEqual([]);
          const [date, title] = await browserPage().$eval("#hero", (hero) =>
            [".hx-date", "h1"].map((s) => (hero.querySelector(s) as Element).getBoundingClientRect().top),
          );
          expect(Math.abs(date! - title!)).toBeLessThan(220);
          await atPhoneWidth(browserPage(), async () =>
            expect(await seriousViolations(browserPage()), `${variant} ${scheme} 375`).toEqual([]),
          );
        }
      }
    expect(seen.size).toBe(6);
  });
});
