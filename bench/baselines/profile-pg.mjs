// Baseline for GET /api/profile: Hono + pg doing what the route must do at minimum, on the app's own
// database — the session row by its token (from the session cookie), then the profile by primary key.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** The session token: the cookie value up to its signature ("token.signature", URL-encoded). */
function sessionToken(cookieHeader) {
  const match = /(?:^|;\s*)[\w.-]*\.session_token=([^;]+)/.exec(cookieHeader ?? "");
  return match ? decodeURIComponent(match[1]).split(".")[0] : null;
}

const app = new Hono()
  .get("/", (c) => c.text("ok"))
  .get("/api/profile", async (c) => {
    const token = sessionToken(c.req.header("cookie"));
    if (!token) return c.json({ error: "unauthorized" }, 401);
    const session = await pool.query({
      name: "session",
      text: "SELECT user_id FROM sessions WHERE token = $1 AND expires_at > now()",
      values: [token],
    });
    if (session.rowCount === 0) return c.json({ error: "unauthorized" }, 401);
    const profile = await pool.query({
      name: "profile",
      text: "SELECT id, full_name, token_balance, total_tokens_purchased, total_tokens_used FROM profiles WHERE id = $1",
      values: [session.rows[0].user_id],
    });
    return c.json(profile.rows[0]);
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
