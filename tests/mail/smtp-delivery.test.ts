/**
 * A real SMTP server on loopback that first refuses, then accepts: the request that queued the mail
 * succeeds regardless, and the mail goes out once the server accepts again.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/server/clock.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { mailQueue } from "../../src/server/db/schema.js";
import { enqueueMail } from "../../src/server/mail/queue.js";
import { deliverDueMail, mailStatusCounts, retryDelayMs } from "../../src/server/mail/sender.js";
import { createSmtpTransport } from "../../src/server/mail/transport.js";
import { createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";
import { openTestDatabase } from "../helpers/test-db.js";

let accepting = false;
const received: { to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onRcptTo(_address, _session, callback) {
    if (!accepting) {
      const error = new Error("Mailbox temporarily unavailable") as Error & { responseCode: number };
      error.responseCode = 451;
      return callback(error);
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});
let smtpUrl = "";
let database: DatabaseHandle;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  database = await openTestDatabase();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

describe("mail delivery over SMTP", () => {
  it("keeps a refused mail queued with backoff, then delivers it once the server accepts", async () => {
    // Queued rows take the database's time, so the test clock starts just after it.
    const clock = new ManualClock(new Date(Date.now() + 1000));
    const transport = createSmtpTransport(smtpUrl);
    const to = uniqueEmail("smtp");
    await enqueueMail(database.db, {
      kind: "welcome",
      to,
      subject: "Hello there",
      html: "<p>Hi</p>",
      text: "Hi",
    });
    const options = { db: database.db, transport, from: "LandingForge <no-reply@landingforge.local>", clock };

    accepting = false;
    expect(await deliverDueMail(options)).toBe(0);
    let [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried before the backoff has passed.
    accepting = true;
    expect(await deliverDueMail(options)).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await deliverDueMail(options)).toBe(1);
    [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    const delivered = received.find((m) => m.to.includes(to))!;
    const parsed = await simpleParser(delivered.raw);
    expect(parsed.subject).toBe("Hello there");
    expect(parsed.text?.trim()).toBe("Hi");
    transport.close();
  });

  it("doubles the retry delay per attempt up to one hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
    expect(retryDelayMs(10_000)).toBe(60 * 60_000);
  });

  it("retries a refused mail for 72 hours, then dead-letters it with an error line and counts it", async () => {
    const clock = new ManualClock(new Date(Date.now() + 1000));
    const transport = createSmtpTransport(smtpUrl);
    const to = uniqueEmail("outage");
    await enqueueMail(database.db, { kind: "welcome", to, subject: "Hi", html: "<p>Hi</p>", text: "Hi" });
    const [queued] = await database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
    // The sender's real pino logger, writing its JSON lines into memory: only error-level lines kept.
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const errorLines = () => lines.filter((line) => line.level === 50);
    const options = {
      db: database.db,
      transport,
      from: "LandingForge <no-reply@landingforge.local>",
      clock,
      logger,
    };
    accepting = false;
    const rowOf = async () =>
      (await database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to)))[0]!;
    // An outage of 71 hours: the mail is still being retried (no longer given up after 8 attempts).
    while (clock.now().getTime() - queued!.createdAt.getTime() < 71 * 3_600_000) {
      await deliverDueMail(options);
      clock.set((await rowOf()).nextAttemptAt);
    }
    expect((await rowOf()).status).toBe("pending");
    expect((await rowOf()).attempts).toBeGreaterThan(70);
    expect(errorLines()).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ level: 40, msg: "mail delivery failed; will retry", to });
    clock.set(new Date(queued!.createdAt.getTime() + 72 * 3_600_000));
    await deliverDueMail(options);
    const dead = await rowOf();
    expect(dead.status).toBe("dead");
    expect(errorLines()).toHaveLength(1);
    expect(errorLines()[0]).toMatchObject({
      msg: "mail dead-lettered after 72 hours of failed attempts",
      mailId: dead.id,
      attempts: dead.attempts,
      to,
    });
    expect((await mailStatusCounts(database.db)).dead).toBe(1);
    // A dead mail is never tried again.
    clock.advance(7 * 24 * 3_600_000);
    accepting = true;
    expect(await deliverDueMail(options)).toBe(0);
    transport.close();
  });
});

describe("a refusing SMTP server does not fail the request", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SMTP_URL: smtpUrl, CONTACT_EMAIL: "team@landingforge.test" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers the sign-up, then delivers the queued mails when the server accepts", async () => {
    accepting = false;
    const client = new TestClient(ctx.app);
    const { reply, email } = await client.signUp();
    expect(reply.status).toBe(200);
    const options = {
      db: ctx.database.db,
      transport: ctx.services.transport,
      from: ctx.services.deps.config.MAIL_FROM,
      clock: ctx.clock,
    };
    ctx.clock.set(new Date(Date.now() + 1000));
    await deliverDueMail(options);
    const pending = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email));
    expect(pending.every((m) => m.status === "pending" && m.attempts === 1)).toBe(true);

    accepting = true;
    ctx.clock.advance(retryDelayMs(1));
    await deliverDueMail(options);
    const sent = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email));
    expect(sent.map((m) => m.status)).toEqual(["sent", "sent"]);
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(2);
  });
});
