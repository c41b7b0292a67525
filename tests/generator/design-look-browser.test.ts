/**
 * What a designer sees first, measured in Chromium for every named style: a headline never broken inside a
 * word (a Dutch or Polish compound in a narrow hero column), and five cards as three and two on a wide
 * screen rather than four and a lonely fifth.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import type { PageModel } from "../../src/generator/model.js";
import { STYLE_NAMES } from "../../src/generator/ops/schema.js";
import { launchChromium } from "../helpers/chromium.js";
import { compose } from "./compose-for-test.js";

const HEADLINES = [
  compose("business-homepage", "Bloemist in Utrecht: seizoensboeketten en rouwstukken.", {
    title: "Bloemenatelier Madelief",
    companyName: "Bloemenatelier Madelief",
  }).model,
  compose("business-homepage", "Kwiaciarnia na Kazimierzu: bukiety ślubne i wieńce.", {
    title: "Kwiaciarnia Stokrotka",
    companyName: "Kwiaciarnia Stokrotka",
  }).model,
  compose("business-homepage", "Zahnarztpraxis in Stuttgart. Prophylaxe und Implantate.", {
    title: "Zahnarztpraxis Dr. Vogt",
    companyName: "Zahnarztpraxis Dr. Vogt",
  }).model,
];

const FIVE_PROJECTS = compose(
  "portfolio",
  "Landscape architect in Bath. Projects: Widcombe rooftop garden (2024), Lansdown school courtyard (2023), Royal Crescent lawns (2022), Bathwick allotments (2021), Kelston orchard (2020).",
  { title: "Harriet Lowe Landscapes", companyName: "Harriet Lowe Landscapes" },
).model;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.route("**/*", (route) => route.abort());
});

afterAll(async () => {
  await browser?.close();
});

const styled = (model: PageModel, design: (typeof STYLE_NAMES)[number]) =>
  renderStoredModel({ ...model, settings: { ...model.settings, design } }).html;

/** The words of the hero's headline that the browser laid out over more than one line. */
const brokenWords = () =>
  page.$eval("#hero h1", (h1) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

describe("the hero headline in every style", () => {
  it.each(STYLE_NAMES)("%s: no word of a long compound is broken at 375 or 1280 px", async (name) => {
    for (const model of HEADLINES)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(styled(model, name));
        expect(await brokenWords(), `${model.source.title} at ${width}px`).toEqual([]);
      }
  });
});

describe("cards by count", () => {
  it.each(STYLE_NAMES)("%s: five project cards sit three and two at 1280 px", async (name) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.setContent(styled(FIVE_PROJECTS, name));
    const rows = await page.$$eval("[data-section=projects] .grid > *", (cards) => {
      const perRow = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        perRow.set(top, (perRow.get(top) ?? 0) + 1);
      }
      return [...perRow.values()];
    });
    expect(rows).toEqual([3, 2]);
  });
});
