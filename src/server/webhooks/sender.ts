/**
 * Delivers queued webhook requests, like the mail sender (mail/sender.ts): claims due rows with FOR UPDATE
 * SKIP LOCKED and a lease, so several instances can run it and a restart loses nothing. A 2xx answer is
 * delivered; anything else (another status, a timeout, a refused connection) is retried after 1 min,
 * 5 min, 30 min and 2 h, then the delivery is marked failed. A test delivery is tried once. Once a
 * delivery is finished its body (the visitor's answers) is dropped: the lead itself stays in the inbox.
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Clock } from "../clock.js";
import type { Database } from "../db/client.js";
import { pageWebhooks, webhookDeliveries } from "../db/schema.js";
import type { Logger } from "../logger.js";
import { type PollingLoop, startPollingLoop } from "../polling-loop.js";
import { postWebhook, WebhookSendError } from "./http-post.js";
import type { DeliveryRow } from "./outbox.js";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signature.js";
import { parseWebhookUrl, WebhookUrlRefusal } from "./url-guard.js";

/** The waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure gives up. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
const LEASE_MS = 60_000;
/** The error of a delivery whose webhook was removed while it waited (settings.ts marks the rest). */
export const WEBHOOK_REMOVED_ERROR = "The webhook was removed before delivery.";

export interface WebhookSenderOptions {
  db: Database;
  clock: Clock;
  /** WEBHOOK_ALLOW_LOCAL: http:// and private addresses allowed (tests, development). */
  allowLocal: boolean;
  logger?: Logger;
  timeoutMs?: number;
}

/** Sends every delivery that is due now; returns how many were delivered. */
export async function deliverDueWebhooks(options: WebhookSenderOptions, batchSize = 10): Promise<number> {
  const claimed = await claim(options, batchSize);
  // At once, each to its own receiver: the batch takes at most one timeout, well within the lease.
  const finished = await Promise.all(claimed.map((row) => attempt(options, row)));
  return finished.filter((row) => row.status === "delivered").length;
}

/** Sends one delivery at once (Send test); answers the row as it stands afterwards. */
export async function deliverNow(
  options: WebhookSenderOptions,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await claim(options, 1, id);
  return row ? attempt(options, row) : undefined;
}

async function claim(options: WebhookSenderOptions, batchSize: number, id?: string): Promise<DeliveryRow[]> {
  const now = options.clock.now();
  return options.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          id ? eq(webhookDeliveries.id, id) : undefined,
          inArray(webhookDeliveries.status, ["pending", "sending"]),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(sql`${webhookDeliveries.lockedUntil} IS NULL`, lte(webhookDeliveries.lockedUntil, now)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ status: "sending", lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function attempt(options: WebhookSenderOptions, row: DeliveryRow): Promise<DeliveryRow> {
  const { db, clock } = options;
  const attempts = row.attempts + 1;
  const [hook] = await db
    .select({ url: pageWebhooks.url, secret: pageWebhooks.secret })
    .from(pageWebhooks)
    .where(eq(pageWebhooks.templateId, row.templateId));
  if (!hook) return finish(db, row.id, { status: "failed", lastError: WEBHOOK_REMOVED_ERROR });

  let statusCode: number | null = null;
  let error: string;
  try {
    const url = parseWebhookUrl(hook.url, options.allowLocal);
    const sentAt = clock.now();
    statusCode = await postWebhook({
      url,
      body: row.body,
      allowLocal: options.allowLocal,
      timeoutMs: options.timeoutMs,
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "LandingForge-Webhooks/1",
        [SIGNATURE_HEADER]: signatureHeader(hook.secret, Math.floor(sentAt.getTime() / 1000), row.body),
        [DELIVERY_HEADER]: row.id,
        [EVENT_HEADER]: row.kind === "test" ? "webhook.test" : "lead.created",
      },
    });
    if (statusCode >= 200 && statusCode < 300) {
      return finish(db, row.id, {
        status: "delivered",
        attempts,
        lastStatusCode: statusCode,
        lastError: null,
        lastAttemptAt: sentAt,
        deliveredAt: clock.now(),
      });
    }
    error = `The receiver answered HTTP ${statusCode}.`;
  } catch (failure) {
    if (!(failure instanceof WebhookSendError || failure instanceof WebhookUrlRefusal)) throw failure;
    error = failure.message;
  }
  const failedAt = clock.now();
  const delay = row.kind === "test" ? undefined : WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  const fields = { deliveryId: row.id, templateId: row.templateId, attempts, reason: error };
  if (delay === undefined) {
    if (row.kind !== "test") options.logger?.warn(fields, "webhook delivery failed; giving up");
    return finish(db, row.id, {
      status: "failed",
      attempts,
      lastStatusCode: statusCode,
      lastError: error,
      lastAttemptAt: failedAt,
    });
  }
  options.logger?.info(fields, "webhook delivery failed; will retry");
  const [updated] = await db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      attempts,
      lockedUntil: null,
      lastStatusCode: statusCode,
      lastError: error,
      lastAttemptAt: failedAt,
      nextAttemptAt: new Date(failedAt.getTime() + delay),
    })
    .where(eq(webhookDeliveries.id, row.id))
    .returning();
  return updated;
}

/** A finished delivery keeps its outcome, not the visitor's answers. */
async function finish(db: Database, id: string, outcome: Partial<DeliveryRow>): Promise<DeliveryRow> {
  const [updated] = await db
    .update(webhookDeliveries)
    .set({ ...outcome, body: "", lockedUntil: null })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return updated;
}

/** Polls the outbox until stopped; `kick()` makes it look at once (called right after a lead is queued). */
export function startWebhookSender(options: WebhookSenderOptions, intervalMs = 5_000): PollingLoop {
  return startPollingLoop(
    () => deliverDueWebhooks(options),
    intervalMs,
    (error) => options.logger?.error({ err: error }, "webhook sender failed"),
  );
}
