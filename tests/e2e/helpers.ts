/** Shared pieces of the browser journeys: launching Chromium, reading the outbox, screenshots, axe. */

import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type AddressObject, simpleParser } from "mailparser";
import type { APIRequestContext, Browser, BrowserContext, Frame, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { axeViolations } from "../helpers/axe.js";
import { launchChromium } from "../helpers/chromium.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");
export const SCREENSHOT_DIR = path.join(projectRoot, "artifacts/screenshots");

/** Debian's Chromium, never a downloaded one (DESIGN §9). */
export const launchBrowser = launchChromium;

/** `touch`: a phone's touch screen (taps, no mouse hovering), as Chromium emulates one. */
type ContextOptions = { width?: number; height?: number; cookieBanner?: boolean; touch?: boolean };

/**
 * One Chromium for the calling test file (launched before its tests, closed after them). `withPage` runs
 * `run` with a page in a fresh context (see newContext) and closes the context afterwards.
 */
export function browserForThisFile(baseUrl: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error("Chromium is not running (use it inside a test)");
    return browser;
  };
  return {
    browser: current,
    async withPage<T>(options: ContextOptions, run: (page: Page, context: BrowserContext) => Promise<T>) {
      const context = await newContext(current(), baseUrl, options);
      const page = await context.newPage();
      try {
        return await run(page, context);
      } finally {
        await context.close();
      }
    },
  };
}

/** A fresh context (own cookies) with the cookie banner already answered, unless `cookieBanner` is true. */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: "reduce",
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  if (!options.cookieBanner) {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem("cookie-consent", "accepted");
      } catch {
        // Storage can be unavailable on about:blank.
      }
    });
  }
  return context;
}

/** Collects uncaught page errors so a test can assert there were none. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A unique address per test run, so journeys never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface OutboxMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

/** Every http(s) link in a mail, from its HTML hrefs and its text. */
export function extractLinks(html: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href="([^"]+)"/g)) found.add(match[1].replaceAll("&amp;", "&"));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.add(match[0]);
  return [...found].filter((link) => /^https?:\/\//.test(link));
}

async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  // File names start with an ISO time stamp and a counter, so name order is send order.
  files.sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(readFileSync(path.join(dir, file)));
    const html = typeof parsed.html === "string" ? parsed.html : "";
    const text = parsed.text ?? "";
    mails.push({
      file,
      to: addresses(parsed.to),
      subject: parsed.subject ?? "",
      text,
      html,
      links: extractLinks(html, text),
    });
  }
  return mails;
}

/**
 * Waits for the newest mail to `to` that has a link matching `linkPattern` (mail goes through a
 * queue, so it may take a moment) and returns that link.
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  linkPattern: RegExp,
  options: { timeoutMs?: number; after?: Set<string> } = {},
): Promise<{ mail: OutboxMail; link: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const mails = (await readOutbox(dataDir)).filter(
      (m) => m.to.includes(address) && !options.after?.has(m.file),
    );
    for (const mail of mails.reverse()) {
      const link = mail.links.find((l) => linkPattern.test(l));
      if (link) return { mail, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link matching ${linkPattern} arrived in time`);
}

/** Names of outbox files already present, to wait for a newer mail than these. */
export async function outboxFiles(dataDir: string): Promise<Set<string>> {
  return new Set((await readOutbox(dataDir)).map((m) => m.file));
}

/** Saves the window's screenshot to artifacts/screenshots/<name>.png once it has settled for `settleMs`. */
export async function screenshotWhenSettled(page: Page, name: string, settleMs = 400): Promise<void> {
  await page.waitForTimeout(settleMs);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Saves a full-page screenshot to artifacts/screenshots/<name>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core (WCAG 2 A/AA rules) in the page and returns its violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  });
  return violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.map((n) => n.target.join(" ")),
  }));
}

/**
 * Every toast this page shows from now on (its text when it appeared), even one gone before a test looks:
 * for asserting a message was never shown. Read with `toastsShown`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsShown: string[] }).__toastsShown = seen;
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        if (known.has(toast)) continue;
        known.add(toast);
        seen.push(toast.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastsShown: string[] }).__toastsShown);
}

/** The text of the visible toasts (sonner), for asserting titles and descriptions. */
export function toasts(page: Page) {
  return page.locator("[data-sonner-toast]");
}

/** An element's box on screen; it must be shown. */
export async function box(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not shown");
  return found;
}

/** Whether two boxes on screen overlap. */
export const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/** Waits for the newest toast whose text contains `title`; when `description` is given, its text must contain it too. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toasts(page).filter({ hasText: title }).last();
  await toast.waitFor({ timeout: 20_000 });
  if (description !== undefined) expect(await toast.textContent()).toContain(description);
}

/**
 * Waits until the page has hydrated and the session check has answered: the header then shows
 * either the signed-out buttons (no longer marked pending) or the account menu.
 */
export async function waitForSession(page: Page): Promise<"signed-in" | "signed-out"> {
  const header = page.getByRole("banner");
  const signedOut = header.getByRole("link", { name: "Get Started" });
  const signedIn = header.getByRole("button", { name: "Account menu" });
  await signedOut.or(signedIn).first().waitFor({ state: "visible", timeout: 20_000 });
  // A browser never signed in shows the signed-out buttons while the check is still on its way.
  await header.locator("[data-session-pending]").waitFor({ state: "detached", timeout: 20_000 });
  return (await signedIn.isVisible()) ? "signed-in" : "signed-out";
}

/**
 * Creates an account through the API in this request context (its cookies) and signs it in, as the sign-up
 * form does: sign-up itself gives no session, so a new address and a taken one answer alike.
 */
export async function signUpByApi(
  request: APIRequestContext,
  origin: string,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const headers = { origin };
  const signUp = await request.post(`${origin}/api/auth/sign-up/email`, { headers, data: account });
  if (signUp.status() !== 200) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
  const { email, password } = account;
  const signIn = await request.post(`${origin}/api/auth/sign-in/email`, {
    headers,
    data: { email, password },
  });
  if (signIn.status() !== 200) throw new Error(`sign-in answered ${signIn.status()}: ${await signIn.text()}`);
}

/** Buys `baseTokens` tokens (the custom package) for the account signed in to this request context. */
export async function buyTokensByApi(request: APIRequestContext, origin: string, baseTokens: number) {
  const bought = await request.post(`${origin}/api/purchases`, {
    headers: { origin, "idempotency-key": randomUUID() },
    data: { package: "custom", baseTokens },
  });
  expect(bought.status()).toBe(201);
}

/**
 * Generates a composer page through the API (a product launch for Acme Tracker unless `page` says another
 * company, type or industry); its id and the balance left.
 */
export async function generatePageByApi(
  request: APIRequestContext,
  origin: string,
  page: { title: string; prompt: string; companyName?: string; landingPageType?: string; industry?: string },
): Promise<{ id: string; balance: number }> {
  const created = await request.post(`${origin}/api/templates`, {
    headers: { origin },
    data: {
      companyName: "Acme Tracker",
      landingPageType: "product-launch",
      industry: "technology",
      logoOption: "generate",
      logoData: null,
      ...page,
    },
  });
  expect(created.status()).toBe(201);
  const { template, tokenBalance } = (await created.json()) as {
    template: { id: string };
    tokenBalance: number;
  };
  return { id: template.id, balance: tokenBalance };
}

/**
 * A new owner, signed in to this request context, with `tokens` bought (none when left out) and one composer
 * page made through the API (see generatePageByApi); the page's id and the balance left.
 */
export async function ownerWithPageByApi(
  request: APIRequestContext,
  origin: string,
  owner: { name: string; emailLabel: string; tokens?: number },
  page: Parameters<typeof generatePageByApi>[2],
): Promise<{ id: string; balance: number }> {
  await signUpByApi(request, origin, {
    name: owner.name,
    email: uniqueEmail(owner.emailLabel),
    password: "correct-horse-42",
  });
  if (owner.tokens) await buyTokensByApi(request, origin, owner.tokens);
  return generatePageByApi(request, origin, page);
}

/**
 * Opens a downloaded page's HTML as a visitor would, in a fresh context of `browser`: every https request is
 * recorded in `fetched` and refused, so a test can tell what the page loads and when (say, before consent).
 */
export async function openAsVisitor(
  browser: Browser,
  html: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; fetched: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const fetched: string[] = [];
  await page.route("https://**/*", (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  await page.setContent(html, { waitUntil: "load" });
  return { page, fetched, close: () => context.close() };
}

/**
 * Holds the browser's cancel (DELETE /api/jobs/:id) until its job has succeeded, as when the composer beats
 * the click: the cancel then reaches the server only after the page or the change was saved.
 * With `holdResultUntilCancel`, the job's event stream is also held until the cancel was sent, so a job that
 * ends in milliseconds cannot take the Cancel button away before the test clicks it.
 * With `holdAnswerUntil`, the cancel's answer reaches the page only once that resolves (say, once the page
 * took in the result from the stream): the other order of the two.
 */
export async function cancelArrivesAfterTheResult(
  page: Page,
  origin = "",
  {
    holdResultUntilCancel = false,
    holdAnswerUntil,
  }: { holdResultUntilCancel?: boolean; holdAnswerUntil?: () => Promise<unknown> } = {},
): Promise<void> {
  let cancelSent: () => void = () => {};
  const cancelled = new Promise<void>((resolve) => {
    cancelSent = resolve;
  });
  if (holdResultUntilCancel) {
    await page.route(/\/api\/jobs\/[^/]+\/events$/, async (route) => {
      await cancelled;
      await route.continue();
    });
  }
  await page.route(/\/api\/jobs\/[^/]+$/, async (route) => {
    if (route.request().method() !== "DELETE") return route.continue();
    const job = route.request().url().replace(origin, "");
    await expect
      .poll(
        async () => ((await (await page.request.get(job)).json()) as { job: { status: string } }).job.status,
        { timeout: 30_000 },
      )
      .toBe("succeeded");
    if (!holdAnswerUntil) {
      await route.continue();
      cancelSent();
      return;
    }
    const answer = await route.fetch();
    cancelSent();
    await holdAnswerUntil();
    await route.fulfill({ response: answer });
  });
}

/** The page inside a preview frame once its point script is on ("Point at a part"). */
export async function pointingFrameIn(element: Locator): Promise<Frame> {
  await expect.poll(() => element.getAttribute("src"), { timeout: 10_000 }).toMatch(/[?&]point=1$/);
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error("The preview has no frame");
  await expect.poll(() => frame.url(), { timeout: 10_000 }).toMatch(/[?&]point=1$/);
  await frame.waitForLoadState("load");
  await frame.locator("[data-lf-point=ui]").waitFor({ state: "attached" });
  return frame;
}

/**
 * Clicks `locator` that starts a job (a generation or a change: POST answered with the job) and waits until the
 * server says the job ended — by its answer and its status, not a fixed time, so a busy machine only makes
 * it slower. Answers the job's final status; the page then shows the outcome within an ordinary wait.
 */
export async function clickAndWaitForJob(page: Page, locator: Locator): Promise<string> {
  const started = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      /\/api\/templates(\/[^/]+\/iterations)?$/.test(new URL(r.url()).pathname),
    { timeout: 0 },
  );
  await locator.click();
  const answer = await started;
  const { job } = (await answer.json()) as { job?: { id: string } };
  if (!job) throw new Error(`The request answered ${answer.status()} without a job`);
  let status = "queued";
  // Bounded by the test's own timeout; each read is an answer from the server, not a sleep. Read by the page
  // itself: the browser retries a GET whose kept-alive connection the busy server closed meanwhile.
  while (status === "queued" || status === "running") {
    status = await page.evaluate(
      async (path) => ((await (await fetch(path)).json()) as { job: { status: string } }).job.status,
      `/api/jobs/${encodeURIComponent(job.id)}`,
    );
    if (status === "queued" || status === "running") await page.waitForTimeout(250);
  }
  return status;
}

/**
 * Points at a whole section of a preview frame (`frameElement`) until the app shows `selected` — the hint or
 * the "Ask about …" button naming it. Under load a click can reach a frame that is still settling (a
 * neighbour gets it) or one the app replaces just after; each miss points again at the frame shown now,
 * instead of waiting a fixed time for a selection that will never come. Answers the frame.
 */
export async function pointUntilSelected(
  frameElement: Locator,
  section: string,
  selected: Locator,
): Promise<Frame> {
  for (let attempt = 1; ; attempt++) {
    const frame = await pointingFrameIn(frameElement);
    const target = frame.locator(`[data-section-id="${section}"]`);
    await target.scrollIntoViewIfNeeded();
    const shown = await target.boundingBox();
    if (!shown) throw new Error(`Section ${section} is not shown`);
    // Its left margin halfway down: away from its texts and from the neighbouring sections' edges.
    await target.click({ position: { x: 6, y: Math.round(shown.height / 2) } });
    try {
      await selected.waitFor({ timeout: 5_000 });
      return frame;
    } catch (error) {
      if (attempt >= 6) throw error;
    }
  }
}
