/**
 * Buying tokens. The server alone decides price, bonus and total (client-sent figures are ignored).
 *
 * One database transaction does everything: it first claims the Idempotency-Key (INSERT ... ON CONFLICT DO
 * NOTHING; on PostgreSQL a concurrent claim of the same key waits for this transaction and then finds the
 * row), then takes the payment, records the purchase, adds a lot expiring 90 days later, writes the
 * `purchase` transaction, queues the confirmation e-mail and stores the response for replays. So the same
 * key sent any number of times, at once or later, buys once and always gets the first response back.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { PurchaseView } from "../../core/api-types.js";
import {
  checkCustomBaseTokens,
  formatTokens,
  type PackageId,
  PURCHASED_TOKENS_LIFETIME_DAYS,
  type PurchaseQuote,
  quotePurchase,
} from "../../core/pricing.js";
import type { EventBus } from "../app-types.js";
import type { Database, Tx } from "../db/client.js";
import { idempotencyKeys, type profiles, purchases, users } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { enqueueMail } from "../mail/queue.js";
import { type MailSite, purchaseConfirmationEmail } from "../mail/templates.js";
import { publishBalance } from "./holds.js";
import { idempotencyKeyReused, requestHash } from "./idempotency.js";
import { type BalanceFigures, grantTokens, lockProfile } from "./ledger.js";
import type { PaymentProvider, PaymentUser } from "./payments.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_SCOPE = "purchase";

const purchaseBodySchema = z.object({
  package: z.enum(["starter", "business", "custom"], { error: "Choose starter, business or custom" }),
  baseTokens: z
    .number({ error: "Enter a whole number of tokens" })
    .int("Enter a whole number of tokens")
    .optional(),
});

export interface PurchaseDeps {
  db: Database;
  payments: PaymentProvider;
  events?: EventBus;
  /** Links in the confirmation e-mail. */
  /** Links and brand of the purchase confirmation mail. */
  site: MailSite;
}

export interface PurchaseResponse {
  status: 201 | 202;
  body: { purchase: PurchaseView; tokenBalance: number };
}

/** Validates a purchase body and prices it; 400 with the spec's messages when it is not acceptable. */
export function quoteFromBody(body: unknown): PurchaseQuote {
  const parsed = purchaseBodySchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "body")] ??= issue.message;
    throw new ApiError(400, "invalid_request", Object.values(fields)[0] ?? "Invalid purchase", fields);
  }
  const { package: packageId, baseTokens } = parsed.data;
  if (packageId !== "custom") return quotePurchase(packageId);
  if (baseTokens === undefined) {
    throw new ApiError(400, "invalid_request", "Enter a whole number of tokens", {
      baseTokens: "Enter a whole number of tokens",
    });
  }
  const check = checkCustomBaseTokens(baseTokens);
  if (!check.ok) throw new ApiError(400, "invalid_amount", check.message, { baseTokens: check.message });
  return quotePurchase("custom", baseTokens);
}

const viewOf = (row: typeof purchases.$inferSelect): PurchaseView => ({
  id: row.id,
  package: row.package as PackageId,
  baseTokens: row.baseTokens,
  bonusTokens: row.bonusTokens,
  totalTokens: row.totalTokens,
  priceCents: row.priceCents,
  status: row.status as PurchaseView["status"],
});

/**
 * Buys tokens for `user` once per idempotency key. Returns the response to send (201 paid, 202 pending);
 * throws ApiError 400 (invalid body) or 422 (key reused with another body).
 */
export async function purchaseTokens(
  deps: PurchaseDeps,
  input: { user: PaymentUser; idempotencyKey: string; body: unknown },
  now: Date,
): Promise<PurchaseResponse> {
  const quote = quoteFromBody(input.body);
  const hash = requestHash({ package: quote.package, baseTokens: quote.baseTokens });
  type Outcome =
    | { replay: PurchaseResponse }
    | { response: PurchaseResponse; balance: BalanceFigures | null };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        userId: input.user.id,
        scope: IDEMPOTENCY_SCOPE,
        key: input.idempotencyKey,
        requestHash: hash,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return { replay: await replayOf(tx, input.user.id, input.idempotencyKey, hash) };

    const payment = await deps.payments.createPayment(quote, input.user);
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: input.user.id,
        package: quote.package,
        packageName: quote.packageName,
        baseTokens: quote.baseTokens,
        bonusTokens: quote.bonusTokens,
        totalTokens: quote.totalTokens,
        priceCents: quote.priceCents,
        status: "pending",
        provider: deps.payments.name,
        providerReference: payment.reference,
        paymentMethod: payment.paymentMethod,
        createdAt: now,
      })
      .returning();
    const completed =
      payment.status === "paid" ? await completePurchase(tx, purchase!, now, deps.site) : null;
    const balance = completed?.balance ?? figures(await lockProfile(tx, input.user.id));
    const response: PurchaseResponse = {
      status: completed ? 201 : 202,
      body: { purchase: viewOf(completed?.purchase ?? purchase!), tokenBalance: balance.tokenBalance },
    };
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: response.status, responseBody: response.body })
      .where(
        and(
          eq(idempotencyKeys.userId, input.user.id),
          eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE),
          eq(idempotencyKeys.key, input.idempotencyKey),
        ),
      );
    return { response, balance: completed ? balance : null };
  });
  if ("replay" in outcome) return outcome.replay;
  if (outcome.balance) await publishBalance(deps.events, input.user.id, outcome.balance);
  return outcome.response;
}

const figures = (p: typeof profiles.$inferSelect): BalanceFigures => ({
  tokenBalance: p.tokenBalance,
  totalTokensPurchased: p.totalTokensPurchased,
  totalTokensUsed: p.totalTokensUsed,
});

async function replayOf(tx: Tx, userId: string, key: string, hash: string): Promise<PurchaseResponse> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE),
        eq(idempotencyKeys.key, key),
      ),
    );
  if (!row)
    throw new ApiError(409, "idempotency_conflict", "The request with this Idempotency-Key is being retried");
  if (row.requestHash !== hash) throw idempotencyKeyReused();
  if (row.responseStatus === null) {
    throw new ApiError(
      409,
      "idempotency_in_progress",
      "A request with this Idempotency-Key is still in progress",
    );
  }
  return {
    status: row.responseStatus as PurchaseResponse["status"],
    body: row.responseBody as PurchaseResponse["body"],
  };
}

/**
 * Turns a pending purchase into tokens: marks it paid, adds a lot expiring 90 days from `now`, writes the
 * `purchase` transaction (key `purchase:<id>`) and queues the confirmation e-mail. Does nothing for a
 * purchase that is not pending. Runs inside the caller's transaction.
 */
export async function completePurchase(
  tx: Tx,
  pending: typeof purchases.$inferSelect,
  now: Date,
  site: MailSite,
): Promise<{ purchase: typeof purchases.$inferSelect; balance: BalanceFigures } | null> {
  // The account was deleted while the payment was pending: there is no one to credit.
  const userId = pending.userId;
  if (!userId) return null;
  const profile = await lockProfile(tx, userId);
  const [purchase] = await tx
    .update(purchases)
    .set({ status: "paid", paidAt: now })
    .where(and(eq(purchases.id, pending.id), eq(purchases.status, "pending")))
    .returning();
  if (!purchase) return null;
  const balance = await grantTokens(
    tx,
    {
      userId,
      amount: purchase.totalTokens,
      source: "purchase",
      type: "purchase",
      description: `Purchased ${formatTokens(purchase.totalTokens)} tokens (${formatTokens(purchase.baseTokens)} base + ${formatTokens(purchase.bonusTokens)} bonus)`,
      expiresAt: new Date(now.getTime() + PURCHASED_TOKENS_LIFETIME_DAYS * DAY_MS),
      purchaseId: purchase.id,
      reference: purchase.id,
      idempotencyKey: `purchase:${purchase.id}`,
      countsAsPurchased: true,
    },
    now,
  );
  // The purchase row was pending a moment ago, so its key cannot have been used.
  if (!balance) throw new Error(`Purchase ${purchase.id} was credited twice`);
  await queueConfirmation(tx, userId, purchase, profile.fullName, now, site);
  return { purchase, balance };
}

async function queueConfirmation(
  tx: Tx,
  userId: string,
  purchase: typeof purchases.$inferSelect,
  fullName: string,
  now: Date,
  site: MailSite,
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const name = fullName.trim() || user?.name.trim() || "";
  // The spec sends the confirmation only when the account has both an e-mail and a name.
  if (!user?.email || !name) return;
  const mail = purchaseConfirmationEmail(site, {
    fullName: name,
    email: user.email,
    packageName: purchase.packageName,
    baseTokens: purchase.baseTokens,
    bonusTokens: purchase.bonusTokens,
    totalTokens: purchase.totalTokens,
    totalPriceCents: purchase.priceCents,
    paymentMethod: purchase.paymentMethod ?? "Debit Card",
    purchaseDate: now,
  });
  await enqueueMail(tx, { kind: "purchase-confirmation", to: user.email, ...mail });
}

/**
 * For a provider's webhook: settles the pending purchase with this provider reference. "paid" adds the tokens
 * (once, however often the webhook repeats); "failed" marks it failed. Returns the purchase, or null.
 */
export async function confirmPurchasePayment(
  deps: PurchaseDeps,
  notification: { reference: string; status: "paid" | "failed" },
  now: Date,
): Promise<PurchaseView | null> {
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.provider, deps.payments.name),
          eq(purchases.providerReference, notification.reference),
        ),
      );
    if (!row) return null;
    if (notification.status === "failed") {
      const [failed] = await tx
        .update(purchases)
        .set({ status: "failed" })
        .where(and(eq(purchases.id, row.id), eq(purchases.status, "pending")))
        .returning();
      return { purchase: failed ?? row, balance: null };
    }
    const completed = await completePurchase(tx, row, now, deps.site);
    return { purchase: completed?.purchase ?? row, balance: completed?.balance ?? null };
  });
  if (!result) return null;
  if (result.balance && result.purchase.userId) {
    await publishBalance(deps.events, result.purchase.userId, result.balance);
  }
  return viewOf(result.purchase);
}
