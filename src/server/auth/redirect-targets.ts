/**
 * Where Better Auth may send a browser after a link or a form (callbackURL, redirectTo, …): only to this
 * app. Better Auth checks these against its trusted origins too, but not when NODE_ENV is "test", and an
 * open redirect from the app's own address is a phishing tool; this check holds in every environment.
 */

/** The fields Better Auth redirects to, and the refusal it gives for each (status 403). */
const REDIRECT_FIELDS: Record<string, { code: string; message: string }> = {
  callbackURL: { code: "INVALID_CALLBACK_URL", message: "Invalid callbackURL" },
  redirectTo: { code: "INVALID_REDIRECT_URL", message: "Invalid redirectURL" },
  errorCallbackURL: { code: "INVALID_ERROR_CALLBACK_URL", message: "Invalid errorCallbackURL" },
  newUserCallbackURL: { code: "INVALID_NEW_USER_CALLBACK_URL", message: "Invalid newUserCallbackURL" },
};

/** Whitespace, controls and backslashes (which browsers read as "/", making `/\evil.example` a host). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f\\]/;

/**
 * True for a path on this app (`/confirm-email?x=1`) or an absolute http(s) address on one of the allowed
 * origins; false for another host, a protocol-relative `//host`, `javascript:` and the like.
 */
export function isSafeRedirectTarget(target: string, appUrl: string, allowedOrigins: string[]): boolean {
  if (target === "") return true;
  if (UNSAFE_CHARACTERS.test(target)) return false;
  let url: URL;
  try {
    url = target.startsWith("/") ? new URL(target, appUrl) : new URL(target);
  } catch {
    return false;
  }
  if (target.startsWith("/")) return !target.startsWith("//") && url.origin === new URL(appUrl).origin;
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  return allowedOrigins.some((origin) => new URL(origin).origin === url.origin);
}

export interface RedirectRefusal {
  code: string;
  message: string;
}

/** The refusal for the first redirect field (in the body or the query) that leaves the app, or null. */
export function unsafeRedirectIn(
  sources: unknown[],
  appUrl: string,
  allowedOrigins: string[],
): RedirectRefusal | null {
  for (const source of sources) {
    if (!source || typeof source !== "object") continue;
    for (const [field, refusal] of Object.entries(REDIRECT_FIELDS)) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === "string" && !isSafeRedirectTarget(value, appUrl, allowedOrigins)) return refusal;
    }
  }
  return null;
}
