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

/** Where "Get Started" leads: /auth opened on creating an account (a new visitor was greeted "Welcome back"). */
export const SIGN_UP_PATH = "/auth?mode=sign-up";

/** Legal pages, in the order the footer lists them. */
export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/return-policy", label: "Return Policy" },
  { to: "/delivery-policy", label: "Delivery Policy" },
  { to: "/dispute-resolution", label: "Dispute Resolution" },
] as const;

/**
 * Pages prerendered as shells (frame and headings, no user data): not public, so not in the sitemap. They
 * paint before the JavaScript, then hydrate and fill in (decision 0013); /confirm-email's shows its outcome
 * from the first paint (decision 0020).
 */
export const PRERENDERED_SHELLS = ["/profile", "/reset-password", "/confirm-email"] as const;

/**
 * Shells for paths that have no file of their own: the not-found page (answered with 404 for unknown paths)
 * and the hand editor (answered for every /editor/:id). Neither route reads the path while it renders the
 * shell, so the HTML hydrates at any path the route matches.
 */
export const NOT_FOUND_SHELL = "/__not-found";
export const EDITOR_SHELL = "/editor/__shell";
