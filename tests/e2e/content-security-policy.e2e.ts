/**
 * The app's Content-Security-Policy in Chromium: the home page, /auth, /profile (with a template's preview
 * thumbnail) and the preview itself load and run with no CSP violation, and the policy is really enforced.
 * The hand editor runs under a policy without 'unsafe-inline' scripts: its frame's script runs by the
 * answer's nonce, it edits and saves, and a script injected into the editor or its frame does not run.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { webinarRequest } from "../helpers/generation-request.js";
import {
  browserForThisFile,
  generatePageByApi,
  signUpByApi,
  toasts,
  trackPageErrors,
  uniqueEmail,
  waitForSession,
} from "./helpers";

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

  it("runs the hand editor with no 'unsafe-inline' script: it edits and saves, injected scripts do not run", async () => {
    await withPage({ width: 1280, height: 900 }, async (page) => {
      const violations = await recordViolations(page);
      const errors = trackPageErrors(page);
      await signUpByApi(page.request, baseUrl, {
        name: "Csp Editor",
        email: uniqueEmail("csp-editor"),
        password: "violet-harbour-93",
      });
      const { id } = await generatePageByApi(page.request, baseUrl, {
        title: "Nonce Journey",
        prompt: "Timers, timesheets and invoices for freelancers. €9 a month. Write to help@acme.io.",
      });

      const answer = await page.goto(`/editor/${id}`);
      const policy = answer?.headers()["content-security-policy"] ?? "";
      const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
      expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'sha256-/);
      expect(scriptSrc).not.toContain("unsafe-inline");

      // The frame's script ran (it says "ready"), so the editor works under that policy.
      const element = page.getByTestId("editor-frame");
      await expect.poll(() => element.getAttribute("data-ready"), { timeout: 20_000 }).toBe("true");
      const frame = await (await element.elementHandle())?.contentFrame();
      if (!frame) throw new Error("The editor frame has no content frame");
      await frame.locator("h1").first().click();
      await expect.poll(() => frame.locator("h1").first().getAttribute("contenteditable")).not.toBeNull();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Edited under a strict policy");
      await page.keyboard.press("Enter");
      await page.getByText("Unsaved changes").waitFor();
      await page.getByRole("button", { name: "Save" }).click();
      await toasts(page).filter({ hasText: "Saved as version 2" }).waitFor();
      const saved = await page.evaluate(
        async (templateId) => (await (await fetch(`/api/templates/${templateId}`)).json()).htmlContent,
        id,
      );
      expect(saved).toContain("Edited under a strict policy");
      expect(saved).not.toContain("lf-frame-nonce");
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);

      // Enforced in the editor page and in its frame: an injected inline script runs in neither.
      const inject = () => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
        // biome-ignore lint/suspicious/noExplicitAny: reading the flag the script would set.
        return (window as any).__injected === true;
      };
      expect(await page.evaluate(inject)).toBe(false);
      expect(await frame.evaluate(inject)).toBe(false);
      await expect.poll(() => violations.length).toBeGreaterThan(0);
    });
  });
});
