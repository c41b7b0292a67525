/**
 * A custom token amount as people type it (issue 29), at 1280 and 375 px: "2,500" and "2 500" are 2,500 tokens
 * (priced, bonus counted, and bought as such); "2500.7" and "2,500.7" stay refused with the whole-number
 * message and Pay disabled, never bought as another amount.
 */
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  expectToast,
  screenshotWhenSettled,
  signUpByApi,
  uniqueEmail,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const WHOLE_NUMBERS = "Tokens come in whole numbers: enter a whole number from 500 to 100,000.";

describe("a custom token amount as typed", () => {
  for (const width of [1280, 375] as const) {
    it(`reads "2,500" and "2 500" as 2,500 tokens and refuses a fraction at ${width} px`, async () => {
      await withPage({ width, height: 900 }, async (page, context) => {
        await signUpByApi(context.request, baseUrl, {
          name: "Grouped Digits",
          email: uniqueEmail(`amount-${width}`),
          password: "Correct-horse-9x!",
        });
        await page.goto("/profile");
        expect(await waitForSession(page)).toBe("signed-in");
        if (width === 1280)
          await page.getByRole("banner").getByRole("button", { name: "Buy Tokens" }).click();
        else {
          await page.getByRole("button", { name: "Account menu" }).click();
          await page.getByRole("menuitem", { name: "Buy Tokens" }).click();
        }
        const buy = page.getByRole("dialog", { name: "Buy Tokens" });
        await buy.waitFor();
        const amount = buy.getByLabel("Number of tokens");
        const pay = buy.getByRole("button", { name: /^Pay/ });

        for (const typed of ["2500.7", "2,500.7"]) {
          await amount.fill(typed);
          await buy.getByText(WHOLE_NUMBERS).waitFor();
          expect(await pay.isDisabled()).toBe(true);
          expect(await buy.getByTestId("purchase-total").textContent()).toBe("—");
        }
        for (const typed of ["2 500", "2,500"]) {
          await amount.fill(typed);
          await expect.poll(() => buy.getByTestId("purchase-total").textContent()).toBe("2,750");
          expect(await buy.getByTestId("purchase-price").textContent()).toBe("€25");
          expect(await buy.getByText(WHOLE_NUMBERS).count()).toBe(0);
          expect(await pay.textContent()).toContain("Pay €25");
        }
        await screenshotWhenSettled(page, `purchase-grouped-amount-${width}`);
        await pay.click();
        await expectToast(page, "Purchase successful!", "Added 2,750 tokens (2,500 base + 250 bonus).");
        await buy.waitFor({ state: "hidden" });
        const bought = (await (await context.request.get(`${baseUrl}/api/transactions`)).json()) as {
          items: { type: string; amount: number }[];
        };
        expect(bought.items[0]).toMatchObject({ type: "purchase", amount: 2750 });
      });
    });
  }
});
