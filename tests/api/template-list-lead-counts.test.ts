/**
 * GET /api/templates carries each page's lead count, so a grid of tiles shows "Leads (n)" from the one list
 * request instead of asking /api/leads/forms once per tile (issue 29's known defect).
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

async function addLeads(userId: string, templateId: string, count: number) {
  const db = ctx.database.db;
  const [form] = await db.select().from(leadForms).where(eq(leadForms.templateId, templateId));
  for (let k = 0; k < count; k++) {
    await db.insert(leads).values({
      userId,
      formToken: form!.token,
      templateId,
      pageTitle: "Bakery",
      fields: [["email", `v${k}@example.com`]],
      ipHash: "test",
    });
  }
}

describe("the template list", () => {
  it("answers each page's lead count with it, and 0 for a page with none", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    await client.post(
      "/api/purchases",
      { package: "custom", baseTokens: 2000 },
      { "idempotency-key": crypto.randomUUID() },
    );
    const ids: string[] = [];
    for (const title of ["First", "Second", "Third"]) {
      ctx.clock.advance(1000);
      const reply = await client.post("/api/templates", { ...bakeryRequest(), title });
      expect(reply.status).toBe(201);
      ids.push(reply.body.template.id as string);
    }
    await addLeads(userId, ids[0]!, 3);
    await addLeads(userId, ids[2]!, 1);

    const list = await client.get("/api/templates?limit=10");
    expect(list.status).toBe(200);
    const counts = Object.fromEntries(
      (list.body.items as { title: string; leadCount: number }[]).map((t) => [t.title, t.leadCount]),
    );
    expect(counts).toEqual({ First: 3, Second: 0, Third: 1 });
  });

  it("counts only the page's own leads, not another owner's", async () => {
    const owner = new TestClient(ctx.app);
    const { userId } = await owner.signUp();
    const id = (await owner.post("/api/templates", bakeryRequest())).body.template.id as string;
    await addLeads(userId, id, 2);
    const other = new TestClient(ctx.app);
    await other.signUp();
    await other.post("/api/templates", bakeryRequest());
    const theirs = await other.get("/api/templates");
    expect(theirs.body.items.map((t: { leadCount: number }) => t.leadCount)).toEqual([0]);
    expect((await owner.get("/api/templates")).body.items[0].leadCount).toBe(2);
  });

  it("keeps each count as leads arrive in one statement, are deleted one at a time, by page and all at once", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    await client.buyTokens(2000);
    const ids: string[] = [];
    for (const title of ["Alpha", "Beta"]) {
      ctx.clock.advance(1000);
      ids.push((await client.post("/api/templates", { ...bakeryRequest(), title })).body.template.id);
    }
    const db = ctx.database.db;
    const forms = await db.select().from(leadForms);
    const tokenOf = (id: string) => forms.find((f) => f.templateId === id)!.token;
    // One INSERT carrying leads of both pages (the count is kept once per statement, per page).
    const inserted = await db
      .insert(leads)
      .values(
        [
          ...Array.from({ length: 5 }, (_, k) => ({ id: ids[0]!, k })),
          ...Array.from({ length: 2 }, (_, k) => ({ id: ids[1]!, k })),
        ].map(({ id, k }) => ({
          userId,
          formToken: tokenOf(id),
          templateId: id,
          pageTitle: "Bakery",
          fields: [["email", `bulk${k}@example.com`]] as [string, string][],
          ipHash: "test",
        })),
      )
      .returning({ id: leads.id, templateId: leads.templateId });
    const counts = async () =>
      Object.fromEntries(
        (
          (await client.get("/api/templates?limit=10")).body.items as { title: string; leadCount: number }[]
        ).map((t) => [t.title, t.leadCount]),
      );
    expect(await counts()).toEqual({ Alpha: 5, Beta: 2 });

    const oneOfAlpha = inserted.find((l) => l.templateId === ids[0])!.id;
    expect((await client.request("DELETE", `/api/leads/${oneOfAlpha}`)).status).toBe(204);
    expect(await counts()).toEqual({ Alpha: 4, Beta: 2 });

    expect((await client.request("DELETE", `/api/leads?template=${ids[1]}`)).body).toEqual({ deleted: 2 });
    expect(await counts()).toEqual({ Alpha: 4, Beta: 0 });

    expect((await client.request("DELETE", "/api/leads")).body).toEqual({ deleted: 4 });
    expect(await counts()).toEqual({ Alpha: 0, Beta: 0 });
  });
});
