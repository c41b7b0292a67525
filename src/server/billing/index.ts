/** The billing module's public surface. */
export { auditBalance, type BalanceAudit } from "./audit.js";
export { expireLots } from "./expiry.js";
export {
  commitHold,
  type Hold,
  type HoldPurpose,
  type HoldResult,
  insufficientTokens,
  publishBalance,
  releaseHold,
  releaseStaleHolds,
  reserveTokens,
} from "./holds.js";
export { deleteOldIdempotencyKeys, requireIdempotencyKey } from "./idempotency.js";
export { runBillingJobs, startBillingJobs } from "./jobs.js";
export { type BalanceFigures, type BalanceSummary, getBalanceSummary, grantWelcomeTokens } from "./ledger.js";
export { createDemoPaymentProvider, type PaymentProvider } from "./payments.js";
export { completePurchase, confirmPurchasePayment, purchaseTokens, quoteFromBody } from "./purchases.js";
export { listTransactions } from "./transactions.js";
