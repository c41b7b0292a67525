/**
 * The workspace as the s55 walk found it (issue 29): on a 375 × 667 phone the chat was 208 px tall (148 px while a
 * change ran) under the page's actions and a four-line ask box; the Leads tab put the webhook form above the
 * leads; an Undo's own line in the chat offered a second "Undo" under "Undid …"; on a tablet a toast covered the
 * page's title and tabs, and the named actions were cut off at the row's end; on a phone a toast covered an open
 * dialog's title ("Share a preview").
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  box,
  browserForThisFile,
  clickAndWaitForJob,
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
const TITLE = "Crumb & Co Bakery";
const HEADLINE_CHANGE = 'Change the headline to "Fresh bread every morning"';

async function ownerWithPage(context: BrowserContext, label: string): Promise<string> {
  const { id } = await ownerWithPageByApi(
    context.request,
    baseUrl,
    { name: "Phone Chat Tester", emailLabel: label, tokens: 1000 },
    {
      title: TITLE,
      prompt:
        "A neighbourhood bakery in Bristol called Crumb & Co. Sourdough loaves £4.50, croissants £2. Open Tuesday to Sunday 7am to 3pm. Order cakes by phone 0117 496 0123.",
      companyName: "Crumb & Co",
      landingPageType: "business-homepage",
      industry: "food",
    },
  );
  return id;
}

async function openWorkspace(page: Page, id: string) {
  await page.goto(`/pages/${id}`);
  expect(await waitForSession(page)).toBe("signed-in");
  await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
  await page.getByRole("tablist", { name: "Workspace" }).waitFor();
}

const livePageHeading = async (page: Page) =>
  (await page
    .frameLocator('[data-testid="workspace-frame"]')
    .locator("h1")
    .first()
    .textContent({ timeout: 20_000 })) ?? "";

const shot = (page: Page, name: string) => screenshotWhenSettled(page, `workspace-phone-chat-${name}`, 300);

describe("the workspace's chat on a 375 × 667 phone", () => {
  it("fills the screen below the tabs, idle and while a change runs, with the page's actions back on the Preview tab", async () => {
    await withPage({ width: 375, height: 667, touch: true }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context, "phone-chat");
      await openWorkspace(page, id);
      const actions = page.getByTestId("workspace-actions");
      // The page first, with its actions (download, share, …) above it.
      expect(await actions.isVisible()).toBe(true);

      await page.getByRole("tab", { name: "Chat" }).click();
      const field = page.getByLabel("Describe the change");
      await field.waitFor();
      const conversation = page.getByTestId("conversation-box");
      // The chat is the conversation: the page's actions wait on the Preview tab.
      expect(await actions.isVisible()).toBe(false);
      expect((await box(conversation)).height).toBeGreaterThanOrEqual(300);
      // The ask box whole on screen, its price beside the button, and the window itself never scrolls.
      const fieldBox = await box(field);
      expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(667);
      const update = page.getByRole("button", { name: "Update (200 tokens)" });
      const updateBox = await box(update);
      expect(updateBox.y + updateBox.height).toBeLessThanOrEqual(667);
      const rule = page
        .getByTestId("iteration-submit-row")
        .getByText("charged only if you keep the change.", { exact: true });
      const ruleBox = await box(rule);
      expect(ruleBox.y).toBeLessThan(updateBox.y + updateBox.height);
      expect(ruleBox.y + ruleBox.height).toBeGreaterThan(updateBox.y);
      expect(
        await page
          .getByTestId("iteration-submit-row")
          .getByText("200 tokens, plus 50 per full 100 characters", { exact: false })
          .isVisible(),
      ).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(667);
      await shot(page, "idle-375x667");

      // While a change runs (its progress held until measured), the progress and Cancel take the submit row's place.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/api\/jobs\/[^/]+\/events$/, async (route) => {
        await released;
        await route.continue();
      });
      await field.fill(HEADLINE_CHANGE);
      await update.click();
      const cancel = page.getByTestId("cancel-iteration");
      await cancel.waitFor();
      expect(await page.getByTestId("iteration-submit-row").isVisible()).toBe(false);
      expect((await box(conversation)).height).toBeGreaterThanOrEqual(290);
      const cancelBox = await box(cancel);
      expect(cancelBox.y + cancelBox.height).toBeLessThanOrEqual(667);
      expect(await page.getByTestId("iteration-progress").textContent()).toContain(
        "200 tokens on hold while it runs",
      );
      await shot(page, "running-375x667");
      release();

      // The change's turn shows in the chat, and the submit row is back.
      await page
        .getByTestId("conversation")
        .getByText("Version 2", { exact: true })
        .waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Update (200 tokens)" }).waitFor();
      expect(await actions.isVisible()).toBe(false);

      // The page's actions come back with the page, all on screen.
      await page.getByRole("tab", { name: "Preview" }).click();
      await actions.waitFor();
      expect(await actions.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);
      expect(await livePageHeading(page)).toContain("Fresh bread every morning");
      expect(errors).toEqual([]);
    });
  });
});

describe("a page's leads", () => {
  for (const width of [375, 1280] as const) {
    it(`come first in the Leads tab, the webhook form under them, at ${width} px`, async () => {
      await withPage({ width, height: width === 375 ? 740 : 800 }, async (page, context) => {
        const id = await ownerWithPage(context, `leads-first-${width}`);
        await openWorkspace(page, id);
        await page.getByRole("tab", { name: "Leads" }).click();
        const search = page
          .getByRole("searchbox")
          .or(page.getByPlaceholder("Name, e-mail or message…"))
          .first();
        await search.waitFor();
        const empty = page.getByText("No leads from this page yet.", { exact: false });
        await empty.waitFor();
        const webhook = page.getByRole("region", { name: "Send leads to a webhook" });
        const webhookTop = (await box(webhook)).y;
        expect((await box(search)).y).toBeLessThan(webhookTop);
        const emptyBox = await box(empty);
        expect(emptyBox.y + emptyBox.height).toBeLessThanOrEqual(webhookTop);
        // The inbox is what the tab opens on: in view without scrolling.
        expect(emptyBox.y + emptyBox.height).toBeLessThanOrEqual(width === 375 ? 740 : 800);
        await shot(page, `leads-${width}`);
      });
    });
  }
});

describe("an Undo's line in the chat", () => {
  it("offers Redo, which brings the undone change back, free, at 1280 px", async () => {
    await withPage({ width: 1280, height: 800 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context, "redo");
      await openWorkspace(page, id);
      await page.getByLabel("Describe the change").fill(HEADLINE_CHANGE);
      expect(await clickAndWaitForJob(page, page.getByRole("button", { name: /^Update \(/ }))).toBe(
        "succeeded",
      );
      const conversation = page.getByTestId("conversation");
      await conversation.getByRole("button", { name: "Undo change" }).click();
      await expectToast(page, "Change undone");
      const redo = conversation.getByRole("button", { name: `Redo “${HEADLINE_CHANGE}”` });
      await redo.waitFor();
      expect(await redo.textContent()).toBe("Redo");
      // Under "Undid …" no second "Undo": the one button there says what it does.
      expect(await conversation.getByRole("button", { name: /Undo/ }).count()).toBe(0);
      await expect.poll(() => livePageHeading(page), { timeout: 15_000 }).toContain(TITLE);
      await shot(page, "redo-1280");

      await redo.click();
      await expectToast(
        page,
        "Change redone",
        `“${HEADLINE_CHANGE}” is redone: the page is back as version 2 (saved as version 4). Free.`,
      );
      await expect
        .poll(() => livePageHeading(page), { timeout: 15_000 })
        .toContain("Fresh bread every morning");
      expect(errors).toEqual([]);
    });
  });
});

describe("the workspace on a 768 px tablet", () => {
  it("keeps a toast off the page's title and tabs, and shows every named action uncut", async () => {
    await withPage({ width: 768, height: 1024 }, async (page, context) => {
      const id = await ownerWithPage(context, "tablet");
      await openWorkspace(page, id);
      const actions = page.getByTestId("workspace-actions");
      expect(await actions.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);
      for (const name of [
        "Edit by hand",
        "Download",
        "How to publish",
        "Share preview",
        "Duplicate",
        "Delete",
      ]) {
        const action = actions.getByRole(name === "Download" || name === "Edit by hand" ? "link" : "button", {
          name,
          exact: true,
        });
        const shown = await box(action);
        expect(shown.x, name).toBeGreaterThanOrEqual(0);
        expect(shown.x + shown.width, name).toBeLessThanOrEqual(768);
        expect(await action.textContent(), name).toBe(name);
      }

      await page.getByRole("tab", { name: "Chat" }).click();
      await page.getByRole("button", { name: /^Update \(/ }).click();
      await expectToast(page, "Please describe the change");
      const toast = toasts(page).filter({ hasText: "Please describe the change" }).last();
      // Once the page has made its room under the toast.
      await expect
        .poll(async () => overlaps(await box(toast), await box(page.getByRole("heading", { level: 1 }))))
        .toBe(false);
      expect(overlaps(await box(toast), await box(page.getByRole("tablist", { name: "Workspace" })))).toBe(
        false,
      );
      await shot(page, "toast-768");
    });
  });
});

describe("a dialog on a phone", () => {
  it("moves below the toast it raised, which covers none of its title at 375 px", async () => {
    await withPage({ width: 375, height: 740, touch: true }, async (page, context) => {
      const id = await ownerWithPage(context, "dialog-toast");
      await openWorkspace(page, id);
      await page.getByTestId("workspace-actions").getByRole("button", { name: "Share preview" }).click();
      const dialog = page.getByRole("dialog", { name: "Share a preview" });
      await dialog.getByRole("button", { name: "Create link to version 1" }).click();
      await expectToast(page, "Preview link created and copied");
      const toast = toasts(page).filter({ hasText: "Preview link created and copied" }).last();
      const title = dialog.getByRole("heading", { name: "Share a preview" });
      await expect.poll(async () => overlaps(await box(toast), await box(title))).toBe(false);
      // The dialog stays whole on screen below the toast.
      const shown = await box(dialog);
      expect(shown.y).toBeGreaterThanOrEqual((await box(toast)).y + (await box(toast)).height);
      expect(shown.y + shown.height).toBeLessThanOrEqual(740);
      await shot(page, "dialog-toast-375");
      // Once the toast goes, the dialog moves back up, centred in the window again.
      await expect.poll(() => toasts(page).count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(async () => (await box(dialog)).y).toBeLessThan(shown.y);
    });
  });
});
