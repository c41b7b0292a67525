/**
 * GET /api/leads/forms is keyset-paged like the other lists (issue 30): `limit` and `cursor` walk the owner's
 * pages newest first, each with its own lead count; `template` answers one page's row (a card's), 404 for
 * another user's page.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadForms, leads } from "../../src/server/db/schema.js";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface FormRow {
  templateId: string;
  title: string;
  notifyLeads: boolean;
  leadCount: number;
}

/** An owner with `titles.length` pages, made in that order, and `leadsOn[i]` leads on page i. */
async function ownerWithPages(titles: string[], leadsOn: number[]) {
  const client = new TestClient(ctx.app);
  const { userId } = await client.signUp();
  await client.post(
    "/api/purchases",
    { package: "custom", baseTokens: 5000 },
    { "idempotency-key": crypto.randomUUID() },
  );
  const ids: string[] = [];
  for (const title of titles) {
    // The app's clock stands still: a second apart, so "newest first" has one answer.
    ctx.clock.advance(1000);
    const reply = await client.post("/api/templates", { ...bakeryRequest(), title });
    expect(reply.status).toBe(201);
    ids.push(reply.body.template.id as string);
  }
  const db = ctx.database.db;
  for (const [i, n] of leadsOn.entries()) {
    const [form] = await db.select().from(leadForms).where(eqTemplate(ids[i]!));
    for (let k = 0; k < n; k++) {
      await db.insert(leads).values({
        userId,
        formToken: form!.token,
        templateId: ids[i]!,
        pageTitle: titles[i]!,
        fields: [["email", `v${k}@example.com`]],
        ipHash: "test",
      });
    }
  }
  return { client, ids };
}

const eqTemplate = (id: string) => eq(leadForms.templateId, id);

describe("the owner's lead forms", () => {
  it("come a page at a time, newest page first, each with its own count, until nextCursor is null", async () => {
    const { client, ids } = await ownerWithPages(["First", "Second", "Third"], [2, 0, 1]);
    const first = await client.get("/api/leads/forms?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.items.map((f: FormRow) => [f.title, f.leadCount])).toEqual([
      ["Third", 1],
      ["Second", 0],
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await client.get(`/api/leads/forms?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({
      items: [{ templateId: ids[0], title: "First", notifyLeads: true, leadCount: 2 }],
      nextCursor: null,
    });
  });

  it("answer one page's row with template, and 404 for another user's page", async () => {
    const { client, ids } = await ownerWithPages(["Only"], [3]);
    const one = await client.get(`/api/leads/forms?template=${ids[0]}`);
    expect(one.body).toEqual({
      items: [{ templateId: ids[0], title: "Only", notifyLeads: true, leadCount: 3 }],
      nextCursor: null,
    });
    const stranger = new TestClient(ctx.app);
    await stranger.signUp();
    expect((await stranger.get(`/api/leads/forms?template=${ids[0]}`)).status).toBe(404);
    expect((await stranger.get("/api/leads/forms")).body).toEqual({ items: [], nextCursor: null });
  });

  it("refuse a limit out of range and a cursor that is not one", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    expect((await client.get("/api/leads/forms?limit=0")).status).toBe(400);
    expect((await client.get("/api/leads/forms?limit=101")).status).toBe(400);
    expect((await client.get("/api/leads/forms?cursor=nonsense")).status).toBe(400);
  });
});
