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
