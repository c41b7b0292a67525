/** GET /api/transactions: newest first, opaque cursor paging, only the signed-in user's rows. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitHold, reserveTokens } from "../../src/server/billing/holds.js";
import { ManualClock } from "../../src/server/clock.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { createInProcessEventBus } from "../../src/server/events/bus.js";
import { openTestDatabase } from "../helpers/test-db.js";
import { createUser, giveTokens, type TestUser } from "./factories.js";
import { createTestApp, testDeps } from "./test-app.js";

let handle: DatabaseHandle;
const clock = new ManualClock(new Date("2026-04-01T00:00:00Z"));
let a: TestUser;
let b: TestUser;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  handle = await openTestDatabase();
  a = await createUser(handle.db, { now: clock.now() });
  b = await createUser(handle.db, { now: clock.now() });
  for (let i = 1; i <= 6; i++) {
    clock.advance(60_000);
    const { hold } = await reserveTokens(
      handle.db,
      { userId: a.id, amount: 10, purpose: "generation", description: `Generation ${i}` },
      clock.now(),
    );
    await commitHold(handle.db, hold.id, 10, clock.now(), { description: `Generation ${i}` });
  }
  // Two rows in the same millisecond: the id breaks the tie, and paging must not lose either.
  clock.advance(60_000);
  await giveTokens(handle.db, a.id, 5, clock.now());
  await giveTokens(handle.db, a.id, 7, clock.now());
  app = createTestApp(testDeps(handle, clock, createInProcessEventBus()), [a, b]);
});
afterAll(async () => {
  await handle.close();
});

const get = async (query: string, user: TestUser | null = a) => {
  const response = await app.request(`/api/transactions${query}`, {
    headers: user ? { "x-test-user": user.id } : {},
  });
  return { status: response.status, body: await response.json() };
};

describe("GET /api/transactions", () => {
  it("pages newest first through every row exactly once", async () => {
    const first = await get("?limit=3");
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      ["amount", "balanceAfter", "createdAt", "description", "id", "type"].sort(),
    );
    const seen = [...first.body.items];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await get(`?limit=3&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    expect(seen).toHaveLength(9); // welcome + 6 generations + 2 grants
    expect(new Set(seen.map((t) => t.id)).size).toBe(9);
    const times = seen.map((t) => Date.parse(t.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(seen.at(-1)).toMatchObject({ type: "welcome_bonus", amount: 500, balanceAfter: 500 });
    expect(seen.find((t) => t.description === "Generation 6")).toMatchObject({
      type: "generation",
      amount: -10,
      balanceAfter: 440,
    });
  });

  it("shows only the signed-in user's rows, 401 signed out, 400 for a bad limit or cursor", async () => {
    const other = await get("", b);
    expect(other.body.items).toHaveLength(1);
    expect(other.body.nextCursor).toBeNull();
    expect((await get("", null)).status).toBe(401);
    expect((await get("?limit=0")).status).toBe(400);
    expect((await get("?limit=abc")).status).toBe(400);
    expect((await get("?cursor=nonsense")).status).toBe(400);
  });

  it("never skips a row written by the database clock in the same millisecond as the page's last row", async () => {
    // Microseconds apart inside one millisecond, as two inserts by the database's own clock can be.
    for (const [key, at] of [
      ["a", "2026-04-02T10:00:00.123456Z"],
      ["b", "2026-04-02T10:00:00.123300Z"],
      ["c", "2026-04-02T10:00:00.123100Z"],
    ]) {
      await handle.db.execute(sql`insert into token_transactions
        (user_id, type, description, amount, balance_after, idempotency_key, created_at)
        values (${a.id}, 'refund', ${`Refund ${key}`}, 1, 500, ${`same-ms:${key}`}, ${at}::timestamptz)`);
    }
    const seen: string[] = [];
    let query = "?limit=1";
    for (;;) {
      const page = await get(query);
      seen.push(...page.body.items.map((t: { description: string }) => t.description));
      if (!page.body.nextCursor) break;
      query = `?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`;
    }
    expect(seen.filter((d) => d.startsWith("Refund")).sort()).toEqual(["Refund a", "Refund b", "Refund c"]);
  });

  it("gives every row, on every page, the sum of the amounts up to it, after bulk and concurrent writes", async () => {
    // 40 rows in one statement, older than the rest, then 10 grants at once.
    await handle.db.execute(sql`insert into token_transactions
      (user_id, type, description, amount, balance_after, idempotency_key, created_at)
      select ${a.id}, 'refund', 'Old refund ' || g, g, 0, 'bulk:' || g, '2026-03-01T00:00:00Z'::timestamptz + g * interval '1 second'
      from generate_series(1, 40) g`);
    await Promise.all(Array.from({ length: 10 }, (_, i) => giveTokens(handle.db, a.id, i + 1, clock.now())));
    const result =
      await handle.db.execute(sql`select id, sum(amount) over (order by created_at, id)::int as running
      from token_transactions where user_id = ${a.id}`);
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as { id: string; running: number }[];
    const expected = new Map(rows.map((r) => [r.id, Number(r.running)]));
    const seen = new Map<string, number>();
    let query = "?limit=7";
    for (;;) {
      const page = await get(query);
      for (const t of page.body.items as { id: string; balanceAfter: number }[])
        seen.set(t.id, t.balanceAfter);
      if (!page.body.nextCursor) break;
      query = `?limit=7&cursor=${encodeURIComponent(page.body.nextCursor)}`;
    }
    expect(seen.size).toBe(expected.size);
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));
  });
});
