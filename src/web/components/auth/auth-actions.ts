import { authClient } from "~/lib/auth-client";
import { notifySessionChanged } from "~/lib/session";
import { toast } from "~/lib/toast";
import { type AuthFailure, authFailureMessage } from "./auth-failure-message";
import { AUTH_MESSAGES as M } from "./auth-messages";

/** Where the server's confirmation link sends the browser after verifying. */
export const CONFIRM_EMAIL_PATH = "/confirm-email";
/** Where the reset e-mail's link opens (with ?token=…). */
export const RESET_PASSWORD_PATH = "/reset-password";

type AuthResult = { error: AuthFailure | null };

/** Shows the auth failure toast (spec §8); returns whether the call succeeded. */
function reportAuthResult(result: AuthResult): boolean {
  if (!result.error) return true;
  toast.error(M.authFailedTitle, { description: authFailureMessage(result.error) });
  return false;
}

async function guarded(call: () => Promise<AuthResult>): Promise<boolean> {
  try {
    return reportAuthResult(await call());
  } catch {
    return reportAuthResult({ error: { message: null } });
  }
}

export async function signIn(email: string, password: string): Promise<boolean> {
  const ok = await guarded(() => authClient.signIn.email({ email, password }));
  // The header must show the account before the caller navigates home.
  if (ok) await notifySessionChanged();
  if (ok) toast.success(M.welcomeBack);
  return ok;
}

/**
 * Sign-up answers a taken address exactly like a new one and gives no session either way (no account
 * enumeration), so the new account is signed in with the same password right after. When that fails the
 * address already had an account, and its owner got an e-mail about the attempt.
 */
export async function signUp(fullName: string, email: string, password: string): Promise<boolean> {
  const created = await guarded(() =>
    authClient.signUp.email({ name: fullName, email, password, callbackURL: CONFIRM_EMAIL_PATH }),
  );
  if (!created) return false;
  let signedIn = false;
  try {
    signedIn = !(await authClient.signIn.email({ email, password })).error;
  } catch {
    signedIn = false;
  }
  if (!signedIn) {
    toast.info(M.checkEmailTitle, { description: M.checkEmailDescription });
    return false;
  }
  await notifySessionChanged();
  toast.success(M.accountCreatedTitle, { description: M.accountCreatedDescription });
  return true;
}

export async function requestPasswordReset(email: string): Promise<boolean> {
  const ok = await guarded(() => authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH }));
  if (ok) toast.success(M.resetSentTitle, { description: M.resetSentDescription });
  return ok;
}
