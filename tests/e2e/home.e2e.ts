import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, runAxe, saveScreenshot, trackPageErrors, waitForSession } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

/** Fails with a short message instead of printing the whole document. */
function expectHtml(html: string) {
  return {
    toContain: (text: string) => expect(html.includes(text), `HTML should contain ${text}`).toBe(true),
    toMatch: (pattern: RegExp) => expect(pattern.test(html), `HTML should match ${pattern}`).toBe(true),
  };
}

describe("prerendered public pages", () => {
  it("serves the home page's marketing content and meta tags as static HTML", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expectHtml(html).toContain("Everything you need to launch faster");
    expectHtml(html).toContain('id="features"');
    expectHtml(html).toContain('id="templates"');
    expectHtml(html).toContain('id="pricing"');
    expectHtml(html).toMatch(/<title>[^<]*AI Landing Page Builder<\/title>/);
    expectHtml(html).toMatch(/<meta name="description" content="[^"]+"/);
    expectHtml(html).toContain('property="og:title"');
    expectHtml(html).toContain('property="og:description"');
    expectHtml(html).toContain('property="og:type" content="website"');
    // og:url uses the build-time APP_URL, which need not be this test server's origin.
    expectHtml(html).toMatch(/property="og:url" content="https?:\/\/[^"]+\/"/);
  });

  it("serves /auth prerendered with its own title and description", async () => {
    const html = await (await fetch(`${baseUrl}/auth`)).text();
    expectHtml(html).toMatch(/<title>Sign In or Create an Account \| [^<]+<\/title>/);
    expectHtml(html).toMatch(/property="og:url" content="https?:\/\/[^"]+\/auth"/);
    expectHtml(html).toContain("Welcome back");
  });

  it("serves robots.txt and a sitemap with absolute URLs", async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: ");
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/faq<\/loc>/);
  });
});

describe("home page", () => {
  it("renders the hero, nine features, nine industries, the generator prompt and three packages", async () => {
    await withPage({ width: 1280 }, async (page) => {
      const errors = trackPageErrors(page);
      await page.goto("/");
      expect(await waitForSession(page)).toBe("signed-out");

      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toContain("landing page");
      const note = await page.getByTestId("hero-pricing-note").textContent();
      expect(note).toContain("€10 for 1,000 tokens");
      expect(note).toContain("€5–€10 (500–1,000 tokens)");
      expect(await page.getByRole("link", { name: /Read FAQ/ }).getAttribute("href")).toBe("/faq");

      expect(await page.locator("#features [data-testid=feature-card]").count()).toBe(9);
      expect(await page.locator("#how-it-works li").count()).toBe(4);
      expect(await page.locator("#templates [data-testid=template-card]").count()).toBe(9);

      const generator = page.locator("#generator-section");
      expect(await generator.textContent()).toContain(
        "Sign in or create an account to generate landing pages",
      );
      expect(await generator.getByRole("button", { name: "Generate Landing Page" }).isDisabled()).toBe(true);

      const cards = page.locator("#pricing [data-testid=pricing-card]");
      expect(await cards.count()).toBe(3);
      const [starter, custom, business] = await cards.allTextContents();
      expect(starter).toContain("Starter Pack");
      expect(starter).toContain("€24.50");
      expect(starter).toContain("2,450 tokens + 550 bonus");
      expect(custom).toContain("Custom Amount");
      expect(custom).toContain("Most Popular");
      expect(custom).toContain("From €5");
      expect(business).toContain("Business Pack");
      expect(business).toContain("€49.50");
      expect(business).toContain("4,950 tokens + 2,050 bonus");
      expect(business).toContain("Priority support");
      expect(await page.locator("#pricing").textContent()).toContain("expire 90 days after purchase");

      const footer = page.getByRole("contentinfo");
      const footerText = (await footer.textContent()) ?? "";
      expect(footerText).toContain("© 2025");
      expect(footerText).toMatch(/Kft\./);
      for (const mark of ["Visa", "Mastercard", "3D Secure"]) {
        expect(await footer.getByRole("img", { name: mark }).count()).toBe(1);
      }
      for (const legal of [
        "/terms",
        "/privacy",
        "/cookie-policy",
        "/return-policy",
        "/delivery-policy",
        "/dispute-resolution",
      ]) {
        expect(await footer.locator(`a[href="${legal}"]`).count()).toBe(1);
      }
      expect(errors).toEqual([]);
    });
  });

  it("sends a signed-out visitor from Get Started Free and from a pricing card to creating an account", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto("/");
      await waitForSession(page);
      await page.getByRole("link", { name: /Get Started Free/ }).click();
      await page.waitForURL(`${baseUrl}/auth?mode=sign-up`);
      // A new visitor is not greeted "Welcome back": the page opens on creating an account.
      await page.getByText("Create your account").first().waitFor();
      await page.goto("/");
      await waitForSession(page);
      await page.getByRole("link", { name: "Choose Starter" }).click();
      await page.waitForURL(`${baseUrl}/auth?mode=sign-up&buy=starter`);
      await page.getByText("Create your account").first().waitFor();
      expect(await page.getByText("Welcome back").count()).toBe(0);
    });
  });

  it("header Features and Pricing links reach the home page sections from another page", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto("/auth");
      await waitForSession(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
      await page.waitForURL(`${baseUrl}/#pricing`);
      await expect
        .poll(() => page.evaluate(() => document.getElementById("pricing")!.getBoundingClientRect().top), {
          // A smooth scroll down the page takes longer than the poll's default second on a busy machine.
          timeout: 5000,
        })
        .toBeLessThan(200);
    });
  });

  it("opens the mobile menu at 375 px with the site links", async () => {
    await withPage({ width: 375 }, async (page) => {
      await page.goto("/");
      await waitForSession(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.waitFor();
      for (const label of ["Features", "Pricing", "Showcase", "FAQ", "About"]) {
        expect(await menu.getByRole("link", { name: label }).count()).toBe(1);
      }
      await menu.getByRole("link", { name: "FAQ" }).click();
      await page.waitForURL(`${baseUrl}/faq`);
    });
  });

  it("opens the sign-in modal from the generator section, which requires all four policies to sign up", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto("/");
      await waitForSession(page);
      await page.locator("#generator-section").getByRole("button", { name: "Sign in" }).click();
      const modal = page.getByRole("dialog");
      await modal.waitFor();
      await modal.getByRole("tab", { name: "Sign Up" }).click();
      await modal.getByLabel("Full Name").fill("Modal Person");
      await modal.getByLabel("Email").fill("modal@example.com");
      await modal.getByLabel("Password", { exact: true }).fill("secret123");
      await modal.getByLabel("Confirm Password").fill("secret123");
      expect(await modal.getByRole("checkbox").count()).toBe(4);
      await modal.getByRole("checkbox").first().click();
      await modal.getByRole("button", { name: "Create Account" }).click();
      await modal.getByText("You must accept all policies to create an account.").first().waitFor();
    });
  });
});

describe("responsive layout", () => {
  for (const path of ["/", "/auth"]) {
    it(`${path} has no horizontal scrolling at 320 px`, async () => {
      await withPage({ width: 320 }, async (page) => {
        await page.goto(path);
        await waitForSession(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      });
    });
  }

  it("is keyboard usable: the skip link leads to the main content", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await page.goto("/");
      await waitForSession(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    });
  });
});

describe("accessibility and screenshots", () => {
  const routes = [
    { path: "/", name: "home" },
    { path: "/auth", name: "auth" },
  ];
  for (const width of [375, 1280]) {
    for (const route of routes) {
      it(`${route.path} has no axe violations at ${width} px`, async () => {
        await withPage({ width }, async (page) => {
          await page.goto(route.path);
          await waitForSession(page);
          const violations = await runAxe(page);
          expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
          await saveScreenshot(page, `${route.name}-${width}`);
        });
      });
    }
    it(`screenshots the reset-password and confirm-email pages at ${width} px`, async () => {
      await withPage({ width }, async (page) => {
        await page.goto("/reset-password?token=example");
        await page.getByRole("heading", { name: "Set a new password" }).waitFor();
        expect(await runAxe(page)).toEqual([]);
        await saveScreenshot(page, `reset-password-${width}`);
        await page.goto("/confirm-email?error=invalid_token");
        await page.getByRole("heading", { name: "Invalid confirmation link." }).waitFor();
        expect(await runAxe(page)).toEqual([]);
        await saveScreenshot(page, `confirm-email-error-${width}`);
      });
    });
  }
});
