/** Paths prerendered to static HTML at build time; also the sitemap's entries. */
export const PRERENDERED_PATHS = [
  "/",
  "/showcase",
  "/faq",
  "/about",
  "/auth",
  "/privacy",
  "/terms",
  "/return-policy",
  "/cookie-policy",
  "/delivery-policy",
  "/dispute-resolution",
] as const;

/** Legal pages, in the order the footer lists them. */
export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/return-policy", label: "Return Policy" },
  { to: "/delivery-policy", label: "Delivery Policy" },
  { to: "/dispute-resolution", label: "Dispute Resolution" },
] as const;
