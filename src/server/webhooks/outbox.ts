/**
 * Queuing webhook deliveries. A lead's delivery is written in the lead's own transaction (so a lead
 * stored is a delivery queued, and a crash loses neither); the body is fixed then, and its `id` is the
 * delivery's id, the same on every retry, so a receiver can drop repeats.
 */
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { WebhookDeliveryDto } from "../../core/share-types.js";
import type { Executor } from "../db/client.js";
import { pageWebhooks, webhookDeliveries } from "../db/schema.js";

export interface LeadEvent {
  userId: string;
  templateId: string;
  pageTitle: string;
  leadId: string;
  formId: string;
  pageUrl: string | null;
  fields: [string, string][];
  receivedAt: Date;
}

/** What a payload is made from: a lead as stored, or a test's sample lead (no lead id, no address). */
type PayloadSource = Omit<LeadEvent, "userId" | "leadId"> & { leadId: string | null };

/** The JSON a receiver gets for a lead (or a test's sample lead); fields keep the form's order. */
function deliveryPayload(deliveryId: string, type: "lead.created" | "webhook.test", event: PayloadSource) {
  return {
    id: deliveryId,
    type,
    createdAt: event.receivedAt.toISOString(),
    page: { id: event.templateId, title: event.pageTitle, url: event.pageUrl },
    lead: {
      id: event.leadId,
      formId: event.formId,
      fields: event.fields.map(([name, value]) => ({ name, value })),
    },
  };
}

/** Queues the lead for the page's webhook, when it has one; true when a delivery was queued. */
export async function queueLeadDelivery(tx: Executor, event: LeadEvent): Promise<boolean> {
  const [hook] = await tx
    .select({ templateId: pageWebhooks.templateId })
    .from(pageWebhooks)
    .where(eq(pageWebhooks.templateId, event.templateId));
  if (!hook) return false;
  const id = randomUUID();
  await tx.insert(webhookDeliveries).values({
    id,
    userId: event.userId,
    templateId: event.templateId,
    leadId: event.leadId,
    kind: "lead",
    body: JSON.stringify(deliveryPayload(id, "lead.created", event)),
    nextAttemptAt: event.receivedAt,
    createdAt: event.receivedAt,
  });
  return true;
}

/** A sample lead, so the owner can see the receiver get and verify one before a visitor sends a real one. */
export async function queueTestDelivery(
  tx: Executor,
  page: { userId: string; templateId: string; pageTitle: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const body = deliveryPayload(id, "webhook.test", {
    templateId: page.templateId,
    pageTitle: page.pageTitle,
    pageUrl: null,
    leadId: null,
    formId: "test",
    fields: [
      ["name", "Test Lead"],
      ["email", "test.lead@example.com"],
      ["message", "This is a test delivery from LandingForge."],
    ],
    receivedAt: now,
  });
  await tx.insert(webhookDeliveries).values({
    id,
    userId: page.userId,
    templateId: page.templateId,
    kind: "test",
    body: JSON.stringify(body),
    nextAttemptAt: now,
    createdAt: now,
  });
  return id;
}

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function toDeliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  const waiting = row.status === "pending" || row.status === "sending";
  return {
    id: row.id,
    kind: row.kind as WebhookDeliveryDto["kind"],
    status: row.status as WebhookDeliveryDto["status"],
    attempts: row.attempts,
    statusCode: row.lastStatusCode,
    error: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: waiting ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export const RECENT_DELIVERIES = 10;

export async function recentDeliveries(db: Executor, templateId: string): Promise<WebhookDeliveryDto[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.templateId, templateId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(RECENT_DELIVERIES);
  return rows.map(toDeliveryDto);
}
