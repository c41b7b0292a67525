/**
 * Time to submit, reported by the page itself (issue 28): the generated page's script sends `_t`, the
 * milliseconds since the page opened. A form sent faster than a person fills one in (under 3 s) is kept in
 * the inbox marked "too_soon" with that time, and not mailed; a post without `_t` (no JavaScript) or with
 * a human time is judged by the other rules only; `_t` is never stored as an answer.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SCRIPT } from "../../src/generator/composer/engine/page-script.js";
import { OPENED_MS_FIELD } from "../../src/generator/forms/lead-fields.js";
import { leads, mailQueue } from "../../src/server/db/schema.js";
import { MIN_MS_AFTER_PAGE_OPENED } from "../../src/server/leads/spam-signals.js";
import { APP_URL, createTestApp, freshIp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
let owner: { client: TestClient; email: string; token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const client = new TestClient(ctx.app);
  const { email } = await client.signUp({ name: "Lead Owner" });
  const created = await client.post("/api/templates", {
    prompt: "Guitar lessons in Leeds for adults, first lesson free, ask through the form",
    title: "Leeds Guitar",
    companyName: "Leeds Strings",
    landingPageType: "lead-generation",
    industry: "education",
  });
  expect(created.status).toBe(201);
  const html: string = created.body.template.htmlContent;
  expect(html).toContain(PAGE_SCRIPT);
  owner = { client, email, token: html.match(/\/f\/([A-Za-z0-9_-]{20,})/)![1] };
});
afterAll(async () => {
  await ctx.close();
});

async function submit(fields: [string, string][]) {
  const response = await ctx.app.request(`${APP_URL}/f/${owner.token}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "x-forwarded-for": freshIp(),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await response.json() };
}

type LeadItem = {
  id: string;
  held: string | null;
  heldSentAfterMs?: number;
  fields: { name: string; value: string }[];
};
/** The inbox entry of the lead that sent this address. */
const leadFrom = async (email: string): Promise<LeadItem> =>
  ((await owner.client.get("/api/leads?limit=100")).body.items as LeadItem[]).find((lead) =>
    lead.fields.some((field) => field.value === email),
  )!;
const mailsFor = async (email: string) =>
  (await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, owner.email))).filter(
    (mail) => mail.text.includes(email),
  );

describe("time to submit reported by the page", () => {
  it("holds a form sent within 3 s of the page opening, with that time, and does not mail it", async () => {
    const reply = await submit([
      ["name", "Quick Bot"],
      ["email", "quick@example.com"],
      [OPENED_MS_FIELD, "1234"],
    ]);
    expect(reply.status).toBe(201);
    const lead = await leadFrom("quick@example.com");
    expect(lead.held).toBe("too_soon");
    expect(lead.heldSentAfterMs).toBe(1234);
    expect(lead.fields.map((field) => field.name)).toEqual(["name", "email"]);
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.heldReason).toBe("too_soon:1234");
    expect(await mailsFor("quick@example.com")).toEqual([]);
  });

  it("mails a form sent after a person's time, and one sent without the time (no JavaScript)", async () => {
    for (const [email, extra] of [
      ["human@example.com", [[OPENED_MS_FIELD, String(MIN_MS_AFTER_PAGE_OPENED + 4000)]]],
      ["noscript@example.com", []],
      ["garbled@example.com", [[OPENED_MS_FIELD, "soon"]]],
    ] as [string, [string, string][]][]) {
      const reply = await submit([["name", "Real Person"], ["email", email], ...extra]);
      expect(reply.status).toBe(201);
      const lead = await leadFrom(email);
      expect(lead.held, email).toBeNull();
      expect(lead.heldSentAfterMs).toBeUndefined();
      expect(lead.fields.map((field) => field.name)).toEqual(["name", "email"]);
      expect(await mailsFor(email), email).toHaveLength(1);
    }
  });

  it("puts the time on the page's own submit: the script adds `_t` only for the app's endpoint", () => {
    expect(PAGE_SCRIPT).toContain(`name="${OPENED_MS_FIELD}"`);
    expect(PAGE_SCRIPT).toMatch(/if\(OURS\.test\(a\.split\("#"\)\[0\]\)\)\{stamp\(f\);/);
  });
});
