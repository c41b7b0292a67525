/**
 * Where feedback shows in the workspace, and the leads inbox with nothing in it (issue 29): a toast after saving
 * in the Page tab covers none of its fields (bottom-left beside the tabs on a wide screen, at the top on a phone);
 * a dialog's buttons stay clear of toasts; the chat of a page with no request yet says what the box is for;
 * the inbox offers no export of nothing and its search hint is whole at 375 px. At 1280 and 375 px.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  box,
  browserForThisFile,
  expectToast,
  overlaps,
  ownerWithPageByApi,
  screenshotWhenSettled,
  toasts,
  trackPageErrors,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const WIDTHS = [1280, 375] as const;

/** Every visible field and button of the chosen tab that the toast overlaps, by name. */
async function coveredControls(page: Page, toast: Awaited<ReturnType<typeof box>>): Promise<string[]> {
  const panel = page.locator('[role="tabpanel"][data-state="active"]');
  const covered: string[] = [];
  for (const control of await panel.locator("input, textarea, button").all()) {
    const shown = await control.boundingBox();
    if (shown && overlaps(shown, toast))
      covered.push((await control.getAttribute("aria-label")) ?? "control");
  }
  return covered;
}

describe("the workspace's toasts and its empty inbox", () => {
  for (const width of WIDTHS) {
    it(`shows the Page tab's toast over none of its fields, and no export of an empty inbox, at ${width} px`, async () => {
      await withPage({ width, height: width < 600 ? 740 : 900 }, async (page, context) => {
        const errors = trackPageErrors(page);
        const { id } = await ownerWithPageByApi(
          context.request,
          baseUrl,
          { name: "Toast Walker", emailLabel: "toasts" },
          {
            title: "Pottery evenings",
            prompt: "Pottery evenings in Ghent for beginners, Thursdays 19:00. Write to klei@example.be.",
            companyName: "Kleiwerk",
            industry: "other",
          },
        );
        await page.goto(`/pages/${id}`);
        expect(await waitForSession(page)).toBe("signed-in");

        // A page with no request yet: the chat says what the box below is for.
        if (width < 1024) await page.getByRole("tab", { name: "Chat" }).click();
        const hint = page.getByTestId("first-change-hint");
        await hint.waitFor();
        expect(await hint.textContent()).toContain("No changes asked for yet");

        // Saving pixels at the Page tab's bottom: the toast covers none of the tab's fields.
        await page.getByRole("tab", { name: "Page" }).click();
        const save = page.getByRole("button", { name: "Save pixels" });
        await page.getByLabel("Meta Pixel ID").fill("123456789012345");
        await save.scrollIntoViewIfNeeded();
        await save.click();
        await expectToast(page, "Pixels saved");
        await page.waitForTimeout(400);
        const toast = await box(toasts(page).filter({ hasText: "Pixels saved" }).last());
        expect(await coveredControls(page, toast)).toEqual([]);
        await screenshotWhenSettled(page, `workspace-toast-page-tab-${width}`);

        // The empty inbox: nothing to export, and the search's hint is whole.
        await page.getByRole("tab", { name: "Leads" }).click();
        await page.getByTestId("leads-empty").waitFor();
        // It says how a lead gets here, not only that none has.
        expect(await page.getByTestId("leads-empty").textContent()).toBe(
          "No leads from this page yet. When a visitor sends the page's form, the lead shows up here.",
        );
        expect(await page.getByRole("button", { name: "Export CSV" }).isDisabled()).toBe(true);
        expect(await page.getByRole("link", { name: "Export CSV" }).count()).toBe(0);
        const search = page.getByRole("searchbox", { name: "Search leads" });
        expect(await search.getAttribute("placeholder")).toBe("Name, e-mail or message…");
        const cut = await search.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d");
          if (!context) return true;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(input.placeholder).width > room;
        });
        expect(cut).toBe(false);
        await screenshotWhenSettled(page, `workspace-empty-inbox-${width}`);
        expect(errors).toEqual([]);
      });
    });
  }

  it("keeps a toast off a dialog's buttons", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      await ownerWithPageByApi(
        context.request,
        baseUrl,
        { name: "Dialog Walker", emailLabel: "dialog-toasts" },
        {
          title: "Bike repairs",
          prompt: "Bike repairs in Utrecht while you wait. Write to fiets@example.nl.",
        },
      );
      await page.goto("/profile?tab=brand");
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByRole("button", { name: "Save brand kit" }).click();
      await expectToast(page, "Brand kit saved");
      // The purchase dialog opens while the toast (bottom-right) is still shown.
      await page.getByRole("banner").getByRole("button", { name: "Buy Tokens" }).click();
      const pay = page.getByRole("dialog", { name: "Buy Tokens" }).getByRole("button", { name: /^Pay/ });
      await pay.waitFor();
      await page.waitForTimeout(400);
      const toast = await box(toasts(page).filter({ hasText: "Brand kit saved" }).last());
      expect(overlaps(toast, await box(pay))).toBe(false);
      await screenshotWhenSettled(page, "dialog-buttons-clear-of-toast-1280");
    });
  });
});
