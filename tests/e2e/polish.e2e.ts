/**
 * What a new user tripped over (issue 16), each checked in Chromium at 1280 and 375 px where layout is
 * involved: the confirmation page's outcome, the loopback address in development, clipped or hidden
 * buttons, the resend cool-down and pending e-mail change, billing figures that add up, signed-in footer
 * and hero, the truth about free tokens, the showcase's real pages and clickable categories, BRAND_NAME.
 */
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/server-process.js";
import {
  browserForThisFile,
  clickAndWaitForJob,
  saveScreenshot,
  signUpByApi as signUpAndSignIn,
  toasts,
  trackPageErrors,
  uniqueEmail,
  waitForMailLink,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { withPage } = browserForThisFile(baseUrl);

const password = "correct-horse-42";
const WIDTHS = [1280, 375] as const;

/** Signs a new account up (and in) through the API in this context (its cookies), as the sign-up form would. */
async function signUpByApi(context: BrowserContext, name: string, origin = baseUrl): Promise<string> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "-"));
  await signUpAndSignIn(context.request, origin, { name, email, password });
  return email;
}

async function buyByApi(context: BrowserContext, pkg: "starter" | "business") {
  const response = await context.request.post(`${baseUrl}/api/purchases`, {
    data: { package: pkg },
    headers: { origin: baseUrl, "idempotency-key": randomUUID() },
  });
  expect(response.status()).toBe(201);
}

async function generateByApi(context: BrowserContext, prompt: string) {
  const response = await context.request.post(`${baseUrl}/api/templates`, {
    data: {
      prompt,
      title: "Polish Check",
      companyName: "Acme Tracker",
      landingPageType: "product-launch",
      industry: "technology",
      targetAudience: "",
      logoOption: "generate",
      logoData: null,
    },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { template: { id: string } };
}

/** Whether the element is fully inside the viewport (no scrolling needed to see it). */
function inViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

describe("1. /confirm-email says confirmed only when it confirmed", () => {
  const cases = [
    { query: "", status: "error", text: "invalid or has already been used" },
    { query: "?type=foo", status: "error", text: "invalid or has already been used" },
    { query: "?status=invalid&error=token_expired", status: "error", text: "expired" },
    { query: "?type=signup", status: "success", text: "Thank you for confirming" },
    { query: "?type=email", status: "success", text: "Thank you for confirming" },
    { query: "?token_hash=abc123", status: "success", text: "Thank you for confirming" },
    { query: "?status=confirmed", status: "success", text: "Thank you for confirming" },
  ];
  for (const width of WIDTHS) {
    it(`shows the spec's outcome for each query at ${width} px`, async () => {
      await withPage({ width }, async (page) => {
        for (const { query, status, text } of cases) {
          await page.goto(`/confirm-email${query}`);
          const state = page.getByTestId("confirm-email-state");
          await expect.poll(() => state.getAttribute("data-status"), { timeout: 15_000 }).toBe(status);
          const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
          expect(heading, query).toBe(
            status === "success" ? "Email confirmed!" : "Invalid confirmation link.",
          );
          // What shows (the box holds every outcome's words; the others are hidden).
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
          const shown = await state.innerText();
          expect(shown, query).toContain(text);
          for (const other of ["expired", "invalid or has already been used", "Thank you for confirming"])
            if (other !== text) expect(shown, query).not.toContain(other);
        }
        await saveScreenshot(page, `polish-confirm-email-${width}`);
      });
    });
  }

  it("lands our own link on ?status=confirmed, and a tampered one on the error", async () => {
    await withPage({}, async (page, context) => {
      const email = await signUpByApi(context, "Confirm Me");
      const { link } = await waitForMailLink(dataDir, email, /\/api\/auth\/verify-email\?/);
      const tampered = link.replace(/token=([^&]+)/, "token=$1x");
      await page.goto(tampered);
      await page.waitForURL(/\/confirm-email\?status=invalid/);
      await page.getByRole("heading", { name: "Invalid confirmation link." }).waitFor();

      await page.goto(link);
      await page.waitForURL(/\/confirm-email\?status=confirmed$/);
      await page.getByRole("heading", { name: "Email confirmed!" }).waitFor();
      const profile = await (await context.request.get(`${baseUrl}/api/profile`)).json();
      expect(profile.emailVerified).toBe(true);
    });
  });
});

describe("2. the loopback address in development, and no success toast for a refused request", () => {
  let devServer: RunningServer;
  let loopbackUrl: string;
  beforeAll(async () => {
    // APP_URL stays the default http://localhost:PORT; the browser opens http://127.0.0.1:PORT.
    devServer = await startServer({ NODE_ENV: "development" });
    loopbackUrl = devServer.baseUrl.replace("localhost", "127.0.0.1");
  });
  afterAll(async () => {
    await devServer?.stop();
  });

  it("signs up and sends the contact form at http://127.0.0.1 in development", async () => {
    await withPage({ width: 1280 }, async (page) => {
      const errors = trackPageErrors(page);
      await page.goto(`${loopbackUrl}/auth`);
      expect(await waitForSession(page)).toBe("signed-out");
      await page.getByRole("tab", { name: "Sign Up" }).click();
      const form = page.getByRole("form", { name: "Create account" });
      await form.getByLabel("Full Name").fill("Loop Back");
      await form.getByLabel("Email").fill(uniqueEmail("loopback"));
      await form.getByLabel("Password", { exact: true }).fill(password);
      await form.getByLabel("Confirm Password").fill(password);
      await form.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
      await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
      await form.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL(`${loopbackUrl}/`);
      expect(await waitForSession(page)).toBe("signed-in");
      expect(await toasts(page).filter({ hasText: "Authentication failed" }).count()).toBe(0);

      await page.goto(`${loopbackUrl}/about`);
      await waitForSession(page);
      await page.getByLabel("Name").fill("Loop Back");
      await page.getByLabel("Email").fill("loop@example.com");
      await page.getByLabel("Message").fill("Sent from 127.0.0.1.");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/contact")),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(response.ok()).toBe(true);
      await toasts(page).filter({ hasText: "Message sent!" }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("outside development a foreign origin is refused, and the contact form says so", async () => {
    // The shared server runs with NODE_ENV=test: 127.0.0.1 is another origin there.
    const foreign = baseUrl.replace("localhost", "127.0.0.1");
    await withPage({ width: 375 }, async (page) => {
      await page.goto(`${foreign}/about`);
      await waitForSession(page);
      await page.getByLabel("Name").fill("Loop Back");
      await page.getByLabel("Email").fill("loop@example.com");
      await page.getByLabel("Message").fill("Refused from another origin.");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/contact")),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(response.status()).toBe(403);
      await toasts(page).filter({ hasText: "Message not sent" }).waitFor();
      expect(await toasts(page).filter({ hasText: "Message sent!" }).count()).toBe(0);
      expect(await page.getByLabel("Message").inputValue()).toBe("Refused from another origin.");
      await saveScreenshot(page, "polish-contact-refused-375");
    });
  });
});

describe("3. buttons and dialogs fit the screen", () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`at ${width}×${height}: the generate label is whole, Pay is in view, a refused change is told in its panel without a toast`, async () => {
      await withPage({ width, height }, async (page, context) => {
        await signUpByApi(context, "Fit Check");
        await buyByApi(context, "starter");
        await generateByApi(context, "A launch page for a time-tracking app for freelancers.");
        await page.goto("/#generator-section");
        expect(await waitForSession(page)).toBe("signed-in");

        const form = page.getByRole("form", { name: "Generate a landing page" });
        await form.getByLabel("What should the page say and do?").fill("x".repeat(150));
        const generate = form.getByTestId("generate-button");
        await expect.poll(() => generate.textContent()).toContain("Generate Landing Page (550 tokens)");
        const fits = await generate.evaluate((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const text = range.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          return button.scrollWidth <= button.clientWidth && text.right <= box.right && text.left >= box.left;
        });
        expect(fits).toBe(true);
        expect(await page.getByRole("button", { name: "Generate Landing Page (550 tokens)" }).count()).toBe(
          1,
        );
        await generate.screenshot({ path: `artifacts/screenshots/polish-generate-button-${width}.png` });

        // The purchase dialog's Pay button is visible without scrolling inside the dialog.
        if (width === 1280)
          await page.getByRole("banner").getByRole("button", { name: "Buy Tokens" }).click();
        else {
          await page.getByRole("button", { name: "Account menu" }).click();
          await page.getByRole("menuitem", { name: "Buy Tokens" }).click();
        }
        const buy = page.getByRole("dialog", { name: "Buy Tokens" });
        await buy.waitFor();
        await buy.getByRole("button", { name: /^Pay/ }).waitFor();
        expect(await inViewport(page, "[data-testid=purchase-footer] button[type=submit]")).toBe(true);
        await page.screenshot({ path: `artifacts/screenshots/polish-purchase-dialog-${width}.png` });
        await page.keyboard.press("Escape");
        await buy.waitFor({ state: "hidden" });

        // A change the composer cannot apply: said in the panel alone (no toast over it), nothing charged.
        const card = page.getByTestId("user-template-card").filter({ hasText: "Polish Check" });
        await card.getByRole("button", { name: "Iterate" }).click();
        const panel = page.getByRole("form", { name: "Iterate on Polish Check" });
        await panel.getByLabel("Describe the change").fill("please translate the whole page into Klingon");
        // Waits for the server to end the job (a refusal fails it), however busy the machine; then its panel.
        expect(await clickAndWaitForJob(page, panel.getByRole("button", { name: /^Update/ }))).toBe("failed");
        const refusal = panel.getByTestId("iteration-refusal");
        await refusal.waitFor();
        expect(await refusal.textContent()).toContain("no tokens charged");
        // The list of what can be asked for is folded under its question.
        expect(await refusal.locator("details").getAttribute("open")).toBeNull();
        expect(await toasts(page).filter({ hasText: "Change not applied" }).count()).toBe(0);
        await page.screenshot({ path: `artifacts/screenshots/polish-iteration-refused-${width}.png` });
      });
    });
  }

  it('keeps "From €5" on one line in the Custom pricing card at 1280 px', async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto("/#pricing");
      const price = page.getByTestId("pricing-price").filter({ hasText: "From €5" });
      const lines = await price.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
    });
  });
});

describe("4. the resend cool-down and a pending e-mail change come from the server", () => {
  for (const width of WIDTHS) {
    it(`keeps the cool-down over a reload and shows the pending address at ${width} px`, async () => {
      await withPage({ width }, async (page, context) => {
        const email = await signUpByApi(context, "Pending Change");
        await page.goto("/profile");
        const resend = page.getByTestId("resend-button");
        await expect.poll(() => resend.textContent(), { timeout: 15_000 }).toMatch(/Resend in [01]:\d\d/);
        expect(await resend.isDisabled()).toBe(true);
        await page.reload();
        await expect.poll(() => resend.textContent(), { timeout: 15_000 }).toMatch(/Resend in [01]:\d\d/);
        expect(await resend.isDisabled()).toBe(true);

        // Confirm the first address (a change needs a confirmed one), then ask for a new address.
        const { link } = await waitForMailLink(dataDir, email, /\/api\/auth\/verify-email\?/);
        await page.goto(link);
        await page.getByRole("heading", { name: "Email confirmed!" }).waitFor();
        const newEmail = uniqueEmail("pending-new");
        await page.goto("/profile");
        await page.getByRole("button", { name: "Change Email" }).click();
        await page.getByLabel("New Email").fill(newEmail);
        await page.getByRole("button", { name: "Update Email" }).click();
        const pending = page.getByTestId("pending-email");
        await pending.waitFor({ timeout: 15_000 });
        expect(await pending.textContent()).toContain(`Pending: ${newEmail}`);
        expect(await pending.textContent()).toContain("Check that inbox");
        await page.reload();
        await pending.waitFor({ timeout: 15_000 });
        expect(await page.getByTestId("profile-email").textContent()).toBe(email);
        await saveScreenshot(page, `polish-profile-pending-${width}`);

        // Confirmed from the new inbox: the address changes and nothing is pending any more.
        const change = await waitForMailLink(dataDir, newEmail, /\/api\/auth\/verify-email\?/);
        await page.goto(change.link);
        await page.getByRole("heading", { name: "Email confirmed!" }).waitFor();
        await page.goto("/profile");
        await expect
          .poll(() => page.getByTestId("profile-email").textContent(), { timeout: 15_000 })
          .toBe(newEmail);
        expect(await page.getByTestId("pending-email").count()).toBe(0);
      });
    });
  }
});

describe("5. billing figures add up and use one number format", () => {
  for (const width of WIDTHS) {
    it(`purchased + free − used = balance at ${width} px`, async () => {
      await withPage({ width }, async (page, context) => {
        await signUpByApi(context, "Figures Check");
        await buyByApi(context, "business");
        await generateByApi(context, "A launch page for a time-tracking app for freelancers.");
        await page.goto("/profile?tab=billing");
        const figure = async (id: string) =>
          Number(((await page.getByTestId(id).textContent()) ?? "").replaceAll(",", ""));
        await page.getByTestId("billing-free").waitFor();
        expect(await page.getByTestId("billing-purchased").textContent()).toBe("7,000");
        expect(await page.getByTestId("billing-free").textContent()).toBe("500");
        expect(await page.getByTestId("billing-used").textContent()).toBe("500");
        expect(await page.getByTestId("billing-balance").textContent()).toBe("7,000");
        expect(
          (await figure("billing-purchased")) +
            (await figure("billing-free")) -
            (await figure("billing-used")),
        ).toBe(await figure("billing-balance"));
        await page.getByText("Purchased 7,000 tokens (4,950 base + 2,050 bonus)").waitFor();
        await page.getByText("Welcome bonus: 500 free tokens").waitFor();
        await saveScreenshot(page, `polish-billing-${width}`);
      });
    });
  }
});

describe("6 and 7. signed-in footer and hero; the truth about free tokens", () => {
  for (const width of WIDTHS) {
    it(`at ${width} px`, async () => {
      await withPage({ width }, async (page, context) => {
        // Signed out: the hero and the generator say what 500 free tokens really cover.
        await page.goto("/");
        expect(await waitForSession(page)).toBe("signed-out");
        const note = (await page.getByTestId("hero-pricing-note").textContent()) ?? "";
        expect(note).toContain("Most pages cost €5–€10");
        expect(note).toContain("500 free tokens pay for one page described in up to 99 characters");
        expect(await page.getByTestId("hero-badge").textContent()).toContain(
          "500 free tokens when you sign up",
        );
        expect(await page.getByRole("contentinfo").getByRole("link", { name: "Sign In" }).count()).toBe(1);

        const email = await signUpByApi(context, "Truth Check");
        const { mail } = await waitForMailLink(dataDir, email, /#generator-section/);
        expect(mail.subject).toContain("Welcome to LandingForge");
        expect(mail.text).toContain("most pages cost €5–€10");
        expect(mail.text).not.toContain("enough for your first landing page");

        await page.reload();
        expect(await waitForSession(page)).toBe("signed-in");
        const footer = page.getByRole("contentinfo");
        expect(await footer.getByRole("link", { name: "Sign In" }).count()).toBe(0);
        expect(await footer.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
        expect(await page.getByTestId("hero-badge").textContent()).not.toContain("when you sign up");
        expect(await page.getByTestId("hero-pricing-note").textContent()).not.toContain("free tokens");

        // The generator counts, as the user types, what the 500 free tokens cover.
        const form = page.getByRole("form", { name: "Generate a landing page" });
        const prompt = form.getByLabel("What should the page say and do?");
        const coverage = form.getByTestId("prompt-coverage");
        await coverage.waitFor({ timeout: 15_000 });
        expect(await coverage.textContent()).toBe(
          "Your 500 tokens cover a description of up to 99 characters: 99 left.",
        );
        await prompt.fill("x".repeat(60));
        expect(await coverage.textContent()).toBe(
          "Your 500 tokens cover a description of up to 99 characters: 39 left.",
        );
        await prompt.fill("x".repeat(120));
        expect(await coverage.textContent()).toBe(
          "This description costs 550 tokens; your 500 tokens cover up to 99 characters.",
        );
        expect(await coverage.getAttribute("data-over")).toBe("true");
        await form.screenshot({ path: `artifacts/screenshots/polish-generator-coverage-${width}.png` });
      });
    });
  }
});

describe("8. the showcase shows real pages; categories start the generator", () => {
  for (const width of WIDTHS) {
    it(`shows composer pages in sandboxed thumbnails and preview at ${width} px`, async () => {
      await withPage({ width }, async (page) => {
        const errors = trackPageErrors(page);
        await page.goto("/showcase");
        await waitForSession(page);
        // Each card's frame is made as the card comes near the screen.
        const boxes = page.getByTestId("showcase-thumbnail");
        expect(await boxes.count()).toBe(9);
        expect(await boxes.locator("iframe").count()).toBeLessThan(9);
        for (const box of await boxes.all()) {
          await box.scrollIntoViewIfNeeded();
          await box.locator("iframe").waitFor({ state: "attached" });
        }
        const thumbnails = boxes.locator("iframe");
        expect(await thumbnails.count()).toBe(9);
        for (const frame of await thumbnails.all()) {
          const sandbox = (await frame.getAttribute("sandbox")) ?? "";
          expect(sandbox).toContain("allow-scripts");
          expect(sandbox).not.toContain("allow-same-origin");
        }
        expect(await page.getByText("Previews are illustrations").count()).toBe(0);

        const card = page.getByRole("article", { name: "Trattoria Bella" });
        await card.scrollIntoViewIfNeeded();
        await card.getByRole("button", { name: /Open preview/ }).click();
        const dialog = page.getByRole("dialog", { name: "Trattoria Bella" });
        await dialog.waitFor();
        const frameElement = dialog.getByTestId("showcase-preview-frame");
        expect(await frameElement.getAttribute("sandbox")).not.toContain("allow-same-origin");
        const frame = await (await frameElement.elementHandle())?.contentFrame();
        if (!frame) throw new Error("The showcase preview has no content frame");
        await expect
          .poll(() => frame.evaluate(() => document.body?.textContent ?? ""), { timeout: 15_000 })
          .toContain("Trattoria Bella");
        const reach = await frame.evaluate(() => {
          try {
            return typeof parent.document.title === "string" ? "leak" : "leak";
          } catch {
            return "blocked";
          }
        });
        expect(reach).toBe("blocked");
        await page.screenshot({ path: `artifacts/screenshots/polish-showcase-preview-${width}.png` });
        await page.keyboard.press("Escape");
        await saveScreenshot(page, `polish-showcase-${width}`);
        expect(errors).toEqual([]);
      });
    });
  }

  it("serves the showcase pages sandboxed even when opened on their own", async () => {
    const response = await fetch(`${baseUrl}/showcase-pages/restaurant.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("sandbox allow-scripts");
    expect(response.headers.get("content-security-policy")).not.toContain("allow-same-origin");
    const html = await response.text();
    expect(html).toContain("Trattoria Bella");
    expect(html).toContain("Király utca 12");
  });

  for (const width of WIDTHS) {
    it(`a home-page category starts the generator with its industry at ${width} px`, async () => {
      await withPage({ width }, async (page, context) => {
        await signUpByApi(context, "Category Pick");
        await page.goto("/");
        expect(await waitForSession(page)).toBe("signed-in");
        const fitness = page.getByRole("button", { name: "Start a Fitness page" });
        await fitness.scrollIntoViewIfNeeded();
        await fitness.click();
        const industry = page
          .getByRole("form", { name: "Generate a landing page" })
          .getByLabel("Industry", { exact: true });
        await expect.poll(() => industry.textContent(), { timeout: 15_000 }).toBe("Fitness");
        await expect
          .poll(
            () =>
              page.evaluate(() => document.getElementById("generator-section")!.getBoundingClientRect().top),
            // A smooth scroll down the page takes longer than the poll's default second on a busy machine.
            { timeout: 5000 },
          )
          .toBeLessThan(200);
        expect(new URL(page.url()).searchParams.get("industry")).toBe("fitness");
        expect(new URL(page.url()).hash).toBe("#generator-section");

        // Another category replaces the choice; a reload keeps it.
        await page.getByRole("button", { name: "Start a Travel page" }).click();
        await expect.poll(() => industry.textContent()).toBe("Travel");
        await page.reload();
        expect(await waitForSession(page)).toBe("signed-in");
        await expect.poll(() => industry.textContent(), { timeout: 15_000 }).toBe("Travel");
        await page.screenshot({ path: `artifacts/screenshots/polish-category-${width}.png` });
      });
    });
  }
});

describe("9. BRAND_NAME names the product in mails and their subjects", () => {
  let branded: RunningServer;
  beforeAll(async () => {
    branded = await startServer({ NODE_ENV: "test", BRAND_NAME: "Acme Pages" });
  });
  afterAll(async () => {
    await branded?.stop();
  });

  it("sends the confirmation and welcome mails as the operator's brand", async () => {
    await withPage({ width: 1280 }, async (_page, context) => {
      const email = await signUpByApi(context, "Brand Check", branded.baseUrl);
      const confirm = await waitForMailLink(branded.dataDir, email, /\/api\/auth\/verify-email\?/);
      expect(confirm.mail.subject).toBe("Confirm your e-mail address for Acme Pages");
      expect(confirm.mail.text).toContain("Acme Pages account");
      expect(confirm.mail.html).not.toContain("LandingForge");
      const welcome = await waitForMailLink(branded.dataDir, email, /#generator-section/);
      expect(welcome.mail.subject).toBe("Welcome to Acme Pages: 500 free tokens inside");
      expect(welcome.mail.text).not.toContain("LandingForge");
    });
  });
});
