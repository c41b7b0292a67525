import { createAuthClient } from "better-auth/react";

/** Better Auth's browser client; the server mounts it at /api/auth on the same origin. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
