/**
 * A deleted account leaves no mail behind: whatever was still queued for it (to its address, to a new
 * address it asked to move to, a contact message carrying its reply address) is cancelled before the
 * sender gets to it, and the ledger rows kept for the accounts hold no trace of its id.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, tokenTransactions } from "../../src/server/db/schema.js";
import {
  createTestApp,
  deliverToOutbox,
  queuedMails,
  TestClient,
  type TestContext,
  uniqueEmail,
} from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("deleting an account", () => {
  it("cancels its queued mail: to its address, to the new address it asked for, and replies to it", async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await client.signUp();
    const newAddress = uniqueEmail("moving-to");
    const typedReplyAddress = uniqueEmail("typed-reply");
    expect((await client.post("/api/auth/change-email", { newEmail: newAddress })).status).toBe(200);
    for (const from of [email, typedReplyAddress]) {
      const sent = await client.post("/api/contact", {
        name: "Ada",
        email: from,
        message: "Please call me back",
      });
      expect(sent.status).toBe(201);
    }
    const replies = () =>
      ctx.database.db
        .select()
        .from(mailQueue)
        .where(inArray(mailQueue.replyTo, [email, typedReplyAddress]));
    expect(await queuedMails(ctx, newAddress)).toHaveLength(1);
    expect(await replies()).toHaveLength(2);

    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(200);

    expect(await queuedMails(ctx, email)).toHaveLength(0);
    expect(await queuedMails(ctx, newAddress)).toHaveLength(0);
    expect(await replies()).toHaveLength(0);
    for (const message of await deliverToOutbox(ctx)) {
      for (const address of [email, newAddress, typedReplyAddress]) expect(message).not.toContain(address);
    }
  });

  it("keeps its ledger rows with neither its id nor a key that contains it", async () => {
    const client = new TestClient(ctx.app);
    const { userId, password } = await client.signUp();
    const rows = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(inArray(tokenTransactions.userId, [userId]));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.idempotencyKey.includes(userId))).toBe(true);

    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(200);

    const kept = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(
        inArray(
          tokenTransactions.id,
          rows.map((row) => row.id),
        ),
      );
    expect(kept).toHaveLength(rows.length);
    for (const row of kept) {
      expect(row.userId).toBeNull();
      expect(row.idempotencyKey).not.toContain(userId);
      expect(row.amount).toBe(rows.find((before) => before.id === row.id)!.amount);
    }
  });
});
