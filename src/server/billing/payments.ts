/**
 * How a purchase gets paid. The demo provider (the default, as the product has no real payments) records
 * the purchase as paid by "Debit Card" without charging anything. A real provider may answer "pending" and
 * confirm later through a webhook (see confirmPurchasePayment in purchases.ts).
 */
import { randomUUID } from "node:crypto";
import type { PurchaseQuote } from "../../core/pricing.js";

export interface PaymentUser {
  id: string;
  email: string;
  name: string;
}

export interface PaymentResult {
  status: "paid" | "pending";
  /** The provider's reference for this payment (stored on the purchase). */
  reference: string;
  /** Shown in the confirmation e-mail, e.g. "Debit Card". */
  paymentMethod: string;
}

/** A confirmed or failed payment reported by the provider after the fact. */
export interface PaymentNotification {
  reference: string;
  status: "paid" | "failed";
}

export interface PaymentProvider {
  /** Stored on each purchase, e.g. "demo". */
  readonly name: string;
  createPayment(quote: PurchaseQuote, user: PaymentUser): Promise<PaymentResult>;
  /** For providers that confirm later: checks a webhook request and says which payment it settles. */
  parseWebhook?(request: Request): Promise<PaymentNotification | null>;
}

export const DEMO_PAYMENT_METHOD = "Debit Card";

export function createDemoPaymentProvider(): PaymentProvider {
  return {
    name: "demo",
    async createPayment() {
      return { status: "paid", reference: `demo_${randomUUID()}`, paymentMethod: DEMO_PAYMENT_METHOD };
    },
  };
}
