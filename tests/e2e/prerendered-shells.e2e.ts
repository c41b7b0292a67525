/**
 * The not-found page and the editor used to be the SPA fallback; they are prerendered shells now (issue 14,
 * decision 0013): their first HTML already holds what the page shows before it knows the path's id or the
 * session, so it paints before any JavaScript; then it hydrates without a mismatch and behaves as before.
 * The unknown path answers 404 with the not-found page's own HTML. /confirm-email's shell shows its outcome
 * from the first paint: an inline script reads the query before the page is painted (decision 0020).
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { inlineScriptHashes } from "../../src/server/http/content-security-policy";
import { browserForThisFile, signUpByApi, trackPageErrors, uniqueEmail } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

/** The page's console errors (React reports a hydration mismatch there) and its uncaught errors. */
function watchErrors(page: Page): string[] {
  const errors = trackPageErrors(page);
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

async function firstHtml(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const html = await response.text();
  // Prerendered pages start their JavaScript after the first paint (decision 0005).
  expect(html).toMatch(
    /<script type="module" async="">await new Promise\(\(resolve\) => requestAnimationFrame/,
  );
  // Its inline scripts run: admitted by hash, or (the editor, whose srcdoc frame inherits the policy) by
  // 'unsafe-inline' with no hash beside it to switch that off.
  const scriptSrc =
    /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  if (scriptSrc.includes("'unsafe-inline'")) expect(scriptSrc).not.toContain("'sha256-");
  else for (const hash of inlineScriptHashes(html)) expect(scriptSrc).toContain(hash);
  return { status: response.status, html };
}

describe("prerendered shells", () => {
  it("an unknown path answers 404 with the not-found page's HTML, which hydrates", async () => {
    const { status, html } = await firstHtml("/no/such/page");
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The shell's own path is not a page either.
    expect((await fetch(`${baseUrl}/__not-found`)).status).toBe(404);
    await withPage({ width: 412, height: 823 }, async (page) => {
      const errors = watchErrors(page);
      await page.goto("/no/such/page", { waitUntil: "networkidle" });
      await page.getByRole("main").getByRole("link", { name: "Showcase" }).click();
      await page.waitForURL(`${baseUrl}/showcase`);
      // Chromium logs the document's own 404 as a failed resource.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  });

  it("/reset-password paints its form from a prerendered shell, which hydrates and keeps the token", async () => {
    const { status, html } = await firstHtml("/reset-password?token=example");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Set a new password<\/h1>/);
    expect(html).toContain('method="post"');
    await withPage({ width: 412, height: 823 }, async (page) => {
      const errors = watchErrors(page);
      await page.goto("/reset-password?token=example", { waitUntil: "networkidle" });
      expect(new URL(page.url()).pathname).toBe("/reset-password");
      await page.getByLabel("New Password", { exact: true }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("forms sent before the JavaScript runs never put what was typed in the address", async () => {
    for (const path of ["/auth", "/about", "/reset-password?token=example"]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const forms = html.match(/<form\b[^>]*>/g) ?? [];
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) expect(form, path).toContain('method="post"');
    }
  });

  it("a form sent before its script has run stays on the page, keeps what was typed and sends once hydrated", async () => {
    await withPage({ width: 412, height: 823 }, async (page) => {
      // The page's scripts arrive late, as on a slow phone; until then only the prerendered HTML is there.
      let releaseScripts = () => {};
      const scriptsMayLoad = new Promise<void>((resolve) => {
        releaseScripts = resolve;
      });
      await page.route(/\.js$/, async (route) => {
        await scriptsMayLoad;
        await route.continue();
      });
      await page.goto("/reset-password?token=not-a-real-token", { waitUntil: "commit" });
      const form = page.getByRole("form", { name: "Set a new password" });
      const submit = form.getByRole("button", { name: "Update Password" });
      await form.getByLabel("New Password", { exact: true }).fill("another-secret-1");
      await form.getByLabel("Confirm New Password").fill("another-secret-1");
      await form.getByLabel("Confirm New Password").press("Enter");
      await submit.click({ force: true });
      expect(await submit.isDisabled()).toBe(true);
      // Disabled only for this moment, so it does not look disabled.
      expect(await submit.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
      expect(new URL(page.url()).pathname).toBe("/reset-password");

      releaseScripts();
      await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
      expect(await form.getByLabel("Confirm New Password").inputValue()).toBe("another-secret-1");
      await submit.click();
      // The server refuses the made-up token; its message shows beside the form, on the same page.
      await form.getByRole("alert").first().waitFor();
      expect(((await form.getByRole("alert").first().textContent()) ?? "").length).toBeGreaterThan(3);
      expect(new URL(page.url()).pathname).toBe("/reset-password");
    });
  });

  it("/confirm-email paints its outcome from a prerendered shell before any JavaScript, then hydrates", async () => {
    const { status, html } = await firstHtml("/confirm-email?status=confirmed");
    expect(status).toBe(200);
    // The shell holds every outcome; its inline script (admitted by hash, checked above) picks one.
    expect(html).toContain('data-outcome="loading"');
    expect(html).toContain("Email confirmed!");
    expect(html).toContain("This confirmation link has expired.");
    const outcomes = [
      { query: "?status=confirmed", outcome: "success", heading: "Email confirmed!" },
      {
        query: "?status=invalid&error=token_expired",
        outcome: "expired",
        heading: "Invalid confirmation link.",
      },
      { query: "", outcome: "invalid", heading: "Invalid confirmation link." },
    ];
    await withPage({ width: 412, height: 823 }, async (page) => {
      // No module script runs: what shows is the HTML and its inline script alone.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      for (const { query, outcome, heading } of outcomes) {
        await page.goto(`/confirm-email${query}`);
        const box = page.getByTestId("confirm-email-state");
        expect(await box.getAttribute("data-outcome"), query).toBe(outcome);
        expect(await page.getByRole("heading", { level: 1 }).textContent(), query).toBe(heading);
      }
      await page.unrouteAll();
    });
    await withPage({ width: 412, height: 823 }, async (page) => {
      const errors = watchErrors(page);
      await page.goto("/confirm-email?status=confirmed", { waitUntil: "networkidle" });
      const box = page.getByTestId("confirm-email-state");
      expect(await box.getAttribute("data-status")).toBe("success");
      // Hydrated: the button is the router's link.
      await page.getByRole("link", { name: "Go to the app" }).click();
      await page.waitForURL(`${baseUrl}/#generator-section`);
      expect(errors).toEqual([]);
    });
  });

  it("/editor/:id is served the editor's shell, which hydrates and loads the template", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      await signUpByApi(context.request, baseUrl, {
        name: "Shell Editor",
        email: uniqueEmail("editor-shell"),
        password: "violet-harbour-93",
      });
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
      const missing = "3f1c2a9e-0000-4000-8000-000000000000";
      const { status, html } = await firstHtml(`/editor/${missing}`, { headers: { cookie } });
      expect(status).toBe(200);
      expect(html).toContain("Loading the editor");
      // The template is asked for with the page (decision 0015), and the query takes that answer: one request.
      const head = await fetch(`${baseUrl}/editor/${missing}`, { method: "HEAD", headers: { cookie } });
      expect(head.headers.get("link")).toBe(
        `</api/templates/${missing}>; rel=preload; as=fetch; crossorigin`,
      );
      const templateRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === `/api/templates/${missing}`)
          templateRequests.push(request.url());
      });
      const errors = watchErrors(page);
      await page.goto(`/editor/${missing}`);
      // Hydrated with the path's id: it asked for that template and says it does not exist.
      await page.getByRole("heading", { name: "Page not found" }).waitFor({ timeout: 20_000 });
      expect(templateRequests).toHaveLength(1);
      // The template's 404 answer is logged by Chromium as a failed resource.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  });
});
