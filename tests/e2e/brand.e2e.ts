/**
 * The brand kit, SEO fields and pixels in a real browser (issue 29 item 3): a kit saved on the profile is
 * used by the next new page; the workspace's Page tab saves a title the preview then shows; a pixel id
 * saved there is in the downloaded file behind a consent banner (nothing is fetched before Accept) and
 * never in the preview. At 1280 and 375 px. The kit's logo goes on an existing page as a change the
 * conversation shows, with Undo.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { LOGO_SET_LINE } from "../../src/generator/ops/logo-ops";
import {
  browserForThisFile,
  expectToast,
  generatePageByApi,
  openAsVisitor,
  SCREENSHOT_DIR,
  signUpByApi,
  trackPageErrors,
  uniqueEmail,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const TITLE = "Brand Journey";
const PHONE = "+351 21 123 4567";
const PIXEL = "123456789012345";

async function signUp(context: BrowserContext) {
  await signUpByApi(context.request, baseUrl, {
    name: "Brand Tester",
    email: uniqueEmail("brand"),
    password: "correct-horse-42",
  });
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `brand-${name}.png`), fullPage: true });
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function saveKit(page: Page) {
  await page.goto("/profile?tab=brand");
  expect(await waitForSession(page)).toBe("signed-in");
  const form = page.getByRole("form", { name: "Brand kit" });
  await form.getByLabel("Brand colour", { exact: true }).fill("#0f5132");
  await form.getByLabel("Phone").fill(PHONE);
  await form.getByRole("button", { name: "Save brand kit" }).click();
  await expectToast(page, "Brand kit saved");
}

async function openPageTab(page: Page, id: string) {
  await page.goto(`/pages/${id}`);
  expect(await waitForSession(page)).toBe("signed-in");
  await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
  await page.getByRole("tab", { name: "Page" }).click();
  await page.getByRole("heading", { name: "Search and sharing" }).waitFor();
}

describe("brand kit, SEO and pixels", () => {
  it("a saved kit makes the next page; the title reaches the preview; the pixel only the download", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const errors = trackPageErrors(page);
      await signUp(context);
      await saveKit(page);
      await shot(page, "kit-1280");

      const { id } = await generatePageByApi(context.request, baseUrl, {
        title: TITLE,
        prompt: "Timers, timesheets and invoices for freelancers. €9 a month.",
      });
      const made = await (await context.request.get(`${baseUrl}/api/templates/${id}`)).json();
      expect(made.htmlContent).toContain(PHONE);
      expect(made.htmlContent).toContain('"primary":"#0f5132"');

      await openPageTab(page, id);
      const seo = page.getByRole("form", { name: "Search and sharing" });
      await seo.getByLabel("Title").fill("Freelance Time Tracking");
      await seo.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Search and sharing saved");
      const preview = await (await context.request.get(`${baseUrl}/preview/${id}`)).text();
      expect(preview).toContain("<title>Freelance Time Tracking | Acme Tracker</title>");

      const pixels = page.getByRole("form", { name: "Analytics and ad pixels" });
      await pixels.getByLabel("Meta Pixel ID").fill("12345");
      await pixels.getByRole("button", { name: "Save pixels" }).click();
      await pixels.getByText("A Meta Pixel ID is 15 or 16 digits").waitFor();
      await pixels.getByLabel("Meta Pixel ID").fill(PIXEL);
      await pixels.getByRole("button", { name: "Save pixels" }).click();
      await expectToast(page, "Pixels saved");
      await shot(page, "page-tab-1280");

      const download = await (await context.request.get(`${baseUrl}/api/templates/${id}/download`)).text();
      expect(download).toContain(`fbq("init","${PIXEL}")`);
      const after = await (await context.request.get(`${baseUrl}/preview/${id}`)).text();
      expect(after).not.toMatch(/fbq|connect\.facebook\.net|lf-consent/);
      expect(errors).toEqual([]);

      // The downloaded file, opened as a visitor would: nothing fetched until Accept.
      const visitor = await openAsVisitor(context.browser()!, download);
      const banner = visitor.page.getByRole("region", { name: "Cookie consent" });
      await banner.waitFor();
      await visitor.page.waitForTimeout(500);
      expect(visitor.fetched).toEqual([]);
      await banner.getByRole("button", { name: "Accept" }).click();
      await expect
        .poll(() => visitor.fetched.some((url) => url.startsWith("https://connect.facebook.net/")))
        .toBe(true);
      await visitor.close();
    });
  });

  it("the kit and the Page tab fit a phone's width", async () => {
    await withPage({ width: 375, height: 800 }, async (page, context) => {
      await signUp(context);
      await saveKit(page);
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, "kit-375");
      const { id } = await generatePageByApi(context.request, baseUrl, {
        title: TITLE,
        prompt: "Timers, timesheets and invoices for freelancers. €9 a month.",
      });
      await openPageTab(page, id);
      await page.getByRole("button", { name: "Apply brand kit" }).click();
      await expectToast(page, "Brand kit not applied");
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, "page-tab-375");
    });
  });

  for (const width of [1280, 375]) {
    it(`an owner without a brand kit is shown where to set it up, not a button that can only fail, at ${width} px`, async () => {
      await withPage({ width, height: 850 }, async (page, context) => {
        await signUp(context);
        const { id } = await generatePageByApi(context.request, baseUrl, {
          title: TITLE,
          prompt: "Timers, timesheets and invoices for freelancers. €9 a month.",
        });
        await openPageTab(page, id);
        const empty = page.getByTestId("brand-kit-empty");
        await empty.waitFor();
        expect(await page.getByRole("button", { name: "Apply brand kit" }).count()).toBe(0);
        await shot(page, `empty-kit-${width}`);
        await empty.getByRole("link", { name: "Set up your brand kit" }).click();
        await page.waitForURL("**/profile?tab=brand");
        await page.getByRole("form", { name: "Brand kit" }).waitFor();
      });
    });
  }

  it("Ask for it puts a to-fill item's request in the conversation box", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      await signUp(context);
      const { id } = await generatePageByApi(context.request, baseUrl, {
        title: TITLE,
        prompt: "A yoga studio in Porto with morning classes",
        companyName: "Flow",
        landingPageType: "lead-generation",
        industry: "healthcare",
      });
      await openPageTab(page, id);
      const list = page.getByRole("region", { name: "To fill in" });
      await list.getByRole("button", { name: "Ask for it" }).first().click();
      const box = page.getByRole("tabpanel", { name: "Chat" }).locator("textarea");
      await expect.poll(() => box.inputValue()).toMatch(/^Add .+: $/);
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});

const logoOf = async (context: BrowserContext, id: string) => {
  const html = (await (await context.request.get(`${baseUrl}/api/templates/${id}`)).json()).htmlContent;
  return /"logo":\{"kind":"(\w+)"/.exec(html)?.[1];
};

describe("the brand kit's logo on an existing page", () => {
  it("goes on as a change with its line, shows in the conversation, and Undo takes it off", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const errors = trackPageErrors(page);
      await signUp(context);
      const { id } = await generatePageByApi(context.request, baseUrl, {
        title: TITLE,
        prompt: "Timers, timesheets and invoices for freelancers. €9 a month.",
      });
      expect(await logoOf(context, id)).toBe("generated");

      // The kit gets a logo after the page was made.
      await page.goto("/profile?tab=brand");
      expect(await waitForSession(page)).toBe("signed-in");
      const png = await sharp({ create: { width: 320, height: 80, channels: 3, background: "#7c2d12" } })
        .png()
        .toBuffer();
      const form = page.getByRole("form", { name: "Brand kit" });
      await form
        .locator("#brand-logo")
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
      await form.getByRole("button", { name: "Save brand kit" }).click();
      await expectToast(page, "Brand kit saved");

      await page.goto(`/pages/${id}`);
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await page.getByRole("tab", { name: "Page" }).click();
      await page.getByRole("button", { name: "Apply brand kit" }).click();
      await expectToast(page, "Brand kit applied", LOGO_SET_LINE);
      expect(await logoOf(context, id)).toBe("image");
      await shot(page, "logo-applied-1280");

      await page.getByRole("tab", { name: "Chat" }).click();
      const conversation = page.getByTestId("conversation");
      await conversation.getByText("Applied the brand kit · version 2").waitFor();
      await conversation.getByRole("button", { name: "Undo “Applied the brand kit”" }).click();
      await expectToast(page, "Change undone", "back as version 1 (saved as version 3)");
      expect(await logoOf(context, id)).toBe("generated");
      await conversation.getByText("Undid “Applied the brand kit” · version 3").waitFor();
      expect(errors).toEqual([]);
    });
  });
});
