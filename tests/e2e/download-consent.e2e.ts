/**
 * The consent banner of a downloaded page in another language, in a real browser (issue 29 item 1): a
 * German page's download asks for consent in German, and still loads nothing before Accept.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  generatePageByApi,
  openAsVisitor,
  screenshotWhenSettled,
  signUpByApi,
  uniqueEmail,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

const shot = (page: Page, name: string) => screenshotWhenSettled(page, `download-${name}`);

describe("the consent banner of a German page's download", () => {
  it("asks in German, and nothing is fetched before Akzeptieren", async () => {
    await withPage({ width: 375, height: 800 }, async (_page, context) => {
      await signUpByApi(context.request, baseUrl, {
        name: "Consent Tester",
        email: uniqueEmail("consent"),
        password: "correct-horse-42",
      });
      const { id } = await generatePageByApi(context.request, baseUrl, {
        title: "Frische Brötchen",
        prompt: "Eine Bäckerei in Freiburg mit Sauerteigbrot, Brezeln und Kuchen, jeden Morgen ab 6 Uhr.",
        companyName: "Backstube Korn",
        landingPageType: "business-homepage",
        industry: "food",
      });
      await context.request.put(`${baseUrl}/api/templates/${id}/pixels`, {
        headers: { origin: baseUrl },
        data: { ga4Id: "G-AB12CD34EF" },
      });
      const download = await (await context.request.get(`${baseUrl}/api/templates/${id}/download`)).text();
      expect(download).toContain('<html lang="de"');

      const visitor = await openAsVisitor(context.browser()!, download, { width: 375, height: 800 });
      const banner = visitor.page.getByRole("region", { name: "Cookie-Einwilligung" });
      await banner.waitFor();
      expect(await banner.textContent()).toContain("Wir möchten Cookies verwenden");
      expect(await banner.textContent()).not.toMatch(/We would like|Accept|Decline/);
      await shot(visitor.page, "consent-de-375");
      expect(visitor.fetched).toEqual([]);
      await banner.getByRole("button", { name: "Akzeptieren" }).click();
      await expect
        .poll(() => visitor.fetched.some((url) => url.startsWith("https://www.googletagmanager.com/")))
        .toBe(true);
      await visitor.page.getByRole("button", { name: "Cookie-Einstellungen" }).waitFor();
      await visitor.close();
    });
  });
});
