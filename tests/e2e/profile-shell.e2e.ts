/**
 * /profile is a prerendered shell (issue 14): its first HTML already shows the frame, the heading, the tab
 * strip and a skeleton (no user data), served with a Content-Security-Policy that admits its inline
 * scripts; the browser paints it, hydrates, and fills it from exactly one GET /api/profile, even when the
 * header's lazily loaded balance mounts after that answer arrived.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { inlineScriptHashes } from "../../src/server/http/content-security-policy";
import { browserForThisFile, signUpByApi, trackPageErrors, uniqueEmail } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

async function signUp(context: BrowserContext, name: string): Promise<string> {
  const email = uniqueEmail("shell");
  await signUpByApi(context.request, baseUrl, { name, email, password: "violet-harbour-93" });
  return email;
}

/** GET /api/profile requests the page makes, and Content-Security-Policy refusals it logs. */
function watch(page: Page) {
  const profileRequests: string[] = [];
  const cspRefusals: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/profile" && request.method() === "GET")
      profileRequests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      cspRefusals.push(message.text());
  });
  return { profileRequests, cspRefusals };
}

describe("/profile shell", () => {
  it("is served as prerendered HTML with the shell and a policy admitting its inline scripts", async () => {
    const response = await fetch(`${baseUrl}/profile`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Your Profile<\/h1>/);
    expect(html).toContain('data-testid="profile-skeleton"');
    for (const label of ["Profile", "Billing", "Templates", "Leads", "Security"])
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>[\\s\\S]*?${label}</button>`));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Its JavaScript waits for the first paint, like the other prerendered pages.
    expect(html).toMatch(
      /<script type="module" async="">await new Promise\(\(resolve\) => requestAnimationFrame/,
    );
    const policy = response.headers.get("content-security-policy") ?? "";
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(hash);
  });

  it("paints the shell, hydrates and fills it from one GET /api/profile", async () => {
    await withPage({ width: 412, height: 823 }, async (page, context) => {
      const errors = trackPageErrors(page);
      await signUp(context, "Shell Person");
      const { profileRequests, cspRefusals } = watch(page);
      const response = await page.goto("/profile");
      expect(await response?.text()).toContain('data-testid="profile-skeleton"');
      await expect
        .poll(() => page.getByTestId("profile-full-name").textContent(), { timeout: 20_000 })
        .toBe("Shell Person");
      await expect.poll(() => page.getByTestId("profile-skeleton").count()).toBe(0);
      // The header's balance reads the same cache; give late readers time to (not) ask again.
      await page.getByLabel("Token balance: 500 tokens").waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1500);
      expect(profileRequests).toHaveLength(1);
      expect(cspRefusals).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it("asks once even when the header's balance mounts after the profile arrived", async () => {
    await withPage({ width: 412, height: 823 }, async (page, context) => {
      await signUp(context, "Late Header");
      const { profileRequests } = watch(page);
      // Hold the header's balance chunk back until the page has its answer.
      let answered = false;
      let held = false;
      page.on("response", (r) => {
        if (new URL(r.url()).pathname === "/api/profile") answered = true;
      });
      await page.route("**/assets/live-token-balance-*.js", async (route) => {
        held = true;
        const deadline = Date.now() + 15_000;
        while (!answered && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 300));
        await route.continue();
      });
      await page.goto("/profile?tab=billing");
      await page.getByTestId("billing-balance").waitFor({ timeout: 20_000 });
      await page.getByLabel("Token balance: 500 tokens").waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1000);
      expect(held).toBe(true);
      expect(answered).toBe(true);
      expect(profileRequests).toHaveLength(1);
      expect(await page.getByRole("tab", { name: "Billing" }).getAttribute("aria-selected")).toBe("true");
    });
  });

  it("sends a signed-out visitor from the shell to /auth without asking for a profile", async () => {
    await withPage({}, async (page) => {
      const { profileRequests } = watch(page);
      await page.goto("/profile");
      await page.waitForURL(`${baseUrl}/auth`, { timeout: 20_000 });
      expect(profileRequests).toEqual([]);
    });
  });
});
