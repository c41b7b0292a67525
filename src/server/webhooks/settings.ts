/**
 * A page's webhook as its owner sees it: the address, the last deliveries, saving (the secret is made and
 * shown once, when the webhook is first saved), removing (deliveries still waiting are marked failed), and
 * a test delivery sent at once so the owner sees the receiver's answer.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { WebhookDto } from "../../core/share-types.js";
import type { CoreDeps } from "../app-types.js";
import { pageWebhooks, webhookDeliveries } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { findOwnTemplate } from "../templates/service.js";
import { queueTestDelivery, recentDeliveries, toDeliveryDto } from "./outbox.js";
import { deliverNow, WEBHOOK_REMOVED_ERROR, type WebhookSenderOptions } from "./sender.js";
import { newWebhookSecret } from "./signature.js";
import { checkWebhookHost, parseWebhookUrl, WebhookUrlRefusal } from "./url-guard.js";

const allowLocal = (deps: CoreDeps) => deps.config.WEBHOOK_ALLOW_LOCAL;

function webhookDto(row: typeof pageWebhooks.$inferSelect): WebhookDto {
  return { url: row.url, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function findWebhook(deps: CoreDeps, templateId: string) {
  const [row] = await deps.db.select().from(pageWebhooks).where(eq(pageWebhooks.templateId, templateId));
  return row;
}

export async function readWebhook(deps: CoreDeps, userId: string, templateId: string) {
  await findOwnTemplate(deps, userId, templateId);
  const row = await findWebhook(deps, templateId);
  return {
    webhook: row ? webhookDto(row) : null,
    deliveries: await recentDeliveries(deps.db, templateId),
  };
}

/** Saves the address; the secret is new (and answered, once) only when the page had no webhook. */
export async function saveWebhook(deps: CoreDeps, userId: string, templateId: string, rawUrl: string) {
  await findOwnTemplate(deps, userId, templateId);
  let url: URL;
  try {
    url = parseWebhookUrl(rawUrl, allowLocal(deps));
    await checkWebhookHost(url, allowLocal(deps));
  } catch (error) {
    if (!(error instanceof WebhookUrlRefusal)) throw error;
    throw new ApiError(400, "invalid_input", error.message, { url: error.message });
  }
  const now = deps.clock.now();
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .insert(pageWebhooks)
    .values({ templateId, userId, url: url.toString(), secret, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: pageWebhooks.templateId, set: { url: url.toString(), updatedAt: now } })
    .returning();
  const created = row.secret === secret;
  return { webhook: webhookDto(row), created, ...(created ? { secret } : {}) };
}

export async function removeWebhook(deps: CoreDeps, userId: string, templateId: string) {
  await findOwnTemplate(deps, userId, templateId);
  await deps.db.transaction(async (tx) => {
    const removed = await tx.delete(pageWebhooks).where(eq(pageWebhooks.templateId, templateId)).returning();
    if (removed.length === 0) throw new ApiError(404, "not_found", "This page has no webhook.");
    await tx
      .update(webhookDeliveries)
      .set({ status: "failed", body: "", lastError: WEBHOOK_REMOVED_ERROR })
      .where(
        and(
          eq(webhookDeliveries.templateId, templateId),
          inArray(webhookDeliveries.status, ["pending", "sending"]),
        ),
      );
  });
}

/** Queues a sample lead and sends it now; answers the delivery with the receiver's status or the error. */
export async function sendTestDelivery(
  deps: CoreDeps,
  sender: WebhookSenderOptions,
  userId: string,
  templateId: string,
) {
  const template = await findOwnTemplate(deps, userId, templateId);
  if (!(await findWebhook(deps, templateId))) {
    throw new ApiError(409, "no_webhook", "Save a webhook address first.");
  }
  const id = await queueTestDelivery(
    deps.db,
    { userId, templateId, pageTitle: template.title },
    deps.clock.now(),
  );
  const row = await deliverNow(sender, id);
  if (!row) throw new Error(`test delivery ${id} could not be claimed`);
  return { delivery: toDeliveryDto(row) };
}
