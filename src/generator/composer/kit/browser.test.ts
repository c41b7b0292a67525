/**
 * Composed pages in a real browser (Debian's Chromium through playwright-core): a sample of 24 pages
 * covering every type, at phone and desktop width, light and dark; axe-core, overflow, the countdown
 * ticking and forms validating and thanking.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDUSTRIES, LANDING_PAGE_TYPES } from "../../../core/page-options.js";
import { composePage } from "./index.js";
import { matrixRequest } from "./test-requests.js";

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const NOW = new Date("2026-01-10T09:00:00Z");

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  dir = mkdtempSync(path.join(os.tmpdir(), "composer-pages-"));
});

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Writes the page to a file and opens it; any request that leaves the file fails the test. */
async function open(html: string, width: number, scheme: "light" | "dark" = "light", now = Date.now()) {
  const file = path.join(dir, `p${Math.random().toString(36).slice(2)}.html`);
  writeFileSync(file, html);
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  const outside: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (!/^(?:file|data|about):/.test(r.url())) outside.push(r.url());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(
    `{ const t0 = ${now}; const real = Date.now; const start = real(); Date.now = () => t0 + (real() - start); }`,
  );
  await page.goto(`file://${file}`);
  return { page, outside, errors };
}

const SAMPLE = LANDING_PAGE_TYPES.flatMap((type, i) => [
  { type, industry: INDUSTRIES[i % INDUSTRIES.length] },
  { type, industry: INDUSTRIES[(i + 7) % INDUSTRIES.length] },
]);

describe("composed pages in Chromium", () => {
  it.each(SAMPLE)(
    "$type / $industry: no overflow, no serious axe violation, no request out",
    async ({ type, industry }) => {
      const html = composePage(matrixRequest(type, industry), { now: NOW }).html;
      for (const [width, scheme] of [
        [375, "light"],
        [1280, "dark"],
      ] as const) {
        const { page, outside, errors } = await open(html, width, scheme, NOW.getTime());
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width}px overflow`).toBeLessThanOrEqual(0);
        await page.addScriptTag({ content: AXE });
        const violations = await page.evaluate(async () => {
          const w = window as unknown as {
            axe: {
              run: (
                d: Document,
              ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          };
          const r = await w.axe.run(document);
          return r.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        });
        expect(violations, `${width}px ${scheme}`).toEqual([]);
        expect(outside).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  );

  it("the webinar countdown ticks", async () => {
    const html = composePage(matrixRequest("webinar", "fitness"), { now: NOW }).html;
    const { page } = await open(html, 1280, "light", NOW.getTime());
    const read = () => page.locator('[data-section="countdown"] [data-u="s"]').textContent();
    const days = await page.locator('[data-section="countdown"] [data-u="d"]').textContent();
    expect(Number(days)).toBeGreaterThan(30);
    const first = await read();
    await page.waitForTimeout(1300);
    expect(await read()).not.toBe(first);
    await page.close();
  });

  it("a form checks its fields, then shows its thank-you state", async () => {
    const html = composePage(matrixRequest("business-homepage", "legal"), { now: NOW }).html;
    const { page } = await open(html, 1280);
    const form = page.locator("#contact-form");
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator("#contact-form-name").getAttribute("aria-invalid")).toBe("true");
    expect(await form.locator("#contact-form-email-err").textContent()).toMatch(/fill in/);
    await form.locator("#contact-form-name").fill("Ada Lovelace");
    await form.locator("#contact-form-email").fill("not-an-email");
    await form.locator("#contact-form-message").fill("Hello there");
    await form.locator('button[type="submit"]').click();
    expect(await form.locator("#contact-form-email-err").textContent()).toMatch(/valid email/);
    await form.locator("#contact-form-email").fill("ada@example.com");
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator(".thanks").isVisible()).toBe(true);
    expect(await form.locator(".fields").isVisible()).toBe(false);
    await page.close();
  });
});
