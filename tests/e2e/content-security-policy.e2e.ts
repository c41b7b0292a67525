/**
 * The app's Content-Security-Policy in Chromium: the home page, /auth, /profile (with a template's preview
 * thumbnail) and the preview itself load and run with no CSP violation, and the policy is really enforced.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { webinarRequest } from "../helpers/generation-request.js";
import { browserForThisFile, trackPageErrors, uniqueEmail, waitForSession } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

/** Records every CSP violation the page reports, from the console and from the DOM event. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      // biome-ignore lint/suspicious/noExplicitAny: the function exposed above.
      (window as any).__reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

describe("Content-Security-Policy in Chromium", () => {
  it("lets the home page, /auth, /profile and a preview work without a violation", async () => {
    await withPage({}, async (page) => {
      const violations = await recordViolations(page);
      const errors = trackPageErrors(page);

      const home = await page.goto("/");
      expect(home?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      expect(await waitForSession(page)).toBe("signed-out");

      await page.goto("/auth");
      expect(await waitForSession(page)).toBe("signed-out");
      // Hydrated (React's handlers run): the tab switches.
      await page.getByRole("tab", { name: "Sign Up" }).click();
      await page.getByRole("form", { name: "Create account" }).waitFor();

      const api = page.request;
      const headers = { origin: baseUrl };
      const account = { email: uniqueEmail("csp"), password: "violet-harbour-93" };
      const signUp = await api.post("/api/auth/sign-up/email", {
        headers,
        data: { name: "Csp Check", ...account },
      });
      expect(signUp.status()).toBe(200);
      // Sign-up gives no session (no account enumeration): sign in, as the web app does.
      expect((await api.post("/api/auth/sign-in/email", { headers, data: account })).status()).toBe(200);
      const created = await api.post("/api/templates", { headers, data: webinarRequest() });
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as { template: { id: string } }).template.id;

      await page.goto("/profile");
      expect(await waitForSession(page)).toBe("signed-in");
      // The templates tab frames the preview (frame-src 'self').
      await page.goto("/profile?tab=templates");
      const thumbnail = page.frameLocator(`iframe[title="Thumbnail of Breathe Better at Work"]`).first();
      await thumbnail.locator("h1").first().waitFor({ timeout: 30_000 });

      const preview = await page.goto(`/preview/${id}`);
      expect(preview?.headers()["referrer-policy"]).toBe("no-referrer");
      expect(await page.locator("h1").count()).toBe(1);

      expect(violations).toEqual([]);
      expect(errors).toEqual([]);

      // The policy is enforced: an injected inline script does not run on an app page.
      await page.goto("/");
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
        // biome-ignore lint/suspicious/noExplicitAny: reading the flag the script would set.
        return (window as any).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.length).toBeGreaterThan(0);
    });
  });
});
