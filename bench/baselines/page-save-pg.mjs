// Floor for POST /api/templates without the composer: Hono + pg doing what any paid generation must do
// around its page, on the app's own database — the session row by its token, one durable INSERT of the
// page (lz4, as the app stores pages), and the page answered as JSON, uncompressed as the app answers a
// generation. The page is a composed one read from PAGE_FILE; composing it is the in-process side.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { sessionUserId } from "./session-pg.mjs";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const page = readFileSync(process.env.PAGE_FILE, "utf8");
await pool.query(
  "CREATE TABLE IF NOT EXISTS bench_page_floor (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id text NOT NULL, title text NOT NULL, html text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
);
await pool.query("ALTER TABLE bench_page_floor ALTER COLUMN html SET COMPRESSION lz4").catch(() => {});

const app = new Hono()
  .get("/", (c) => c.text("ok"))
  .post("/api/templates", async (c) => {
    const userId = await sessionUserId(pool, c.req.header("cookie"));
    if (!userId) return c.json({ error: "unauthorized" }, 401);
    const request = await c.req.json();
    const saved = await pool.query({
      name: "save",
      text: "INSERT INTO bench_page_floor (user_id, title, html) VALUES ($1, $2, $3) RETURNING id, created_at",
      values: [userId, request.title, page],
    });
    return c.json({ template: { ...saved.rows[0], title: request.title, htmlContent: page } }, 201);
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
