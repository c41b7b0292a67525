/** What the share-link and webhook endpoints answer (server: routes/share.ts, routes/webhooks.ts). */

export interface ShareLinkDto {
  token: string;
  url: string;
  /** The page's version the link shows: the current one when it was made. */
  version: number;
  createdAt: string;
  expiresAt: string;
}

export interface WebhookDeliveryDto {
  id: string;
  kind: "lead" | "test";
  status: "pending" | "sending" | "delivered" | "failed";
  attempts: number;
  /** The receiver's HTTP status on the last attempt; null when it did not answer. */
  statusCode: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When the next attempt is due, while one is. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface WebhookDto {
  url: string;
  createdAt: string;
  updatedAt: string;
}
