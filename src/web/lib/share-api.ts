/** Shared preview links and page webhooks (server: routes/share.ts, routes/webhooks.ts). */
import type { ShareLinkDto, WebhookDeliveryDto, WebhookDto } from "../../core/share-types";
import { apiFetch } from "./api";
import { templateApiPath } from "./templates-api";

export type ShareLink = ShareLinkDto;

export const shareLinksKey = (id: string) => ["templates", id, "share-links"] as const;

export function listShareLinks(id: string): Promise<{ items: ShareLink[] }> {
  return apiFetch(`${templateApiPath(id)}/share-links`);
}

export function createShareLink(id: string): Promise<{ link: ShareLink }> {
  return apiFetch(`${templateApiPath(id)}/share-links`, { method: "POST", body: "{}" });
}

export function revokeShareLink(id: string, token: string): Promise<null> {
  return apiFetch(`${templateApiPath(id)}/share-links/${encodeURIComponent(token)}`, { method: "DELETE" });
}

export type WebhookDelivery = WebhookDeliveryDto;

export interface PageWebhook {
  webhook: WebhookDto | null;
  deliveries: WebhookDelivery[];
}

export const webhookKey = (id: string) => ["templates", id, "webhook"] as const;

export function readWebhook(id: string): Promise<PageWebhook> {
  return apiFetch(`${templateApiPath(id)}/webhook`);
}

export function saveWebhook(
  id: string,
  url: string,
): Promise<{ webhook: WebhookDto; created: boolean; secret?: string }> {
  return apiFetch(`${templateApiPath(id)}/webhook`, { method: "PUT", body: JSON.stringify({ url }) });
}

export function removeWebhook(id: string): Promise<null> {
  return apiFetch(`${templateApiPath(id)}/webhook`, { method: "DELETE" });
}

export function sendTestDelivery(id: string): Promise<{ delivery: WebhookDelivery }> {
  return apiFetch(`${templateApiPath(id)}/webhook/test`, { method: "POST", body: "{}" });
}
