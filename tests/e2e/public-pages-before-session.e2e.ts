/**
 * Public pages do not wait for the session check (issue 29): with GET /api/auth/get-session held back, the
 * showcase's thumbnails show their pages and every "Use this example" is visible and enabled, at 1280 and
 * 375 px. A click made before the check answers waits for it: signed out it opens creating an account,
 * signed in it makes the owner's copy (never the sign-in form for someone already signed in).
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, signUpByApi, uniqueEmail } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const SESSION = /\/api\/auth\/get-session(\?|$)/;

/** Holds every session check until release() is called; `asked` resolves when the page first asks. */
async function holdSession(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const firstAsk = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let answered = 0;
  await page.route(SESSION, async (route) => {
    asked();
    await released;
    answered++;
    await route.continue().catch(() => {});
  });
  return { release, asked: firstAsk, answered: () => answered };
}

/** The page's thumbnails near the screen each show their page (a frame with text in it). */
async function expectThumbnailsShown(page: Page) {
  const first = page.getByTestId("showcase-thumbnail").first();
  await first.locator("iframe").waitFor({ state: "visible", timeout: 20_000 });
  const frame = await first.locator("iframe").contentFrame();
  await expect
    .poll(async () => ((await frame.locator("body").textContent()) ?? "").trim().length)
    .toBeGreaterThan(20);
}

describe("public pages before the session check answers", () => {
  for (const width of [1280, 375] as const) {
    it(`shows the showcase's thumbnails and enabled "Use this example" buttons at ${width} px`, async () => {
      await withPage({ width, height: 900 }, async (page) => {
        const session = await holdSession(page);
        await page.goto("/showcase");
        await session.asked; // the app has hydrated and is waiting for the session
        const buttons = page.getByRole("button", { name: /^Use this example: / });
        const count = await buttons.count();
        expect(count).toBeGreaterThanOrEqual(9);
        for (let i = 0; i < count; i++) {
          await expect.poll(() => buttons.nth(i).isEnabled()).toBe(true);
          expect(await buttons.nth(i).getAttribute("aria-busy")).toBe("false");
        }
        await buttons.first().scrollIntoViewIfNeeded();
        expect(await buttons.first().isVisible()).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectThumbnailsShown(page);
        expect(session.answered()).toBe(0);
        session.release();
      });
    });
  }

  /** Clicks the first "Use this example" while the session is held; nothing happens until it answers. */
  async function clickExampleBeforeTheSessionAnswers(page: Page) {
    const session = await holdSession(page);
    await page.goto("/showcase");
    await session.asked;
    await page
      .getByRole("button", { name: /^Use this example: / })
      .first()
      .click();
    // Nothing happens until the answer: the click waits for who is signed in.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/showcase");
    session.release();
    return session;
  }

  it('opens creating an account from a "Use this example" clicked before a signed-out session answers', async () => {
    await withPage({ width: 1280, height: 900 }, async (page) => {
      const session = await clickExampleBeforeTheSessionAnswers(page);
      await page.waitForURL("**/auth?mode=sign-up");
      expect(session.answered()).toBeGreaterThan(0);
    });
  });

  it('makes a signed-in owner\'s copy from a "Use this example" clicked before the session answers', async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      await signUpByApi(context.request, baseUrl, {
        name: "Early Clicker",
        email: uniqueEmail("early-click"),
        password: "correct-horse-42",
      });
      await clickExampleBeforeTheSessionAnswers(page);
      await page.waitForURL(/\/pages\/[^/]+$/, { timeout: 30_000 });
      expect(new URL(page.url()).pathname).not.toBe("/auth");
    });
  });
});
