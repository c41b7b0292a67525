/**
 * The CSV export streams the inbox batch by batch (inbox.ts EXPORT_BATCH): every lead once, newest first,
 * with a header naming every field in the order it first appears, even a field only old leads have; for
 * several forms, one template's leads or a search alike. Its first byte does not wait for every lead to
 * be read (the header's names come from an index, one probe per distinct list of names).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_BATCH, leadsForExport } from "../../src/server/leads/inbox.js";
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

  it("names every field of several forms in the order it first appears, for all, one template or a search", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const userId = (await client.get("/api/profile")).body.id as string;
    const [a, b] = await Promise.all(["Open day", "Spring sale"].map((title) => templateOf(userId, title)));
    const lead = (template: string, minutesAgo: number, fields: [string, string][]) => sql`
      INSERT INTO leads (user_id, form_token, template_id, page_title, fields, ip_hash, created_at)
      SELECT ${userId}, token, template_id, 'page', ${JSON.stringify(fields)}::jsonb, 'ip',
        now() - ${minutesAgo} * interval '1 minute'
      FROM lead_forms WHERE template_id = ${template}`;
    await ctx.database.db.execute(
      lead(a!, 1, [
        ["email", "new@example.com"],
        ["name", "Ana"],
      ]),
    );
    await ctx.database.db.execute(
      lead(b!, 2, [
        ["phone", "+36 1 234"],
        ["email", "b@example.com"],
      ]),
    );
    // A field sent twice (a checkbox group) and one only the oldest lead of A has.
    await ctx.database.db.execute(
      lead(a!, 3, [
        ["topic", "x"],
        ["email", "old@example.com"],
        ["topic", "y"],
        ["company", "Acme"],
      ]),
    );
    await ctx.database.db.execute(
      lead(b!, 4, [
        ["phone", "+36 1 999"],
        ["email", "c@example.com"],
      ]),
    );
    const header = async (query: string) =>
      ((await client.get(`/api/leads.csv${query}`)).body as string).split("\r\n")[0];
    const fixed = "Received (UTC),Page,Page address,Form";
    expect(await header("")).toBe(`${fixed},email,name,phone,topic,company`);
    expect(await header(`?template=${a}`)).toBe(`${fixed},email,name,topic,company`);
    expect(await header(`?template=${b}`)).toBe(`${fixed},phone,email`);
    expect(await header("?q=Acme")).toBe(`${fixed},topic,email,company`);
  });

  it("sends its first byte as soon for 20,000 leads as for 20", async () => {
    const owners: string[] = [];
    for (const [title, count] of [
      ["Few leads", 20],
      ["Many leads", 20_000],
    ] as const) {
      const client = new TestClient(ctx.app);
      await client.signUp();
      const userId = (await client.get("/api/profile")).body.id as string;
      const template = await templateOf(userId, title);
      // Three forms' worth of field lists, as a page with a sign-up, a contact and a quote form sends.
      await ctx.database.db.execute(sql`
        INSERT INTO leads (user_id, form_token, template_id, page_title, fields, ip_hash, created_at)
        SELECT ${userId}, token, template_id, ${title},
          CASE g % 3 WHEN 0 THEN jsonb_build_array(jsonb_build_array('email', 'v' || g || '@example.com'))
            WHEN 1 THEN jsonb_build_array(jsonb_build_array('name', 'V ' || g), jsonb_build_array('message', 'hello'))
            ELSE jsonb_build_array(jsonb_build_array('phone', '+36 ' || g), jsonb_build_array('size', 'L')) END,
          'ip', now() - g * interval '1 second'
        FROM lead_forms, generate_series(1, ${count}) g WHERE template_id = ${template}`);
      owners.push(userId);
    }
    await ctx.database.db.execute(sql`ANALYZE leads`);
    // What the server does before the first byte: the newest lead and the header's names. (Timed here, not over
    // HTTP: an in-process client shares its event loop with PGlite reading the later batches meanwhile.)
    const firstByteMs = async (userId: string) => {
      const started = performance.now();
      const { names, batches } = await leadsForExport(ctx.services.deps, userId, {});
      const ms = performance.now() - started;
      await batches.return(undefined);
      expect(names).toEqual(["name", "message", "phone", "size", "email"]);
      return ms;
    };
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < 7; i++)
      for (const [n, userId] of owners.entries()) times[n]!.push(await firstByteMs(userId));
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Reading every lead for the header made it 10-25 times slower; the index makes it about equal.
    expect(median(times[1]!)).toBeLessThan(median(times[0]!) * 3 + 5);
  }, 60_000);
});

/** A template of the user's with its lead form (token `form-<id>`), made in SQL. */
async function templateOf(userId: string, title: string): Promise<string> {
  const answer = await ctx.database.db.execute(sql`
    WITH t AS (
      INSERT INTO templates (user_id, title, html_content, landing_page_type, industry, company_name)
      VALUES (${userId}, ${title}, '<!doctype html>', 'lead', 'retail', ${title}) RETURNING id),
    f AS (INSERT INTO lead_forms (token, user_id, template_id) SELECT 'form-' || id, ${userId}, id FROM t)
    SELECT id FROM t`);
  return (answer as unknown as { rows: { id: string }[] }).rows[0]!.id;
}
