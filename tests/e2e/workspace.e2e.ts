/**
 * A page's workspace in a real browser (issue 29 items 1 and 3): opened from the grid of pages, the live page
 * at another width, a change asked for and reported in the conversation, Undo, a version restored, the page
 * duplicated; and a new page started from a showcase example on a phone.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  expectToast,
  ownerWithPageByApi,
  pointingFrameIn,
  screenshotWhenSettled,
  signUpByApi,
  trackPageErrors,
  uniqueEmail,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const TITLE = "Workspace Journey";

/** A new owner with tokens for a change and one composer page. */
async function ownerWithPage(context: BrowserContext): Promise<string> {
  const { id } = await ownerWithPageByApi(
    context.request,
    baseUrl,
    { name: "Workspace Tester", emailLabel: "workspace", tokens: 1000 },
    {
      title: TITLE,
      prompt: "Timers, timesheets and invoices for freelancers. €9 a month. Write to help@acme.io.",
    },
  );
  return id;
}

const shot = (page: Page, name: string) => screenshotWhenSettled(page, `workspace-${name}`);

/** The live page's frame, once it shows the page's heading. */
async function livePageHeading(page: Page): Promise<string> {
  const frame = page.frameLocator('[data-testid="workspace-frame"]');
  return (await frame.locator("h1").first().textContent({ timeout: 20_000 })) ?? "";
}

describe("a page's workspace", () => {
  it("scopes the next request to the part the owner points at, with no further click", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context);
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      await livePageHeading(page);
      await page.getByRole("button", { name: "Point at a part" }).click();
      await page.getByText("Click a part of the page, then type what to change about it.").waitFor();
      const frame = await pointingFrameIn(page.getByTestId("workspace-frame"));
      // "Desktop" shows a desktop's layout: the page is laid out at 1280 px and drawn to fit the stage.
      expect(await frame.evaluate(() => window.innerWidth)).toBe(1280);
      const drawnFrame = await page.getByTestId("workspace-frame").boundingBox();
      if (!drawnFrame) throw new Error("The workspace frame is not shown");
      expect(drawnFrame.width).toBeGreaterThan(600);
      expect(drawnFrame.width).toBeLessThan(1280);
      // A click on the section inside the page (the frame is drawn scaled; the point script reads the
      // click's target, so the click is sent to the section itself rather than to screen coordinates).
      await frame.locator('[data-section-id="s2"]').dispatchEvent("click");
      const chip = page.getByTestId("change-scope");
      await chip.waitFor();
      expect(await chip.textContent()).toMatch(/^About: /);
      expect(await page.getByTestId("pointing-hint").textContent()).toContain(
        "Your next request is about it.",
      );
      const field = page.getByLabel("Describe the change");
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      await shot(page, "pointed-1280");

      // A colour in the report is shown, not only written as a code.
      await chip.getByRole("button", { name: /^Remove/ }).click();
      await chip.waitFor({ state: "detached" });
      await field.fill("make it green");
      await page.getByRole("button", { name: /^Update \(200 tokens\)/ }).click();
      const reply = page.getByTestId("conversation-reply").last();
      await expect
        .poll(() => reply.textContent(), { timeout: 30_000 })
        .toContain("Changed the brand colour to");
      const swatch = reply.getByTestId("report-swatch").first();
      await expect
        .poll(() => swatch.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toMatch(/^rgb\(/);
      await shot(page, "colour-report-1280");
      expect(errors).toEqual([]);
    });
  });

  it("opens from the grid; a width, a change reported with its cost, Undo, a restore and a duplicate", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context);
      await page.goto("/profile?tab=templates");
      expect(await waitForSession(page)).toBe("signed-in");
      const tile = page.getByTestId("user-template-card").filter({ hasText: TITLE });
      await page.frameLocator(`iframe[title="Thumbnail of ${TITLE}"]`).locator("h1").first().waitFor();
      await shot(page, "grid-1280");
      await tile.getByRole("link", { name: TITLE }).click();
      await page.waitForURL(`**/pages/${id}`);
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      expect(await livePageHeading(page)).toContain(TITLE);
      const conversation = page.getByTestId("conversation");
      await conversation.getByTestId("conversation-turn").first().waitFor();
      expect(await conversation.getByTestId("conversation-request").first().textContent()).toContain(
        "Timers, timesheets",
      );

      // The page at tablet width.
      const frame = page.getByTestId("workspace-frame");
      await page.locator('label[title="Tablet"]').click();
      await expect.poll(() => frame.evaluate((el) => (el as HTMLElement).style.width)).toBe("768px");
      await shot(page, "1280");

      // A change: the conversation shows the request, what was done, the tokens on hold and Undo.
      await page.getByLabel("Describe the change").fill("change the headline to “Bill every minute”");
      await page.getByRole("button", { name: /^Update \(200 tokens\)/ }).click();
      const reply = conversation.getByTestId("conversation-reply").last();
      await expect
        .poll(() => reply.textContent(), { timeout: 30_000 })
        .toContain(`Changed “${TITLE}” to “Bill every minute”`);
      // The conversation's card says the tokens are on hold: no toast repeats it (as "Used 200 tokens") over it.
      await page.waitForTimeout(500);
      expect(
        await page
          .locator("[data-sonner-toast]")
          .filter({ hasText: /updated|Used 200/ })
          .count(),
      ).toBe(0);
      expect(await conversation.getByTestId("conversation-request").last().textContent()).toBe(
        "change the headline to “Bill every minute”",
      );
      expect(await reply.getByTestId("conversation-cost").textContent()).toBe(
        "200 tokens on hold: you pay for them only if you keep this change.",
      );
      await expect.poll(() => livePageHeading(page), { timeout: 15_000 }).toContain("Bill every minute");
      await shot(page, "report-1280");

      // Undo: the tokens come back, the turn says so, the page is as it was.
      await reply.getByRole("button", { name: "Undo change" }).click();
      await expectToast(page, "Change undone", "200 tokens returned.");
      await expect
        .poll(() => conversation.getByTestId("conversation-cost").last().textContent(), { timeout: 15_000 })
        .toBe("200 tokens given back.");
      await expect.poll(() => livePageHeading(page), { timeout: 15_000 }).toContain(TITLE);

      // Versions: each with its picture; restoring the changed one says so, in place and in a toast.
      await page.getByRole("tab", { name: "Versions" }).click();
      const versions = page.getByTestId("version-item");
      await expect.poll(() => versions.count()).toBe(3);
      await page.getByRole("button", { name: "Restore version 2" }).click();
      await expectToast(page, "Version restored", "Version 2 is now the current page (saved as version 4).");
      expect(await page.getByTestId("restore-status").textContent()).toBe("Version 2 restored as version 4.");
      await expect.poll(() => livePageHeading(page), { timeout: 15_000 }).toContain("Bill every minute");

      // Duplicate: a new page, free, opened in its own workspace.
      await page.getByRole("button", { name: "Duplicate" }).click();
      await expectToast(page, "Template duplicated", "Nothing was charged.");
      await page.waitForURL((url) => url.pathname.startsWith("/pages/") && !url.pathname.endsWith(id));
      await page.getByRole("heading", { level: 1, name: `Copy of ${TITLE}` }).waitFor();
      expect(await livePageHeading(page)).toContain("Bill every minute");
      expect(errors).toEqual([]);
    });
  });

  it("starts a page from a showcase example and shows its workspace on a phone", async () => {
    await withPage({ width: 375, height: 800 }, async (page, context) => {
      const errors = trackPageErrors(page);
      await signUpByApi(context.request, baseUrl, {
        name: "Example Tester",
        email: uniqueEmail("workspace-example"),
        password: "correct-horse-42",
      });
      await page.goto("/profile?tab=templates");
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByText("No templates yet").waitFor();
      await page.goto("/showcase");
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByRole("button", { name: "Use this example: Trattoria Bella" }).click();
      await expectToast(page, "Your copy of the example is ready", "Nothing was charged.");
      await page.waitForURL("**/pages/*");
      await page.getByRole("heading", { level: 1, name: "Handmade pasta in Budapest" }).waitFor();
      expect(await livePageHeading(page)).toBeTruthy();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Every tab of the side panel is in view on a phone: the strip does not scroll sideways.
      const tabStrip = page.getByRole("tablist").filter({ has: page.getByRole("tab", { name: "Chat" }) });
      expect(await tabStrip.evaluate((strip) => strip.scrollWidth - strip.clientWidth)).toBeLessThanOrEqual(
        0,
      );
      await shot(page, "375");
      await page.getByRole("tab", { name: "Versions" }).click();
      expect(await page.getByTestId("version-item").textContent()).toContain(
        "Started from the example “Handmade pasta in Budapest”",
      );

      // A change dearer than the balance (500): said beside the box, with a way to buy, not in a toast over it.
      await page.getByRole("tab", { name: "Chat" }).click();
      const change = page.getByLabel("Describe the change");
      await change.fill(
        `add a question: ${"Do you cater for parties and weddings? ".repeat(18)}`.slice(0, 700),
      );
      await page.getByRole("button", { name: "Update (550 tokens)" }).click();
      const short = page.getByTestId("iteration-tokens-short");
      await short.waitFor();
      expect(await short.textContent()).toContain(
        "Insufficient tokensYou need at least 550 tokens for this iteration.",
      );
      expect(
        await page
          .getByRole("region", { name: /Notifications/ })
          .getByText("Insufficient tokens")
          .count(),
      ).toBe(0);
      await short.getByRole("button", { name: "Buy Tokens" }).click();
      await page.getByRole("dialog", { name: "Buy Tokens" }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  for (const width of [1280, 375] as const) {
    it(`duplicates a page from the grid of pages, free, into a workspace of its own at ${width} px`, async () => {
      await withPage({ width, height: 850 }, async (page, context) => {
        const errors = trackPageErrors(page);
        const id = await ownerWithPage(context);
        const balance = async () =>
          ((await (await context.request.get(`${baseUrl}/api/profile`)).json()) as { tokenBalance: number })
            .tokenBalance;
        const before = await balance();
        await page.goto("/profile?tab=templates");
        expect(await waitForSession(page)).toBe("signed-in");
        const tiles = page.getByTestId("user-template-card");
        await tiles.filter({ hasText: TITLE }).waitFor();
        await shot(page, `grid-duplicate-${width}`);
        await tiles
          .filter({ hasText: TITLE })
          .getByRole("button", { name: `Duplicate “${TITLE}”` })
          .click();
        await expectToast(page, "Template duplicated", `“Copy of ${TITLE}” is ready. Nothing was charged.`);
        await page.waitForURL((url) => url.pathname.startsWith("/pages/") && !url.pathname.endsWith(id));
        await page.getByRole("heading", { level: 1, name: `Copy of ${TITLE}` }).waitFor();
        expect(await livePageHeading(page)).toContain(TITLE);
        // Its own history, starting at version 1; the original keeps its own.
        const copy = new URL(page.url()).pathname.split("/").at(-1)!;
        const versions = (await (
          await context.request.get(`${baseUrl}/api/templates/${copy}/versions`)
        ).json()) as {
          items: unknown[];
        };
        expect(versions.items).toHaveLength(1);
        expect(await balance()).toBe(before);
        await page.goto("/profile?tab=templates");
        await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(2);
        expect(errors).toEqual([]);
      });
    });
  }
});
