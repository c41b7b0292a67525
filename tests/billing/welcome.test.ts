import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBalanceSummary, grantWelcomeTokens } from "../../src/server/billing/ledger.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { openTestDatabase } from "../helpers/test-db.js";
import { createUser } from "./factories.js";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("welcome grant", () => {
  it("gives 500 non-expiring tokens exactly once", async () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const user = await createUser(handle.db, { now });
    await handle.db.transaction((tx) => grantWelcomeTokens(tx, user.id, now));
    const summary = await getBalanceSummary(handle.db, user.id, new Date("2030-01-01T00:00:00Z"));
    expect(summary).toEqual({ tokenBalance: 500, totalTokensPurchased: 0, totalTokensUsed: 0, expiring: [] });
  });
});
