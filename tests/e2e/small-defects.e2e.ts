/**
 * Small defects a new user met (issue 29), at 1280 and 375 px: "Use this example" while signed out opens
 * creating an account (not the sign-in form's "Welcome back"); a template tile's long title takes two lines
 * at most, with the whole title in its text (what screen readers read), its tooltip, and shown in full while
 * the tile has the keyboard's focus.
 */
import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, ownerWithPageByApi, screenshotWhenSettled, waitForSession } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const WIDTHS = [1280, 375] as const;
const LONG_TITLE =
  "Spring open days at the Harbourside community garden: seed swaps, compost workshops and a plant sale for every neighbour";

describe("small defects of a new user's walk", () => {
  for (const width of WIDTHS) {
    it(`opens creating an account from "Use this example" while signed out at ${width} px`, async () => {
      await withPage({ width, height: 850 }, async (page) => {
        await page.goto("/showcase");
        expect(await waitForSession(page)).toBe("signed-out");
        await page
          .getByRole("button", { name: /^Use this example: / })
          .first()
          .click();
        await page.waitForURL("**/auth?mode=sign-up");
        await page.getByRole("form", { name: "Create account" }).waitFor();
        expect(await page.getByText("Welcome back").count()).toBe(0);
        await screenshotWhenSettled(page, `small-defects-use-example-signed-out-${width}`);
      });
    });

    it(`clamps a tile's long title to two lines, whole on hover and focus, at ${width} px`, async () => {
      await withPage({ width, height: 900 }, async (page, context) => {
        await ownerWithPageByApi(
          context.request,
          baseUrl,
          { name: "Long Titles", emailLabel: "long-title", tokens: 1000 },
          {
            title: LONG_TITLE,
            prompt: "Community garden open days in spring: seed swaps and compost workshops. Free entry.",
            landingPageType: "lead-generation",
            industry: "other",
            companyName: "Harbourside Garden",
          },
        );
        await page.goto("/profile?tab=templates");
        expect(await waitForSession(page)).toBe("signed-in");
        const title = page.getByTestId("template-tile-title");
        await title.waitFor();
        const lines = () =>
          title.evaluate((el) => {
            const style = getComputedStyle(el);
            return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
          });
        expect(await lines()).toBe(2);
        // All of it is there to be read, and in the tooltip.
        expect(await title.textContent()).toBe(LONG_TITLE);
        expect(await title.getAttribute("title")).toBe(LONG_TITLE);
        expect(await page.getByRole("link", { name: LONG_TITLE, exact: true }).count()).toBe(1);
        await screenshotWhenSettled(page, `small-defects-tile-title-clamped-${width}`);
        // With the keyboard on the tile, the whole title shows.
        await page.getByRole("link", { name: LONG_TITLE, exact: true }).focus();
        await expect.poll(lines).toBeGreaterThan(2);
        await screenshotWhenSettled(page, `small-defects-tile-title-focused-${width}`);
      });
    });
  }
});
