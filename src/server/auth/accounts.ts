/**
 * What our side of an account needs beyond Better Auth's user row: the profile, the welcome grant and
 * the welcome mail, created together and exactly once per account.
 */
import { WELCOME_GRANT_TOKENS } from "../../core/pricing.js";
import { grantWelcomeTokens } from "../billing/ledger.js";
import type { Executor, Tx } from "../db/client.js";
import { profiles } from "../db/schema.js";
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
