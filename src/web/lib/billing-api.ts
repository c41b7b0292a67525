import type { Page, PurchaseView, TransactionItem } from "../../core/api-types";
import type { PackageId } from "../../core/pricing";
import { apiFetch } from "./api";

export interface PurchaseResponse {
  purchase: PurchaseView;
  tokenBalance: number;
}

/** One purchase; the same `idempotencyKey` never buys twice. */
export function buyTokens(
  input: { package: PackageId; baseTokens?: number },
  idempotencyKey: string,
): Promise<PurchaseResponse> {
  return apiFetch<PurchaseResponse>("/api/purchases", {
    method: "POST",
    headers: { "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(input),
  });
}

export const TRANSACTIONS_QUERY_KEY = ["transactions"] as const;

export function listTransactions(cursor?: string | null, limit = 20): Promise<Page<TransactionItem>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set("cursor", cursor);
  return apiFetch<Page<TransactionItem>>(`/api/transactions?${params}`);
}

/** A random key for the Idempotency-Key header. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** "Nov 22, 2026, 10:04 AM": the spec's US-English short month with time (to the second when asked). */
export function formatDateTime(iso: string, { seconds = false } = {}): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
  });
}

/** "Feb 20, 2027": a date without the time. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}
