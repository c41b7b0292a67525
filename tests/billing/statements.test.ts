/**
 * The ledger's round trips, counted at the driver: reserving, committing and releasing a hold are one
 * statement each (no BEGIN/COMMIT of their own), and a commit inside the caller's transaction adds one
 * statement to it. Balance events still reach the user once each, in order; on PostgreSQL the bus sends
 * the NOTIFYs of concurrent changes together.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent, EventBus } from "../../src/server/app-types.js";
import { auditBalance } from "../../src/server/billing/audit.js";
import {
  commitHold,
  commitHoldWithin,
  publishBalance,
  releaseHold,
  reserveTokens,
} from "../../src/server/billing/holds.js";
import { createEventBus } from "../../src/server/events/bus.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";
import { createUser } from "./factories.js";

let handle: TestDatabase;
let events: EventBus;
const now = new Date("2026-05-01T09:00:00Z");

beforeAll(async () => {
  handle = await openTestDatabase({ poolSize: 4 });
  events = await createEventBus(handle);
});
afterAll(async () => {
  await events.close();
  await handle.close();
});

type AnyFunction = (...args: unknown[]) => Promise<unknown>;

/**
 * Counts the statements the driver is asked to run while `work` runs: every pg client query on PostgreSQL;
 * on PGlite every query/exec plus the BEGIN and COMMIT its transaction() sends.
 */
async function countStatements(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  if (handle.kind === "postgres") {
    const original = pg.Client.prototype.query as unknown as AnyFunction;
    (pg.Client.prototype as unknown as { query: AnyFunction }).query = function (this: unknown, ...args) {
      count++;
      return original.apply(this, args);
    };
    try {
      await work();
    } finally {
      (pg.Client.prototype as unknown as { query: AnyFunction }).query = original;
    }
    return count;
  }
  const pglite = handle.pglite! as unknown as Record<"query" | "exec" | "transaction", AnyFunction>;
  const originals = { query: pglite.query, exec: pglite.exec, transaction: pglite.transaction };
  const counted =
    (fn: AnyFunction, self: unknown): AnyFunction =>
    (...args) => {
      count++;
      return fn.apply(self, args);
    };
  pglite.query = counted(originals.query, pglite);
  pglite.exec = counted(originals.exec, pglite);
  pglite.transaction = (callback) => {
    count += 2; // BEGIN and COMMIT
    return originals.transaction.call(pglite, (tx: Record<"query" | "exec", AnyFunction>) => {
      tx.query = counted(tx.query, tx);
      tx.exec = counted(tx.exec, tx);
      return (callback as AnyFunction)(tx);
    });
  };
  try {
    await work();
  } finally {
    Object.assign(pglite, originals);
  }
  return count;
}

/** The user's profile events, in order. */
function listen(userId: string): AppEvent[] {
  const seen: AppEvent[] = [];
  events.subscribe(userId, (event) => seen.push(event));
  return seen;
}

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const reserve = (userId: string, amount: number, bus?: EventBus) =>
  reserveTokens(handle.db, { userId, amount, purpose: "generation", description: "Count" }, now, bus);

describe("ledger statements", () => {
  it("reserve, commit, release and a refused reserve are one statement each", async () => {
    const user = await createUser(handle.db, { now });
    let hold = "";
    expect(
      await countStatements(async () => {
        hold = (await reserve(user.id, 120)).hold.id;
      }),
    ).toBe(1);
    let balance: unknown;
    expect(
      await countStatements(async () => {
        ({ balance } = await commitHold(handle.db, hold, 100, now, { description: "Count" }));
      }),
    ).toBe(1);
    expect(balance).toEqual({ tokenBalance: 400, totalTokensPurchased: 0, totalTokensUsed: 100 });
    expect(
      await countStatements(async () => {
        hold = (await reserve(user.id, 50)).hold.id;
      }),
    ).toBe(1);
    expect(
      await countStatements(async () => {
        ({ balance } = await releaseHold(handle.db, hold, now));
      }),
    ).toBe(1);
    expect(balance).toEqual({ tokenBalance: 400, totalTokensPurchased: 0, totalTokensUsed: 100 });
    expect(
      await countStatements(() => reserve(user.id, 401).catch((e: { status: number }) => e.status)),
    ).toBe(1);
    expect(await auditBalance(handle.db, user.id, now)).toMatchObject({ ok: true, spent: 100 });
  });

  it("a commit inside the caller's transaction adds one statement to it", async () => {
    const user = await createUser(handle.db, { now });
    const { hold } = await reserve(user.id, 200);
    let balance: unknown;
    // BEGIN, the commit, COMMIT.
    expect(
      await countStatements(async () => {
        ({ balance } = await handle.db.transaction((tx) =>
          commitHoldWithin(tx, hold.id, 150, now, { description: "Count" }),
        ));
      }),
    ).toBe(3);
    expect(balance).toEqual({ tokenBalance: 350, totalTokensPurchased: 0, totalTokensUsed: 150 });
  });

  it("a reservation inside the caller's transaction leaves its durability alone", async () => {
    const user = await createUser(handle.db, { now });
    const setting = await handle.db.transaction(async (tx) => {
      await reserveTokens(
        tx,
        { userId: user.id, amount: 10, purpose: "iteration", description: "Count" },
        now,
      );
      const result = await tx.execute(sql`select current_setting('synchronous_commit') as value`);
      return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
    });
    expect(setting).toBe("on");
  });

  it("each change reaches the user's stream once, in order", async () => {
    const user = await createUser(handle.db, { now });
    const seen = listen(user.id);
    const { hold } = await reserve(user.id, 200, events);
    await commitHold(handle.db, hold.id, 150, now, { description: "Count" }, events);
    const second = await reserve(user.id, 100, events);
    await releaseHold(handle.db, second.hold.id, now, events);
    await expect(reserve(user.id, 351, events)).rejects.toMatchObject({ status: 402 });
    await reserve(user.id, 1, events);
    await waitFor(() => seen.length >= 5);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.map((e) => e.data.tokenBalance)).toEqual([300, 350, 250, 350, 349]);
  });
});

describe("balance events", () => {
  // On PostgreSQL: NOTIFYs sent together; in-process (PGlite) they cost no statement at all.
  it("20 events published at once take at most 2 statements and arrive in order", async () => {
    const user = await createUser(handle.db, { now });
    const seen = listen(user.id);
    // Counted until all 20 have arrived: publishing does not wait for the bus.
    const statements = await countStatements(async () => {
      for (let i = 0; i < 20; i++) {
        await publishBalance(events, user.id, {
          tokenBalance: i,
          totalTokensPurchased: 0,
          totalTokensUsed: 0,
        });
      }
      await waitFor(() => seen.length >= 20);
    });
    expect(statements).toBeLessThanOrEqual(2);
    expect(seen.map((e) => e.data.tokenBalance)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
