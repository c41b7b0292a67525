/**
 * What a generation asks the database before its reservation (issue 30: round trips per job). The
 * reservation refuses an account that cannot pay by itself, atomically; the balance is read before it only
 * to spare the decoding of uploads, so a request without any sends no balance read. The rate limit, the
 * brand kit and that balance read go out together, and their refusals keep their order: a rate-limited
 * account that cannot pay hears 429, not 402. Counted on the database the tests run on (PGlite, or
 * PostgreSQL with DATABASE_URL).
 */
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../src/server/db/schema.js";
import { webinarRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const PIXEL_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

let ctx: TestContext;
/** Every statement's text sent while `recording`, in order. */
const sent: string[] = [];
let recording = false;
const record = (first: unknown) => {
  if (!recording) return;
  const text = typeof first === "string" ? first : ((first as { text?: string })?.text ?? "");
  sent.push(text.replace(/\s+/g, " "));
};
let restore = () => {};

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ENABLED: "true" });
  const pglite = ctx.database.pglite;
  if (pglite) {
    const query = pglite.query.bind(pglite);
    pglite.query = ((...args: Parameters<typeof query>) => {
      record(args[0]);
      return query(...args);
    }) as typeof pglite.query;
    restore = () => {
      pglite.query = query;
    };
  } else {
    const query = pg.Client.prototype.query;
    // biome-ignore lint/suspicious/noExplicitAny: a pass-through wrapper over query's many overloads.
    (pg.Client.prototype as any).query = function (this: pg.Client, ...args: unknown[]) {
      record(args[0]);
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      return (query as any).apply(this, args);
    };
    restore = () => {
      pg.Client.prototype.query = query;
    };
  }
});
afterAll(async () => {
  restore();
  await ctx?.close();
});

/** The statements a generation sent before the one that reserves its tokens. */
async function statementsBeforeReservation(client: TestClient, body: Record<string, unknown>) {
  sent.length = 0;
  recording = true;
  const reply = await client.post("/api/templates", body);
  recording = false;
  const reserving = sent.findIndex((text) => text.includes("ledger_reserve("));
  return { reply, before: reserving === -1 ? sent : sent.slice(0, reserving) };
}

const readsBalance = (text: string) => /select "token_balance" from "profiles"/i.test(text);

describe("the statements of a generation before its reservation", () => {
  it("read no balance when there is nothing to decode: the reservation refuses a short account itself", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await client.post(
      "/api/purchases",
      { package: "custom", baseTokens: 5000 },
      { "idempotency-key": crypto.randomUUID() },
    );
    const { reply, before } = await statementsBeforeReservation(client, webinarRequest());
    expect(reply.status).toBe(201);
    expect(before.filter(readsBalance)).toEqual([]);
  });

  it("read the balance before decoding an upload, and refuse a short account with 402", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    await ctx.database.db.update(profiles).set({ tokenBalance: 0 }).where(eq(profiles.id, userId));
    const { reply, before } = await statementsBeforeReservation(
      client,
      webinarRequest({ logoOption: "upload", logoData: PIXEL_PNG }),
    );
    expect(reply.status).toBe(402);
    expect(reply.body.error.code).toBe("insufficient_tokens");
    expect(before.filter(readsBalance)).toHaveLength(1);
  });

  it("answer a rate-limited account that cannot pay with 429, not 402", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    await ctx.database.db.update(profiles).set({ tokenBalance: 0 }).where(eq(profiles.id, userId));
    const statuses: number[] = [];
    // The per-user generation limit is a handful a minute; an account sending more is limited.
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      const reply = await client.post(
        "/api/templates",
        webinarRequest({ logoOption: "upload", logoData: PIXEL_PNG }),
      );
      statuses.push(reply.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 402 && s !== 429)).toEqual([]);
  });
});
