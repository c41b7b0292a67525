/**
 * The hand editor in a real browser: open Edit on a generated page, edit the headline in place, delete a
 * section, change a card title, undo, replace the logo, change the colour, save → a free new version, and
 * the downloaded file shows the edits and nothing of the editor. The sandbox holds while editing.
 */
import { readFileSync } from "node:fs";
import type { Frame, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  saveScreenshot,
  toasts,
  trackPageErrors,
  uniqueEmail,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Signs up through the app's own auth endpoint (the browser keeps the session cookie). */
async function signUp(page: Page) {
  await page.goto("/");
  const statuses = await page.evaluate(async (email) => {
    const post = (path: string, body: unknown) =>
      fetch(`/api/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((response) => response.status);
    const password = "correct-horse-42";
    // Sign-up gives no session (no account enumeration): sign in, as the web app does.
    return [
      await post("sign-up/email", { name: "Editor Tester", email, password }),
      await post("sign-in/email", { email, password }),
    ];
  }, uniqueEmail("editor"));
  expect(statuses).toEqual([200, 200]);
  // The page read the session before the sign-in: load it again signed in.
  await page.reload();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function generatePage(page: Page, title: string) {
  await page.goto("/#generator-section");
  expect(await waitForSession(page)).toBe("signed-in");
  const form = page.getByRole("form", { name: "Generate a landing page" });
  await form
    .getByLabel("What should the page say and do?")
    .fill("Timers, timesheets and invoices for freelancers. €9 a month. Write to help@acme.io.");
  await form.getByLabel("Page title").fill(title);
  await form.getByLabel("Company name").fill("Acme Tracker");
  await pickOption(page, "Page type", "Product Launch");
  await pickOption(page, "Industry", "Technology");
  await form.getByTestId("generate-button").click();
  await toasts(page).filter({ hasText: "Template generated successfully!" }).waitFor({ timeout: 30_000 });
}

async function balance(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await fetch("/api/profile")).json()).tokenBalance as number);
}

async function editorFrame(page: Page): Promise<Frame> {
  const element = page.getByTestId("editor-frame");
  await expect.poll(() => element.getAttribute("data-ready"), { timeout: 20_000 }).toBe("true");
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error("The editor frame has no content frame");
  return frame;
}

/** Clicks a text element in the frame, replaces its words by typing, and ends the edit with Enter. */
async function retype(page: Page, frame: Frame, selector: string, text: string) {
  await frame.locator(selector).first().click();
  await expect.poll(() => frame.locator(selector).first().getAttribute("contenteditable")).not.toBeNull();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await expect.poll(() => frame.locator(selector).first().getAttribute("contenteditable")).toBeNull();
}

const frameText = (frame: Frame) => frame.evaluate(() => document.body.textContent ?? "");

describe("the hand editor", () => {
  it("edits in place, deletes a section, undoes, saves a free version and downloads the edits", async () => {
    await withPage({ width: 1280, height: 900 }, async (page) => {
      const errors = trackPageErrors(page);
      await signUp(page);
      await generatePage(page, "Editor Journey");
      const tokensAfterGeneration = await balance(page);
      expect(tokensAfterGeneration).toBe(0);

      const card = page.getByTestId("user-template-card").filter({ hasText: "Editor Journey" });
      await card.getByRole("link", { name: "Edit Editor Journey" }).click();
      await page.waitForURL(/\/editor\/[0-9a-f-]{36}(\?.*)?$/);
      const frameElement = page.getByTestId("editor-frame");
      expect(await frameElement.getAttribute("sandbox")).toBe("allow-scripts");
      const frame = await editorFrame(page);

      // The sandbox holds while editing: code in the page reaches neither the app's DOM nor its cookies.
      const reach = await frame.evaluate(() => {
        const attempt = (read: () => unknown) => {
          try {
            read();
            return "read";
          } catch (error) {
            return (error as Error).name;
          }
        };
        return {
          parentDocument: attempt(() => window.parent.document.title),
          topCookie: attempt(() => window.top?.document.cookie),
          ownCookie: attempt(() => document.cookie),
          storage: attempt(() => window.localStorage.length),
          origin: window.origin,
        };
      });
      expect(reach).toEqual({
        parentDocument: "SecurityError",
        topCookie: "SecurityError",
        ownCookie: "SecurityError",
        storage: "SecurityError",
        origin: "null",
      });
      // A forged message from the page is ignored when its shape is wrong.
      await frame.evaluate(() =>
        window.parent.postMessage(
          { source: "lf-editor-frame", type: "section", n: -1, action: "delete" },
          "*",
        ),
      );

      // 1. The headline, edited in place.
      const headline = "Track every billable minute";
      await retype(page, frame, "h1", headline);
      expect(await frame.locator("h1").textContent()).toBe(headline);
      await page.getByText("Unsaved changes").waitFor();

      // 2. Delete the FAQ section through its toolbar.
      expect(await frame.locator('[data-section="faq"]').count()).toBe(1);
      await frame.locator('[data-section="faq"] h2').first().click();
      await page.keyboard.press("Escape"); // leave the heading's text edit; the section stays selected
      await frame.getByRole("button", { name: "Delete section" }).click();
      await expect.poll(() => frame.locator('[data-section="faq"]').count()).toBe(0);

      // 3. A card title in the features grid.
      // A card title is the text inside the card's heading (the element carrying its edit path).
      const titleText = '[data-section="features"] h3 [data-edit]';
      const cardTitles = frame.locator(titleText);
      const originalSecond = (await cardTitles.nth(1).textContent()) ?? "";
      await retype(page, frame, titleText, "Timesheets in one click");
      // 4. Another card title, then undo exactly that step.
      await frame.locator(titleText).nth(1).click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("This edit is undone");
      await page.keyboard.press("Enter");
      await expect.poll(() => frameText(frame)).toContain("This edit is undone");
      await screenshots(page, "editor-editing");
      await page.getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => frameText(frame)).not.toContain("This edit is undone");
      expect(await cardTitles.nth(1).textContent()).toBe(originalSecond);
      expect(await frame.locator('[data-section="features"] h3').first().textContent()).toBe(
        "Timesheets in one click",
      );
      // Redo and undo again by keyboard, from the app.
      await page.getByRole("button", { name: "Redo" }).click();
      await expect.poll(() => frameText(frame)).toContain("This edit is undone");
      await page.getByRole("toolbar", { name: "Page style" }).getByLabel("Font").focus();
      await page.keyboard.press("ControlOrMeta+Z");
      await expect.poll(() => frameText(frame)).not.toContain("This edit is undone");

      // 5. Replace the logo with a PNG and change the main colour.
      await frame.locator("header a.brand svg").first().click();
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        frame.getByRole("button", { name: "Replace logo" }).click(),
      ]);
      await chooser.setFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1X1 });
      await expect.poll(() => frame.locator("header a.brand img").count()).toBe(1);
      expect(await frame.locator("header a.brand img").getAttribute("src")).toMatch(
        /^data:image\/png;base64,/,
      );
      // A file that only claims to be an image is refused by its bytes.
      await frame.locator("footer a.brand svg").first().click();
      const [second] = await Promise.all([
        page.waitForEvent("filechooser"),
        frame.getByRole("button", { name: "Replace logo" }).click(),
      ]);
      await second.setFiles({
        name: "fake.png",
        mimeType: "image/png",
        buffer: Buffer.from("<svg onload=alert(1)>"),
      });
      await toasts(page).filter({ hasText: "Choose a PNG, JPEG, WebP or GIF image." }).waitFor();
      await page.getByLabel("Main colour").fill("#0f766e");
      await expect
        .poll(() =>
          frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--p").trim()),
        )
        .toBe("#0f766e");

      // Leaving with unsaved changes asks first.
      await page.getByRole("link", { name: "Back" }).click();
      const leave = page.getByRole("dialog", { name: "Leave without saving?" });
      await leave.waitFor();
      await leave.getByRole("button", { name: "Stay and keep editing" }).click();
      await leave.waitFor({ state: "hidden" });

      // 6. Save: a new version, free.
      await page.getByRole("button", { name: "Save" }).click();
      await toasts(page).filter({ hasText: "Saved as version 2" }).waitFor();
      expect(await balance(page)).toBe(tokensAfterGeneration);
      await page.getByText("Version 2").first().waitFor();

      // The versions dialog lists it at no charge; the download shows the edits and nothing of the editor.
      await page.getByRole("link", { name: "Back" }).click();
      await page.waitForURL(`${baseUrl}/`);
      const savedCard = page.getByTestId("user-template-card").filter({ hasText: "Editor Journey" });
      await savedCard.getByRole("button", { name: "History" }).click();
      const versions = page.getByRole("dialog", { name: "Version history" });
      const newest = versions.getByTestId("version-item").first();
      await newest.waitFor();
      expect(await newest.textContent()).toContain("Version 2");
      expect(await newest.textContent()).toContain("Edited by hand");
      expect(await newest.textContent()).toContain("0 tokens");
      await page.keyboard.press("Escape");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        savedCard.getByRole("link", { name: "Download" }).click(),
      ]);
      const file = readFileSync(await download.path(), "utf8");
      expect(file).toContain(`>${headline}</h1>`);
      expect(file).toContain("Timesheets in one click");
      expect(file).toContain(originalSecond);
      expect(file).not.toContain("This edit is undone");
      expect(file).not.toContain('data-section="faq"');
      expect(file).toMatch(/<img[^>]*src="data:image\/png;base64,/);
      expect(file).toContain("--p:#0f766e");
      for (const leftover of ["contenteditable", "data-lf-", "lf-editor", "text/lf-paused"]) {
        expect(file).not.toContain(leftover);
      }
      expect(file).toContain('<script type="application/json" id="page-model">');
      expect(await balance(page)).toBe(tokensAfterGeneration);
      expect(errors).toEqual([]);
    });
  });
});

/**
 * Turns a generated page into one that follows the composer contract (data-section-id, data-edit paths,
 * data-items/data-item, a model with `sections`), as the new composer renders them, and saves it by PUT.
 */
async function saveAsContractPage(page: Page, id: string) {
  return page.evaluate(async (templateId) => {
    const template = await (await fetch(`/api/templates/${templateId}`)).json();
    const doc = new DOMParser().parseFromString(template.htmlContent, "text/html");
    const block = doc.getElementById("page-model") as HTMLScriptElement;
    const model = JSON.parse(block.textContent ?? "{}");
    model.sections = Array.from(doc.querySelectorAll("[data-section]")).map((section, i) => {
      const sid = `s${i + 1}`;
      section.setAttribute("data-section-id", sid);
      const entry: Record<string, unknown> = { id: sid, kind: section.getAttribute("data-section") };
      const heading = section.querySelector("h1, h2");
      if (heading) {
        heading.setAttribute("data-edit", `sections.${sid}.heading`);
        entry.heading = heading.textContent;
      }
      // The card list: the nearest ancestor of the first h3 whose children are one card per h3.
      let grid: Element | null = section.querySelector("h3")?.parentElement ?? null;
      while (
        grid &&
        grid !== section &&
        !(
          grid.children.length >= 2 &&
          grid.querySelectorAll("h3").length === grid.children.length &&
          Array.from(grid.children).every((card) => card.querySelector("h3"))
        )
      ) {
        grid = grid.parentElement;
      }
      if (section.getAttribute("data-section") === "features" && grid && grid !== section) {
        grid.setAttribute("data-items", "items");
        entry.items = Array.from(grid.children).map((card, k) => {
          card.setAttribute("data-item", String(k));
          const title = card.querySelector("h3") as Element;
          title.setAttribute("data-edit", `sections.${sid}.items.${k}.title`);
          return { title: title.textContent };
        });
      }
      return entry;
    });
    block.textContent = JSON.stringify(model).replace(/</g, "\\u003c");
    const html = `<!doctype html>\n${doc.documentElement.outerHTML}`;
    const response = await fetch(`/api/templates/${templateId}/html`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ html, note: "Contract markers" }),
    });
    return response.status;
  }, id);
}

type ContractModel = {
  sections: { id: string; kind: string; heading?: string; items?: { title: string }[] }[];
  settings: { font: string; scheme: string; palette: { primary: string } };
};

describe("the hand editor on a composer page", () => {
  it("keeps a composer page's model in step with every kind of edit", async () => {
    await withPage({ width: 1280, height: 900 }, async (page) => {
      const errors = trackPageErrors(page);
      await signUp(page);
      const created = await page.evaluate(async () => {
        const response = await fetch("/api/templates", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            prompt:
              "Invoicing for agencies: reminders, recurring invoices, time tracking. €19 a month. hi@ledgerly.io",
            title: "Contract Page",
            companyName: "Ledgerly",
            landingPageType: "product-launch",
            industry: "technology",
            targetAudience: "agency owners",
            logoOption: "generate",
            logoData: null,
          }),
        });
        return { status: response.status, id: (await response.json()).template?.id as string };
      });
      expect(created.status).toBe(201);
      expect(await saveAsContractPage(page, created.id)).toBe(200);

      const direct = await page.goto(`/editor/${created.id}`);
      expect(direct?.status()).toBe(200);
      const frame = await editorFrame(page);
      const features = '[data-section="features"]';
      const titles = () => frame.locator(`${features} [data-item] h3`).allTextContents();
      const before = await titles();
      expect(before.length).toBeGreaterThanOrEqual(3);

      await retype(page, frame, "h1", "Invoices that chase themselves");
      // Duplicate the first card, then rename the copy: the copy's path points at the new array entry.
      // An item is picked by its marker: an icon, or its number in a numbered list.
      await frame.locator(`${features} [data-item="0"] :is(.ic, .no)`).first().click();
      await frame.getByRole("button", { name: "Duplicate item" }).click();
      await expect.poll(() => frame.locator(`${features} [data-item]`).count()).toBe(before.length + 1);
      expect(
        await frame
          .locator(`${features} [data-item="1"] :is(h3[data-edit], h3 [data-edit])`)
          .first()
          .getAttribute("data-edit"),
      ).toMatch(/^sections\.s\d+\.items\.1\.title$/);
      await retype(
        page,
        frame,
        `${features} [data-item="1"] :is(h3[data-edit], h3 [data-edit])`,
        "Copied card",
      );
      // Remove the last card, move the features up, delete the FAQ, duplicate the pricing.
      await frame.locator(`${features} [data-item="${before.length}"] :is(.ic, .no)`).first().click();
      await frame.getByRole("button", { name: "Remove item" }).click();
      await expect.poll(() => frame.locator(`${features} [data-item]`).count()).toBe(before.length);
      await frame.locator(`${features} h2`).click();
      await page.keyboard.press("Escape");
      await frame.getByRole("button", { name: "Move section up" }).click();
      await frame.locator('[data-section="faq"] h2').click();
      await page.keyboard.press("Escape");
      await frame.getByRole("button", { name: "Delete section" }).click();
      await frame.locator('[data-section="pricing"] h2').click();
      await page.keyboard.press("Escape");
      await frame.getByRole("button", { name: "Duplicate section" }).click();
      await expect.poll(() => frame.locator('[data-section="pricing"]').count()).toBe(2);
      await page.getByLabel("Font", { exact: true }).selectOption("serif");
      await page.getByLabel("Light or dark theme").selectOption("dark");
      await screenshots(page, "editor-contract");

      await page.getByRole("button", { name: "Save" }).click();
      await toasts(page).filter({ hasText: "Saved as version 3" }).waitFor();

      const saved = await page.evaluate(
        async (id) => (await (await fetch(`/api/templates/${id}`)).json()).htmlContent as string,
        created.id,
      );
      const doc = await page.evaluate((html) => {
        const parsed = new DOMParser().parseFromString(html, "text/html");
        return {
          model: JSON.parse(parsed.getElementById("page-model")?.textContent ?? "{}"),
          sectionIds: Array.from(parsed.querySelectorAll("[data-section-id]")).map((el) =>
            el.getAttribute("data-section-id"),
          ),
          kinds: Array.from(parsed.querySelectorAll("[data-section-id]")).map((el) =>
            el.getAttribute("data-section"),
          ),
          featureTitles: Array.from(parsed.querySelectorAll('[data-section="features"] [data-item] h3')).map(
            (el) => el.textContent,
          ),
          // Each card's title path (on the heading, or on the words inside it, by layout).
          editPaths: Array.from(parsed.querySelectorAll('[data-section="features"] [data-item]')).map(
            (item) => item.querySelector("h3[data-edit], h3 [data-edit]")?.getAttribute("data-edit"),
          ),
          ids: Array.from(parsed.querySelectorAll("[id]")).map((el) => el.id),
        };
      }, saved);
      const model = doc.model as ContractModel;
      // The model's sections are the page's sections, in the page's order, with fresh ids for the copy.
      expect(model.sections.map((s) => s.id)).toEqual(doc.sectionIds);
      expect(model.sections.map((s) => s.kind)).toEqual(doc.kinds);
      expect(doc.kinds).not.toContain("faq");
      // The page was hero, features, pricing, FAQ, sign-up: "Move section up" put the features first.
      expect(doc.kinds.indexOf("features")).toBeLessThan(doc.kinds.indexOf("hero"));
      expect(doc.kinds.filter((k) => k === "pricing")).toHaveLength(2);
      expect(new Set(doc.ids).size).toBe(doc.ids.length);
      expect(model.sections.find((s) => s.kind === "hero")?.heading).toBe("Invoices that chase themselves");
      const featureModel = model.sections.find((s) => s.kind === "features");
      expect(featureModel?.items?.map((i) => i.title)).toEqual(doc.featureTitles);
      expect(doc.featureTitles).toEqual([before[0], "Copied card", ...before.slice(1, -1)]);
      expect(doc.editPaths).toEqual(
        doc.featureTitles.map((_, k) => `sections.${featureModel?.id}.items.${k}.title`),
      );
      expect(model.settings).toMatchObject({ font: "serif", scheme: "dark" });
      expect(saved).toContain('id="lf-theme"');
      expect(errors).toEqual([]);
    });
  });
});

describe("the hand editor on a page without composer markers", () => {
  it("finds sections and card lists by the page's structure and edits them as a document", async () => {
    await withPage({ width: 1280, height: 900 }, async (page) => {
      const errors = trackPageErrors(page);
      await signUp(page);
      // A page as an LLM might write it: no data-section markers.
      const id = await page.evaluate(async () => {
        const created = await fetch("/api/templates", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            prompt:
              "Notes app for students: sync, flashcards and an exam planner. €3 a month. hi@notable.app, in Pécs.",
            title: "Plain Page",
            companyName: "Notable",
            landingPageType: "product-launch",
            industry: "education",
            targetAudience: "students",
            logoOption: "generate",
            logoData: null,
          }),
        });
        const template = (await created.json()).template;
        const doc = new DOMParser().parseFromString(template.htmlContent, "text/html");
        for (const el of Array.from(doc.querySelectorAll("[data-section]")))
          el.removeAttribute("data-section");
        const saved = await fetch(`/api/templates/${template.id}/html`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ html: `<!doctype html>\n${doc.documentElement.outerHTML}` }),
        });
        if (saved.status !== 200) throw new Error(`PUT answered ${saved.status}`);
        return template.id as string;
      });

      await page.goto(`/editor/${id}`);
      const frame = await editorFrame(page);
      expect(await frame.locator("[data-section]").count()).toBe(0);
      const sections = () => frame.locator("main > section").count();
      const count = await sections();
      const ids = await frame.locator("main > section").evaluateAll((els) => els.map((el) => el.id));
      // Expected after the edits below: the FAQ one place up, the pricing gone.
      const expected = [...ids];
      const at = expected.indexOf("faq");
      [expected[at - 1], expected[at]] = [expected[at], expected[at - 1]];
      expected.splice(expected.indexOf("pricing"), 1);
      // The FAQ is a section of <main>; its questions are a list of alike items.
      const faq = frame.locator("main > section#faq");
      const questions = await faq.locator("[data-lf-item]").count();
      expect(questions).toBeGreaterThanOrEqual(2);
      await faq.locator("[data-lf-item]").first().click();
      await page.keyboard.press("Escape");
      await frame.getByRole("button", { name: "Remove item" }).click();
      await expect.poll(() => faq.locator("[data-lf-item]").count()).toBe(questions - 1);
      await frame.locator("main > section#faq h2").click();
      await page.keyboard.press("Escape");
      await frame.getByRole("button", { name: "Move section up" }).click();
      await frame.locator("main > section#pricing h2").click();
      await page.keyboard.press("Escape");
      await frame.getByRole("button", { name: "Delete section" }).click();
      await expect.poll(sections).toBe(count - 1);
      await page.getByLabel("Light or dark theme").selectOption("dark");
      await expect
        .poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
        .toBe("dark");
      await page.getByRole("button", { name: "Save" }).click();
      await toasts(page).filter({ hasText: "Saved as version 3" }).waitFor();

      const saved = await page.evaluate(
        async (templateId) =>
          (await (await fetch(`/api/templates/${templateId}`)).json()).htmlContent as string,
        id,
      );
      expect(saved).not.toContain('id="pricing"');
      const order = [...saved.matchAll(/<section id="([\w-]+)"/g)].map((m) => m[1]);
      expect(order).toEqual(expected);
      expect(saved).toContain('data-scheme="dark"');
      expect(errors).toEqual([]);
    });
  });
});

/** The editor at 1280 and at 375 px wide (viewport screenshots: the editor is one screen). */
async function screenshots(page: Page, name: string) {
  await saveViewport(page, `${name}-1280`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await saveViewport(page, `${name}-375`);
  if (size) await page.setViewportSize(size);
  await page.waitForTimeout(300);
}

async function saveViewport(page: Page, name: string) {
  const file = await saveScreenshot(page, name);
  return file;
}
