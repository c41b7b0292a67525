import { createAuthClient } from "better-auth/react";
import { notifySessionChanged } from "./session";

/**
 * Better Auth's browser client; the server mounts it at /api/auth on the same origin. Only the forms that
 * change the account import it; after each successful call the shared session query is refreshed.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: { onSuccess: () => void notifySessionChanged() },
});
