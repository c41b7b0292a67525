/**
 * The public content pages: showcase, FAQ, About & Contact, the six legal pages, the 404 page and
 * the cookie banner. Each page is checked for its key content, with axe at 375 px and 1280 px,
 * and screenshotted into artifacts/screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { COMPANY } from "../../src/web/lib/company";
import {
  browserForThisFile,
  runAxe,
  saveScreenshot,
  toasts,
  trackPageErrors,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

/** Opens a page and waits until it has hydrated (the header's session area has answered). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await waitForSession(page);
}

const ROUTES: { path: string; slug: string; heading: RegExp; title: RegExp; texts: string[] }[] = [
  {
    path: "/showcase",
    slug: "showcase",
    heading: /Landing pages for every industry/,
    title: /^Showcase/,
    texts: [
      "Northwind Cloud",
      "Trattoria Bella",
      "Studio Kova",
      "From description to download in three steps",
    ],
  },
  {
    path: "/faq",
    slug: "faq",
    heading: /Frequently Asked Questions/,
    title: /^Frequently Asked Questions/,
    texts: ["What exactly do I get when I generate a landing page?", "How do tokens work?", "Disclaimer:"],
  },
  {
    path: "/about",
    slug: "about",
    heading: /About & Contact/,
    title: /^About & Contact/,
    texts: ["Our mission", "Get in touch", COMPANY.legalName, COMPANY.email, COMPANY.phone],
  },
  {
    path: "/privacy",
    slug: "privacy",
    heading: /^Privacy Policy$/,
    title: /^Privacy Policy/,
    texts: ["Effective date: October 10, 2025", "NAIH", "Portability", COMPANY.legalName],
  },
  {
    path: "/terms",
    slug: "terms",
    heading: /^Terms & Conditions$/,
    title: /^Terms & Conditions/,
    texts: [
      "Effective date: October 10, 2025",
      "18 years old",
      "expire 90 days after the purchase",
      "courts of Budapest",
    ],
  },
  {
    path: "/return-policy",
    slug: "return-policy",
    heading: /^Return Policy$/,
    title: /^Return Policy/,
    texts: ["Effective date: October 10, 2025", "within 14 days of a purchase", "up to 7 business days"],
  },
  {
    path: "/cookie-policy",
    slug: "cookie-policy",
    heading: /^Cookie Policy$/,
    title: /^Cookie Policy/,
    texts: ["Effective date: October 10, 2025", "cookie-consent", "No advertising or retargeting cookies."],
  },
  {
    path: "/delivery-policy",
    slug: "delivery-policy",
    heading: /^Delivery Policy$/,
    title: /^Delivery Policy/,
    texts: ["Effective date: October 10, 2025", "Digital delivery only", "immediately"],
  },
  {
    path: "/dispute-resolution",
    slug: "dispute-resolution",
    heading: /^Dispute Resolution$/,
    title: /^Dispute Resolution/,
    texts: [
      "Effective date: October 10, 2025",
      "Within 5 business days",
      "Within 10 business days",
      "30 business days",
      "Online Dispute Resolution",
    ],
  },
  {
    path: "/this-page-does-not-exist",
    slug: "not-found",
    heading: /^Oops! Page not found$/,
    title: /Page not found/,
    texts: ["Return to Home"],
  },
];

describe("prerendered content pages", () => {
  for (const route of ROUTES.filter((r) => r.slug !== "not-found")) {
    it(`serves ${route.path} as static HTML with its content and meta tags`, async () => {
      const response = await fetch(`${baseUrl}${route.path}`);
      expect(response.status).toBe(200);
      const html = (await response.text()).replaceAll("&amp;", "&");
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('property="og:description"');
      // og:url carries the public origin the build was made for (APP_URL), so only the path is checked.
      expect(html).toMatch(new RegExp(`property="og:url" content="https?://[^"]+${route.path}"`));
      const text = html
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, "")
        .replaceAll("&#x27;", "'")
        .replaceAll("&quot;", '"');
      for (const expected of route.texts)
        expect(text.includes(expected), `static HTML has "${expected}"`).toBe(true);
      // The cookie banner is never in the prerendered HTML (it depends on localStorage).
      expect(text.includes("Learn more in our Cookie Policy")).toBe(false);
    });
  }
});

describe("each content page renders, passes axe and is screenshotted", () => {
  for (const width of [375, 1280]) {
    for (const route of ROUTES) {
      it(`${route.path} at ${width} px`, async () => {
        await withPage({ width }, async (page) => {
          const errors = trackPageErrors(page);
          await gotoHydrated(page, route.path);
          await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(route.heading);
          expect(await page.title()).toMatch(route.title);
          const body = (await page.locator("main").textContent()) ?? "";
          for (const text of route.texts) expect(body).toContain(text);
          const violations = await runAxe(page);
          expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
          await saveScreenshot(page, `public-${route.slug}-${width}`);
          expect(errors).toEqual([]);
        });
      });
    }
  }
});

describe("showcase", () => {
  it("links Start to /auth and Learn More to /about, and filters the examples", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await gotoHydrated(page, "/showcase");
      const items = page.getByTestId("showcase-grid").locator(":scope > li");
      await expect(items.count()).resolves.toBe(9);
      await page.getByRole("button", { name: "Events & webinars" }).click();
      await page.waitForFunction(
        () => document.querySelectorAll("[data-testid=showcase-grid] > li").length === 2,
      );
      expect(await page.getByRole("button", { name: "Events & webinars" }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      await page.getByRole("button", { name: "All examples" }).click();
      await page.waitForFunction(
        () => document.querySelectorAll("[data-testid=showcase-grid] > li").length === 9,
      );

      await page.getByRole("link", { name: "Learn More" }).first().click();
      await page.waitForURL(`${baseUrl}/about`);
      await gotoHydrated(page, "/showcase");
      await page.getByRole("link", { name: "Start" }).first().click();
      // /auth, opened on creating an account (Start is for a new visitor).
      await page.waitForURL(`${baseUrl}/auth?mode=sign-up`);
    });
  });
});

describe("FAQ accordion", () => {
  it("has ten questions, keeps one open at a time and can close the open one", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await gotoHydrated(page, "/faq");
      const triggers = page.getByTestId("faq-accordion").locator("button[aria-expanded]");
      await expect(triggers.count()).resolves.toBe(10);
      const expanded = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("[data-testid=faq-accordion] button[aria-expanded]")].map(
            (b) => b.getAttribute("aria-expanded") === "true",
          ),
        );
      expect((await expanded()).filter(Boolean)).toHaveLength(0);

      await triggers.nth(0).click();
      await page.getByText("You get one self-contained, editable HTML file.").waitFor({ state: "visible" });
      expect(await expanded()).toEqual([true, ...Array(9).fill(false)]);

      await triggers.nth(9).click();
      await page.getByText("Every new account gets").waitFor({ state: "visible" });
      expect(await expanded()).toEqual([...Array(9).fill(false), true]);
      await page.getByText("You get one self-contained, editable HTML file.").waitFor({ state: "hidden" });

      await triggers.nth(9).click();
      await page.getByText("Every new account gets").waitFor({ state: "hidden" });
      expect((await expanded()).filter(Boolean)).toHaveLength(0);
    });
  });
});

describe("FAQ deep links", () => {
  it("opens the answer named in the URL fragment", async () => {
    await withPage({ width: 375 }, async (page) => {
      await gotoHydrated(page, "/faq#faq-security");
      const trigger = page.getByRole("button", { name: /Is the generated code ready for production\?/ });
      await page.waitForFunction(
        () => document.querySelector("#faq-security button")?.getAttribute("aria-expanded") === "true",
      );
      expect(await trigger.getAttribute("aria-expanded")).toBe("true");
      await page.getByText("Treat it as a strong first draft.").waitFor({ state: "visible" });
    });
  });
});

describe("contact form", () => {
  it("shows inline messages for missing and invalid fields", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await gotoHydrated(page, "/about");
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Name is required").waitFor();
      await page.getByText("Email is required").waitFor();
      await page.getByText("Message is required").waitFor();
      expect(await page.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");

      await page.getByLabel("Email").fill("not-an-email");
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Please enter a valid email address").waitFor();
    });
  });

  it("sends the message, shows the success toast and clears the form", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await gotoHydrated(page, "/about");
      await page.getByLabel("Name").fill("Ada Lovelace");
      await page.getByLabel("Email").fill("ada@example.com");
      await page.getByLabel("Message").fill("Hello! Can I pay by bank transfer?");
      const [request, response] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST"),
        page.waitForResponse((r) => r.url().endsWith("/api/contact")),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(request.postDataJSON()).toEqual({
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "Hello! Can I pay by bank transfer?",
      });
      expect(response.status()).toBe(201);
      const toast = toasts(page).filter({ hasText: "Message sent!" });
      await toast.waitFor();
      expect(await toast.textContent()).toContain("Thank you for contacting us. We'll respond shortly.");
      // The spec's toaster: a "Notifications" region, bottom-right, that Alt+T reaches.
      const region = page.getByRole("region", { name: "Notifications alt+T" });
      expect(await region.getByText("Message sent!").count()).toBe(1);
      expect(await region.locator("ol").getAttribute("data-y-position")).toBe("bottom");
      expect(await region.locator("ol").getAttribute("data-x-position")).toBe("right");
      await page.keyboard.press("Alt+KeyT");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-sonner-toaster")))
        .toBe(true);
      await expect(page.getByLabel("Name").inputValue()).resolves.toBe("");
      await expect(page.getByLabel("Email").inputValue()).resolves.toBe("");
      await expect(page.getByLabel("Message").inputValue()).resolves.toBe("");
    });
  });

  it('never says "Message sent!" for a refused message: an error toast, and the form keeps what was typed', async () => {
    await withPage({ width: 375 }, async (page) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 403,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "forbidden_origin", message: "Requests from other sites are not allowed" },
          }),
        }),
      );
      await gotoHydrated(page, "/about");
      await page.getByLabel("Name").fill("Grace Hopper");
      await page.getByLabel("Email").fill("grace@example.com");
      await page.getByLabel("Message").fill("Testing a failure.");
      await page.getByRole("button", { name: "Send Message" }).click();
      const failure = toasts(page).filter({ hasText: "Message not sent" });
      await failure.waitFor();
      expect(await failure.textContent()).toContain("Requests from other sites are not allowed");
      expect(await toasts(page).filter({ hasText: "Message sent!" }).count()).toBe(0);
      await expect(page.getByLabel("Name").inputValue()).resolves.toBe("Grace Hopper");
      await expect(page.getByLabel("Message").inputValue()).resolves.toBe("Testing a failure.");
    });
  });
});

describe("cookie banner", () => {
  const choices = [
    { name: "Accept", stored: "accepted" },
    { name: "Decline", stored: "declined" },
    { name: "Close", stored: "declined" },
  ] as const;

  for (const choice of choices) {
    it(`"${choice.name}" stores ${choice.stored} and the banner stays hidden after a reload`, async () => {
      await withPage({ width: 1280, cookieBanner: true }, async (page) => {
        await gotoHydrated(page, "/faq");
        const banner = page.getByRole("region", { name: "Cookies and your privacy" });
        await banner.waitFor({ state: "visible" });
        await banner.getByRole("button", { name: choice.name, exact: true }).click();
        await banner.waitFor({ state: "hidden" });
        expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(choice.stored);
        await page.reload({ waitUntil: "networkidle" });
        await page.waitForTimeout(500);
        expect(await banner.count()).toBe(0);
        await gotoHydrated(page, "/about");
        await page.waitForTimeout(300);
        expect(await banner.count()).toBe(0);
      });
    });
  }

  it("links to the cookie policy, passes axe and leaves room for the toasts", async () => {
    await withPage({ width: 375, cookieBanner: true }, async (page) => {
      await gotoHydrated(page, "/");
      const banner = page.getByRole("region", { name: "Cookies and your privacy" });
      await banner.waitFor({ state: "visible" });
      const violations = await runAxe(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      await saveScreenshot(page, "public-cookie-banner-375");
      await banner.getByRole("link", { name: "Learn more in our Cookie Policy" }).click();
      await page.waitForURL(`${baseUrl}/cookie-policy`);
      // No choice was made, so the banner is still asked on the next page.
      await banner.waitFor({ state: "visible" });
    });
  });
});

describe("404 page", () => {
  it("answers an unknown path with the not-found page and a link home", async () => {
    await withPage({ width: 1280 }, async (page) => {
      await gotoHydrated(page, "/no/such/page");
      await page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
      expect(await page.title()).toMatch(/Page not found/);
      await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL(`${baseUrl}/`);
    });
  });
});
