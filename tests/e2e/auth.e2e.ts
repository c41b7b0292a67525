import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  outboxFiles,
  saveScreenshot,
  toasts,
  trackPageErrors,
  uniqueEmail,
  waitForMailLink,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { withPage } = browserForThisFile(baseUrl);

/** Waits for a toast whose text contains `title` (and `description`, when given). */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).filter({ hasText: title }).first();
  await toast.waitFor({ timeout: 15_000 });
  if (description) expect(await toast.textContent()).toContain(description);
}

async function openSignUp(page: Page) {
  await page.goto("/auth");
  expect(await waitForSession(page)).toBe("signed-out");
  await page.getByRole("tab", { name: "Sign Up" }).click();
}

async function fillSignUp(
  page: Page,
  values: { name: string; email: string; password: string; confirm: string },
) {
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Password", { exact: true }).fill(values.password);
  await form.getByLabel("Confirm Password").fill(values.confirm);
  return form;
}

async function signInWith(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

const password = "correct-horse-42";

describe("sign-up", () => {
  it("shows each validation message", async () => {
    await withPage({}, async (page) => {
      await openSignUp(page);
      const form = page.getByRole("form", { name: "Create account" });
      await form.getByRole("button", { name: "Create Account" }).click();
      await form.getByText("Please enter your full name").waitFor();
      await form.getByText("Please enter your email address.").waitFor();
      await form.getByText("Password must be at least 6 characters.").waitFor();

      await fillSignUp(page, {
        name: "Val Idation",
        email: "not-an-email",
        password: "12345",
        confirm: "12345",
      });
      await form.getByRole("button", { name: "Create Account" }).click();
      await form.getByText("Please enter a valid email address.").waitFor();
      await form.getByText("Password must be at least 6 characters.").waitFor();
      expect(await form.getByText("Please enter your full name").count()).toBe(0);

      await fillSignUp(page, {
        name: "Val Idation",
        email: uniqueEmail("val"),
        password,
        confirm: `${password}x`,
      });
      await form.getByRole("button", { name: "Create Account" }).click();
      await form.getByText("Passwords do not match").waitFor();
      await expectToast(page, "Passwords do not match");
      await saveScreenshot(page, "auth-sign-up-validation-1280");
    });
  });

  it("creates the account through the terms dialog, confirms the e-mail from the outbox, shows 500 tokens and logs out", async () => {
    await withPage({}, async (page) => {
      const errors = trackPageErrors(page);
      const email = uniqueEmail("signup");
      await openSignUp(page);
      const form = await fillSignUp(page, { name: "Ada Lovelace", email, password, confirm: password });

      // Without the agreements the terms dialog opens; Cancel closes it and creates nothing.
      await form.getByRole("button", { name: "Create Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Terms & Privacy" });
      await dialog.waitFor();
      const accept = dialog.getByRole("button", { name: "Accept & Continue" });
      expect(await accept.isDisabled()).toBe(true);
      await dialog.getByRole("checkbox", { name: /Terms & Conditions/ }).click();
      expect(await accept.isDisabled()).toBe(true);
      await saveScreenshot(page, "auth-terms-dialog-1280");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe("/auth");

      // Accepting both in the dialog creates the account.
      await form.getByRole("button", { name: "Create Account" }).click();
      await dialog.waitFor();
      await dialog.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
      await dialog.getByRole("checkbox", { name: /Privacy Policy/ }).check();
      await accept.click();
      await expectToast(page, "Account created!", "500 free tokens");
      await page.waitForURL(`${baseUrl}/`);

      expect(await waitForSession(page)).toBe("signed-in");
      const balance = page.getByTestId("token-balance");
      await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toContain("500");
      await saveScreenshot(page, "home-signed-in-1280");

      // Buy Tokens in the header and a pricing card both open the purchase dialog for a signed-in user.
      await page.getByRole("banner").getByRole("button", { name: "Buy Tokens" }).click();
      await page.getByRole("dialog").waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      await page.getByRole("link", { name: "Choose Business" }).click();
      await page.getByRole("dialog").waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });

      // Signed in, Get Started Free stays on the page and scrolls to the generator.
      await page.getByRole("link", { name: /Get Started Free/ }).click();
      await expect
        .poll(
          () =>
            page.evaluate(() => document.getElementById("generator-section")!.getBoundingClientRect().top),
          // A smooth scroll of some 3,800 px takes longer than the poll's default second on a busy machine.
          { timeout: 5000 },
        )
        .toBeLessThan(200);
      expect(new URL(page.url()).pathname).toBe("/");

      // A signed-in visitor is sent away from /auth.
      await page.goto("/auth");
      await page.waitForURL(`${baseUrl}/`);

      // The confirmation link in the outbox lands on /confirm-email with the success state.
      const { link } = await waitForMailLink(dataDir, email, /\/api\/auth\/verify-email\?/);
      await page.goto(link);
      await page.waitForURL(/\/confirm-email/);
      const state = page.getByTestId("confirm-email-state");
      await expect.poll(() => state.getAttribute("data-status"), { timeout: 15_000 }).toBe("success");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Email confirmed!");
      await saveScreenshot(page, "confirm-email-success-1280");

      // Logout signs out and reloads the page signed out.
      await page.goto("/");
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Profile" }).waitFor();
      // The pages are one step from anywhere: the menu's "Your templates" opens the grid.
      expect(await page.getByRole("menuitem", { name: "Your templates" }).getAttribute("href")).toBe(
        "/profile?tab=templates",
      );
      await Promise.all([page.waitForEvent("load"), page.getByRole("menuitem", { name: "Logout" }).click()]);
      expect(await waitForSession(page)).toBe("signed-out");
      expect(errors).toEqual([]);
    });
  });

  it("answers a sign-up with a taken address without signing in or saying whether it exists", async () => {
    const email = uniqueEmail("taken");
    await withPage({}, async (page) => {
      await openSignUp(page);
      const form = await fillSignUp(page, { name: "First Owner", email, password, confirm: password });
      await form.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
      await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
      await form.getByRole("button", { name: "Create Account" }).click();
      await expectToast(page, "Account created!", "500 free tokens");
      await page.waitForURL(`${baseUrl}/`);
    });
    await withPage({}, async (page) => {
      const other = "another-secret-77";
      await openSignUp(page);
      const form = await fillSignUp(page, { name: "Someone Else", email, password: other, confirm: other });
      await form.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
      await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
      await form.getByRole("button", { name: "Create Account" }).click();
      await expectToast(page, "Please check your email", "If you already have an account, sign in instead.");
      expect(new URL(page.url()).pathname).toBe("/auth");
      expect(await waitForSession(page)).toBe("signed-out");
    });
    // The owner hears about the attempt (its mail's one link is the sign-in page).
    const { mail } = await waitForMailLink(dataDir, email, /\/auth$/);
    expect(mail.subject).toBe("Someone tried to create a LandingForge account with your e-mail");
  });

  it("shows the error state for a bad confirmation link", async () => {
    await withPage({}, async (page) => {
      await page.goto("/confirm-email?error=invalid_token");
      await page.getByRole("heading", { name: "Invalid confirmation link." }).waitFor();
    });
  });
});

describe("sign-in and password reset", () => {
  it("reports a failed sign-in, then signs in", async () => {
    const email = uniqueEmail("signin");
    await withPage({}, async (page) => {
      await openSignUp(page);
      const form = await fillSignUp(page, { name: "Grace Hopper", email, password, confirm: password });
      await form.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
      await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
      await form.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL(`${baseUrl}/`);
    });
    await withPage({ width: 375 }, async (page) => {
      await page.goto("/auth");
      await waitForSession(page);
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByRole("button", { name: "Sign In" }).click();
      await form.getByText("Please enter your email address.").waitFor();

      await signInWith(page, email, "wrong-password-1");
      await expectToast(page, "Authentication failed");
      expect(new URL(page.url()).pathname).toBe("/auth");

      await signInWith(page, email, password);
      await expectToast(page, "Welcome back!");
      await page.waitForURL(`${baseUrl}/`);
      expect(await waitForSession(page)).toBe("signed-in");
    });
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const email = uniqueEmail("reset");
    const newPassword = "brand-new-secret-7";
    await withPage({}, async (page) => {
      await openSignUp(page);
      const form = await fillSignUp(page, { name: "Reset Person", email, password, confirm: password });
      await form.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
      await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
      await form.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL(`${baseUrl}/`);
    });
    await withPage({}, async (page) => {
      await page.goto("/auth");
      await waitForSession(page);
      await page.getByRole("button", { name: "Forgot your password?" }).click();
      const form = page.getByRole("form", { name: "Reset password" });
      await form.getByRole("button", { name: "Send Reset Link" }).click();
      await form.getByText("Please enter your email address.").waitFor();
      await saveScreenshot(page, "auth-forgot-password-1280");

      const before = await outboxFiles(dataDir);
      await form.getByLabel("Email").fill(email);
      await form.getByRole("button", { name: "Send Reset Link" }).click();
      await expectToast(page, "Password reset sent!", "Check your email");

      const { link } = await waitForMailLink(dataDir, email, /\/reset-password\?token=/, { after: before });
      await page.goto(link);
      const resetForm = page.getByRole("form", { name: "Set a new password" });
      await resetForm.waitFor();
      await resetForm.getByLabel("New Password", { exact: true }).fill("short");
      await resetForm.getByLabel("Confirm New Password").fill("short");
      await resetForm.getByRole("button", { name: "Update Password" }).click();
      await resetForm.getByText("Password must be at least 6 characters long.").waitFor();

      await resetForm.getByLabel("New Password", { exact: true }).fill(newPassword);
      await resetForm.getByLabel("Confirm New Password").fill(`${newPassword}x`);
      await resetForm.getByRole("button", { name: "Update Password" }).click();
      await resetForm.getByText("Passwords do not match.").waitFor();

      await resetForm.getByLabel("Confirm New Password").fill(newPassword);
      await resetForm.getByRole("button", { name: "Update Password" }).click();
      await expectToast(page, "Password Updated!");
      await page.waitForURL(`${baseUrl}/auth`);

      await waitForSession(page);
      await signInWith(page, email, password);
      await expectToast(page, "Authentication failed");
      await signInWith(page, email, newPassword);
      await expectToast(page, "Welcome back!");
      await page.waitForURL(`${baseUrl}/`);
    });
  });

  it("refuses a used reset token with the server's message", async () => {
    await withPage({}, async (page) => {
      await page.goto("/reset-password?token=not-a-real-token");
      const form = page.getByRole("form", { name: "Set a new password" });
      await form.getByLabel("New Password", { exact: true }).fill("another-secret-1");
      await form.getByLabel("Confirm New Password").fill("another-secret-1");
      await form.getByRole("button", { name: "Update Password" }).click();
      await form.getByRole("alert").first().waitFor();
      expect(((await form.getByRole("alert").first().textContent()) ?? "").length).toBeGreaterThan(3);
      expect(new URL(page.url()).pathname).toBe("/reset-password");
    });
  });

  it("redirects /reset-password without a token home with the error toast", async () => {
    await withPage({}, async (page) => {
      await page.goto("/reset-password");
      await page.waitForURL(`${baseUrl}/`);
      await expectToast(page, "Invalid Reset Link", "This password reset link is invalid or has expired.");
    });
  });
  for (const width of [1280, 375]) {
    it(`takes a visitor who chose a pricing card through creating an account back to that purchase at ${width} px`, async () => {
      await withPage({ width, height: 850 }, async (page) => {
        const errors = trackPageErrors(page);
        await page.goto("/#pricing");
        expect(await waitForSession(page)).toBe("signed-out");
        await page.getByRole("link", { name: "Choose Business" }).click();
        await page.waitForURL(`${baseUrl}/auth?mode=sign-up&buy=business`);
        const form = await fillSignUp(page, {
          name: "Pia Pricing",
          email: uniqueEmail("pricing"),
          password,
          confirm: password,
        });
        await form.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
        await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
        await form.getByRole("button", { name: "Create Account" }).click();
        await expectToast(page, "Account created!");
        // Home again, with the purchase chosen before open on its package, and the address clean.
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("form", { name: "Purchase tokens" }).waitFor({ timeout: 20_000 });
        expect(await dialog.getByRole("radio", { name: /Business/ }).isChecked()).toBe(true);
        await page.waitForURL(`${baseUrl}/`);
        await saveScreenshot(page, `auth-sign-up-then-purchase-${width}`);
        expect(errors).toEqual([]);
      });
    });
  }
});
