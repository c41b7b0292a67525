/**
 * The one-statement job paths: a job created with its reservation (or nothing, 402), and a generation's
 * paid end (the hold committed, the template, its form token, version 1, the job's success and its events)
 * all or nothing: nothing written when the job is no longer this worker's or its hold expired.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseHold } from "../../src/server/billing/holds.js";
import {
  jobEvents,
  jobs,
  leadForms,
  templates,
  templateVersions,
  tokenHolds,
  tokenTransactions,
} from "../../src/server/db/schema.js";
import { createInProcessEventBus } from "../../src/server/events/bus.js";
import { createJobWithReservation } from "../../src/server/jobs/create-job.js";
import { JOB_ENDS_CHANNEL } from "../../src/server/jobs/dispatch.js";
import { readJobEvents } from "../../src/server/jobs/event-log.js";
import { findJob } from "../../src/server/jobs/job-store.js";
import { PAID, succeedPaid } from "../../src/server/jobs/paid-success.js";
import { bodyHash } from "../../src/server/templates/page-bodies.js";
import { createUser } from "../billing/factories.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";
import { NOTIFY_FAILURE, withFailingNotify } from "./failing-notify.js";

let database: TestDatabase;
const events = createInProcessEventBus();
const now = new Date("2026-03-01T10:00:00.000Z");

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function newJob(userId: string, cost = 500) {
  return createJobWithReservation(
    database.db,
    events,
    {
      userId,
      kind: "generation",
      title: "Paid page",
      templateId: null,
      cost,
      description: 'Generated "Paid page"',
      provider: "composer",
      input: { request: { title: "Paid page" } },
      runHere: true,
    },
    now,
  );
}

/** A paid end that saves one template row (reading FROM paid, as the service's writes do). */
function paidEnd(job: Awaited<ReturnType<typeof newJob>>, templateId: string, userId: string) {
  const template = {
    id: templateId,
    title: "Paid page",
    prompt: "",
    htmlContent: "<!doctype html><title>x</title>",
    tokensUsed: 500,
    landingPageType: "webinar",
    industry: "technology",
    companyName: "Co",
    targetAudience: "",
    model: "composer",
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  return {
    job: { id: job.id, attempts: job.attempts, holdId: job.holdId! },
    spend: 500,
    description: 'Generated "Paid page"',
    reference: templateId,
    now,
    result: { template, tokensUsed: 500, tokenBalance: 0 },
    earlier: [{ event: "progress" as const, data: { stage: "composing", message: "Composing…" } }],
    saves: sql`new_template AS (
      INSERT INTO templates (id, user_id, title, html_content, landing_page_type, industry, company_name)
      SELECT ${templateId}::uuid, ${userId}::text, 'Paid page', ${template.htmlContent}, 'webinar', 'technology', 'Co'
      FROM ${PAID}
      RETURNING id),
    new_body AS (
      INSERT INTO page_bodies (template_id, hash, html)
      SELECT id, ${bodyHash(template.htmlContent)}, ${template.htmlContent} FROM new_template),
    new_version AS (
      INSERT INTO template_versions (template_id, version, body_hash, change)
      SELECT id, 1, ${bodyHash(template.htmlContent)}, 'Generated' FROM new_template)`,
  };
}

describe("a job and its reservation in one statement", () => {
  it("creates the running job holding a pending hold, or nothing when the tokens are short", async () => {
    const user = await createUser(database.db, { now });
    const job = await newJob(user.id);
    expect(job).toMatchObject({ userId: user.id, kind: "generation", status: "running", attempts: 1 });
    expect(job.createdAt).toBeInstanceOf(Date);
    const [hold] = await database.db.select().from(tokenHolds).where(eq(tokenHolds.id, job.holdId!));
    expect(hold).toMatchObject({ status: "pending", amount: 500 });

    await expect(newJob(user.id, 400)).rejects.toMatchObject({ status: 402, code: "insufficient_tokens" });
    const rows = await database.db.select().from(jobs).where(eq(jobs.userId, user.id));
    expect(rows).toHaveLength(1);
    const holds = await database.db.select().from(tokenHolds).where(eq(tokenHolds.userId, user.id));
    expect(holds).toHaveLength(1);
  });
});

describe("a generation's paid end in one statement", () => {
  it("commits the hold, saves, marks the job succeeded and appends its events", async () => {
    const user = await createUser(database.db, { now });
    const job = await newJob(user.id);
    // Another page saved first: each job reads its own page back, among several versions.
    const other = await createUser(database.db, { now });
    await succeedPaid(database.db, paidEnd(await newJob(other.id), randomUUID(), other.id));
    const templateId = randomUUID();
    const balance = await succeedPaid(database.db, paidEnd(job, templateId, user.id));
    expect(balance.tokenBalance).toBe(0);

    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: "succeeded", stage: "done", templateId, input: {} });
    expect((row!.result as { tokenBalance: number }).tokenBalance).toBe(0);
    const [hold] = await database.db.select().from(tokenHolds).where(eq(tokenHolds.id, job.holdId!));
    expect(hold).toMatchObject({ status: "committed", committedAmount: 500 });
    const charges = await database.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, user.id), eq(tokenTransactions.reference, templateId)));
    expect(charges).toHaveLength(1);
    expect(await database.db.select().from(templates).where(eq(templates.id, templateId))).toHaveLength(1);
    // The page is stored once, in its version: the job's result leaves it out, and reads it back from there.
    expect(row!.result).toMatchObject({ template: { id: templateId, version: 1 } });
    expect((row!.result as { template: object }).template).not.toHaveProperty("htmlContent");
    const withPage = await findJob(database.db, job.id);
    expect(withPage!.result).toEqual({
      template: {
        ...paidEnd(job, templateId, user.id).result.template,
        htmlContent: "<!doctype html><title>x</title>",
      },
      tokensUsed: 500,
      tokenBalance: 0,
    });
    // The done event reads back as the job's result.
    const stored = await readJobEvents(database.db, job.id, 0);
    expect(stored.map((e) => e.event)).toEqual(["progress", "done"]);
    expect(stored[1]!.data).toEqual(withPage!.result);

    // Once the page is deleted with its template, the job has no result to show.
    await database.db.delete(templates).where(eq(templates.id, templateId));
    expect((await findJob(database.db, job.id))!.result).toBeNull();
  });

  it("writes nothing and charges nothing when the job is no longer this worker's (409 job_lost)", async () => {
    const user = await createUser(database.db, { now });
    const job = await newJob(user.id);
    await database.db.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, job.id)); // taken over
    const templateId = randomUUID();
    await expect(succeedPaid(database.db, paidEnd(job, templateId, user.id))).rejects.toMatchObject({
      status: 409,
      code: "job_lost",
    });
    const [hold] = await database.db.select().from(tokenHolds).where(eq(tokenHolds.id, job.holdId!));
    expect(hold?.status).toBe("pending");
    expect(await database.db.select().from(templates).where(eq(templates.id, templateId))).toHaveLength(0);
    expect(await database.db.select().from(jobEvents).where(eq(jobEvents.jobId, job.id))).toHaveLength(0);
  });

  it("writes nothing when the hold was given back meanwhile (409 hold_expired)", async () => {
    const user = await createUser(database.db, { now });
    const job = await newJob(user.id);
    await releaseHold(database.db, job.holdId!, now);
    const templateId = randomUUID();
    await expect(succeedPaid(database.db, paidEnd(job, templateId, user.id))).rejects.toMatchObject({
      status: 409,
      code: "hold_expired",
    });
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("running");
    expect(await database.db.select().from(templates).where(eq(templates.id, templateId))).toHaveLength(0);
    expect(await database.db.select().from(leadForms).where(eq(leadForms.userId, user.id))).toHaveLength(0);
    expect(
      await database.db.select().from(templateVersions).where(eq(templateVersions.templateId, templateId)),
    ).toHaveLength(0);
    expect(await database.db.select().from(jobEvents).where(eq(jobEvents.jobId, job.id))).toHaveLength(0);
  });
});

describe("a paid save leaves its end's announcement to after its commit", () => {
  /** The payloads NOTIFYed on JOB_ENDS_CHANNEL of this test's database while `during` runs. */
  async function announcedDuring(during: () => Promise<unknown>): Promise<string[]> {
    const heard: string[] = [];
    let stop: () => Promise<void>;
    if (database.pglite) {
      const unlisten = await database.pglite.listen(JOB_ENDS_CHANNEL, (payload) => heard.push(payload));
      stop = unlisten;
    } else {
      const listener = new pg.Client({ connectionString: database.url });
      await listener.connect();
      listener.on("notification", (n) => heard.push(n.payload ?? ""));
      await listener.query(`LISTEN ${JOB_ENDS_CHANNEL}`);
      stop = () => listener.end();
    }
    try {
      await during();
      // Delivered at commit; a moment for it to arrive on the listening connection.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return heard;
    } finally {
      await stop();
    }
  }

  it("sends no NOTIFY itself: the job's end is announced by a statement of its own", async () => {
    const user = await createUser(database.db, { now });
    const job = await newJob(user.id);
    expect(
      await announcedDuring(() => succeedPaid(database.db, paidEnd(job, randomUUID(), user.id))),
    ).toEqual([]);
  });

  it("saves and charges even where every NOTIFY fails", async () => {
    const notify = await withFailingNotify(database);
    try {
      const user = await createUser(database.db, { now });
      const job = await newJob(user.id);
      await notify.failing(true);
      const templateId = randomUUID();
      const balance = await succeedPaid(notify.handle.db, paidEnd(job, templateId, user.id));
      expect(balance.tokenBalance).toBe(0);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row).toMatchObject({ status: "succeeded", templateId });
      const [hold] = await database.db.select().from(tokenHolds).where(eq(tokenHolds.id, job.holdId!));
      expect(hold).toMatchObject({ status: "committed", committedAmount: 500 });
      // The failing NOTIFY is in force on that handle: what the save would have met, had it sent one.
      const refused = await notify.handle.db.execute(sql`SELECT pg_notify('lpb_any', '')`).then(
        () => "sent",
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
      expect(refused).toContain(NOTIFY_FAILURE);
    } finally {
      await notify.failing(false);
      await notify.close();
    }
  });
});
