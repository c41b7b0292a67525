/**
 * Leads in a real browser, relying only on the form contract (form[data-lead-form], #<id>-thanks,
 * #<id>-error): a page generated through the app and downloaded, opened from file:// and from a second
 * local origin, delivers its form to the owner's Leads tab (live) and outbox; a script-less classic post
 * comes back to the thank-you state; the honeypot and the rate limit hold; a form sent within seconds of
 * the page opening (the page's script reports the time) is kept in the inbox with its "Possible spam" badge
 * and not mailed; a deleted page's form and a stopped server show the error state, never "Thank you". This
 * file starts its own server with rate limits on (the shared one runs without them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningServer, startServer } from "../helpers/server-process.js";
import {
  launchBrowser,
  newContext,
  outboxFiles,
  signUpByApi as signUpAndSignIn,
  uniqueEmail,
  waitForMailLink,
} from "./helpers.js";

let server: RunningServer;
let serverStopped = false;
let browser: Browser;
let pageServer: Server;
let secondOrigin = "";
let pageFile = "";

beforeAll(async () => {
  server = await startServer({ NODE_ENV: "test", RATE_LIMIT_ENABLED: "true" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
  if (!serverStopped) await server?.stop();
});

const PASSWORD = "violet-harbour-93";

async function signUpByApi(request: APIRequestContext, name: string, email: string) {
  await signUpAndSignIn(request, server.baseUrl, { name, email, password: PASSWORD });
}

/** Fills every visible field of the first visible lead form; returns the form's id. */
async function fillLeadForm(page: Page, email: string, message = "Please call me back."): Promise<string> {
  const form = page.locator("form[data-lead-form]:visible").first();
  await form.waitFor();
  const id = await form.getAttribute("id");
  if (!id) throw new Error("the lead form has no id");
  // The honeypot is "visible" to a script (1 px, off-screen) but not to people: a person never fills it.
  const controls = form.locator('input:visible:not([name="_hp"]), textarea:visible, select:visible');
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    const tag = await control.evaluate((el) => el.tagName.toLowerCase());
    const type = ((await control.getAttribute("type")) ?? "text").toLowerCase();
    if (tag === "select") {
      const values = await control
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      if (values.length) await control.selectOption(values[values.length - 1]);
    } else if (tag === "textarea") await control.fill(message);
    else if (type === "email") await control.fill(email);
    else if (type === "tel") await control.fill("+44 20 7946 0000");
    else if (type === "checkbox" || type === "radio") await control.check();
    else if (type === "number") await control.fill("3");
    else if (type === "date") await control.fill("2030-01-15");
    else if (!["submit", "button", "hidden"].includes(type)) await control.fill("Ada Visitor");
  }
  return id;
}

/** Waits until the page has been open `ms` milliseconds: a person takes that long to fill in a form. */
async function openFor(page: Page, ms: number) {
  await page.waitForFunction((least) => performance.now() >= least, ms);
}

async function submit(page: Page, formId: string) {
  await page.locator(`#${formId} [type=submit]`).click();
}

/** Waits until the form shows either its thank-you element or its error; returns which. */
async function outcome(page: Page, formId: string): Promise<{ thanks: boolean; error: string }> {
  const thanks = page.locator(`#${formId}-thanks`);
  const error = page.locator(`#${formId}-error`);
  await thanks
    .or(error.filter({ hasText: /\S/ }))
    .first()
    .waitFor({ state: "visible", timeout: 15_000 });
  return {
    thanks: await thanks.isVisible(),
    error: (await error.isVisible()) ? ((await error.textContent()) ?? "") : "",
  };
}

describe("leads from a downloaded page", () => {
  it("delivers from file:// and a second origin, live to the Leads tab and the outbox; honeypot, rate limit and failures hold", async () => {
    const owner = await newContext(browser, server.baseUrl);
    const ownerEmail = uniqueEmail("lead-owner");
    await signUpByApi(owner.request, "Lena Owner", ownerEmail);
    const generated = await owner.request.post(`${server.baseUrl}/api/templates`, {
      headers: { origin: server.baseUrl },
      data: {
        prompt:
          "Free 30-minute consultations on small-business tax returns in Bristol, booked through a short form",
        title: "Tax Help Bristol",
        companyName: "Ledger & Co",
        landingPageType: "lead-generation",
        industry: "finance",
        targetAudience: "small business owners",
        logoOption: "generate",
        logoData: null,
      },
    });
    expect(generated.status()).toBe(201);
    const template = (await generated.json()).template as { id: string };

    // Download it through the app, as an owner would.
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/profile?tab=templates");
    const card = ownerPage.getByTestId("user-template-card").filter({ hasText: "Tax Help Bristol" });
    const [download] = await Promise.all([
      ownerPage.waitForEvent("download"),
      card.getByRole("link", { name: "Download" }).click(),
    ]);
    pageFile = path.join(os.tmpdir(), `lead-page-${Date.now()}.html`);
    await download.saveAs(pageFile);
    const html = readFileSync(pageFile, "utf8");
    expect(html).toMatch(new RegExp(`action="${server.baseUrl}/f/[A-Za-z0-9_-]{20,}"`));

    // A second local origin serving the same file at its root.
    const port = await freePort();
    secondOrigin = `http://127.0.0.1:${port}`;
    pageServer = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(html);
    });
    await new Promise<void>((resolve) => pageServer.listen(port, "127.0.0.1", resolve));

    // The owner watches the Leads tab; leads must arrive without a reload.
    await ownerPage.goto("/profile?tab=leads");
    await ownerPage.getByTestId("leads-empty").waitFor();
    const before = await outboxFiles(server.dataDir);

    const visitor = await browser.newContext();
    const fromFile = await visitor.newPage();
    await fromFile.goto(pathToFileURL(pageFile).href);
    const fileEmail = uniqueEmail("file-visitor");
    const formId = await fillLeadForm(fromFile, fileEmail);
    await openFor(fromFile, 3500);
    await submit(fromFile, formId);
    expect(await outcome(fromFile, formId)).toEqual({ thanks: true, error: "" });
    await ownerPage.getByTestId("lead-item").filter({ hasText: fileEmail }).waitFor({ timeout: 15_000 });
    const { mail } = await waitForMailLink(server.dataDir, ownerEmail, /\/profile\?tab=leads/, {
      after: before,
    });
    expect(mail.subject).toBe("New lead from “Tax Help Bristol”");
    expect(mail.text).toContain(fileEmail);

    const fromOrigin = await visitor.newPage();
    await fromOrigin.goto(`${secondOrigin}/`);
    const originEmail = uniqueEmail("origin-visitor");
    await fillLeadForm(fromOrigin, originEmail);
    await submit(fromOrigin, formId);
    expect(await outcome(fromOrigin, formId)).toEqual({ thanks: true, error: "" });
    const originLead = ownerPage.getByTestId("lead-item").filter({ hasText: originEmail });
    await originLead.waitFor({ timeout: 15_000 });
    expect(await originLead.getByRole("link", { name: `127.0.0.1:${port}` }).count()).toBe(1);

    // Without JavaScript the classic post goes to the endpoint and comes back to #<form>-thanks.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const classic = await noScript.newPage();
    await classic.goto(`${secondOrigin}/`);
    const classicEmail = uniqueEmail("classic-visitor");
    await fillLeadForm(classic, classicEmail);
    await submit(classic, formId);
    await classic.waitForURL(`${secondOrigin}/#${formId}-thanks`);
    expect(await classic.locator(`#${formId}-thanks`).isVisible()).toBe(true);
    await ownerPage.getByTestId("lead-item").filter({ hasText: classicEmail }).waitFor({ timeout: 15_000 });
    await noScript.close();

    // Sent a moment after the page opened: thanked and kept, marked as possible spam with the time the
    // page reported, and not mailed.
    const hasty = await visitor.newPage();
    await hasty.goto(pathToFileURL(pageFile).href);
    const hastyEmail = uniqueEmail("hasty");
    // Filled the way a bot does, all at once, and sent at once.
    const openedAt = await hasty.evaluate(
      ({ id, email }) => {
        const form = document.getElementById(id) as HTMLFormElement;
        for (const el of Array.from(form.querySelectorAll("input, textarea, select"))) {
          const field = el as HTMLInputElement;
          if (field.type === "hidden" || field.name === "_hp" || field.type === "submit") continue;
          if (field.type === "checkbox" || field.type === "radio") field.checked = true;
          else if (el instanceof HTMLSelectElement) el.selectedIndex = el.options.length - 1;
          else if (field.type === "email") field.value = email;
          else if (field.type === "tel") field.value = "+44 20 7946 0000";
          else if (field.type === "number") field.value = "3";
          else if (field.type === "date") field.value = "2030-01-15";
          else field.value = "Hasty Bot";
        }
        return performance.now();
      },
      { id: formId, email: hastyEmail },
    );
    await submit(hasty, formId);
    expect(await outcome(hasty, formId)).toEqual({ thanks: true, error: "" });
    const hastyLead = ownerPage.getByTestId("lead-item").filter({ hasText: hastyEmail });
    await hastyLead.waitFor({ timeout: 15_000 });
    const badge = hastyLead.getByTestId("lead-held");
    expect(await badge.textContent()).toMatch(/^Possible spam: sent \d(\.\d)? s after the page opened$/);
    const seconds = Number(/sent ([\d.]+) s/.exec((await badge.textContent()) ?? "")?.[1]);
    expect(seconds).toBeLessThan(3);
    expect(seconds * 1000).toBeGreaterThanOrEqual(Math.floor(openedAt / 100) * 100);
    expect(await badge.getAttribute("title")).toBe(
      "The form was sent faster than a person fills it in, so no e-mail was sent for this one.",
    );
    // The leads sent at a person's pace carry no badge.
    expect(
      await ownerPage
        .getByTestId("lead-item")
        .filter({ hasText: fileEmail })
        .getByTestId("lead-held")
        .count(),
    ).toBe(0);
    await hasty.close();

    // A bot filling the honeypot is thanked but nothing is stored.
    const bot = await visitor.newPage();
    await bot.goto(pathToFileURL(pageFile).href);
    const botEmail = uniqueEmail("bot");
    await fillLeadForm(bot, botEmail);
    await bot.locator(`#${formId} [name="_hp"]`).evaluate((el) => {
      (el as HTMLInputElement).value = "http://spam.example";
    });
    await submit(bot, formId);
    expect((await outcome(bot, formId)).thanks).toBe(true);
    const leadsNow = async () =>
      (await (await owner.request.get(`${server.baseUrl}/api/leads?limit=100`)).json()).items as {
        fields: { value: string }[];
      }[];
    expect((await leadsNow()).some((l) => l.fields.some((f) => f.value === botEmail))).toBe(false);
    expect(await leadsNow()).toHaveLength(4);

    // The per-visitor rate limit (10 in 10 minutes; 5 used so far) turns into an error, not a thank-you.
    let refusal = "";
    for (let attempt = 0; attempt < 12 && !refusal; attempt += 1) {
      const again = await visitor.newPage();
      await again.goto(pathToFileURL(pageFile).href);
      await fillLeadForm(again, uniqueEmail(`repeat-${attempt}`));
      await submit(again, formId);
      const result = await outcome(again, formId);
      if (!result.thanks) refusal = result.error;
      await again.close();
    }
    expect(refusal).toBe("Too many submissions. Please try again in 10 minutes.");

    // Another user sees none of it.
    const stranger = await newContext(browser, server.baseUrl);
    await signUpByApi(stranger.request, "Sam Stranger", uniqueEmail("stranger"));
    expect((await stranger.request.get(`${server.baseUrl}/api/leads?template=${template.id}`)).status()).toBe(
      404,
    );
    expect((await (await stranger.request.get(`${server.baseUrl}/api/leads`)).json()).items).toEqual([]);
    await stranger.close();

    // The owner exports CSV from the tab and it parses.
    const [csv] = await Promise.all([
      ownerPage.waitForEvent("download"),
      ownerPage.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csvText = readFileSync((await csv.path())!, "utf8");
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    const rows = csvText.slice(1).trimEnd().split("\r\n");
    expect(rows[0]).toMatch(/^Received \(UTC\),Page,Page address,Form,/);
    expect(rows.length).toBeGreaterThanOrEqual(1 + 3);
    expect(csvText).toContain(fileEmail);

    // The template card's "Leads (n)" opens that page's leads, with its e-mail switch.
    await ownerPage.goto("/profile?tab=templates");
    const leadsButton = ownerPage
      .getByTestId("user-template-card")
      .filter({ hasText: "Tax Help Bristol" })
      .getByTestId("template-leads-button");
    await expect.poll(() => leadsButton.textContent(), { timeout: 15_000 }).toMatch(/^Leads \([1-9]\d*\)$/);
    await leadsButton.click();
    const dialog = ownerPage.getByRole("dialog", { name: "Leads from “Tax Help Bristol”" });
    await dialog.getByTestId("lead-item").filter({ hasText: originEmail }).waitFor();
    await dialog.getByRole("checkbox", { name: /E-mail me each lead/ }).click();
    const notifyLeads = async () =>
      (await (await owner.request.get(`${server.baseUrl}/api/leads/forms`)).json()).items[0].notifyLeads;
    await expect.poll(notifyLeads).toBe(false);
    await ownerPage.keyboard.press("Escape");
    await ownerPage.goto("/profile?tab=leads");

    // Deleting one lead asks first.
    const fileLead = ownerPage.getByTestId("lead-item").filter({ hasText: fileEmail });
    await fileLead.getByRole("button", { name: /Delete the lead received/ }).click();
    await ownerPage
      .getByRole("dialog", { name: "Delete this lead?" })
      .getByRole("button", { name: "Delete lead" })
      .click();
    await fileLead.waitFor({ state: "detached" });

    // Of all the mail the owner got (lead mails name the visitor's address), none is about the hasty lead.
    const outbox = path.join(server.dataDir, "outbox");
    const mailed = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), "utf8"));
    expect(mailed.some((mail) => mail.includes(fileEmail))).toBe(true);
    expect(mailed.some((mail) => mail.includes(hastyEmail))).toBe(false);

    // A deleted page's form answers 410: the visitor sees why, not "Thank you".
    const deleted = await owner.request.delete(`${server.baseUrl}/api/templates/${template.id}`, {
      headers: { origin: server.baseUrl },
    });
    expect(deleted.status()).toBe(204);
    const afterDelete = await visitor.newPage();
    await afterDelete.goto(`${secondOrigin}/`);
    await fillLeadForm(afterDelete, uniqueEmail("too-late"));
    await submit(afterDelete, formId);
    expect(await outcome(afterDelete, formId)).toEqual({
      thanks: false,
      error: "This form is no longer accepting submissions: its page was deleted.",
    });

    // With the server stopped, the form says it could not send.
    serverStopped = true;
    await server.stop();
    const offline = await visitor.newPage();
    await offline.goto(pathToFileURL(pageFile).href);
    await fillLeadForm(offline, uniqueEmail("offline"));
    await submit(offline, formId);
    expect(await outcome(offline, formId)).toEqual({
      thanks: false,
      error: "We could not send your message. Please check your connection and try again.",
    });
    expect(await offline.locator(`#${formId} [type=submit]`).isEnabled()).toBe(true);
    await visitor.close();
    await owner.close();
  });
});
