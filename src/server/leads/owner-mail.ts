/**
 * The owner's mail about new leads: one mail per lead while leads come in at a normal pace; once a burst
 * starts (LEAD_MAILS_PER_BURST_WINDOW mails in BURST_WINDOW_MS), one digest instead, sent when the
 * window has passed and counting every lead that arrived meanwhile. Whatever the flood, an owner gets at
 * most a handful of mails per window; every lead is in the inbox anyway.
 *
 * Runs inside the transaction that stores the lead, with the owner's profile row locked, so two leads at
 * the same moment cannot both start a digest.
 */
import { and, count, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Config } from "../config.js";
import type { Executor } from "../db/client.js";
import { leadForms, leads, mailQueue, profiles } from "../db/schema.js";
import { enqueueMail } from "../mail/queue.js";
import { leadDigestEmail, leadNotificationEmail, mailSite } from "../mail/templates.js";

export const BURST_WINDOW_MS = 10 * 60_000;
export const LEAD_MAILS_PER_BURST_WINDOW = 5;
export const LEAD_MAIL_KIND = "lead";
export const LEAD_DIGEST_KIND = "lead-digest";

export interface LeadForMail {
  userId: string;
  ownerEmail: string;
  pageTitle: string;
  formId: string;
  pageUrl: string | null;
  fields: [string, string][];
  replyTo?: string;
  receivedAt: Date;
}

/** Queues the owner's mail about a lead that is not held; answers how it went out. */
export async function mailOwnerAboutLead(
  tx: Executor,
  config: Pick<Config, "APP_URL" | "BRAND_NAME">,
  lead: LeadForMail,
): Promise<"mail" | "digest"> {
  const now = lead.receivedAt;
  const leadsUrl = `${config.APP_URL}/profile?tab=leads`;
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, lead.userId)).for("update");

  const [digest] = await tx
    .select({ id: mailQueue.id, createdAt: mailQueue.createdAt })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.userId, lead.userId),
        eq(mailQueue.kind, LEAD_DIGEST_KIND),
        eq(mailQueue.status, "pending"),
      ),
    )
    .limit(1);
  if (digest) {
    await tx
      .update(mailQueue)
      .set(await digestContent(tx, config, lead.userId, digest.createdAt, leadsUrl))
      .where(and(eq(mailQueue.id, digest.id), eq(mailQueue.status, "pending")));
    return "digest";
  }

  const [recent] = await tx
    .select({ n: count() })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.userId, lead.userId),
        inArray(mailQueue.kind, [LEAD_MAIL_KIND, LEAD_DIGEST_KIND]),
        gte(mailQueue.createdAt, new Date(now.getTime() - BURST_WINDOW_MS)),
      ),
    );
  if (Number(recent?.n ?? 0) < LEAD_MAILS_PER_BURST_WINDOW) {
    await enqueueMail(tx, {
      kind: LEAD_MAIL_KIND,
      to: lead.ownerEmail,
      replyTo: lead.replyTo,
      userId: lead.userId,
      queuedAt: now,
      ...leadNotificationEmail(mailSite(config), { ...lead, leadsUrl }),
    });
    return "mail";
  }

  // A burst: this lead starts the digest, which goes out when the window has passed.
  await enqueueMail(tx, {
    kind: LEAD_DIGEST_KIND,
    to: lead.ownerEmail,
    userId: lead.userId,
    queuedAt: now,
    sendAt: new Date(now.getTime() + BURST_WINDOW_MS),
    ...(await digestContent(tx, config, lead.userId, now, leadsUrl)),
  });
  return "digest";
}

/** The digest as it stands: the owner's mailed-about leads since it started, counted per page. */
async function digestContent(
  tx: Executor,
  config: Pick<Config, "APP_URL" | "BRAND_NAME">,
  userId: string,
  since: Date,
  leadsUrl: string,
) {
  const perPage = await tx
    .select({ pageTitle: leads.pageTitle, n: count() })
    .from(leads)
    .innerJoin(leadForms, eq(leadForms.token, leads.formToken))
    .where(
      and(
        eq(leads.userId, userId),
        gte(leads.createdAt, since),
        isNull(leads.heldReason),
        eq(leadForms.notifyLeads, true),
      ),
    )
    .groupBy(leads.pageTitle)
    .orderBy(sql`count(*) desc`, leads.pageTitle);
  const pages = perPage.map((row) => ({ pageTitle: row.pageTitle, count: Number(row.n) }));
  return leadDigestEmail(mailSite(config), { since, pages, leadsUrl });
}
