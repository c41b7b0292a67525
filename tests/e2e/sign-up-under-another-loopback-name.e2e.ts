/**
 * Production with APP_URL=http://localhost:PORT, opened at http://127.0.0.1:PORT (issue 29), at 1280 and
 * 375 px: sign-up is refused (one origin outside development; the CSRF check stays as it is), and the toast
 * says what is wrong and what to do, not "An error occurred during authentication." At the app's own
 * address the same form creates the account.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/server-process.js";
import {
  browserForThisFile,
  expectToast,
  saveScreenshot,
  toasts,
  uniqueEmail,
  waitForSession,
} from "./helpers";

let server: RunningServer;
let appUrl = "";
beforeAll(async () => {
  server = await startServer({
    NODE_ENV: "production",
    ALLOW_INSECURE_HTTP: "true",
    AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
  });
  appUrl = server.baseUrl;
});
afterAll(async () => {
  await server?.stop();
});

// Every address below is absolute: the shared test server's is only the context's default.
const { withPage } = browserForThisFile(inject("baseUrl"));
const password = "violet-harbour-93";

describe("sign-up under another loopback name in production", () => {
  for (const width of [1280, 375] as const) {
    it(`says which address to open, and signs up there, at ${width} px`, async () => {
      const other = appUrl.replace("localhost", "127.0.0.1");
      await withPage({ width, height: 850 }, async (page) => {
        for (const [origin, outcome] of [
          [other, "refused"],
          [appUrl, "created"],
        ] as const) {
          await page.goto(`${origin}/auth?mode=sign-up`);
          expect(await waitForSession(page)).toBe("signed-out");
          const form = page.getByRole("form", { name: "Create account" });
          await form.getByLabel("Full Name").fill("Lou Pback");
          await form.getByLabel("Email").fill(uniqueEmail(`loopback-${width}`));
          await form.getByLabel("Password", { exact: true }).fill(password);
          await form.getByLabel("Confirm Password").fill(password);
          await form.getByRole("checkbox", { name: /Terms & Conditions/ }).check();
          await form.getByRole("checkbox", { name: /Privacy Policy/ }).check();
          await form.getByRole("button", { name: "Create Account" }).click();
          if (outcome === "refused") {
            await expectToast(
              page,
              "Authentication failed",
              `This app's address is ${appUrl}, but this page was opened at ${other}. Open ${appUrl} and try again.`,
            );
            expect(await toasts(page).filter({ hasText: "An error occurred" }).count()).toBe(0);
            await saveScreenshot(page, `sign-up-other-loopback-name-${width}`);
          } else {
            await expectToast(page, "Account created!", "500 free tokens");
          }
        }
      });
    });
  }
});
