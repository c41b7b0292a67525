/**
 * What a visitor's browser loads (issue 5's budget and decision 0005): the home page's JavaScript stays
 * within 150 KB gzip, prerendered pages carry no module preloads in their head, and the browser renders a
 * page's first frame before it asks for any script, then hydrates it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { PRERENDERED_PATHS } from "../../src/web/lib/public-routes";
import { pageJsGzipBytes } from "../helpers/page-weight";
import { browserForThisFile, newContext, trackPageErrors, waitForSession } from "./helpers";

const baseUrl = inject("baseUrl");
const CLIENT_DIR = "build/client";
const HOME_JS_BUDGET_BYTES = 150 * 1024;
const { browser } = browserForThisFile(baseUrl);

const htmlFileOf = (route: string) => path.join(CLIENT_DIR, route, "index.html");

describe("what a visitor's browser loads", () => {
  it("keeps the home page's up-front JavaScript within 150 KB gzip", () => {
    const js = pageJsGzipBytes(htmlFileOf("/"), CLIENT_DIR);
    expect(js.files).toBeGreaterThan(3);
    expect(js.gzip).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  it.each(PRERENDERED_PATHS)(
    "%s has no module preloads in its head; its bootstrap waits for the first paint",
    (route) => {
      const html = readFileSync(htmlFileOf(route), "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toContain("modulepreload");
      const bootstraps = html.match(/<script type="module" async="">[\s\S]*?<\/script>/g) ?? [];
      expect(bootstraps).toHaveLength(1);
      expect(bootstraps[0]).toMatch(
        /^<script type="module" async="">await new Promise\(\(resolve\) => requestAnimationFrame/,
      );
      expect(bootstraps[0]).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);<\/script>$/);
    },
  );

  it.each(["/", "/faq"])(
    "%s renders its first frame before any script is requested, then hydrates",
    async (route) => {
      const context = await newContext(browser(), baseUrl, { width: 375 });
      // The first animation frame runs when the page first renders (not before its stylesheet arrived). The
      // paint timing entry is no yardstick here: it is stamped when the frame is presented, which a busy
      // machine can report after the next frames have already run.
      await context.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      try {
        await page.goto(route);
        expect(await waitForSession(page)).toBe("signed-out");
        const timing = await page.evaluate(() => ({
          firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
          firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          scriptStarts: performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        }));
        expect(timing.firstContentfulPaint).toBeGreaterThan(0);
        expect(timing.firstFrameAt).toBeGreaterThan(0);
        expect(timing.scriptStarts.length).toBeGreaterThan(3);
        expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstFrameAt ?? Infinity);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
