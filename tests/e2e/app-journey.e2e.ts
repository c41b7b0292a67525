/**
 * The signed-in app in a real browser: generate, preview (sandboxed), download, buy, iterate, restore,
 * delete, the purchase bounds, insufficient tokens, the live balance in a second tab and /profile.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  newContext,
  SCREENSHOT_DIR,
  saveScreenshot,
  toasts,
  trackPageErrors,
  uniqueEmail,
  waitForMailLink,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { browser } = browserForThisFile(baseUrl);

const password = "correct-horse-42";

/** Waits for a toast whose text contains `title` (and `description`, when given), then dismisses it. */
async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = toasts(page).filter({ hasText: title }).last();
  await toast.waitFor({ timeout: 20_000 });
  const text = (await toast.textContent()) ?? "";
  if (typeof description === "string") expect(text).toContain(description);
  else if (description) expect(text).toMatch(description);
  return text;
}

async function balanceText(page: Page): Promise<string> {
  return (await page.getByTestId("token-balance").textContent()) ?? "";
}

async function expectBalance(page: Page, value: string) {
  await expect
    .poll(async () => (await balanceText(page)).replace(/\s*tokens/, "").trim(), { timeout: 15_000 })
    .toBe(value);
}

async function signUp(page: Page, name: string, email: string) {
  await page.goto("/auth");
  expect(await waitForSession(page)).toBe("signed-out");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm Password").fill(password);
  await form.getByRole("button", { name: "Create Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Terms & Privacy" });
  await dialog.waitFor();
  await dialog.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
  await dialog.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await dialog.getByRole("button", { name: "Accept & Continue" }).click();
  await page.waitForURL(`${baseUrl}/`);
  expect(await waitForSession(page)).toBe("signed-in");
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fillGenerator(page: Page, values: { prompt: string; title: string; company: string }) {
  const form = page.getByRole("form", { name: "Generate a landing page" });
  await form.getByLabel("What should the page say and do?").fill(values.prompt);
  await form.getByLabel("Page title").fill(values.title);
  await form.getByLabel("Company name").fill(values.company);
  await pickOption(page, "Page type", "Product Launch");
  await pickOption(page, "Industry", "Technology");
  return form;
}

describe("the signed-in app", () => {
  it("generates, previews in a sandbox, downloads, buys, iterates, restores and deletes", async () => {
    const context = await newContext(browser(), baseUrl, { width: 1280 });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    try {
      const email = uniqueEmail("journey");
      await signUp(page, "Journey Tester", email);
      await expectBalance(page, "500");

      // /profile before confirming: the sign-up sent the first mail, so Resend shows the server's m:ss cool-down.
      await page.goto("/profile");
      const banner = page.getByTestId("verify-email-banner");
      await banner.waitFor();
      const resend = banner.getByTestId("resend-button");
      await expect.poll(() => resend.textContent(), { timeout: 15_000 }).toMatch(/\d:\d\d/);
      expect(await resend.isDisabled()).toBe(true);

      // Confirm the address through the outbox link.
      const { link } = await waitForMailLink(dataDir, email, /\/api\/auth\/verify-email\?/);
      await page.goto(link);
      await page.waitForURL(/\/confirm-email/);
      await expect
        .poll(() => page.getByTestId("confirm-email-state").getAttribute("data-status"), { timeout: 15_000 })
        .toBe("success");

      // Generate with a short prompt: the button shows exactly the 500-token charge.
      await page.goto("/#generator-section");
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByText("No templates yet").waitFor();
      // Client checks before any call: missing fields, missing upload, the long-prompt hint and cost.
      const generatorForm = page.getByRole("form", { name: "Generate a landing page" });
      await generatorForm.getByTestId("generate-button").click();
      await expectToast(
        page,
        "Please fill in all fields",
        "All fields including page type and industry are required.",
      );
      const promptField = generatorForm.getByLabel("What should the page say and do?");
      await promptField.fill("x".repeat(320));
      expect(await generatorForm.getByTestId("generate-button").textContent()).toContain("(650 tokens)");
      await generatorForm.getByText("Longer prompts use extra tokens").waitFor();
      await generatorForm.getByText("Upload my logo").click();
      const logoInput = generatorForm.getByLabel("Logo image");
      expect(await logoInput.getAttribute("accept")).toBe(
        "image/png,image/jpeg,image/webp,image/gif,image/svg+xml",
      );
      await fillGenerator(page, { prompt: "A page", title: "Logo check", company: "Acme Tracker" });
      await generatorForm.getByTestId("generate-button").click();
      await expectToast(page, "Please upload a logo");
      // A file named like an image whose bytes are not one is refused at once, with no broken preview.
      await logoInput.setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.from("this is a text file, not a picture"),
      });
      await expectToast(
        page,
        "Unsupported logo file",
        "“logo.png” is not an image. Choose a PNG, JPEG, WebP, GIF or SVG image.",
      );
      expect(await generatorForm.getByTestId("logo-preview").count()).toBe(0);
      await logoInput.setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
          "base64",
        ),
      });
      await generatorForm.getByTestId("logo-preview").waitFor();
      await generatorForm.getByText("Generate a logo").click();

      // Photos: a file that is not an image is refused in the browser; a PNG gets a thumbnail, a role and alt text.
      const photos = generatorForm.getByTestId("photo-uploads");
      const onePixelPng = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "base64",
      );
      await photos.getByLabel("Add photos").setInputFiles([
        { name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
        { name: "renamed.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") },
        { name: "counter.png", mimeType: "image/png", buffer: onePixelPng },
      ]);
      await photos.getByText("“renamed.jpg” is not a PNG, JPEG, WebP or GIF image.").waitFor();
      expect(await photos.getByRole("alert").textContent()).toBe(
        "“menu.pdf” is not a PNG, JPEG, WebP or GIF image.“renamed.jpg” is not a PNG, JPEG, WebP or GIF image.",
      );
      const chosen = photos.getByRole("listitem", { name: "Photo 1: counter.png" });
      await chosen.getByTestId("photo-thumbnail").waitFor();
      expect(await chosen.getByLabel("Photo 1: where it goes").textContent()).toBe("Hero photo");
      await chosen.getByLabel("Describe the photo for people who can't see it").fill("Our counter at dawn");
      await photos.getByText("1 of 6 chosen").waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        await photos.screenshot({ path: path.join(SCREENSHOT_DIR, `app-photo-uploads-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      const form = await fillGenerator(page, {
        prompt: "A launch page for our time-tracking app for freelancers with a free trial.",
        title: "Spring Launch 2026",
        company: "Acme Tracker",
      });
      const generate = form.getByTestId("generate-button");
      expect(await generate.textContent()).toContain("Generate Landing Page (500 tokens)");
      await generate.click();
      await expectToast(page, "Template generated successfully!", "Used 500 tokens.");
      await expectBalance(page, "0");
      const card = page.getByTestId("user-template-card").filter({ hasText: "Spring Launch 2026" });
      await card.waitFor();
      // Where the progress was, the next step: the new page's workspace, one click away.
      const ready = page.getByTestId("job-page-ready");
      expect(await ready.textContent()).toContain("Your page is ready: “Spring Launch 2026”");
      const openLink = ready.getByRole("link", { name: "Open your page" });
      expect(await openLink.getAttribute("href")).toMatch(/^\/pages\/[\w-]+$/);
      expect(await card.textContent()).toContain("Product Launch");
      expect(await form.getByLabel("Page title").inputValue()).toBe("");
      await photos.getByText("0 of 6 chosen").waitFor();
      // The emptied form keeps no problem of the last pick for the next page.
      expect(await photos.getByRole("alert").count()).toBe(0);
      await screenshotBoth(page, "app-home-signed-in");
      await sectionShot(page, "app-generator-section");

      // Preview: a sandboxed frame without allow-same-origin; its scripts cannot reach the app.
      await card.getByRole("button", { name: "Preview" }).click();
      const previewDialog = page.getByRole("dialog", { name: "Spring Launch 2026" });
      await previewDialog.waitFor();
      const frameElement = previewDialog.getByTestId("preview-frame");
      const sandbox = (await frameElement.getAttribute("sandbox")) ?? "";
      expect(sandbox).toContain("allow-scripts");
      expect(sandbox).not.toContain("allow-same-origin");
      const newWindow = previewDialog.getByRole("link", { name: "Open in new window" });
      expect(await newWindow.getAttribute("target")).toBe("_blank");
      expect(await newWindow.getAttribute("rel")).toContain("noopener");
      const frame = await (await frameElement.elementHandle())?.contentFrame();
      if (!frame) throw new Error("The preview frame has no content frame");
      await frame.waitForLoadState("load");
      await expect
        .poll(() => frame.evaluate(() => document.body?.textContent ?? ""), { timeout: 15_000 })
        .toContain("Acme Tracker");
      const reach = await frame.evaluate(() => {
        try {
          return typeof parent.document.title === "string" ? "leak" : "leak";
        } catch {
          return "blocked";
        }
      });
      expect(reach).toBe("blocked");
      await viewportShot(page, "app-preview-dialog-1280");
      await page.keyboard.press("Escape");
      await previewDialog.waitFor({ state: "hidden" });

      // Download: the spec's file name and the page itself.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        card.getByRole("link", { name: "Download" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("spring_launch_2026.html");
      const downloaded = readFileSync(await download.path(), "utf8");
      expect(downloaded).toContain("Acme Tracker");
      expect(downloaded.toLowerCase()).toContain("<!doctype html>");

      // With 0 tokens another generation is refused before any call.
      await fillGenerator(page, { prompt: "Another page", title: "Second", company: "Acme Tracker" });
      await form.getByTestId("generate-button").click();
      await expectToast(
        page,
        "Insufficient tokens",
        "You need at least 500 tokens to generate this template. Complex prompts require more tokens.",
      );

      // A second tab on the same account follows the balance live.
      const second = await context.newPage();
      await second.goto("/");
      expect(await waitForSession(second)).toBe("signed-in");
      await expectBalance(second, "0");

      // Purchase dialog: bounds messages disable Pay; a custom 2000 adds 2200 tokens.
      await page.getByRole("banner").getByRole("button", { name: "Buy Tokens" }).click();
      const buy = page.getByRole("dialog", { name: "Buy Tokens" });
      await buy.waitFor();
      expect(await buy.getByRole("radio", { name: /Custom Amount/ }).isChecked()).toBe(true);
      await buy.getByText("Demo payment: no real charge is made").waitFor();
      const amount = buy.getByLabel("Number of tokens");
      const pay = buy.getByRole("button", { name: /^Pay/ });
      await amount.fill("400");
      await buy.getByText("Minimum purchase amount is €5").waitFor();
      expect(await pay.isDisabled()).toBe(true);
      await amount.fill("100001");
      await buy.getByText("Maximum purchase amount is €1000 per transaction").waitFor();
      expect(await pay.isDisabled()).toBe(true);
      // A fraction is refused with what is allowed, not silently read as 1,000.
      await amount.fill("2500.7");
      await buy
        .getByText("Tokens come in whole numbers: enter a whole number from 500 to 100,000.")
        .waitFor();
      expect(await pay.isDisabled()).toBe(true);
      await amount.fill("2000");
      expect(await buy.getByTestId("purchase-total").textContent()).toBe("2,200");
      expect(await buy.getByTestId("purchase-price").textContent()).toBe("€20");
      await viewportShot(page, "app-purchase-dialog-1280");
      await page.setViewportSize({ width: 375, height: 800 });
      await viewportShot(page, "app-purchase-dialog-375");
      await page.setViewportSize({ width: 1280, height: 900 });
      await pay.dblclick();
      await expectToast(page, "Purchase successful!", "Added 2,200 tokens (2,000 base + 200 bonus).");
      await buy.waitFor({ state: "hidden" });
      await expectBalance(page, "2,200");
      await expectBalance(second, "2,200");
      await second.close();

      // Iterate: the label is the charge.
      await card.getByRole("button", { name: "Iterate" }).click();
      const change = card.getByLabel("Describe the change");
      // One part understood, one not: the page changes and the part left out is named, with the reason.
      await change.fill("make it dark and sing a song");
      const update = card.getByRole("button", { name: "Update (200 tokens)" });
      await update.click();
      // The card's report says what was done and that the tokens are on hold; no toast says "used" over it.
      await card.getByTestId("change-tokens").waitFor({ timeout: 30_000 });
      expect(await card.getByTestId("change-tokens").textContent()).toBe(
        "200 tokens on hold: you pay for them only if you keep this change.",
      );
      expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Used 200" }).count()).toBe(0);
      // The part not done is named in the card's report (the panel was on screen: no toast over it).
      await expect
        .poll(() => card.getByTestId("change-not-applied").textContent(), { timeout: 15_000 })
        .toContain("“sing a song” — not understood");
      await expectBalance(page, "2,000");
      await change.waitFor({ state: "hidden" });

      // Version history: restore version 1 (free).
      await card.getByRole("button", { name: "History" }).click();
      const history = page.getByRole("dialog", { name: "Version history" });
      await history.waitFor();
      await expect.poll(() => history.getByTestId("version-item").count(), { timeout: 15_000 }).toBe(2);
      expect(await history.textContent()).toContain("make it dark");
      await history.getByRole("button", { name: "Restore version 1" }).click();
      await expectToast(page, "Version restored");
      await expect.poll(() => history.getByTestId("version-item").count(), { timeout: 15_000 }).toBe(3);
      await page.keyboard.press("Escape");
      await expectBalance(page, "2,000");

      // Delete with confirmation.
      await card.getByRole("button", { name: "Delete" }).click();
      const confirmDelete = page.getByRole("dialog", { name: "Delete this template?" });
      await confirmDelete.getByRole("button", { name: "Delete template" }).click();
      await expectToast(page, "Template deleted");
      await card.waitFor({ state: "detached" });
      await page.getByText("No templates yet").waitFor();

      // Billing: the purchase in green with "+", spends in red with "−".
      await page.goto("/profile?tab=billing");
      await expect
        .poll(() => page.getByTestId("billing-balance").textContent(), { timeout: 15_000 })
        .toBe("2,000");
      expect(await page.getByTestId("billing-purchased").textContent()).toBe("2,200");
      await expect
        .poll(() => page.getByTestId("transaction-amount").allTextContents(), { timeout: 15_000 })
        .toContain("+2,200");
      const amounts = await page.getByTestId("transaction-amount").allTextContents();
      expect(amounts).toContain("−500");
      expect(amounts).toContain("−200");
      // A purchase made today expires in 90 days, beyond the 30-day "expiring soon" window.
      await page.getByTestId("expiring-none").waitFor();
      await screenshotBoth(page, "profile-tab-billing-after-purchase");

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("edits the name, lists billing, changes the password and e-mail, deletes the account on /profile", async () => {
    const context = await newContext(browser(), baseUrl, { width: 1280 });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    try {
      const email = uniqueEmail("profile");
      await signUp(page, "Profile Person", email);
      await page.goto("/profile");
      await page.getByRole("heading", { name: "Your Profile" }).waitFor();

      // Profile tab: Edit Profile, Save Changes.
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await page.getByLabel("Full Name").fill("Renamed Person");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Profile updated");
      await expect
        .poll(() => page.getByTestId("profile-full-name").textContent(), { timeout: 15_000 })
        .toBe("Renamed Person");
      await page.getByTestId("verify-email-banner").waitFor();
      await screenshotBoth(page, "profile-tab-profile");

      // Billing tab: figures and the welcome grant in green with "+".
      await page.getByRole("tab", { name: "Billing" }).click();
      await expect
        .poll(() => page.getByTestId("billing-balance").textContent(), { timeout: 15_000 })
        .toBe("500");
      const row = page.getByTestId("transaction-row").first();
      await row.waitFor();
      expect(await row.getByTestId("transaction-amount").textContent()).toBe("+500");
      expect(await row.textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
      await screenshotBoth(page, "profile-tab-billing");

      // Templates tab: empty state.
      await page.getByRole("tab", { name: "Templates" }).click();
      await page.getByText("No templates yet").waitFor();
      await screenshotBoth(page, "profile-tab-templates");

      // Security tab: button disabled until both new fields are filled; mismatch; success.
      await page.getByRole("tab", { name: "Security" }).click();
      const submit = page.getByRole("button", { name: "Update Password" });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel("Current Password", { exact: true }).fill(password);
      await page.getByLabel("New Password", { exact: true }).fill("new-secret-77");
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel("Confirm New Password", { exact: true }).fill("new-secret-78");
      await submit.click();
      await page.getByText("New passwords do not match.").waitFor();
      await page.getByLabel("Confirm New Password", { exact: true }).fill("new-secret-77");
      await submit.click();
      await expectToast(page, "Password updated");
      await screenshotBoth(page, "profile-tab-security");

      // Wrong current password: the server's message in a toast.
      await page.getByLabel("Current Password", { exact: true }).fill("not-my-password");
      await page.getByLabel("New Password", { exact: true }).fill("another-secret-1");
      await page.getByLabel("Confirm New Password", { exact: true }).fill("another-secret-1");
      await submit.click();
      await toasts(page).filter({ hasText: "Error" }).last().waitFor();

      // Change of e-mail address: a confirmation goes to the new address.
      await page.getByRole("tab", { name: "Profile" }).click();
      await page.getByRole("button", { name: "Change Email" }).click();
      await page.getByLabel("New Email").fill(uniqueEmail("changed"));
      await page.getByRole("button", { name: "Update Email" }).click();
      await expectToast(page, "Email update", "Check your new e-mail address to confirm the change.");

      // Delete account: password and the typed DELETE, then back home signed out.
      await page.getByRole("tab", { name: "Security" }).click();
      await page.getByRole("button", { name: "Delete account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      const confirmDelete = dialog.getByRole("button", { name: "Delete my account" });
      await dialog.getByLabel("Password", { exact: true }).fill("new-secret-77");
      expect(await confirmDelete.isDisabled()).toBe(true);
      await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
      await confirmDelete.click();
      await page.waitForURL(`${baseUrl}/`);
      expect(await waitForSession(page)).toBe("signed-out");
      // The toast survives the reload home.
      await expectToast(page, "Account deleted", "You are signed out.");

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Waits until no toast covers the page, so screenshots show the page itself. */
async function noToasts(page: Page) {
  await expect.poll(() => toasts(page).count(), { timeout: 15_000 }).toBe(0);
}

async function screenshotBoth(page: Page, name: string) {
  await noToasts(page);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Only the generator section (form and list), at both widths. */
async function sectionShot(page: Page, name: string) {
  const section = page.locator("#generator-section");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What is on screen (dialogs), not the whole page. */
async function viewportShot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}
