/**
 * A flood of form submissions cannot flood the owner: every lead stays in the inbox, but after a few mails
 * a burst is told in one digest; a repeated body or a quick repeat from one address is kept, marked, and
 * not mailed; and all of one owner's forms together have a cap.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailQueue, rateLimitCounters } from "../../src/server/db/schema.js";
import { LEAD_RATE_LIMITS } from "../../src/server/leads/intake.js";
import {
  BURST_WINDOW_MS,
  LEAD_DIGEST_KIND,
  LEAD_MAILS_PER_BURST_WINDOW,
} from "../../src/server/leads/owner-mail.js";
import { MIN_SECONDS_BETWEEN_SUBMISSIONS } from "../../src/server/leads/spam-signals.js";
import { deliverDueMail } from "../../src/server/mail/sender.js";
import type { MailTransport } from "../../src/server/mail/transport.js";
import { APP_URL, createTestApp, freshIp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
// Each test starts after any earlier burst window has passed.
beforeEach(() => ctx.clock.advance(BURST_WINDOW_MS + 1_000));

interface Owner {
  client: TestClient;
  userId: string;
  email: string;
  token: string;
}

async function ownerWithPage(title: string): Promise<Owner> {
  const client = new TestClient(ctx.app);
  const { userId, email } = await client.signUp({ name: "Lead Owner" });
  const created = await client.post("/api/templates", {
    prompt: "Piano lessons in Cardiff for adults and children, first lesson free, ask through the form",
    title,
    companyName: "Cardiff Keys",
    landingPageType: "lead-generation",
    industry: "education",
  });
  expect(created.status).toBe(201);
  const token = created.body.template.htmlContent.match(/\/f\/([A-Za-z0-9_-]{20,})/)[1];
  return { client, userId, email, token };
}

async function submit(token: string, fields: [string, string][], ip = freshIp()) {
  const response = await ctx.app.request(`${APP_URL}/f/${token}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await response.json() };
}

const mailsTo = (email: string) =>
  ctx.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email)).orderBy(mailQueue.createdAt);

const inbox = async (owner: Owner) => (await owner.client.get("/api/leads?limit=100")).body.items;

/** Delivers what is due now; answers the subjects sent. */
async function deliverDue(): Promise<string[]> {
  const sent: string[] = [];
  const transport: MailTransport = {
    name: "recording",
    send: async (message) => {
      sent.push(message.subject);
    },
    close: () => {},
  };
  await deliverDueMail(
    { db: ctx.database.db, transport, from: "LF <no-reply@example.com>", clock: ctx.clock },
    500,
  );
  return sent;
}

describe("a burst of leads", () => {
  it("keeps every lead in the inbox and mails a few, then one digest counting the rest", async () => {
    const owner = await ownerWithPage("Cardiff Keys");
    const total = 12;
    for (let i = 0; i < total; i++) {
      const reply = await submit(owner.token, [
        ["name", `Visitor ${i}`],
        ["email", `visitor${i}@example.com`],
      ]);
      expect(reply.status).toBe(201);
      ctx.clock.advance(500);
    }
    const leads = await inbox(owner);
    expect(leads).toHaveLength(total);
    expect(leads.every((lead: { held: unknown }) => lead.held === null)).toBe(true);

    const mails = await mailsTo(owner.email);
    expect(mails.filter((m) => m.kind === "lead")).toHaveLength(LEAD_MAILS_PER_BURST_WINDOW);
    const digests = mails.filter((m) => m.kind === LEAD_DIGEST_KIND);
    expect(digests).toHaveLength(1);
    const rest = total - LEAD_MAILS_PER_BURST_WINDOW;
    expect(digests[0]!.subject).toBe(`${rest} new leads on your pages`);
    expect(digests[0]!.text).toContain(`Cardiff Keys: ${rest}`);
    expect(digests[0]!.text).toContain(`${APP_URL}/profile?tab=leads`);

    // The digest waits for the window to pass, then goes out once.
    const sentNow = await deliverDue();
    expect(sentNow.filter((subject) => subject.endsWith("on your pages"))).toEqual([]);
    ctx.clock.advance(BURST_WINDOW_MS);
    expect((await deliverDue()).filter((subject) => subject.endsWith("on your pages"))).toEqual([
      `${rest} new leads on your pages`,
    ]);

    // Once the burst is over, a lead is mailed on its own again.
    ctx.clock.advance(BURST_WINDOW_MS);
    expect((await submit(owner.token, [["email", "later@example.com"]])).status).toBe(201);
    const after = await mailsTo(owner.email);
    expect(after.filter((m) => m.kind === "lead")).toHaveLength(LEAD_MAILS_PER_BURST_WINDOW + 1);
    expect(after.filter((m) => m.kind === LEAD_DIGEST_KIND)).toHaveLength(1);
  });
});

describe("likely spam", () => {
  it("is kept in the inbox, marked, and not mailed: the same answers again, or a quick repeat from one address", async () => {
    const owner = await ownerWithPage("Held Leads");
    const visitor = freshIp();
    const answers: [string, string][] = [
      ["name", "Grace"],
      ["email", "grace@example.com"],
    ];
    expect((await submit(owner.token, answers, visitor)).status).toBe(201);
    ctx.clock.advance(60_000);
    // The same body from another address a minute later: a replay.
    expect((await submit(owner.token, answers, freshIp())).status).toBe(201);
    ctx.clock.advance(60_000);
    expect((await submit(owner.token, [["email", "first@example.com"]], visitor)).status).toBe(201);
    ctx.clock.advance(2_000);
    // The same address again two seconds later, other answers: quicker than anyone fills in a form.
    expect((await submit(owner.token, [["email", "second@example.com"]], visitor)).status).toBe(201);
    ctx.clock.advance((MIN_SECONDS_BETWEEN_SUBMISSIONS + 1) * 1000);
    expect((await submit(owner.token, [["email", "third@example.com"]], visitor)).status).toBe(201);

    const leads = await inbox(owner);
    const heldOf = (value: string) =>
      leads.find((lead: { fields: { value: string }[] }) => lead.fields.some((f) => f.value === value))?.held;
    expect(leads).toHaveLength(5);
    expect(leads.filter((lead: { held: unknown }) => lead.held === "duplicate")).toHaveLength(1);
    expect(heldOf("first@example.com")).toBeNull();
    expect(heldOf("second@example.com")).toBe("too_fast");
    expect(heldOf("third@example.com")).toBeNull();

    const mailed = (await mailsTo(owner.email)).filter((m) => m.kind === "lead").map((m) => m.text);
    expect(mailed).toHaveLength(3);
    expect(mailed.some((text) => text.includes("second@example.com"))).toBe(false);
  });
});

describe("the owner's cap", () => {
  it("refuses a submission once all of the owner's forms together reached it", async () => {
    const owner = await ownerWithPage("Capped Owner");
    const key = `${LEAD_RATE_LIMITS.leadOwner.name}:${owner.userId}`;
    expect((await submit(owner.token, [["email", "one@example.com"]])).status).toBe(201);
    await ctx.database.db
      .update(rateLimitCounters)
      .set({ count: LEAD_RATE_LIMITS.leadOwner.max })
      .where(eq(rateLimitCounters.key, key));
    const refused = await submit(owner.token, [["email", "two@example.com"]]);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(refused.body.error.message).toMatch(/^Too many submissions\. Please try again in \d+ minutes\.$/);
    // Another owner's form is not touched by it.
    const other = await ownerWithPage("Other Owner");
    expect((await submit(other.token, [["email", "three@example.com"]])).status).toBe(201);
    await ctx.database.db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, key)));
  });
});
