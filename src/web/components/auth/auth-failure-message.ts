import { AUTH_MESSAGES as M } from "./auth-messages";

/** What a failed Better Auth client call gives back: its body (either shape), status and status text. */
export type AuthFailure = { message?: string | null; error?: unknown };

/**
 * The server's reason: Better Auth's own `message`, or the API's `{"error": {"message"}}` that the app's
 * checks in front of Better Auth answer (a refused origin says which address to open instead).
 */
export function authFailureMessage(error: AuthFailure): string {
  if (error.message) return error.message;
  const nested = error.error;
  if (nested && typeof nested === "object" && "message" in nested && typeof nested.message === "string")
    return nested.message || M.authFailedFallback;
  return M.authFailedFallback;
}
