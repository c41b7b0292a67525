// The least a signed-in request does, shared by the baselines: the session token from the cookie and the
// session row by that token, with plain `pg`.

/** The session token: the cookie value up to its signature ("token.signature", URL-encoded). */
export function sessionToken(cookieHeader) {
  const match = /(?:^|;\s*)[\w.-]*\.session_token=([^;]+)/.exec(cookieHeader ?? "");
  return match ? decodeURIComponent(match[1]).split(".")[0] : null;
}

/** The signed-in user's id, or null (no cookie, or no live session). */
export async function sessionUserId(pool, cookieHeader) {
  const token = sessionToken(cookieHeader);
  if (!token) return null;
  const session = await pool.query({
    name: "session",
    text: "SELECT user_id FROM sessions WHERE token = $1 AND expires_at > now()",
    values: [token],
  });
  return session.rowCount === 0 ? null : session.rows[0].user_id;
}
