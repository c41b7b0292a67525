/**
 * What a change did, in a real browser (issue 25 items 1, 5, 6): after an update the card reports each
 * change in the owner's words and the tokens on hold; the preview outlines the changed section; "Undo"
 * brings the previous page back and returns the tokens; a change kept by a download refuses Undo in the
 * server's words. Then point, then ask: a part chosen in the preview scopes the next change.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Frame, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatTokens } from "../../src/core/pricing";
import { CHANGE_KEPT_MESSAGE } from "../../src/server/templates/held-changes";
import {
  browserForThisFile,
  clickAndWaitForJob,
  expectToast,
  ownerWithPageByApi,
  pointingFrameIn,
  pointUntilSelected,
  runAxe,
  SCREENSHOT_DIR,
  toasts,
  trackPageErrors,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const TITLE = "Report Journey";

/** A new owner with tokens to spare and one composer page; answers its id and the balance left. */
async function ownerWithPage(context: BrowserContext): Promise<{ id: string; balance: number }> {
  return ownerWithPageByApi(
    context.request,
    baseUrl,
    { name: "Report Tester", emailLabel: "iterate-report", tokens: 2000 },
    {
      title: TITLE,
      prompt:
        "Timers, timesheets and invoices for freelancers. Track every billable minute, turn timesheets into invoices in one click, and see which clients pay late. €9 a month. Write to help@acme.io.",
    },
  );
}

async function expectBalance(page: Page, value: string) {
  await expect
    .poll(
      async () =>
        ((await page.getByTestId("token-balance").textContent()) ?? "").replace(/\s*tokens/, "").trim(),
      {
        timeout: 15_000,
      },
    )
    .toBe(value);
}

/**
 * Sends a change from the card's iterate panel and waits until its job ended on the server; answers the
 * request's body (what the server was asked).
 */
async function askChange(page: Page, card: Locator, change: string) {
  const field = card.getByLabel("Describe the change");
  await field.fill(change);
  const request = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/iterations"));
  expect(await clickAndWaitForJob(page, card.getByRole("button", { name: /^Update \(/ }))).toBe("succeeded");
  return (await request).postDataJSON() as { change: string; scope?: { section: string; path?: string } };
}

/** The preview dialog's frame once it shows the page with the point script (pointing on). */
async function pointingFrame(page: Page): Promise<Frame> {
  return pointingFrameIn(page.getByRole("dialog").getByTestId("preview-frame"));
}

/** The sections the point script outlines as changed (its marks live in an open shadow root). */
async function outlinedSections(frame: Frame): Promise<string[]> {
  return frame
    .locator("[data-changed-section]")
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute("data-changed-section") ?? ""));
}

async function pageText(page: Page, id: string): Promise<string> {
  return page.evaluate(async (templateId) => {
    const template = await (await fetch(`/api/templates/${templateId}`)).json();
    return new DOMParser().parseFromString(template.htmlContent, "text/html").body.textContent ?? "";
  }, id);
}

/** A screenshot of the page or one part of it, with the other journeys' in artifacts/screenshots. */
async function shot(page: Page, target: Page | Locator, name: string) {
  await page.waitForTimeout(300);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOT_DIR, `iterate-report-${name}.png`) });
}

describe("the report of a change, its undo and point-then-ask", () => {
  it("reports the change, outlines it, undoes it for free, refuses a kept one and scopes a pointed change", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const { id, balance } = await ownerWithPage(context);
      const full = formatTokens(balance);
      const held = formatTokens(balance - 200);
      await page.goto("/");
      expect(await waitForSession(page)).toBe("signed-in");
      await expectBalance(page, full);
      const card = page.getByTestId("user-template-card").filter({ hasText: TITLE });
      expect(await pageText(page, id)).toContain(TITLE);

      // A change: the panel closes and the card says what changed, what it holds and until when.
      await card.getByRole("button", { name: "Iterate" }).click();
      await askChange(page, card, "change the headline to “Bill every minute”");
      const report = card.getByTestId("change-report");
      // The job has ended on the server (askChange): the card shows its report as soon as its event arrives.
      await report.waitFor();
      await card.getByLabel("Describe the change").waitFor({ state: "hidden" });
      expect(await report.getByTestId("change-applied").textContent()).toBe(
        `Changed “${TITLE}” to “Bill every minute”`,
      );
      expect(await report.getByTestId("change-tokens").textContent()).toBe(
        "200 tokens on hold: you pay for them only if you keep this change.",
      );
      expect(await report.textContent()).toMatch(/You can undo it until \w{3} \d{1,2}, \d{4}, /);
      // The report took the focus the closed panel had, and is announced.
      expect(await report.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await report.evaluate((el) => el.parentElement?.getAttribute("aria-live"))).toBe("polite");
      await expectBalance(page, held);
      expect(await pageText(page, id)).toContain("Bill every minute");
      await shot(page, card, "report-1280");
      // The report and card pass axe (once the toasts, still fading in and out, are gone).
      await expect.poll(() => toasts(page).count(), { timeout: 20_000 }).toBe(0);
      expect(await runAxe(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, card, "report-375");
      await page.setViewportSize({ width: 1280, height: 900 });

      // The preview outlines the section the change touched (the hero).
      await report.getByRole("button", { name: "Show changes in preview" }).click();
      const dialog = page.getByRole("dialog");
      const frame = await pointingFrame(page);
      await expect.poll(() => outlinedSections(frame), { timeout: 10_000 }).toEqual(["s1"]);
      expect(await dialog.getByRole("button", { name: "Point at a part" }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      await shot(page, page, "preview-outlined-1280");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      // Undo: the page as it was, the tokens back, the report gone.
      await report.getByRole("button", { name: "Undo change" }).click();
      await expectToast(page, "Change undone", "200 tokens returned.");
      await expectBalance(page, full);
      await report.waitFor({ state: "detached" });
      const restored = await pageText(page, id);
      expect(restored).toContain(TITLE);
      expect(restored).not.toContain("Bill every minute");
      await expect.poll(() => card.getByText("v3", { exact: true }).count()).toBe(1);

      // Point, then ask: choose the FAQ in the preview; the next change is about it alone.
      await card.getByRole("button", { name: "Preview" }).click();
      await dialog.getByRole("button", { name: "Point at a part" }).click();
      const previewFrame = dialog.getByTestId("preview-frame");
      const pointing = await pointUntilSelected(
        previewFrame,
        "s4",
        dialog.getByText("Selected: the FAQ section."),
      );
      await shot(page, page, "preview-pointing-1280");
      await pointing.getByRole("button", { name: "Ask about this" }).click();
      await dialog.waitFor({ state: "hidden" });
      const chip = card.getByTestId("change-scope");
      expect(await chip.textContent()).toBe("About: the FAQ section");
      const field = card.getByLabel("Describe the change");
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, card, "scope-chip-375");
      await page.setViewportSize({ width: 1280, height: 900 });
      // Removing the chip asks about the whole page again; pointing again brings it back.
      await chip.getByRole("button", { name: "Remove “About: the FAQ section”" }).click();
      await chip.waitFor({ state: "detached" });
      await card.getByRole("button", { name: "Preview" }).click();
      await dialog.getByRole("button", { name: "Point at a part" }).click();
      // The app's own "Ask about" button does the same as the page's chip, from the keyboard too.
      const askAboutFaq = dialog.getByRole("button", { name: "Ask about the FAQ section" });
      await pointUntilSelected(previewFrame, "s4", askAboutFaq);
      await askAboutFaq.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "hidden" });
      await chip.waitFor();

      const sent = await askChange(page, card, "change the heading to “Questions we hear”");
      expect(sent.scope).toEqual({ section: "s4" });
      await report.waitFor();
      expect(await report.getByTestId("change-applied").textContent()).toBe(
        "Changed “Acme Tracker: your questions” to “Questions we hear”",
      );
      await chip.waitFor({ state: "detached" });
      const changed = await pageText(page, id);
      expect(changed).toContain("Questions we hear");
      expect(changed).toContain(TITLE);
      await report.getByRole("button", { name: "Show changes in preview" }).click();
      await expect
        .poll(async () => outlinedSections(await pointingFrame(page)), { timeout: 10_000 })
        .toEqual(["s4"]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      // After a reload only the held change is known: the card still offers Undo.
      await page.reload();
      expect(await waitForSession(page)).toBe("signed-in");
      await report.getByText("Your latest change (version 4) is on hold").waitFor();
      await expectBalance(page, held);
      // A download elsewhere keeps the change: Undo is refused in the server's words, and the card catches up.
      const download = await context.request.get(`${baseUrl}/api/templates/${id}/download`);
      expect(download.status()).toBe(200);
      await report.getByRole("button", { name: "Undo change" }).click();
      await expectToast(page, "Could not undo", CHANGE_KEPT_MESSAGE);
      await report.waitFor({ state: "detached" });
      await expectBalance(page, held);
      expect(await pageText(page, id)).toContain("Questions we hear");

      // On a phone the preview's header wraps and the pointing bar stays usable.
      await page.setViewportSize({ width: 375, height: 800 });
      await card.getByRole("button", { name: "Preview" }).click();
      await dialog.getByRole("button", { name: "Point at a part" }).click();
      await pointUntilSelected(
        previewFrame,
        "s3",
        dialog.getByRole("button", { name: "Ask about the Pricing section" }),
      );
      await shot(page, page, "preview-pointing-375");
      expect(errors).toEqual([]);
    });
  });
});
