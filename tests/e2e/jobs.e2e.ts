/**
 * Generations as durable jobs, in Chromium against a server of its own whose (fake, loopback) model writes
 * slowly: the live preview (drawn by the engine from the model's words) loads nothing from the network, Cancel charges nothing and says so, a
 * cancel that arrives after the page was made says so and offers Undo (page deleted, tokens back), and a
 * reload or a visit elsewhere mid-generation finds it again and sees it finish.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Frame, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { modelCopyPlan } from "../helpers/job-events.js";
import { type RunningServer, startServer } from "../helpers/server-process.js";
import {
  cancelArrivesAfterTheResult,
  launchBrowser,
  newContext,
  recordToasts,
  SCREENSHOT_DIR,
  signUpByApi,
  toasts,
  toastsShown,
  uniqueEmail,
} from "./helpers";

const PAGE = readFileSync(new URL("../generator/fixtures/good-newsletter.html", import.meta.url), "utf8");
/** The copy plan in pieces of 5 characters a quarter of a second apart: a generation takes about 30 s. */
const SLOW = { chunkSize: 5, chunkDelayMs: 250 };
const EVENTS = /\/api\/jobs\/[^/]+\/events$/;

let llm: FakeLlmServer;
let server: RunningServer;
let baseUrl: string;
/** A stand-in for Google Fonts, a CDN and a photo site on another origin: every connection to it counts. */
let thirdParty: Server;
let thirdPartyUrl: string;
let thirdPartyConnections = 0;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  thirdParty = createServer((_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("x"));
  thirdParty.on("connection", () => {
    thirdPartyConnections += 1;
  });
  await new Promise<void>((resolve) => thirdParty.listen(0, "127.0.0.1", resolve));
  thirdPartyUrl = `http://127.0.0.1:${(thirdParty.address() as AddressInfo).port}`;
  // The scripted answers are queued per test; anything else (a repair) gets the good copy plan at once.
  llm = await startFakeLlmServer({ fallback: () => ({ text: modelCopyPlan() }) });
  [server, browser] = await Promise.all([
    startServer({
      NODE_ENV: "test",
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      RATE_LIMIT_ENABLED: "false",
    }),
    launchBrowser(),
  ]);
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await llm?.close();
  await new Promise((resolve) => thirdParty?.close(resolve));
});

/** The page as a model that links fonts, a CDN script and photos would write it. */
function pageLinkingTheWeb(): string {
  const links = [
    `<link rel="preconnect" href="${thirdPartyUrl}">`,
    `<link rel="dns-prefetch" href="https://fonts.gstatic.com">`,
    `<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap">`,
    `<link rel="stylesheet" href="${thirdPartyUrl}/fonts.css">`,
    `<script src="https://cdn.tailwindcss.com"></script>`,
    `<script src="${thirdPartyUrl}/cdn/library.js"></script>`,
    `<style>@import url("${thirdPartyUrl}/more.css"); body{background:url("${thirdPartyUrl}/bg.jpg")}</style>`,
  ].join("\n");
  const images = [
    `<img src="https://images.unsplash.com/photo-1495474472287-4d71bcdd2085?w=1200" alt="Coffee">`,
    `<img src="${thirdPartyUrl}/photo.jpg" alt="Beans">`,
    // The app's own origin is outside the preview too.
    `<img src="/favicon.svg" alt="Icon">`,
  ].join("\n");
  // A long page after the photos: the model is still writing when the test cancels.
  const more = "<p>More about our beans, our roasts and our readers.</p>\n".repeat(250);
  return PAGE.replace("<style>", `${links}\n<style>`).replace(
    '<main id="top">',
    `<main id="top">\n${images}\n${more}`,
  );
}

interface SeenRequest {
  url: string;
  /** Made by a frame inside the page (the preview), not by the app itself. */
  fromPreview: boolean;
  /** To an origin other than the app's. */
  outside: boolean;
  /** "served", "csp" (refused by the browser before any network access) or the network error. */
  outcome?: string;
}

/** Every request of the page with what became of it. */
function watchRequests(page: Page) {
  const seen = new Map<Request, SeenRequest>();
  page.on("request", (request) => {
    const url = request.url();
    seen.set(request, {
      url,
      fromPreview: request.frame() !== page.mainFrame(),
      outside: !url.startsWith(baseUrl) && !url.startsWith("data:"),
    });
  });
  page.on("requestfinished", (request) => {
    const entry = seen.get(request);
    if (entry) entry.outcome = "served";
  });
  page.on("requestfailed", (request) => {
    const entry = seen.get(request);
    if (entry) entry.outcome = request.failure()?.errorText ?? "failed";
  });
  return {
    /** The requests so far, once each has an outcome (long-lived streams of the app excepted). */
    async settled(): Promise<SeenRequest[]> {
      const relevant = () => [...seen.values()].filter((r) => r.fromPreview || r.outside);
      await expect
        .poll(() => relevant().every((r) => r.outcome !== undefined), { timeout: 10_000 })
        .toBe(true);
      return relevant();
    },
  };
}

async function signUp(page: Page): Promise<void> {
  await signUpByApi(page.request, baseUrl, {
    name: "Job Tester",
    email: uniqueEmail("jobs"),
    password: "violet-harbour-93",
  });
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function startGeneration(page: Page, title: string) {
  await page.goto("/#generator-section");
  // A new account's welcome tokens, before anything is held.
  await expect.poll(() => balance(page), { timeout: 15_000 }).toBe("500");
  const form = page.getByRole("form", { name: "Generate a landing page" });
  await form
    .getByLabel("What should the page say and do?")
    .fill("A weekly coffee newsletter for home baristas.");
  await form.getByLabel("Page title").fill(title);
  await form.getByLabel("Company name").fill("Brew Co");
  await pickOption(page, "Page type", "Newsletter");
  await pickOption(page, "Industry", "Food & Restaurant");
  await form.getByTestId("generate-button").click();
  return form;
}

async function balance(page: Page): Promise<string> {
  return ((await page.getByTestId("token-balance").textContent()) ?? "").replace(/\s*tokens/, "").trim();
}

async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.getByTestId("live-preview-frame").elementHandle({ timeout: 20_000 });
  const frame = await element?.contentFrame();
  if (!frame) throw new Error("The live preview has no frame");
  return frame;
}

/**
 * What the user sees around the progress (or the cancelled notice), header included, at both widths. A
 * viewport shot: Chromium does not paint a sandboxed frame scrolled out of view, so a full-page shot would
 * show the preview blank.
 */
async function shotAtBothWidths(page: Page, name: string, focus: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId(focus).evaluate((element) => element.scrollIntoView({ block: "center" }));
    if (await page.getByTestId("live-preview-frame").count()) {
      const frame = await previewFrame(page);
      await expect
        .poll(() => frame.evaluate(() => document.body?.textContent?.trim().length ?? 0))
        .toBeGreaterThan(0);
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("generation jobs in the browser", () => {
  it("shows the live preview without a single request leaving it, and Cancel charges nothing", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    try {
      await signUp(page);
      const watch = watchRequests(page);

      // The model writes words only (a copy plan); the engine draws the page, so nothing it answers can
      // link the web. The preview is still sandboxed under a policy that refuses every outside load.
      llm.enqueue({ text: modelCopyPlan(), ...SLOW });
      await startGeneration(page, "Preview test");
      await page.getByTestId("generation-progress").waitFor();
      // While it runs, its 500 tokens are held (not spendable), so the header shows 0.
      await expect.poll(() => balance(page), { timeout: 15_000 }).toBe("0");
      const frame = await previewFrame(page);
      await expect
        .poll(() => frame.evaluate(() => document.querySelectorAll("h1").length), { timeout: 20_000 })
        .toBe(1);
      const policy = await frame.evaluate(() => ({
        policy: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content"),
        firstInHead: document.head.firstElementChild?.outerHTML ?? "",
      }));
      expect(policy.policy).toContain("default-src 'none'");
      expect(policy.firstInHead).toContain("Content-Security-Policy");
      expect(await page.getByTestId("live-preview-frame").getAttribute("sandbox")).toBe("");
      await page.getByTestId("active-job-indicator").waitFor();
      // Chromium reports some loads its policy refused as requests that failed with "csp": those never
      // reached the network. Every other request from the preview, or to another origin, would have.
      await page.waitForTimeout(500);
      const seen = await watch.settled();
      expect(seen.filter((r) => (r.fromPreview || r.outside) && r.outcome !== "csp")).toEqual([]);
      expect(thirdPartyConnections).toBe(0);
      await shotAtBothWidths(page, "jobs-generation-running", "generation-progress");

      // Cancel: the UI says so, nothing is charged and the header's balance stays.
      await page.getByRole("button", { name: "Cancel generation" }).click();
      const notice = page.getByTestId("job-cancelled");
      await notice.waitFor();
      expect(await notice.textContent()).toContain("Generation cancelled. No tokens were charged.");
      await toasts(page).filter({ hasText: "Generation cancelled" }).first().waitFor();
      await page.getByTestId("generation-progress").waitFor({ state: "detached" });
      await page.getByTestId("active-job-indicator").waitFor({ state: "detached" });
      await expect.poll(() => balance(page), { timeout: 15_000 }).toBe("500");
      const active = await page.request.get("/api/jobs?active=true");
      expect(((await active.json()) as { items: unknown[] }).items).toEqual([]);
      expect(await page.getByTestId("generate-button").isEnabled()).toBe(true);
      await shotAtBothWidths(page, "jobs-generation-cancelled", "job-cancelled");

      // The count itself works: the same HTML in a page without any policy does reach the other origin.
      const control = await context.newPage();
      const before = thirdPartyConnections;
      await control.setContent(pageLinkingTheWeb(), { waitUntil: "commit" });
      await expect.poll(() => thirdPartyConnections - before, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  // Which reaches the page first once the page is made: the stream's result or the cancel's answer.
  const ORDERS = {
    "the result first": (page: Page) =>
      cancelArrivesAfterTheResult(page, baseUrl, {
        holdAnswerUntil: () =>
          page.getByTestId("user-template-card").filter({ hasText: "Made before cancel" }).waitFor(),
      }),
    "the cancel's answer first": (page: Page) =>
      cancelArrivesAfterTheResult(page, baseUrl, { holdResultUntilCancel: true }),
  };
  for (const [order, arrange] of Object.entries(ORDERS)) {
    it(`says only that the page was made before the cancel arrived (${order}), and Undo deletes it and gives the tokens back`, async () => {
      const context = await newContext(browser, baseUrl);
      const page = await context.newPage();
      try {
        await signUp(page);
        await recordToasts(page);
        await arrange(page);
        llm.enqueue({ text: modelCopyPlan(), chunkSize: 40, chunkDelayMs: 100 });
        await startGeneration(page, "Made before cancel");
        await page.getByTestId("generation-progress").waitFor();
        await page.getByRole("button", { name: "Cancel generation" }).click();

        const notice = page.getByTestId("job-made-before-cancel");
        await notice.waitFor({ timeout: 30_000 });
        expect(await notice.textContent()).toContain(
          "Already made. Your page was already made when the cancel arrived, and 500 tokens were charged for it. Undo deletes the page and gives the tokens back.",
        );
        await page.getByTestId("user-template-card").filter({ hasText: "Made before cancel" }).waitFor();
        await expect.poll(() => balance(page), { timeout: 15_000 }).toBe("0");
        // One message, the right one: no success toast or ready notice beside "Already made".
        await page.waitForTimeout(1000);
        expect((await toastsShown(page)).filter((t) => t.includes("generated successfully"))).toEqual([]);
        expect(await page.getByTestId("job-page-ready").count()).toBe(0);
        await shotAtBothWidths(
          page,
          `jobs-made-before-cancel-${order.replaceAll(/\W+/g, "-")}`,
          "job-made-before-cancel",
        );

        await notice.getByRole("button", { name: "Undo and get the tokens back" }).click();
        await toasts(page).filter({ hasText: "Template deleted" }).first().waitFor();
        expect(await toasts(page).filter({ hasText: "Template deleted" }).first().textContent()).toContain(
          "500 tokens returned.",
        );
        await notice.waitFor({ state: "detached" });
        await page.getByTestId("user-template-card").filter({ hasText: "Made before cancel" }).waitFor({
          state: "detached",
        });
        await expect.poll(() => balance(page), { timeout: 15_000 }).toBe("500");
        const history = (await (await page.request.get("/api/transactions")).json()) as {
          items: { type: string; amount: number }[];
        };
        expect(history.items.slice(0, 2).map((t) => [t.type, t.amount])).toEqual([
          ["refund", 500],
          ["generation", -500],
        ]);
        // Nor after the Undo: the page it made is gone, and nothing says it was made successfully.
        expect((await toastsShown(page)).filter((t) => t.includes("generated successfully"))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("survives a reload and a visit elsewhere, and finishes with the page shown", async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    try {
      await signUp(page);
      // Events requests and the event id each resumed from.
      const resumedFrom: (string | undefined)[] = [];
      page.on("request", (request) => {
        if (/\/api\/jobs\/[^/]+\/events$/.test(request.url()))
          resumedFrom.push(request.headers()["last-event-id"]);
      });
      llm.enqueue({ text: modelCopyPlan(), ...SLOW });
      await startGeneration(page, "Reload test");
      await page.getByTestId("live-preview-frame").waitFor({ timeout: 20_000 });

      // A reload finds the running generation again: its progress and its preview so far. Its first
      // events connection ends after one event, as a dropped connection would.
      let dropNext = true;
      await page.route(EVENTS, async (route) => {
        if (!dropNext) return route.continue();
        dropNext = false;
        await route.fulfill({
          status: 200,
          headers: { "content-type": "text/event-stream" },
          body: 'id: 1\nevent: progress\ndata: {"stage":"reserving","message":"Reserving tokens…"}\n\n',
        });
      });
      const opened = resumedFrom.length;
      await page.reload();
      const progress = page.getByTestId("generation-progress");
      await progress.waitFor({ timeout: 20_000 });
      expect(await progress.textContent()).toContain("Generating “Reload test”");
      await page.getByTestId("live-preview-frame").waitFor();
      expect(await page.getByTestId("generate-button").isDisabled()).toBe(true);

      // The connection drops after the first event: it is reopened where it stopped (Last-Event-ID).
      expect(resumedFrom.slice(opened)).toEqual([undefined, "1"]);
      await page.unroute(EVENTS);

      // Elsewhere in the app the header says a generation runs, and links back to it.
      await page.getByRole("banner").getByRole("link", { name: "FAQ" }).click();
      await page.waitForURL(/\/faq$/);
      const indicator = page.getByRole("link", { name: /Generating “Reload test”/ });
      await indicator.waitFor();
      await indicator.click();
      await page.waitForURL(/\/#generator-section$/);
      await progress.waitFor();

      await toasts(page)
        .filter({ hasText: "Template generated successfully!" })
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await toasts(page).filter({ hasText: "Template generated successfully!" }).count()).toBe(1);
      await page.getByTestId("user-template-card").filter({ hasText: "Reload test" }).waitFor();
      await progress.waitFor({ state: "detached" });
      await page.getByTestId("active-job-indicator").waitFor({ state: "detached" });
      await expect.poll(() => balance(page), { timeout: 15_000 }).toBe("0");
    } finally {
      await context.close();
    }
  });
});
