/**
 * Inbox search reads the trigram index (leads_search_idx, pg_trgm) instead of every lead of the owner (20,000
 * here, the data-scale bench's size), on PGlite and PostgreSQL alike; and it still finds a word in the answers, the page title or the form id.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadSearchText, leads } from "../../src/server/db/schema.js";
import { listLeads } from "../../src/server/leads/inbox.js";
import { createUser } from "../billing/factories.js";
import { createTestApp, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
let userId = "";
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.database.db, { now: new Date() });
  userId = user.id;
  await ctx.database.db.execute(
    sql`INSERT INTO lead_forms (token, user_id) VALUES ('search-form', ${userId})`,
  );
  await ctx.database.db.execute(sql`
    INSERT INTO leads (user_id, form_token, page_title, form_id, fields, ip_hash, created_at)
    SELECT ${userId}, 'search-form', 'Spring open day', CASE WHEN g = 777 THEN 'waitlist' ELSE 'contact' END,
      jsonb_build_array(jsonb_build_array('email', 'visitor' || g || '@example.com'),
        jsonb_build_array('message', CASE WHEN g = 1234 THEN 'Do you bake rye bread?' ELSE 'Hello there' END)),
      'ip', now() - g * interval '1 minute'
    FROM generate_series(1, 20000) g`);
  await ctx.database.db.execute(sql`ANALYZE leads`);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const planOf = async (pattern: string) => {
  const result = await ctx.database.db.execute(sql`EXPLAIN SELECT * FROM leads
    WHERE user_id = ${userId} AND ${leadSearchText(leads)} ILIKE ${pattern}
    ORDER BY created_at DESC, id DESC LIMIT 21`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]).join("\n");
};

describe("inbox search", () => {
  it("uses the trigram index for a word in the answers", async () => {
    expect(await planOf("%rye bread%")).toContain("leads_search_idx");
  });

  it("keeps at most 64 kB of recent leads outside the index, which every search reads whole", async () => {
    // gin_clean_pending_list answers how many pending pages of 8 kB it merged; the default left 401 here.
    const result = await ctx.database.db.execute(
      sql`SELECT gin_clean_pending_list('leads_search_idx') AS pages`,
    );
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as { pages: number | string }[];
    expect(Number(rows[0]?.pages)).toBeLessThanOrEqual(8);
  });

  it("finds a word in the answers, the page title or the form id, case-insensitively", async () => {
    const search = async (q: string) => (await listLeads(ctx.services.deps, userId, { q, limit: 5 })).items;
    expect((await search("RYE BREAD")).map((lead) => lead.fields[0]?.value)).toEqual([
      "visitor1234@example.com",
    ]);
    expect((await search("waitlist")).map((lead) => lead.formId)).toEqual(["waitlist"]);
    expect(await search("spring open")).toHaveLength(5);
    expect(await search("visitor99999@")).toHaveLength(0);
  });
});
