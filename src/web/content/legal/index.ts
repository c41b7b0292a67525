import type { LegalDocumentFactory } from "../types";
import { cookiePolicy } from "./cookie-policy";
import { deliveryPolicy } from "./delivery-policy";
import { disputeResolution } from "./dispute-resolution";
import { privacyPolicy } from "./privacy";
import { returnPolicy } from "./return-policy";
import { termsAndConditions } from "./terms";

export { LEGAL_EFFECTIVE_DATE } from "./common";
export { COOKIE_CONSENT_KEY } from "./cookie-policy";

/** Every legal document, keyed by its route name. */
export const LEGAL_DOCUMENTS = {
  privacy: privacyPolicy,
  terms: termsAndConditions,
  "return-policy": returnPolicy,
  "cookie-policy": cookiePolicy,
  "delivery-policy": deliveryPolicy,
  "dispute-resolution": disputeResolution,
} as const satisfies Record<string, LegalDocumentFactory>;

export type LegalDocumentKey = keyof typeof LEGAL_DOCUMENTS;
