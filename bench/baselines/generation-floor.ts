// Floor for POST /api/templates at any number of users: Hono + pg + the composer in ONE process, doing the
// least any saved, paid generation does — the session row by its token, generatePage for the request, one
// durable INSERT of the page (lz4, as the app stores pages), and the page answered as JSON. Under concurrent
// users its latency includes the composer's queueing on this process, as the app's does. Run with
// `node --import tsx bench/baselines/generation-floor.ts` (the generator is TypeScript).
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { generatePage } from "../../src/generator/index.js";
import type { PageRequest } from "../../src/generator/types.js";
// @ts-expect-error plain JavaScript shared with the .mjs baselines
import { sessionUserId } from "./session-pg.mjs";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  "CREATE TABLE IF NOT EXISTS bench_generation_floor (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id text NOT NULL, title text NOT NULL, html text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
);
await pool.query("ALTER TABLE bench_generation_floor ALTER COLUMN html SET COMPRESSION lz4").catch(() => {});

const app = new Hono()
  .get("/", (c) => c.text("ok"))
  .post("/api/templates", async (c) => {
    const userId = await sessionUserId(pool, c.req.header("cookie"));
    if (!userId) return c.json({ error: "unauthorized" }, 401);
    const request = (await c.req.json()) as PageRequest;
    const { html } = await generatePage(request);
    const saved = await pool.query({
      name: "save",
      text: "INSERT INTO bench_generation_floor (user_id, title, html) VALUES ($1, $2, $3) RETURNING id, created_at",
      values: [userId, request.title, html],
    });
    return c.json({ template: { ...saved.rows[0], title: request.title, htmlContent: html } }, 201);
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
