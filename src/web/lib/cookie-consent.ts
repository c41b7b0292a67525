/** The localStorage key that keeps the visitor's cookie choice ("accepted" or "declined"). */
export const COOKIE_CONSENT_KEY = "cookie-consent";
