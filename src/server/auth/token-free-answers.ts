/**
 * Better Auth puts the raw session token in some JSON answers: `token` of sign-in and change-password, and
 * `session.token` of get-session. The browser never needs it (the session travels in the HttpOnly cookie,
 * which scripts cannot read, and the web app reads neither field), so a script injected into the page could
 * only use it to carry the session elsewhere. The answers keep their shape with `token: null`, as sign-up's
 * already has.
 */
const ANSWERS_WITH_TOKENS = new Set(["/sign-in/email", "/change-password", "/get-session"]);

export async function withoutSessionTokens(path: string, response: Response): Promise<Response> {
  if (!ANSWERS_WITH_TOKENS.has(path) || response.status !== 200) return response;
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const body: unknown = await response.clone().json();
  if (!body || typeof body !== "object") return response;
  const answer = body as { token?: unknown; session?: { token?: unknown } | null };
  const hasToken = typeof answer.token === "string";
  const hasSessionToken = typeof answer.session?.token === "string";
  if (!hasToken && !hasSessionToken) return response;
  if (hasToken) answer.token = null;
  if (hasSessionToken && answer.session) answer.session.token = null;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}
