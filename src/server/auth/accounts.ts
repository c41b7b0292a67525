/**
 * What our side of an account needs beyond Better Auth's user row: the profile, the welcome grant and
 * the welcome mail, created together and exactly once per account.
 */

import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { WELCOME_GRANT_TOKENS } from "../../core/pricing.js";
import { grantWelcomeTokens } from "../billing/ledger.js";
import type { Executor, Tx } from "../db/client.js";
import { contactMessages, mailQueue, profiles, tokenTransactions, verifications } from "../db/schema.js";
import { enqueueMail } from "../mail/queue.js";
import { type MailSite, welcomeEmail } from "../mail/templates.js";

export interface NewAccount {
  id: string;
  name: string;
  email: string;
}

/** Inserts the profile; true when this call created it (so the grant and welcome mail happen once). */
async function insertProfile(db: Executor, account: NewAccount): Promise<boolean> {
  const inserted = await db
    .insert(profiles)
    .values({ id: account.id, fullName: account.name })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  return inserted.length > 0;
}

export async function setUpNewAccount(tx: Tx, account: NewAccount, now: Date, site: MailSite): Promise<void> {
  if (!(await insertProfile(tx, account))) return;
  await grantWelcomeTokens(tx, account.id, now);
  await enqueueMail(tx, {
    kind: "welcome",
    to: account.email,
    userId: account.id,
    ...welcomeEmail(site, { name: account.name, welcomeTokens: WELCOME_GRANT_TOKENS }),
  });
}

/**
 * Personal data the user row's cascade does not reach: contact messages sent with the account or its
 * address, mail about the account (queued or sent: to its address, to a new address it asked for, or
 * replying to one of its contact messages), its reset and link tokens, and its id inside the kept ledger
 * rows' idempotency keys. Deleting a queued row cancels the mail: the sender only sends what it finds.
 */
export async function eraseContactData(db: Executor, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  const sentWith = await db
    .select({ email: contactMessages.email })
    .from(contactMessages)
    .where(eq(contactMessages.userId, user.id));
  const replyAddresses = [...new Set([email, ...sentWith.map((row) => row.email)])];
  await db
    .delete(mailQueue)
    .where(
      or(
        eq(mailQueue.userId, user.id),
        eq(mailQueue.toAddress, email),
        and(isNotNull(mailQueue.replyTo), inArray(mailQueue.replyTo, replyAddresses)),
      ),
    );
  await db
    .delete(contactMessages)
    .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, email)));
  await db.delete(verifications).where(eq(verifications.value, user.id));
  await anonymiseLedgerKeys(db, user.id);
}

/**
 * The ledger rows stay for the accounts (their user id is set null by the cascade), but a key such as
 * `welcome:<user id>` would still name the account: the id becomes `deleted-<row id>`, unique as the key must be.
 */
async function anonymiseLedgerKeys(db: Executor, userId: string): Promise<void> {
  await db
    .update(tokenTransactions)
    .set({
      idempotencyKey: sql`replace(${tokenTransactions.idempotencyKey}, ${userId}, 'deleted-' || ${tokenTransactions.id}::text)`,
    })
    .where(
      and(
        eq(tokenTransactions.userId, userId),
        sql`strpos(${tokenTransactions.idempotencyKey}, ${userId}) > 0`,
      ),
    );
}
