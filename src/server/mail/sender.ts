/**
 * Delivers queued mail: claims due rows, sends them, and on failure retries with exponential backoff
 * (capped at an hour) for 72 hours; then the mail is dead-lettered: status `dead`, an error-level log
 * line, and counted by `mailStatusCounts` (`npm run mail:status`).
 * Several app instances can run it at once: a row is claimed with FOR UPDATE SKIP LOCKED and a lease.
 */
import { and, asc, count, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Clock } from "../clock.js";
import type { Database } from "../db/client.js";
import { mailQueue } from "../db/schema.js";
import type { Logger } from "../logger.js";
import { type PollingLoop, startPollingLoop } from "../polling-loop.js";
import type { MailTransport } from "./transport.js";

/** How long a mail is retried before it is dead-lettered (status `dead`, an error-level log line). */
export const MAIL_RETRY_PERIOD_MS = 72 * 60 * 60_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
const LEASE_MS = 60_000;

/** 5 s, 10 s, 20 s … capped at one hour, so a mail server back after an outage gets the mail within the hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.min(30, Math.max(0, attempts - 1)), MAX_RETRY_DELAY_MS);
}

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  clock: Clock;
  /** Warn per failed attempt, error when a mail is dead-lettered. */
  logger?: Logger;
}

/** Sends every mail that is due now; returns how many were delivered. */
export async function deliverDueMail(options: MailSenderOptions, batchSize = 20): Promise<number> {
  const { db, transport, from, clock } = options;
  const now = clock.now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          inArray(mailQueue.status, ["pending", "sending"]),
          lte(mailQueue.nextAttemptAt, now),
          or(sql`${mailQueue.lockedUntil} IS NULL`, lte(mailQueue.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    return tx
      .update(mailQueue)
      .set({ status: "sending", lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailQueue.id, ids))
      .returning();
  });

  let delivered = 0;
  for (const mail of claimed) {
    try {
      await transport.send({
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await db
        .update(mailQueue)
        .set({
          status: "sent",
          sentAt: clock.now(),
          attempts: mail.attempts + 1,
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mailQueue.id, mail.id));
      delivered += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const failedAt = clock.now();
      const gaveUp = failedAt.getTime() - mail.createdAt.getTime() >= MAIL_RETRY_PERIOD_MS;
      await db
        .update(mailQueue)
        .set({
          status: gaveUp ? "dead" : "pending",
          attempts,
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
        })
        .where(eq(mailQueue.id, mail.id));
      const fields = { mailId: mail.id, kind: mail.kind, to: mail.toAddress, attempts, reason: message };
      if (gaveUp) options.logger?.error(fields, "mail dead-lettered after 72 hours of failed attempts");
      else options.logger?.warn(fields, "mail delivery failed; will retry");
    }
  }
  return delivered;
}

/** Polls the queue until stopped; `kick()` makes it look at once (called right after a mail is queued). */
export function startMailSender(options: MailSenderOptions, intervalMs = 2_000): PollingLoop {
  return startPollingLoop(
    () => deliverDueMail(options),
    intervalMs,
    (error) => options.logger?.error({ err: error }, "mail sender failed"),
  );
}

/** How many mails are in each status (pending, sending, sent, dead), for `npm run mail:status`. */
export async function mailStatusCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: mailQueue.status, count: count() })
    .from(mailQueue)
    .groupBy(mailQueue.status);
  const counts: Record<string, number> = { pending: 0, sending: 0, sent: 0, dead: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
