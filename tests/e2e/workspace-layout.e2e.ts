/**
 * The workspace as a working area (issue 29, the designer's second round): at 1280 px the page and the chat
 * each fill the window's height and scroll on their own; on a phone they take turns under a tab bar. A refused
 * request stays in the chat (at no cost, said so), toasts come one at a time and never over the composer's
 * field, the price reads the same before, during and after a change, the download has a clean name, the
 * template grid's tile is one link, and the brand kit previews itself and says when it is saved.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  box,
  browserForThisFile,
  clickAndWaitForJob,
  expectToast,
  newContext,
  overlaps,
  ownerWithPageByApi,
  screenshotWhenSettled,
  signUpByApi,
  toasts,
  trackPageErrors,
  uniqueEmail,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage, browser } = browserForThisFile(baseUrl);
const TITLE = "Joe's Café & Bar — Open Late!";

async function ownerWithPage(context: BrowserContext): Promise<string> {
  const { id } = await ownerWithPageByApi(
    context.request,
    baseUrl,
    { name: "Layout Tester", emailLabel: "workspace-layout", tokens: 1000 },
    {
      title: TITLE,
      prompt: "A late-night café bar in Lisbon. Coffee €2, cocktails €8. Write to hello@joes.example.",
      companyName: "Joe's Café",
      landingPageType: "business-homepage",
      industry: "food",
    },
  );
  return id;
}

const shot = (page: Page, name: string) => screenshotWhenSettled(page, `workspace-layout-${name}`, 300);

/**
 * Asks for a change the page's interpreter refuses, waits for the server to end its job (however busy the
 * machine), then for its turn in the chat.
 */
async function askRefused(page: Page, request: string) {
  const field = page.getByLabel("Describe the change");
  await field.fill(request);
  expect(await clickAndWaitForJob(page, page.getByRole("button", { name: /^Update \(/ }))).toBe("failed");
  await page
    .getByTestId("conversation")
    .locator("[data-refused=true]")
    .filter({ hasText: request })
    .waitFor();
}

describe("the workspace at 1280 px", () => {
  it("is a fixed working area whose chat scrolls on its own and keeps refused requests, free, across a reload", async () => {
    await withPage({ width: 1280, height: 800 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context);
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      // The page is beside the tabs on a wide screen: the chat is the tab selected, not a hidden Preview.
      const selected = page.getByRole("tablist", { name: "Workspace" }).getByRole("tab", { selected: true });
      expect(await selected.textContent()).toBe("Chat");
      // The window never scrolls: no footer under the workspace, the panes fill its height.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(800);
      const frame = await box(page.getByTestId("workspace-frame"));
      expect(frame.y + frame.height).toBeGreaterThan(700);
      const field = await box(page.getByLabel("Describe the change"));
      expect(field.y + field.height).toBeLessThanOrEqual(800);

      const balance = (await (await context.request.get(`${baseUrl}/api/profile`)).json()).tokenBalance;
      // Refusals in two languages: each kept as a turn of its own, saying it cost nothing.
      const refused = [
        "translate it to Klingon",
        "add a dancing hologram of the owner",
        "übersetze alles ins Klingonische",
        "put a unicorn choir on the roof",
      ];
      for (const request of refused) await askRefused(page, request);
      const turns = page.getByTestId("conversation").locator("[data-refused=true]");
      expect(await turns.count()).toBe(refused.length);
      expect(await turns.first().getByTestId("conversation-cost").textContent()).toBe("No tokens charged.");
      expect(await turns.first().getByTestId("conversation-refusal").textContent()).toContain("Klingon");
      // The panel does not repeat what the chat now says.
      expect(await page.getByTestId("iteration-refusal").count()).toBe(0);
      // The chat grew past its box: the box scrolls, the window does not.
      const chat = page.getByTestId("conversation-box");
      expect(await chat.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight])).toEqual([
        0, 800,
      ]);
      await shot(page, "refusals-1280");

      await page.reload();
      await page.getByTestId("conversation").locator("[data-refused=true]").first().waitFor();
      const kept = await page.getByTestId("conversation").locator("[data-refused=true]").allTextContents();
      expect(kept).toHaveLength(refused.length);
      for (const [i, request] of refused.entries()) expect(kept[i]).toContain(request);
      // Each keeps its "What can I ask for?" fold after the reload.
      const folds = page.getByTestId("conversation").locator("[data-refused=true] summary");
      expect(await folds.allTextContents()).toEqual(refused.map(() => "What can I ask for?"));
      // The server keeps them with the page: another browser of the owner (no shared storage), on a phone,
      // shows the same turns in its chat.
      const phone = await newContext(browser(), baseUrl, { width: 375, height: 800 });
      try {
        await phone.addCookies(await context.cookies());
        const other = await phone.newPage();
        await other.goto(`/pages/${id}`);
        await other.getByRole("tab", { name: "Chat" }).click();
        const elsewhere = other.getByTestId("conversation").locator("[data-refused=true]");
        await elsewhere.first().waitFor();
        const seen = await elsewhere.allTextContents();
        expect(seen).toHaveLength(refused.length);
        for (const [i, request] of refused.entries()) expect(seen[i]).toContain(request);
        expect(await elsewhere.locator("summary").count()).toBe(refused.length);
      } finally {
        await phone.close();
      }
      // Nothing was charged for any of them.
      const profile = await (await context.request.get(`${baseUrl}/api/profile`)).json();
      expect(profile.tokenBalance).toBe(balance);
      expect(errors).toEqual([]);
    });
  });

  it("says one price before, during and after a change, and shows toasts one at a time clear of the composer", async () => {
    await withPage({ width: 1280, height: 800 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context);
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      const field = page.getByLabel("Describe the change");
      await field.waitFor();

      // Three empty requests in a row: one toast shown, never over the field.
      for (let i = 0; i < 3; i++) await page.getByRole("button", { name: /^Update \(/ }).click();
      await expectToast(page, "Please describe the change");
      await page.waitForTimeout(500);
      const shown = await toasts(page).evaluateAll(
        (all) =>
          all.filter((t) => t.getAttribute("data-visible") === "true" && getComputedStyle(t).opacity !== "0")
            .length,
      );
      expect(shown).toBe(1);
      // Clear of the whole composer (its field and its button) and of the conversation above it.
      const fieldBox = await box(page.getByRole("form", { name: `Iterate on ${TITLE}` }));
      const chatBox = await box(page.getByTestId("conversation-box"));
      for (const toast of await toasts(page).all()) {
        if ((await toast.getAttribute("data-visible")) !== "true") continue;
        expect(overlaps(await box(toast), fieldBox)).toBe(false);
        expect(overlaps(await box(toast), chatBox)).toBe(false);
      }
      await shot(page, "one-toast-1280");

      // Before: the button; during: the same figure on hold; after: on hold, then charged once kept.
      await field.fill("make it dark");
      const button = page.getByRole("button", { name: "Update (200 tokens)" });
      await button.waitFor();
      expect(await page.getByText("charged only if you keep the change").count()).toBe(1);
      await button.click();
      expect(await page.getByTestId("iteration-held").textContent({ timeout: 10_000 })).toBe(
        "200 tokens on hold while it runs",
      );
      const cost = page.getByTestId("conversation").getByTestId("conversation-cost").last();
      await expect
        .poll(() => cost.textContent(), { timeout: 30_000 })
        .toBe("200 tokens on hold: you pay for them only if you keep this change.");
      await page.getByRole("link", { name: "Download" }).click();
      await expect.poll(() => cost.textContent(), { timeout: 15_000 }).toBe("200 tokens charged.");
      expect(
        await page
          .getByTestId("conversation")
          .getByText(/tokens used/)
          .count(),
      ).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it("downloads under a clean name and opens from anywhere on the grid's tile", async () => {
    await withPage({ width: 1280, height: 800 }, async (page, context) => {
      const id = await ownerWithPage(context);
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("joes_cafe_bar_open_late.html");
      await expectToast(page, "Download started", "Saving joes_cafe_bar_open_late.html");

      await page.getByRole("link", { name: "Your templates" }).click();
      await page.waitForURL("**/profile?tab=templates");
      const tile = page.getByTestId("user-template-card").filter({ hasText: TITLE });
      await page.frameLocator(`iframe[title="Thumbnail of ${TITLE}"]`).locator("h1").first().waitFor();
      // One link per tile, no badge rows; its leads button only once there are leads.
      expect(await tile.getByRole("link").count()).toBe(2); // the title and Download
      expect(await tile.getByTestId("template-leads-button").count()).toBe(0);
      expect(await tile.textContent()).toContain("Business Homepage · Food & Restaurant");
      await shot(page, "grid-1280");
      // A click on the picture opens the workspace (the title's link covers the tile).
      const picture = await box(tile.locator("iframe"));
      await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
      await page.waitForURL(`**/pages/${id}`);
    });
  });
});

describe("the workspace on a phone", () => {
  it("switches between the page and the chat with a tab bar instead of stacking them", async () => {
    await withPage({ width: 375, height: 740 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context);
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      const tabs = page.getByRole("tablist", { name: "Workspace" });
      // The session answers before the page does: its tabs come with the page.
      await tabs.waitFor();
      expect(await tabs.getByRole("tab").allTextContents()).toEqual([
        "Preview",
        "Chat",
        "Versions",
        "Leads",
        "Page",
      ]);
      // Every tab in view, and the window itself never scrolls.
      expect(await tabs.evaluate((strip) => strip.scrollWidth - strip.clientWidth)).toBeLessThanOrEqual(0);
      const frame = page.getByTestId("workspace-frame");
      const field = page.getByLabel("Describe the change");
      // The page first (it is what they came for): the live page fills the screen, the chat behind its tab.
      expect(await tabs.getByRole("tab", { selected: true }).textContent()).toBe("Preview");
      await frame.waitFor({ state: "visible" });
      expect(await field.isVisible()).toBe(false);
      const frameBox = await box(frame);
      expect(frameBox.y + frameBox.height).toBeGreaterThan(600);
      expect(frameBox.y + frameBox.height).toBeLessThanOrEqual(740);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(740);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, "preview-375");

      await tabs.getByRole("tab", { name: "Chat" }).click();
      await field.waitFor();
      expect(await frame.isVisible()).toBe(false);
      const fieldBox = await box(field);
      expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(740);
      await shot(page, "chat-375");

      // A toast on a phone (where they span the width) shows at the top, over neither the chat nor the composer.
      await page.getByRole("button", { name: /^Update \(/ }).click();
      await expectToast(page, "Please describe the change");
      await page.waitForTimeout(400);
      const composer = await box(page.getByRole("form", { name: `Iterate on ${TITLE}` }));
      const toast = await box(toasts(page).filter({ hasText: "Please describe the change" }).last());
      expect(overlaps(toast, composer)).toBe(false);
      expect(overlaps(toast, await box(page.getByTestId("conversation-box")))).toBe(false);
      await shot(page, "toast-375");

      // A refused request on a phone is kept in the chat too, and the chat stays in front after it is sent.
      await askRefused(page, "translate it to Klingon");
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(740);
      expect(await tabs.getByRole("tab", { selected: true }).textContent()).toBe("Chat");
      // A later visit opens on the page again.
      await page.reload();
      await frame.waitFor({ state: "visible" });
      expect(await tabs.getByRole("tab", { selected: true }).textContent()).toBe("Preview");
      expect(errors).toEqual([]);
    });
  });
});

describe("the brand kit", () => {
  it("previews its colours and font as they are typed and says when it is saved", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      await signUpByApi(context.request, baseUrl, {
        name: "Brand Tester",
        email: uniqueEmail("brand-preview"),
        password: "correct-horse-42",
      });
      await page.goto("/profile?tab=brand");
      expect(await waitForSession(page)).toBe("signed-in");
      const form = page.getByRole("form", { name: "Brand kit" });
      const preview = form.getByTestId("brand-preview");
      await preview.waitFor();
      expect(await preview.textContent()).toContain("Brand: the page's own");
      await form.getByRole("textbox", { name: "Brand colour", exact: true }).fill("#7c2d12");
      await form.getByRole("textbox", { name: "Accent colour", exact: true }).fill("#fde68a");
      await form.getByLabel("Font").selectOption("serif");
      const button = preview.getByText("Get started");
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(124, 45, 18)");
      // Light text on the dark brand colour.
      expect(await button.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)");
      expect(
        await preview.getByText("A headline in your font").evaluate((el) => getComputedStyle(el).fontFamily),
      ).toMatch(/serif/i);
      expect(await preview.textContent()).toContain("Brand: #7c2d12");
      const state = form.getByTestId("brand-save-state");
      expect(await state.textContent()).toBe("Unsaved changes");
      await form.getByRole("button", { name: "Save brand kit" }).click();
      await expectToast(page, "Brand kit saved", "New pages will use it.");
      // The toast stands clear of the save bar along the window's bottom.
      await page.waitForTimeout(400);
      const saved = await box(toasts(page).filter({ hasText: "Brand kit saved" }).last());
      expect(overlaps(saved, await box(form.getByRole("button", { name: "Save brand kit" })))).toBe(false);
      await expect.poll(() => state.textContent()).toMatch(/^Saved at \d\d:\d\d\. New pages will use it\.$/);
      await shot(page, "brand-1280");
      await form.getByRole("textbox", { name: "Phone" }).fill("+351 21 000 0000");
      expect(await state.textContent()).toBe("Unsaved changes");
      expect(await preview.textContent()).toContain("+351 21 000 0000");
    });
  });
});
