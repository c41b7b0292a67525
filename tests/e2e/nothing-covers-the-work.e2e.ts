/**
 * What stays in view while a new owner works, at 1280 and 375 px: the cookie bar keeps its own strip at the
 * bottom (the workspace's request box, the generator's buttons and the toasts stand above it); a toast at the
 * top of a phone stands below the site header; the workspace's actions all fit a phone's width; a new page's
 * to-fill list is in the ready notice (no toast over "Open your page"); the SEO title hint and the brand kit's
 * controls say and look what they do.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  box,
  browserForThisFile,
  expectToast,
  overlaps,
  ownerWithPageByApi,
  screenshotWhenSettled,
  signUpByApi,
  toasts,
  trackPageErrors,
  uniqueEmail,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const WIDTHS = [1280, 375] as const;
const height = (width: number) => (width < 600 ? 800 : 900);

const cookieBar = (page: Page) => page.getByRole("region", { name: "Cookies and your privacy" });

/** Whether `target` is the element the browser would click at its centre (nothing drawn over it). */
async function clickableAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function ownerWithPage(context: Parameters<Parameters<typeof withPage>[1]>[1], label: string) {
  return ownerWithPageByApi(
    context.request,
    baseUrl,
    { name: "Bar Walker", emailLabel: label, tokens: 1000 },
    {
      title: "Fresh Roast Subscriptions",
      prompt: "A coffee roaster in Leeds. Subscriptions from £12 a month. Call 0113 496 0000.",
      companyName: "Bloom & Bean",
      landingPageType: "lead-generation",
      industry: "food",
    },
  );
}

describe("nothing covers the work", () => {
  for (const width of WIDTHS) {
    it(`keeps the cookie bar off the workspace's request box and its toasts at ${width} px`, async () => {
      await withPage({ width, height: height(width), cookieBanner: true }, async (page, context) => {
        const errors = trackPageErrors(page);
        const { id } = await ownerWithPage(context, `bar-${width}`);
        await page.goto(`/pages/${id}`);
        expect(await waitForSession(page)).toBe("signed-in");
        const bar = cookieBar(page);
        await bar.waitFor();
        await bar.getByRole("link", { name: "Learn more in our Cookie Policy" }).waitFor();
        if (width < 1024) await page.getByRole("tab", { name: "Chat" }).click();
        const field = page.getByLabel("Describe the change");
        const update = page.getByRole("button", { name: /^Update \(/ });
        const barBox = await box(bar);
        expect(overlaps(await box(field), barBox)).toBe(false);
        expect(overlaps(await box(update), barBox)).toBe(false);
        expect(await clickableAtCentre(field)).toBe(true);
        expect(await clickableAtCentre(update)).toBe(true);

        // A change while the bar is still unanswered: typed, sent and reported; its toast stands above the bar.
        await field.fill("change the headline to “Roasted Tuesday, at your door Friday”");
        await update.click();
        await expect
          .poll(() => page.getByTestId("conversation-reply").last().textContent(), { timeout: 30_000 })
          .toContain("Roasted Tuesday, at your door Friday");
        await page.getByRole("tab", { name: "Page" }).click();
        await page.getByLabel("Meta Pixel ID").fill("123456789012345");
        await page.getByRole("button", { name: "Save pixels" }).click();
        await expectToast(page, "Pixels saved");
        await page.waitForTimeout(400);
        const toast = await box(toasts(page).filter({ hasText: "Pixels saved" }).last());
        expect(overlaps(toast, await box(bar))).toBe(false);
        await screenshotWhenSettled(page, `cookie-bar-workspace-${width}`);

        // Answered, the bar is gone and the workspace takes the room back.
        await bar.getByRole("button", { name: "Accept", exact: true }).click();
        await bar.waitFor({ state: "detached" });
        expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
        expect(
          await page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue("--cookie-bar"),
          ),
        ).toBe("");
        expect(errors).toEqual([]);
      });
    });
  }

  it("shows a phone's toast below the site header and every workspace action on screen", async () => {
    await withPage({ width: 375, height: 800 }, async (page, context) => {
      const { id } = await ownerWithPage(context, "phone-actions");
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      const actions = page.getByTestId("workspace-actions");
      await actions.waitFor();
      // Named for screen readers, drawn as icons, all within the window.
      for (const name of ["Download", "How to publish", "Share preview", "Duplicate", "Delete"]) {
        const action = actions.getByRole(name === "Download" ? "link" : "button", { name, exact: true });
        const shown = await box(action);
        expect(shown.x, name).toBeGreaterThanOrEqual(0);
        expect(shown.x + shown.width, name).toBeLessThanOrEqual(375);
      }
      const edit = await box(actions.getByRole("link", { name: "Edit by hand" }));
      expect(edit.x).toBeGreaterThanOrEqual(0);
      expect(await actions.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);

      await page.getByRole("tab", { name: "Page" }).click();
      await page.getByLabel("Meta Pixel ID").fill("123456789012345");
      await page.getByRole("button", { name: "Save pixels" }).click();
      await expectToast(page, "Pixels saved");
      await page.waitForTimeout(400);
      const toast = await box(toasts(page).filter({ hasText: "Pixels saved" }).last());
      const header = await box(page.getByRole("banner"));
      expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
      await screenshotWhenSettled(page, "phone-toast-below-header-375");
    });
  });

  it("lists a new page's to-fill items in its ready notice, with no toast over 'Open your page'", async () => {
    await withPage({ width: 375, height: 800 }, async (page, context) => {
      await signUpByApi(context.request, baseUrl, {
        name: "Ready Walker",
        email: uniqueEmail("ready-notice"),
        password: "correct-horse-42",
      });
      await page.goto("/#generator-section");
      expect(await waitForSession(page)).toBe("signed-in");
      const form = page.getByRole("form", { name: "Generate a landing page" });
      await form
        .getByLabel("What should the page say and do?")
        .fill("A yoga studio in Bath, 5 classes for £50.");
      await form.getByLabel("Page title").fill("Morning Yoga");
      await form.getByLabel("Company name").fill("Still Point Yoga");
      for (const [label, option] of [
        ["Page type", "Business Homepage"],
        ["Industry", "Fitness"],
      ]) {
        await page.getByLabel(label, { exact: true }).click();
        await page.getByRole("option", { name: option, exact: true }).click();
      }
      await form.getByTestId("generate-button").click();
      const ready = page.getByTestId("job-page-ready");
      await ready.waitFor({ timeout: 60_000 });
      const toFill = ready.getByTestId("job-to-fill");
      await toFill.waitFor();
      expect(await toFill.textContent()).toContain("To fill in on your page");
      await page.waitForTimeout(500);
      expect(await toasts(page).filter({ hasText: "To fill in on your page" }).count()).toBe(0);
      // The spec's success toast is there too, and "Open your page" is not under it.
      const success = toasts(page).filter({ hasText: "Template generated successfully!" }).last();
      await success.waitFor();
      await page.waitForTimeout(800);
      const open = ready.getByRole("link", { name: "Open your page" });
      expect(overlaps(await box(open), await box(success))).toBe(false);
      expect(await clickableAtCentre(open)).toBe(true);
      await screenshotWhenSettled(page, "ready-notice-to-fill-375");
    });
  });

  it("warns when the SEO title already ends with the company's name, and calls a kit already applied news", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const { id } = await ownerWithPage(context, "seo-title");
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByRole("tab", { name: "Page" }).click();
      const seo = page.getByRole("form", { name: "Search and sharing" });
      const title = seo.getByLabel("Title", { exact: true });
      await title.fill("Coffee subscriptions in Leeds | Bloom & Bean");
      await seo
        .getByText(
          "Shown as “Coffee subscriptions in Leeds | Bloom & Bean | Bloom & Bean”: the page adds “| Bloom & Bean” itself, so leave the name out here.",
        )
        .waitFor();
      await title.fill("Coffee subscriptions in Leeds");
      await seo.getByText("Shown as “Coffee subscriptions in Leeds | Bloom & Bean”. 44 characters").waitFor();

      // A kit whose only detail the page already shows: nothing to apply, said as news (not a red error).
      await page.request.put(`${baseUrl}/api/brand-kit`, {
        headers: { origin: baseUrl },
        data: { phone: "0113 496 0000" },
      });
      await page.reload();
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByRole("tab", { name: "Page" }).click();
      await page.getByRole("button", { name: "Apply brand kit" }).click();
      const told = toasts(page).filter({ hasText: "Brand kit not applied" }).last();
      await told.waitFor({ timeout: 20_000 });
      expect(await told.getAttribute("data-type")).toBe("info");
    });
  });

  for (const width of WIDTHS) {
    it(`draws the brand kit's logo picker as a button and its font like the other fields at ${width} px`, async () => {
      await withPage({ width, height: height(width) }, async (page, context) => {
        await signUpByApi(context.request, baseUrl, {
          name: "Kit Walker",
          email: uniqueEmail(`kit-controls-${width}`),
          password: "correct-horse-42",
        });
        await page.goto("/profile?tab=brand");
        expect(await waitForSession(page)).toBe("signed-in");
        const form = page.getByRole("form", { name: "Brand kit" });
        const upload = form.getByRole("button", { name: "Upload logo" });
        await upload.waitFor();
        // The file input is there for keyboards and screen readers (labelled "Logo"), not drawn by the browser.
        const input = form.getByLabel("Logo", { exact: true });
        expect(await input.getAttribute("type")).toBe("file");
        expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
        const png = Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
          "base64",
        );
        await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
        await form.getByRole("button", { name: "Replace logo" }).waitFor();
        await form.getByLabel("Font").selectOption("serif");
        expect(await form.getByLabel("Font").evaluate((el) => getComputedStyle(el).appearance)).toBe("none");
        await screenshotWhenSettled(page, `brand-kit-controls-${width}`);
      });
    });
  }
});
