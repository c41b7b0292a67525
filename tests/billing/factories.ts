/** Test users (rows inserted straight into users and profiles), token grants and a deps bundle. */
import { randomUUID } from "node:crypto";
import { grantTokens, grantWelcomeTokens } from "../../src/server/billing/ledger.js";
import type { Database } from "../../src/server/db/client.js";
import { profiles, users } from "../../src/server/db/schema.js";

export interface TestUser {
  id: string;
  email: string;
  name: string;
}

export async function createUser(
  db: Database,
  options: { welcome?: boolean; now?: Date; name?: string } = {},
): Promise<TestUser> {
  const id = `user_${randomUUID()}`;
  const email = `${id}@example.test`;
  const name = options.name ?? "Test User";
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, name, email, emailVerified: true, createdAt: now, updatedAt: now });
    await tx.insert(profiles).values({ id, fullName: name, createdAt: now, updatedAt: now });
    if (options.welcome ?? true) await grantWelcomeTokens(tx, id, now);
  });
  return { id, email, name };
}

/** Credits `amount` purchased tokens as one lot (expiring at `expiresAt`, or never). */
export async function giveTokens(
  db: Database,
  userId: string,
  amount: number,
  now: Date,
  expiresAt: Date | null = null,
): Promise<void> {
  await db.transaction((tx) =>
    grantTokens(
      tx,
      {
        userId,
        amount,
        source: "purchase",
        type: "purchase",
        description: `Test grant of ${amount} tokens`,
        expiresAt,
        idempotencyKey: `test:${randomUUID()}`,
        countsAsPurchased: true,
      },
      now,
    ),
  );
}
