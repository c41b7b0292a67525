/**
 * User text that ends up in a mail's headers (a contact's name and address, a page's title, a visitor's
 * address) can never start a header of its own or add a recipient: the queue holds one-line subjects and
 * one plain Reply-To address, and the message written to the outbox has exactly the headers we made.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue } from "../../src/server/db/schema.js";
import { enqueueMail } from "../../src/server/mail/queue.js";
import { leadNotificationEmail } from "../../src/server/mail/templates.js";
import { createTestApp, deliverToOutbox, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const INJECTIONS = [
  "Ada\r\nBcc: evil@example.com",
  "Ada\nX-Injected: yes",
  "Ada\rBcc: evil@example.com",
  "Ada\u2028Bcc: evil@example.com",
  "Ada\u0085Bcc: evil@example.com",
];

/** Delivers what is queued to a fresh outbox and returns each message's header block. */
async function deliveredHeaders(): Promise<string[]> {
  return (await deliverToOutbox(ctx)).map((message) => message.split(/\r?\n\r?\n/)[0]!);
}

/** Sends the contact form as `name` and returns the mail it queued. */
async function contactMailFrom(name: string) {
  const reply = await new TestClient(ctx.app).post("/api/contact", {
    name,
    email: "ada@example.com",
    message: "Hello there",
  });
  expect(reply.status).toBe(201);
  const [queued] = await ctx.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.kind, "contact-message"))
    .orderBy(mailQueue.createdAt)
    .then((rows) => rows.slice(-1));
  return queued;
}

describe("mail headers", () => {
  it.each(INJECTIONS)("hold a contact's name on one subject line and add no header (%j)", async (name) => {
    const queued = await contactMailFrom(name);
    expect(queued.subject).toMatch(/^Contact form: message from Ada \S/);
    expect(queued.subject).not.toMatch(/[\r\n\u2028\u0085]/);
    for (const headers of await deliveredHeaders()) {
      expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(headers.match(/^Subject:/gim) ?? []).toHaveLength(1);
    }
  });

  it.each(INJECTIONS)("keep a contact's name on its own line of the plain-text body (%j)", async (name) => {
    const queued = await contactMailFrom(name);
    expect(queued.text).toMatch(/^Name: Ada\b/m);
    expect(queued.text).not.toMatch(/^(Bcc|X-Injected):/imu);
    expect(queued.text.split(/\r\n|[\n\r\u2028\u2029\u0085]/)).not.toContainEqual(
      expect.stringMatching(/^(Bcc|X-Injected):/i),
    );
  });

  it("indent a lead answer's later lines under its label, so none reads as a line of the mail", () => {
    const mail = leadNotificationEmail(
      { appUrl: "http://localhost:3000", brandName: "LF" },
      {
        pageTitle: "Webinar",
        formId: "signup",
        pageUrl: null,
        fields: [
          ["Message", "First line\nBcc: evil@example.com\r\nE-mail: evil@example.com"],
          ["Name\nBcc", "Ada"],
        ],
        receivedAt: new Date("2026-11-29T06:00:00Z"),
        leadsUrl: "http://localhost:3000/profile?tab=leads",
      },
    );
    const lines = mail.text.split(/\r?\n/);
    expect(lines).toContain("Message: First line");
    expect(lines).toContain("    Bcc: evil@example.com");
    expect(lines).toContain("Name Bcc: Ada");
    expect(lines.filter((line) => /^(Bcc|E-mail):/.test(line))).toEqual([]);
  });

  it("keep only one plain Reply-To address, whoever queues the mail", async () => {
    for (const replyTo of [
      "a@example.com, evil@example.com",
      "Evil <evil@example.com>",
      "a@example.com\r\nBcc: x@example.com",
    ]) {
      await enqueueMail(ctx.database.db, {
        kind: "hardening-test",
        to: "owner@example.com",
        replyTo,
        subject: "Test",
        html: "<p>x</p>",
        text: "x",
      });
    }
    await enqueueMail(ctx.database.db, {
      kind: "hardening-test",
      to: "owner@example.com",
      replyTo: "visitor@example.com",
      subject: "Test",
      html: "<p>x</p>",
      text: "x",
    });
    const rows = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.kind, "hardening-test"));
    expect(rows.map((row) => row.replyTo).sort()).toEqual([null, null, null, "visitor@example.com"].sort());
  });
});
