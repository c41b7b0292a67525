/**
 * What our side of an account needs beyond Better Auth's user row: the profile, the welcome grant and
 * the welcome mail, created together and exactly once per account.
 */

import { eq, or } from "drizzle-orm";
import { WELCOME_GRANT_TOKENS } from "../../core/pricing.js";
import { grantWelcomeTokens } from "../billing/ledger.js";
import type { Executor, Tx } from "../db/client.js";
import { contactMessages, mailQueue, profiles, verifications } from "../db/schema.js";
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
    ...welcomeEmail(site, { name: account.name, welcomeTokens: WELCOME_GRANT_TOKENS }),
  });
}

/**
 * Personal data the user row's cascade does not reach: contact messages sent with the account or its
 * address, mail to that address (queued or sent), and the account's reset tokens.
 */
export async function eraseContactData(db: Executor, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await db
    .delete(contactMessages)
    .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, email)));
  await db.delete(mailQueue).where(eq(mailQueue.toAddress, email));
  await db.delete(verifications).where(eq(verifications.value, user.id));
}
