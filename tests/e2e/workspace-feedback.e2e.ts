/**
 * What a new marketer met walking the workspace (issue 29): the grid's lead counts come with its one list
 * request; a refused request says once that nothing was charged (in the chat and on the home page's card);
 * a change made before its cancel arrived is said beside the box with Undo, not in a toast over the chat;
 * a page deleted from its workspace leaves it. At 1280 and 375 px.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  browserForThisFile,
  cancelArrivesAfterTheResult,
  ownerWithPageByApi,
  screenshotWhenSettled,
  toasts,
  trackPageErrors,
  waitForSession,
} from "./helpers";

const baseUrl = inject("baseUrl");
const { withPage } = browserForThisFile(baseUrl);
const TITLE = "Feedback Walk";
const WIDTHS = [1280, 375] as const;

async function ownerWithPage(context: BrowserContext, tokens = 1000): Promise<string> {
  const { id } = await ownerWithPageByApi(
    context.request,
    baseUrl,
    { name: "Feedback Walker", emailLabel: "feedback", tokens },
    {
      title: TITLE,
      prompt: "Emergency plumber in Bristol, call-outs from £60. Write to help@pipewise.example.",
      landingPageType: "lead-generation",
      industry: "other",
      companyName: "Pipewise",
    },
  );
  return id;
}

async function balance(context: BrowserContext): Promise<number> {
  return ((await (await context.request.get(`${baseUrl}/api/profile`)).json()) as { tokenBalance: number })
    .tokenBalance;
}

/** The chat on a phone is a tab of its own; on a wide screen it is beside the page. */
async function openChat(page: Page, width: number) {
  if (width < 1024) await page.getByRole("tab", { name: "Chat" }).click();
}

const charged = (text: string | null) => (text?.match(/charged/gi) ?? []).length;

describe("the workspace's feedback", () => {
  for (const width of WIDTHS) {
    it(`opens "Get Started" on creating an account, not "Welcome back", at ${width} px`, async () => {
      await withPage({ width, height: 850 }, async (page) => {
        await page.goto("/faq");
        await waitForSession(page);
        await page.getByRole("banner").getByRole("link", { name: "Get Started", exact: true }).click();
        await page.waitForURL("**/auth?mode=sign-up");
        await page.getByRole("form", { name: "Create account" }).waitFor();
        expect(await page.getByText("Welcome back").count()).toBe(0);
      });
    });
  }

  it("loads the grid's lead counts with its list: no request per tile, and a page's lead shows on its tile", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      const id = await ownerWithPage(context);
      const second = await context.request.post(`${baseUrl}/api/templates/${id}/duplicate`, {
        headers: { origin: baseUrl },
      });
      expect(second.status()).toBe(201);
      // A visitor's lead, sent to the page's own form.
      const html = await (await context.request.get(`${baseUrl}/preview/${id}`)).text();
      const action = html.match(/action="([^"]*\/f\/[^"]+)"/)?.[1];
      if (!action) throw new Error("The page has no form");
      const sent = await context.request.post(action.replace(/^https?:\/\/[^/]+/, baseUrl), {
        form: { name: "Ann", email: "ann@example.com", message: "A leak under the sink" },
        headers: { origin: "null" },
      });
      expect(sent.status()).toBeLessThan(400);

      const formRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/leads/forms")) formRequests.push(r.url());
      });
      await page.goto("/profile?tab=templates");
      expect(await waitForSession(page)).toBe("signed-in");
      const tiles = page.getByTestId("user-template-card");
      await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBe(2);
      const original = tiles.filter({ has: page.getByRole("link", { name: TITLE, exact: true }) });
      await original.getByTestId("template-leads-button").waitFor();
      expect(await original.getByTestId("template-leads-button").textContent()).toBe("Leads (1)");
      // The copy has none, so no leads button.
      expect(
        await tiles
          .filter({ hasText: `Copy of ${TITLE}` })
          .getByTestId("template-leads-button")
          .count(),
      ).toBe(0);
      expect(formRequests).toEqual([]);
    });
  });

  for (const width of WIDTHS) {
    it(`says once that a refused request cost nothing, in the chat at ${width} px`, async () => {
      await withPage({ width, height: 850 }, async (page, context) => {
        const errors = trackPageErrors(page);
        const id = await ownerWithPage(context);
        await page.goto(`/pages/${id}`);
        expect(await waitForSession(page)).toBe("signed-in");
        await openChat(page, width);
        await page.getByLabel("Describe the change").fill("teach my cat to juggle flaming torches");
        await page.getByRole("button", { name: /^Update \(200 tokens\)/ }).click();
        const turn = page.getByTestId("conversation").locator("[data-refused=true]").last();
        await turn.waitFor({ timeout: 30_000 });
        expect(charged(await turn.textContent())).toBe(1);
        expect(await turn.getByTestId("conversation-cost").textContent()).toBe("No tokens charged.");
        // The reasons stay: what was not understood, and the closest request understood.
        expect(await turn.getByTestId("conversation-refusal").textContent()).toMatch(
          /^“teach my cat to juggle flaming torches” — not understood/,
        );
        await screenshotWhenSettled(page, `workspace-refusal-once-${width}`);
        expect(errors).toEqual([]);
      });
    });
  }

  it("says once that a refused request cost nothing on the home page's card", async () => {
    await withPage({ width: 1280, height: 900 }, async (page, context) => {
      await ownerWithPage(context);
      await page.goto("/#generator-section");
      expect(await waitForSession(page)).toBe("signed-in");
      const card = page.getByTestId("user-template-card").filter({ hasText: TITLE });
      const field = card.getByLabel("Describe the change");
      if (!(await field.isVisible())) await card.getByRole("button", { name: /Iterate/ }).click();
      await field.fill("teach my cat to juggle flaming torches");
      await card.getByRole("button", { name: /^Update \(200 tokens\)/ }).click();
      const refusal = card.getByTestId("iteration-refusal");
      await refusal.waitFor({ timeout: 30_000 });
      await expect.poll(() => refusal.textContent()).toContain("not understood");
      expect(charged(await refusal.textContent())).toBe(1);
    });
  });

  for (const width of WIDTHS) {
    it(`says a change made before its cancel arrived beside the box at ${width} px, and Undo gives the tokens back`, async () => {
      await withPage({ width, height: 850 }, async (page, context) => {
        const errors = trackPageErrors(page);
        const id = await ownerWithPage(context);
        const before = await balance(context);
        await cancelArrivesAfterTheResult(page, "", { holdResultUntilCancel: true });
        await page.goto(`/pages/${id}`);
        expect(await waitForSession(page)).toBe("signed-in");
        await openChat(page, width);
        await page.getByLabel("Describe the change").fill("call-outs are now from £65");
        await page.getByRole("button", { name: /^Update \(200 tokens\)/ }).click();
        await page.getByTestId("cancel-iteration").click();
        const notice = page.getByTestId("job-made-before-cancel");
        await notice.waitFor({ timeout: 30_000 });
        expect(await notice.textContent()).toContain(
          "Already made. The change was already made when the cancel arrived. Undo puts the page back as it was and gives the 200 tokens back.",
        );
        // Said beside the box, so no toast repeats it over the chat.
        expect(await toasts(page).filter({ hasText: "Already made" }).count()).toBe(0);
        // One Undo: the change's turn in the chat (once it shows) offers none beside the notice's.
        await page
          .getByTestId("conversation")
          .getByText("Version 2", { exact: true })
          .waitFor({ timeout: 15_000 });
        expect(await page.getByRole("button", { name: /Undo/ }).count()).toBe(1);
        await screenshotWhenSettled(page, `workspace-made-before-cancel-${width}`);
        await notice.getByRole("button", { name: "Undo and get the tokens back" }).click();
        await toasts(page).filter({ hasText: "Change undone" }).first().waitFor();
        await notice.waitFor({ state: "detached" });
        await expect.poll(() => balance(context), { timeout: 15_000 }).toBe(before);
        expect(errors).toEqual([]);
      });
    });
  }

  it("leaves a page deleted from its workspace for the list of templates", async () => {
    await withPage({ width: 375, height: 812 }, async (page, context) => {
      const id = await ownerWithPage(context);
      await page.goto(`/pages/${id}`);
      expect(await waitForSession(page)).toBe("signed-in");
      await page.getByTestId("workspace-actions").getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete template" }).click();
      await toasts(page).filter({ hasText: "Template deleted" }).first().waitFor();
      await page.waitForURL("**/profile?tab=templates");
      expect(await page.getByTestId("user-template-card").count()).toBe(0);
    });
  });
});
