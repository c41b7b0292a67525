/**
 * The CSV export streams the inbox batch by batch (inbox.ts EXPORT_BATCH): every lead once, newest first,
 * with a header naming every field in the order it first appears, even a field only old leads have.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_BATCH } from "../../src/server/leads/inbox.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/leads.csv", () => {
  it("streams more leads than one batch, newest first, with every field's column", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const userId = (await client.get("/api/profile")).body.id as string;
    const total = EXPORT_BATCH * 2 + 7;
    await ctx.database.db.execute(
      sql`INSERT INTO lead_forms (token, user_id) VALUES ('csv-form', ${userId})`,
    );
    // Lead g is g minutes old; only the oldest has a "company" field, so only the last batch shows it.
    await ctx.database.db.execute(sql`
      INSERT INTO leads (user_id, form_token, page_title, fields, ip_hash, created_at)
      SELECT ${userId}, 'csv-form', 'Open day',
        CASE WHEN g = ${total} THEN jsonb_build_array(jsonb_build_array('email', 'old@example.com'),
            jsonb_build_array('company', 'Acme, Ltd'))
          ELSE jsonb_build_array(jsonb_build_array('email', 'visitor' || g || '@example.com')) END,
        'ip', now() - g * interval '1 minute'
      FROM generate_series(1, ${total}) g`);

    const reply = await client.get("/api/leads.csv");
    expect(reply.status).toBe(200);
    const lines = (reply.body as string).split("\r\n");
    expect(lines[0]).toBe("Received (UTC),Page,Page address,Form,email,company");
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(total);
    expect(rows[0]).toMatch(/,Open day,,,visitor1@example\.com,$/);
    expect(rows[EXPORT_BATCH]).toMatch(new RegExp(`,visitor${EXPORT_BATCH + 1}@example\\.com,$`));
    expect(rows.at(-1)).toMatch(/,Open day,,,old@example\.com,"Acme, Ltd"$/);
  });
});
