/**
 * The consent banner of a downloaded page in another language, in a real browser (issue 29 item 1): a
 * German page's download asks for consent in German, and still loads nothing before Accept.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, SCREENSHOT_DIR, signUpByApi, uniqueEmail } from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

async function signUp(context: BrowserContext) {
  await signUpByApi(context.request, baseUrl, {
    name: "Consent Tester",
    email: uniqueEmail("consent"),
    password: "correct-horse-42",
  });
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `download-${name}.png`) });
}

describe("the consent banner of a German page's download", () => {
  it("asks in German, and nothing is fetched before Akzeptieren", async () => {
    await withPage({ width: 375, height: 800 }, async (_page, context) => {
      await signUp(context);
      const created = await context.request.post(`${baseUrl}/api/templates`, {
        headers: { origin: baseUrl },
        data: {
          title: "Frische Brötchen",
          prompt: "Eine Bäckerei in Freiburg mit Sauerteigbrot, Brezeln und Kuchen, jeden Morgen ab 6 Uhr.",
          companyName: "Backstube Korn",
          landingPageType: "business-homepage",
          industry: "food",
          logoOption: "generate",
          logoData: null,
        },
      });
      expect(created.status()).toBe(201);
      const { template } = (await created.json()) as { template: { id: string } };
      await context.request.put(`${baseUrl}/api/templates/${template.id}/pixels`, {
        headers: { origin: baseUrl },
        data: { ga4Id: "G-AB12CD34EF" },
      });
      const download = await (
        await context.request.get(`${baseUrl}/api/templates/${template.id}/download`)
      ).text();
      expect(download).toContain('<html lang="de"');

      const visitor = await context.browser()!.newContext({ viewport: { width: 375, height: 800 } });
      const file = await visitor.newPage();
      const fetched: string[] = [];
      await file.route("https://**/*", (route) => {
        fetched.push(route.request().url());
        return route.abort();
      });
      await file.setContent(download, { waitUntil: "load" });
      const banner = file.getByRole("region", { name: "Cookie-Einwilligung" });
      await banner.waitFor();
      expect(await banner.textContent()).toContain("Wir möchten Cookies verwenden");
      expect(await banner.textContent()).not.toMatch(/We would like|Accept|Decline/);
      await shot(file, "consent-de-375");
      expect(fetched).toEqual([]);
      await banner.getByRole("button", { name: "Akzeptieren" }).click();
      await expect
        .poll(() => fetched.some((url) => url.startsWith("https://www.googletagmanager.com/")))
        .toBe(true);
      await file.getByRole("button", { name: "Cookie-Einstellungen" }).waitFor();
      await visitor.close();
    });
  });
});
