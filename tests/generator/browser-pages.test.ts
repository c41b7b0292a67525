/**
 * Composer pages in a real browser (Debian's Chromium through playwright-core): no horizontal overflow at
 * 375 and 1280 px, no serious or critical axe-core violation, a ticking countdown, and forms that
 * validate and deliver to the lead endpoint (thank-you only on its {ok:true}). One browser for the whole file.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDUSTRIES, LANDING_PAGE_TYPES } from "../../src/core/page-options.js";
import { composePage } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import { postProcess } from "../../src/generator/llm/post-process.js";
import { seriousViolations } from "../helpers/axe.js";
import { launchChromium } from "../helpers/chromium.js";
import { requestFor } from "./composer-requests.js";

// Every type, each with two industries far apart in the list: 24 pages, all 18 industries seen.
const SAMPLE = LANDING_PAGE_TYPES.flatMap((type, i) => [
  { type, industry: INDUSTRIES[i % INDUSTRIES.length] },
  { type, industry: INDUSTRIES[(i + 9) % INDUSTRIES.length] },
]);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  // Nothing may leave the page: any request other than the document itself fails the test.
  await page.route("**/*", (route) => route.abort());
});

afterAll(async () => {
  await browser?.close();
});

describe("composer pages in Chromium", () => {
  it.each(SAMPLE)(
    "$type / $industry: fits 320, 375 and 1280 px, no serious axe violation",
    async ({ type, industry }) => {
      const { html } = composePage(requestFor(type, industry), { now: new Date() });
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(html);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
        // The smallest phone width is checked for overflow only; axe runs at the two reference widths.
        if (width !== 320) expect(await seriousViolations(page), `axe at ${width}px`).toEqual([]);
      }
    },
  );

  it("keeps a forced dark theme readable (axe) after iteration", async () => {
    const { html } = composePage(requestFor("saas-signup", "legal"), { now: new Date() });
    const dark = await iteratePage(html, "make it dark and use #ca8a04 as the main colour");
    if (!dark.ok) throw new Error(dark.message);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.setContent(dark.html);
    // The page's style brings its own dark background: any near-black one.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const channels = background.match(/\d+/g)!.map(Number);
    expect(Math.max(...channels), background).toBeLessThan(40);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("ticks the countdown every second", async () => {
    const { html } = composePage(requestFor("webinar", "technology"), { now: new Date() });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.setContent(html);
    const read = () => page.locator("[data-countdown]").first().textContent();
    const before = await read();
    expect(before).not.toMatch(/^00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*00/);
    await page.waitForFunction(
      (text) => document.querySelector("[data-countdown]")?.textContent !== text,
      before,
      { timeout: 1500 },
    );
    expect(await read()).not.toBe(before);
  });

  it("validates a form in the browser; without an endpoint it says so instead of thanking", async () => {
    const { html } = composePage(requestFor("lead-generation", "legal"), { now: new Date() });
    await page.setContent(html);
    const form = page.locator("#form-hero");
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator("#form-hero-name-err").textContent())
      .toBe("Please fill in this field.");
    await form.getByLabel("Your name").fill("Ada Lovelace");
    await form.getByLabel(/email/i).fill("not-an-email");
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator("#form-hero-email-err").textContent())
      .toBe("Please enter a valid email address.");
    await form.getByLabel(/email/i).fill("ada@example.com");
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator("#form-hero-error").textContent())
      .toBe("This form is not connected to an inbox yet, so nothing was sent.");
    expect(await page.locator("#form-hero-thanks").isVisible()).toBe(false);
    expect(await page.evaluate(() => location.href)).toBe("about:blank");
  });

  const ENDPOINT = "https://app.example.com/f/abcdefghijklmnopqrstuvwx";

  it("posts to the lead endpoint with fetch and thanks only when it answers {ok:true}", async () => {
    const { html } = composePage(requestFor("newsletter", "marketing"), {
      now: new Date(),
      formAction: ENDPOINT,
    });
    const posted: string[] = [];
    let answer = { status: 201, body: { ok: true } as object };
    await page.route(`${ENDPOINT}**`, async (route) => {
      posted.push(
        `${route.request().method()} ${route.request().headers().accept} ${route.request().postData() ?? ""}`,
      );
      await route.fulfill({
        status: answer.status,
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify(answer.body),
      });
    });
    await page.setContent(html);
    await page
      .locator("#form-hero")
      .getByLabel(/email address/i)
      .fill("reader@example.com");

    answer = {
      status: 429,
      body: { ok: false, error: { code: "rate_limited", message: "Too many submissions." } },
    };
    await page.locator("#form-hero button[type=submit]").click();
    await expect.poll(() => page.locator("#form-hero-error").textContent()).toBe("Too many submissions.");
    expect(await page.locator("#form-hero-thanks").isVisible()).toBe(false);
    expect(await page.locator("#form-hero button[type=submit]").isEnabled()).toBe(true);

    answer = { status: 200, body: { ok: false } };
    await page.locator("#form-hero button[type=submit]").click();
    await expect.poll(() => posted.length).toBe(2);
    await expect
      .poll(() => page.locator("#form-hero-error").textContent())
      .toBe("Your message was not sent. Please try again.");

    answer = { status: 201, body: { ok: true } };
    await page.locator("#form-hero button[type=submit]").click();
    await expect.poll(() => page.locator("#form-hero-thanks").isVisible()).toBe(true);
    expect(posted).toHaveLength(3);
    expect(posted[2]).toMatch(/^POST application\/json .*reader@example\.com/s);
    expect(posted[2]).toMatch(/name="_form"\r\n\r\nform-hero/);
    await page.unroute(`${ENDPOINT}**`);
  });

  it("shows a connection error, not thanks, when the endpoint cannot be reached", async () => {
    const { html } = composePage(requestFor("newsletter", "marketing"), {
      now: new Date(),
      formAction: ENDPOINT,
    });
    await page.route(`${ENDPOINT}**`, (route) => route.abort("connectionrefused"));
    await page.setContent(html);
    await page
      .locator("#form-hero")
      .getByLabel(/email address/i)
      .fill("reader@example.com");
    await page.locator("#form-hero button[type=submit]").click();
    await expect
      .poll(() => page.locator("#form-hero-error").textContent())
      .toBe("We could not send your message. Please check your connection and try again.");
    expect(await page.locator("#form-hero-error").getAttribute("role")).toBe("alert");
    expect(await page.locator("#form-hero-thanks").isVisible()).toBe(false);
    await page.unroute(`${ENDPOINT}**`);
  });

  it("submits a form with the owner's own action the classic way", async () => {
    const { html } = composePage(requestFor("newsletter", "marketing"), {
      now: new Date(),
      formAction: "https://forms.example.com/subscribe",
    });
    const posted: string[] = [];
    await page.route("https://forms.example.com/**", async (route) => {
      posted.push(`${route.request().method()} ${route.request().postData() ?? ""}`);
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>Thanks from the owner</p>" });
    });
    await page.setContent(html);
    await page
      .locator("#form-hero")
      .getByLabel(/email address/i)
      .fill("reader@example.com");
    await page.locator("#form-hero button[type=submit]").click();
    await page.waitForURL("https://forms.example.com/subscribe");
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatch(/^POST .*reader%40example\.com/s);
    await page.unroute("https://forms.example.com/**");
  });

  it("delivers an LLM page's form the same way, creating its thank-you element", async () => {
    const answer = readFileSync(new URL("./fixtures/good-newsletter.html", import.meta.url), "utf8");
    const html = (await postProcess(answer, undefined, ENDPOINT))!;
    await page.route(`${ENDPOINT}**`, (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        body: '{"ok":true}',
      }),
    );
    await page.setContent(html);
    await page.locator("#lead-form-1 input[type=email]").fill("reader@example.com");
    await page.locator("#lead-form-1 button[type=submit]").click();
    await expect.poll(() => page.locator("#lead-form-1-thanks").isVisible()).toBe(true);
    expect(await page.locator("#lead-form-1-thanks").textContent()).toBe("Thank you! Your message was sent.");
    await page.unroute(`${ENDPOINT}**`);
  });

  it("shows the thank-you state when it arrives at #<form>-thanks after a classic post", async () => {
    const { html } = composePage(requestFor("newsletter", "marketing"), {
      now: new Date(),
      formAction: ENDPOINT,
    });
    await page.route("https://page.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: html }),
    );
    await page.goto("https://page.example.com/#form-hero-thanks");
    await expect.poll(() => page.locator("#form-hero-thanks").isVisible()).toBe(true);
    expect(await page.locator("#form-hero").isVisible()).toBe(false);
    await page.unroute("https://page.example.com/**");
  });
});
