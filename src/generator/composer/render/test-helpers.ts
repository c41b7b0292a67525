/**
 * Shared by this folder's tests: a Chromium page at 1280 px (opened before the file's tests, closed after,
 * no request leaves it), a 1×1 photo's data URL (the renderer embeds it, never decodes it) and a page's
 * section of one kind.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../../../../tests/helpers/chromium.js";

export const PIXEL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** The opening tag and body of the page's section of this kind ("" when it has none). */
export function sectionOf(html: string, kind: string): string {
  return html.match(new RegExp(`<section[^>]*data-section="${kind}"[\\s\\S]*?</section>`))?.[0] ?? "";
}

/** Registers the file's browser hooks; the returned function gives the page inside a test. */
export function chromiumPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route("**/*", (route) => route.abort());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error("the browser is not open yet");
    return page;
  };
}

/** Runs `check` with the page at a phone's width (375 px), then sets it back to 1280 px. */
export async function atPhoneWidth<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.setViewportSize({ width: 375, height: 800 });
  try {
    return await check();
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}
