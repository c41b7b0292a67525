// Baseline for GET /api/profile: Hono + pg doing what the route must do at minimum, on the app's own
// database — the session row by its token (from the session cookie), then the profile by primary key.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { sessionUserId } from "./session-pg.mjs";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const app = new Hono()
  .get("/", (c) => c.text("ok"))
  .get("/api/profile", async (c) => {
    const userId = await sessionUserId(pool, c.req.header("cookie"));
    if (!userId) return c.json({ error: "unauthorized" }, 401);
    const profile = await pool.query({
      name: "profile",
      text: "SELECT id, full_name, token_balance, total_tokens_purchased, total_tokens_used FROM profiles WHERE id = $1",
      values: [userId],
    });
    return c.json(profile.rows[0]);
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
