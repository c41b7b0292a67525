/**
 * The history's balance column adds up: each row's balanceAfter is the row before it plus its amount,
 * also when two pieces of work held tokens at the same time and settled in another order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitHold, reserveTokens } from "../../src/server/billing/holds.js";
import { listTransactions } from "../../src/server/billing/transactions.js";
import { ManualClock } from "../../src/server/clock.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { createUser, type TestUser } from "../billing/factories.js";
import { openTestDatabase } from "../helpers/test-db.js";

let handle: DatabaseHandle;
const clock = new ManualClock(new Date("2026-04-01T00:00:00Z"));
let user: TestUser;

beforeAll(async () => {
  handle = await openTestDatabase();
  user = await createUser(handle.db, { now: clock.now() });
});
afterAll(async () => {
  await handle.close();
});

const reserve = async (amount: number, description: string) => {
  clock.advance(1_000);
  const { hold } = await reserveTokens(
    handle.db,
    { userId: user.id, amount, purpose: "generation", description },
    clock.now(),
  );
  return hold;
};

describe("the transaction history", () => {
  it("shows a running balance when holds overlap, on every page", async () => {
    const first = await reserve(100, "First");
    const second = await reserve(50, "Second");
    clock.advance(1_000);
    await commitHold(handle.db, second.id, 50, clock.now(), { description: "Second" });
    const third = await reserve(80, "Third");
    clock.advance(1_000);
    await commitHold(handle.db, first.id, 60, clock.now(), { description: "First" });
    clock.advance(1_000);
    await commitHold(handle.db, third.id, 80, clock.now(), { description: "Third" });

    const all = await listTransactions(handle.db, user.id, { limit: 10 });
    const oldestFirst = [...all.items].reverse();
    expect(oldestFirst.map((t) => [t.description, t.amount, t.balanceAfter])).toEqual([
      [oldestFirst[0]!.description, 500, 500],
      ["Second", -50, 450],
      ["First", -60, 390],
      ["Third", -80, 310],
    ]);
    // A later page starts from the sum of everything before it.
    const firstPage = await listTransactions(handle.db, user.id, { limit: 2 });
    const secondPage = await listTransactions(handle.db, user.id, { limit: 2, cursor: firstPage.nextCursor });
    expect([...firstPage.items, ...secondPage.items].map((t) => t.balanceAfter)).toEqual([
      310, 390, 450, 500,
    ]);
  });
});
