/**
 * Every named style in a real browser (Debian's Chromium through playwright-core): for a homepage, a lead
 * page (form in the hero) and an event page: no horizontal overflow at 320, 375 and 1280 px and no serious
 * or critical axe-core violation (contrast included) at 375 and 1280 px, and forced dark at 1280 px.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { STYLE_NAMES } from "../../src/generator/ops/schema.js";
import { seriousViolations } from "../helpers/axe.js";
import { launchChromium } from "../helpers/chromium.js";
import { compose } from "./compose-for-test.js";

const PAGES = [
  compose(
    "business-homepage",
    "Family-run bakery in Bristol: sourdough, cinnamon buns and celebration cakes. Open Tue–Sun 7:00–15:00. Call 0117 496 0123. 'Best buns in town' — Priya S.",
  ).model,
  compose(
    "lead-generation",
    "Boiler servicing and emergency plumbing in Leeds. Boiler service £85, call-out from £60. Gas Safe registered.",
  ).model,
  compose(
    "event-registration",
    "Pottery taster evening on 14 March 2027 at 18:30 in our Hackney studio. £35 per person, clay and glaze included, 10 places.",
  ).model,
];

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

describe("named styles in Chromium", () => {
  it.each(STYLE_NAMES)(
    "%s: fits 320, 375 and 1280 px, light and dark, no serious axe violation",
    async (name) => {
      for (const model of PAGES)
        for (const scheme of ["light", "dark"] as const) {
          const { html } = renderStoredModel({
            ...model,
            settings: { ...model.settings, design: name, scheme },
          });
          // Dark is checked on the wide screen only: its colours, not its layout, differ from light.
          for (const width of scheme === "light" ? [320, 375, 1280] : [1280]) {
            await page.setViewportSize({ width, height: 900 });
            await page.setContent(html);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            const where = `${model.source.landingPageType}, ${scheme}, ${width}px`;
            expect(overflow, `horizontal overflow: ${where}`).toBeLessThanOrEqual(0);
            if (width !== 320) expect(await seriousViolations(page), `axe: ${where}`).toEqual([]);
          }
        }
    },
  );
});

describe("an event page on a phone", () => {
  const event = compose(
    "event-registration",
    "Three-hour natural wine tasting on Friday 14 May 2027 at 18:30 in Bordeaux. Tickets €45, 12 places.",
    { companyName: "Cave Lune", title: "Natural wine tasting evening" },
  ).model;
  /** The distinct rounded values of a box edge over the elements a selector finds. */
  const edges = (selector: string, edge: "top" | "left") =>
    page.$$eval(
      selector,
      (found, side) => [...new Set(found.map((e) => Math.round(e.getBoundingClientRect()[side as "top"])))],
      edge,
    );

  it.each(STYLE_NAMES)(
    "%s: the countdown is one row and the booking details one aligned column",
    async (name) => {
      const { html } = renderStoredModel({ ...event, settings: { ...event.settings, design: name } });
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(html);
        expect(await page.locator(".cd").count(), "a countdown").toBeGreaterThan(0);
        for (const countdown of await page.locator(".cd").all()) {
          const tops = await countdown.evaluate((cd) => [
            ...new Set([...cd.children].map((box) => Math.round(box.getBoundingClientRect().top))),
          ]);
          expect(tops, `countdown rows at ${width}px`).toHaveLength(1);
        }
        expect(await edges(".ct-centred .details .detail", "left"), `details at ${width}px`).toHaveLength(
          (await page.locator(".ct-centred .details .detail").count()) > 0 ? 1 : 0,
        );
      }
    },
  );
});
