/**
 * Versions keep each distinct page once (templates/page-bodies.ts): restoring or coming back to a page adds a
 * version that points at the body already stored, and every version still reads back exactly — previewed,
 * restored, downloaded and listed.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageBodies, templateVersions } from "../../src/server/db/schema.js";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const request = bakeryRequest();

const countOf = async (table: typeof pageBodies | typeof templateVersions, templateId: string) => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.templateId, templateId));
  return row?.n ?? 0;
};

describe("version bodies stored once per distinct page", () => {
  it("restores and returns to earlier pages without storing them again, every version exact", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const created = await client.post("/api/templates", request);
    expect(created.status).toBe(201);
    const { id, htmlContent: first } = created.body.template as { id: string; htmlContent: string };
    const second = first.replace("Forno Azul", "Forno Azul &amp; Filhos");
    expect(second).not.toBe(first);

    expect((await client.request("PUT", `/api/templates/${id}/html`, { html: second })).status).toBe(200);
    // Back and forth: versions 3..8 alternate between the two pages.
    for (const version of [1, 2, 1, 2, 1, 2]) {
      expect((await client.post(`/api/templates/${id}/versions/${version}/restore`)).status).toBe(200);
    }

    expect(await countOf(templateVersions, id)).toBe(8);
    expect(await countOf(pageBodies, id)).toBe(2);
    const expected = [first, second, first, second, first, second, first, second];
    for (const [index, html] of expected.entries()) {
      const preview = await client.get(`/preview/${id}?version=${index + 1}`);
      expect(preview.status).toBe(200);
      expect(preview.body).toBe(html);
    }
    const download = await client.get(`/api/templates/${id}/download`);
    expect(download.body).toBe(second);
    const listed = await client.get(`/api/templates/${id}/versions`);
    expect(listed.body.items.map((v: { version: number }) => v.version)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(listed.body.items[0].change).toBe("Restored version 2");
    expect((await client.get(`/preview/${id}?version=9`)).status).toBe(404);
  });

  it("deleting the template deletes its bodies", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const created = await client.post("/api/templates", request);
    const id = created.body.template.id as string;
    expect(await countOf(pageBodies, id)).toBe(1);
    expect((await client.request("DELETE", `/api/templates/${id}`)).status).toBe(204);
    expect(await countOf(pageBodies, id)).toBe(0);
  });
});
