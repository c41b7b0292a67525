/**
 * The signature every webhook request carries: `X-LandingForge-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 with the page's webhook secret over "<t>.<raw body>". The receiver recomputes
 * it and compares; the time stops a captured request from being replayed later.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "X-LandingForge-Signature";
export const DELIVERY_HEADER = "X-LandingForge-Delivery";
export const EVENT_HEADER = "X-LandingForge-Event";

/** `whsec_` and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}

/** What a receiver does (and what docs/api.md shows): true when the header matches the body and is recent. */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(signatureHeader(secret, t, body).split("v1=")[1], "hex");
  const given = Buffer.from(String(parts.v1), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
