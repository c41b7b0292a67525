/**
 * Sharing and delivering from a page's workspace in a real browser (issue 29 item 3): a preview link made,
 * opened signed out (sandboxed, noindex), revoked and then refused; a webhook saved with its secret shown
 * once, and Send test reaching a receiver on loopback with a signature that checks out.
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  expectToast,
  ownerWithPageByApi,
  SCREENSHOT_DIR,
  screenshotWhenSettled,
  trackPageErrors,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { browser, withPage } = browserForThisFile(baseUrl);
const TITLE = "Shared Journey";

async function ownerWithPage(context: BrowserContext): Promise<string> {
  const { id } = await ownerWithPageByApi(
    context.request,
    baseUrl,
    { name: "Share Tester", emailLabel: "share" },
    {
      title: TITLE,
      prompt: "Timers, timesheets and invoices for freelancers. €9 a month. Write to help@acme.io.",
    },
  );
  return id;
}

const shot = (page: Page, name: string) => screenshotWhenSettled(page, `share-${name}`);

async function openWorkspace(page: Page, id: string) {
  await page.goto(`/pages/${id}`);
  expect(await waitForSession(page)).toBe("signed-in");
  await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
}

describe("a shared preview link", () => {
  it("is made in the workspace, opens signed out, and opens no more once revoked", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const errors = trackPageErrors(page);
      const id = await ownerWithPage(context);
      await openWorkspace(page, id);
      await page.getByRole("button", { name: "Share preview" }).click();
      const dialog = page.getByRole("dialog", { name: "Share a preview" });
      await dialog.getByText("No live links").waitFor();
      await dialog.getByRole("button", { name: "Create link to version 1" }).click();
      await expectToast(page, "Preview link created");
      const link = dialog.getByTestId("share-link");
      await link.waitFor();
      expect(await link.textContent()).toContain("Version 1 · expires");
      const url = await link.getByRole("textbox").inputValue();
      expect(url).toMatch(new RegExp(`^${baseUrl}/share/[A-Za-z0-9_-]{32}$`));
      await shot(page, "dialog-1280");

      // Someone without an account opens it.
      const visitor = await browser().newContext();
      const view = await visitor.newPage();
      const opened = await view.goto(url);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(opened?.headers()["content-security-policy"]).toContain("sandbox allow-scripts");
      expect(await view.locator("h1").first().textContent()).toContain(TITLE);
      expect(await view.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      await view.screenshot({ path: path.join(SCREENSHOT_DIR, "share-opened-signed-out.png") });

      await link.getByRole("button", { name: "Revoke" }).click();
      await expectToast(page, "Link revoked");
      await dialog.getByText("No live links").waitFor();

      const refused = await view.goto(url);
      expect(refused?.status()).toBe(410);
      await view.getByRole("heading", { name: "This preview link was turned off" }).waitFor();
      await visitor.close();
      await page.keyboard.press("Escape");

      // Beside Download, the guide to putting the file online.
      await page.getByRole("button", { name: "How to publish" }).click();
      const guide = page.getByRole("dialog", { name: "Publish your page" });
      expect(await guide.textContent()).toContain("app.netlify.com/drop");
      await guide.getByRole("button", { name: /GitHub Pages/ }).click();
      await guide.getByText("Deploy from a branch", { exact: false }).waitFor();
      expect(await guide.textContent()).toContain("The page's forms keep sending to this app");
      // The social image, shown, with where it goes and why the page's address is needed.
      const social = guide.getByTestId("publish-social-image");
      await expect
        .poll(() => social.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1200);
      await social.getByTestId("publish-no-address").waitFor();
      await shot(page, "publish-guide-1280");
      await page.keyboard.press("Escape");

      // The same guide beside Download on the profile's tiles; a download says so and offers it.
      await page.goto("/profile?tab=templates");
      const tile = page.getByTestId("user-template-card").filter({ hasText: TITLE });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        tile.getByRole("link", { name: "Download" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("shared_journey.html");
      await expectToast(page, "Download started", "Saving shared_journey.html");
      await tile.getByRole("button", { name: "How to publish" }).click();
      await page
        .getByRole("dialog", { name: "Publish your page" })
        .getByText("app.netlify.com/drop")
        .waitFor();
      expect(errors).toEqual([]);
    });
  });
});

/** A receiver on loopback that records what it gets and answers 200. */
async function startReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/crm/leads`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("a page's webhook", () => {
  it("is saved on a phone, shows its secret once; Send test and a visitor's lead reach the receiver signed", async () => {
    const receiver = await startReceiver();
    try {
      await withPage({ width: 375, height: 800 }, async (page, context) => {
        const errors = trackPageErrors(page);
        const id = await ownerWithPage(context);
        await openWorkspace(page, id);
        await page.getByRole("tab", { name: "Leads" }).click();
        const panel = page.getByRole("region", { name: "Send leads to a webhook" });
        await panel.getByLabel("Webhook address").fill(receiver.url);
        await panel.getByRole("button", { name: "Save webhook" }).click();
        await expectToast(page, "Webhook saved");
        const secret = await panel.getByLabel("Signing secret").inputValue();
        expect(secret).toMatch(/^whsec_/);

        await panel.getByRole("button", { name: "Send test" }).click();
        await expectToast(page, "Test delivered");
        const delivery = panel.getByTestId("webhook-delivery").first();
        await delivery.waitFor();
        expect(await delivery.textContent()).toMatch(/Delivered.*Test.*HTTP 200/);
        await panel.scrollIntoViewIfNeeded();
        await shot(page, "webhook-375");

        expect(receiver.received).toHaveLength(1);
        const [{ headers, body }] = receiver.received;
        const [, t, v1] =
          /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers["x-landingforge-signature"])) ?? [];
        expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));
        expect(JSON.parse(body)).toMatchObject({ type: "webhook.test", page: { id, title: TITLE } });

        // The share dialog fits the phone's width.
        await page.getByRole("button", { name: "Share preview" }).click();
        await page.getByRole("dialog", { name: "Share a preview" }).getByText("No live links").waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await shot(page, "dialog-375");
        await page.keyboard.press("Escape");

        // A visitor's lead reaches the receiver through the running server's webhook sender.
        const pageHtml = await (await context.request.get(`${baseUrl}/api/templates/${id}/download`)).text();
        const action = /<form[^>]*\saction="([^"]+\/f\/[A-Za-z0-9_-]+)"/.exec(pageHtml)?.[1];
        expect(action).toBeTruthy();
        const posted = await fetch(action!, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({ _form: "form-hero", _hp: "", name: "Ada", email: "ada@example.com" }),
        });
        expect(posted.status).toBe(201);
        const deadline = Date.now() + 20_000;
        while (receiver.received.length < 2 && Date.now() < deadline) await page.waitForTimeout(200);
        expect(JSON.parse(receiver.received[1].body)).toMatchObject({
          type: "lead.created",
          lead: {
            fields: [
              { name: "name", value: "Ada" },
              { name: "email", value: "ada@example.com" },
            ],
          },
        });

        // Opened again, the secret is not shown any more.
        await page.reload();
        await page.getByRole("tab", { name: "Leads" }).click();
        await page
          .getByRole("region", { name: "Send leads to a webhook" })
          .getByTestId("webhook-delivery")
          .first()
          .waitFor();
        expect(await page.getByLabel("Signing secret").count()).toBe(0);
        expect(errors).toEqual([]);
      });
    } finally {
      await receiver.close();
    }
  });
});
