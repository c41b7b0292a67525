/**
 * Pay only for what you keep, through the API: an iteration's tokens stay on hold while "Undo" is offered;
 * undo gives them back and restores the page, and a download, a hand edit, the next change, a restore or a
 * day passing keeps the change (then it is charged). Statuses, exact messages, balances and rows.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { auditBalance } from "../../src/server/billing/audit.js";
import { runBillingJobs } from "../../src/server/billing/jobs.js";
import { templates, templateVersions, tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { webinarRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const HOUR = 60 * 60 * 1000;
const CHANGE_KEPT =
  "This change is already kept (the page was downloaded, edited or changed again, or a day has passed), so it can no longer be undone. Restoring an earlier version is free.";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { engine: { generate: generatePage, iterate: iteratePage } });
});
afterAll(async () => {
  await ctx.close();
});

const generation = webinarRequest();

/** A signed-up owner with one page (version 1) and 2,000 bought tokens left after it. */
async function ownerWithPage() {
  const client = new TestClient(ctx.app);
  const { userId } = await client.signUp();
  const created = await client.post("/api/templates", generation);
  expect(created.status).toBe(201);
  const bought = await client.buyTokens(2000);
  expect(bought.body.tokenBalance).toBe(2200);
  return { client, userId, page: created.body.template as { id: string; htmlContent: string } };
}

const iterate = (client: TestClient, id: string, change = "make it dark") =>
  client.post(`/api/templates/${id}/iterations`, { change });

async function iterationCharges(userId: string) {
  return ctx.database.db
    .select({ amount: tokenTransactions.amount, description: tokenTransactions.description })
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "iteration")));
}

async function holdOf(id: string) {
  const [version] = await ctx.database.db
    .select({ holdId: templateVersions.holdId })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(and(eq(templateVersions.templateId, id), eq(templateVersions.version, templates.version)));
  const [hold] = await ctx.database.db.select().from(tokenHolds).where(eq(tokenHolds.id, version!.holdId!));
  return hold!;
}

async function expectCleanLedger(userId: string) {
  expect((await auditBalance(ctx.database.db, userId, ctx.clock.now())).problems).toEqual([]);
}

describe("a shown change holds its tokens", () => {
  it("answers with the held change; no charge is written until it is kept", async () => {
    const { client, userId, page } = await ownerWithPage();
    const reply = await iterate(client, page.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ tokensUsed: 200, tokenBalance: 2000, template: { version: 2 } });
    expect(reply.body.template.heldChange).toEqual({
      tokens: 200,
      keepUntil: new Date(ctx.clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    expect(await iterationCharges(userId)).toEqual([]);
    expect(await holdOf(page.id)).toMatchObject({ status: "pending", amount: 200 });
    expect((await client.get(`/api/templates/${page.id}`)).body.heldChange.tokens).toBe(200);
    expect((await client.get("/api/templates")).body.items[0].heldChange.tokens).toBe(200);
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(2000);
    await expectCleanLedger(userId);
  });

  it("is not given back by the stale-hold pass, however long the owner looks at it", async () => {
    const { client, userId, page } = await ownerWithPage();
    await iterate(client, page.id);
    ctx.clock.advance(2 * HOUR);
    const pass = await runBillingJobs(ctx.services.deps);
    expect(pass.holdsReleased).toBe(0);
    expect(await holdOf(page.id)).toMatchObject({ status: "pending" });
    expect((await client.post(`/api/templates/${page.id}/undo`)).status).toBe(200);
    await expectCleanLedger(userId);
  });
});

describe("undo", () => {
  it("restores the page before the change as a new version and gives the tokens back", async () => {
    const { client, userId, page } = await ownerWithPage();
    await iterate(client, page.id);
    const undone = await client.post(`/api/templates/${page.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ tokensReleased: 200, tokenBalance: 2200 });
    expect(undone.body.template).toMatchObject({
      version: 3,
      htmlContent: page.htmlContent,
      tokensUsed: 500,
    });
    expect(undone.body.template.heldChange).toBeUndefined();
    expect((await client.get("/api/profile")).body).toMatchObject({
      tokenBalance: 2200,
      totalTokensUsed: 500,
    });
    expect(await iterationCharges(userId)).toEqual([]);

    const versions = await ctx.database.db
      .select({
        version: templateVersions.version,
        change: templateVersions.change,
        tokens: templateVersions.tokensUsed,
      })
      .from(templateVersions)
      .where(eq(templateVersions.templateId, page.id))
      .orderBy(asc(templateVersions.version));
    expect(versions).toEqual([
      { version: 1, change: "Generated", tokens: 500 },
      { version: 2, change: "make it dark", tokens: 0 },
      { version: 3, change: "Undid “make it dark”", tokens: 0 },
    ]);
    const [hold] = await ctx.database.db.select().from(tokenHolds).where(eq(tokenHolds.reference, page.id));
    expect(hold).toMatchObject({ status: "released", committedAmount: 0 });

    const again = await client.post(`/api/templates/${page.id}/undo`);
    expect([again.status, again.body.error]).toEqual([
      409,
      { code: "nothing_to_undo", message: "There is no change to undo on this page." },
    ]);
    await expectCleanLedger(userId);
  });

  it("answers 409 nothing_to_undo for a page that was only generated, and 404 for another owner's page", async () => {
    const { client, page } = await ownerWithPage();
    const reply = await client.post(`/api/templates/${page.id}/undo`);
    expect([reply.status, reply.body.error.code]).toEqual([409, "nothing_to_undo"]);
    const stranger = new TestClient(ctx.app);
    await stranger.signUp();
    await iterate(client, page.id);
    const foreign = await stranger.post(`/api/templates/${page.id}/undo`);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "not_found"]);
    expect(await holdOf(page.id)).toMatchObject({ status: "pending" });
  });
});

describe("keeping a change charges it, and undo then answers 409 change_kept", () => {
  const kept = async (
    keep: (client: TestClient, id: string, html: string) => Promise<unknown>,
    balanceAfter = 2000,
  ) => {
    const { client, userId, page } = await ownerWithPage();
    const shown = await iterate(client, page.id);
    await keep(client, page.id, shown.body.template.htmlContent);
    expect(await iterationCharges(userId)).toEqual([
      { amount: -200, description: 'Updated "Breathe Better at Work"' },
    ]);
    expect((await client.get("/api/profile")).body).toMatchObject({
      tokenBalance: balanceAfter,
      totalTokensUsed: 700,
    });
    await expectCleanLedger(userId);
    return { client, userId, page };
  };
  const expectKept = async (client: TestClient, id: string) => {
    const reply = await client.post(`/api/templates/${id}/undo`);
    expect([reply.status, reply.body.error]).toEqual([409, { code: "change_kept", message: CHANGE_KEPT }]);
  };

  it("a download keeps it", async () => {
    const { client, page } = await kept((client, id) => client.get(`/api/templates/${id}/download`));
    await expectKept(client, page.id);
  });

  it("a hand edit keeps it", async () => {
    const { client, page } = await kept(async (client, id, html) => {
      expect((await client.request("PUT", `/api/templates/${id}/html`, { html })).status).toBe(200);
    });
    expect((await client.post(`/api/templates/${page.id}/undo`)).body.error.code).toBe("nothing_to_undo");
  });

  it("a restore keeps it", async () => {
    const { client, page } = await kept(async (client, id) => {
      expect((await client.post(`/api/templates/${id}/versions/1/restore`)).status).toBe(200);
    });
    expect((await client.post(`/api/templates/${page.id}/undo`)).body.error.code).toBe("nothing_to_undo");
  });

  it("the next change keeps it, and only the newest change can be undone", async () => {
    const { client, userId, page } = await kept(async (client, id) => {
      expect((await iterate(client, id, "change the headline to “Breathe in, breathe out”")).status).toBe(
        200,
      );
    }, 1800);
    const undone = await client.post(`/api/templates/${page.id}/undo`);
    expect(undone.body).toMatchObject({ tokensReleased: 200, tokenBalance: 2000 });
    expect(await iterationCharges(userId)).toHaveLength(1);
  });

  it("a day passing keeps it: read lazily, without any timer", async () => {
    const { client, userId, page } = await ownerWithPage();
    await iterate(client, page.id);
    ctx.clock.advance(24 * HOUR + 1000);
    const read = await client.get(`/api/templates/${page.id}`);
    expect(read.body.heldChange).toBeUndefined();
    expect(await iterationCharges(userId)).toHaveLength(1);
    await expectKept(client, page.id);
    await expectCleanLedger(userId);
  });

  it("a day passing keeps it at the undo itself, and in the billing pass", async () => {
    const first = await ownerWithPage();
    await iterate(first.client, first.page.id);
    const second = await ownerWithPage();
    await iterate(second.client, second.page.id);
    ctx.clock.advance(24 * HOUR + 1000);
    await expectKept(first.client, first.page.id);
    expect(await iterationCharges(first.userId)).toHaveLength(1);
    const pass = await runBillingJobs(ctx.services.deps);
    expect(pass.changesKept).toBeGreaterThanOrEqual(1);
    expect(await holdOf(second.page.id)).toMatchObject({ status: "committed", committedAmount: 200 });
    expect(await iterationCharges(second.userId)).toHaveLength(1);
    await expectCleanLedger(first.userId);
    await expectCleanLedger(second.userId);
  });
});

describe("a change that changes nothing", () => {
  it("is refused for free and leaves no hold behind", async () => {
    const { client, userId, page } = await ownerWithPage();
    const reply = await iterate(client, page.id, "translate it to Klingon");
    expect(reply.status).toBe(422);
    const pending = await ctx.database.db
      .select()
      .from(tokenHolds)
      .where(and(eq(tokenHolds.userId, userId), eq(tokenHolds.status, "pending")));
    expect(pending).toEqual([]);
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(2200);
  });
});
