/**
 * GET /api/templates/:id/versions is paged like the templates list (issue 30): `limit` (1..50, 10 when not
 * given) and `cursor` walk a page's history newest first as `{items, nextCursor}`, each item without the
 * page's body, so a page with many versions answers as fast as one with a few. Runs on PostgreSQL too
 * (DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestClient, type TestContext } from "../helpers/test-app.js";
import { userWithPage } from "../helpers/user-with-page.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface VersionItem {
  version: number;
  change: string;
}

/** A page with `edits` hand edits after its generation: versions 1 ("Generated") to edits + 1 ("Edit N"). */
async function pageWithVersions(edits: number) {
  const owner = await userWithPage(ctx.app);
  for (let n = 2; n <= edits + 1; n++) {
    const reply = await owner.client.request("PUT", `/api/templates/${owner.template.id}/html`, {
      html: owner.template.htmlContent.replace("</body>", `<!-- edit ${n} --></body>`),
      note: `Edit ${n}`,
    });
    expect(reply.status).toBe(200);
  }
  return owner;
}

const versionsOf = (client: TestClient, id: string, query = "") =>
  client.get(`/api/templates/${id}/versions${query}`);

describe("a page's version history", () => {
  it("comes a page at a time, newest first, each version once, until nextCursor is null", async () => {
    const { client, template } = await pageWithVersions(4);
    const first = await versionsOf(client, template.id, "?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.items.map((v: VersionItem) => [v.version, v.change])).toEqual([
      [5, "Edit 5"],
      [4, "Edit 4"],
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const second = await versionsOf(client, template.id, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((v: VersionItem) => v.version)).toEqual([3, 2]);

    const last = await versionsOf(client, template.id, `?limit=2&cursor=${second.body.nextCursor}`);
    expect(last.body).toEqual({
      items: [expect.objectContaining({ version: 1, change: "Generated", tokensUsed: 500 })],
      nextCursor: null,
    });
  });

  it("answers the newest ten when no limit is given, and never a version's page", async () => {
    const { client, template } = await pageWithVersions(11);
    const reply = await versionsOf(client, template.id);
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((v: VersionItem) => v.version)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(reply.body.nextCursor).toEqual(expect.any(String));
    expect(JSON.stringify(reply.body)).not.toContain("<html");
    const rest = await versionsOf(client, template.id, `?cursor=${reply.body.nextCursor}`);
    expect(rest.body.items.map((v: VersionItem) => v.version)).toEqual([2, 1]);
    expect(rest.body.nextCursor).toBeNull();
  });

  it("has no next page when the last page is exactly full", async () => {
    const { client, template } = await pageWithVersions(1);
    const reply = await versionsOf(client, template.id, "?limit=2");
    expect(reply.body.items.map((v: VersionItem) => v.version)).toEqual([2, 1]);
    expect(reply.body.nextCursor).toBeNull();
  });

  it("refuses a cursor that is not one with 400 invalid_cursor, and a limit outside 1..50 with 400 invalid_query", async () => {
    const { client, template } = await pageWithVersions(0);
    const templatesCursor = Buffer.from(`2026-01-01T00:00:00.000Z|${crypto.randomUUID()}`).toString(
      "base64url",
    );
    for (const cursor of [
      "nonsense",
      templatesCursor,
      Buffer.from("version:0").toString("base64url"),
      Buffer.from("version:-3").toString("base64url"),
      Buffer.from("version:99999999999").toString("base64url"),
    ]) {
      const reply = await versionsOf(client, template.id, `?cursor=${cursor}`);
      expect(reply.status, cursor).toBe(400);
      expect(reply.body.error).toMatchObject({ code: "invalid_cursor", message: "The cursor is not valid" });
    }
    for (const limit of ["0", "51", "2.5", "ten"]) {
      const reply = await versionsOf(client, template.id, `?limit=${limit}`);
      expect(reply.status, limit).toBe(400);
      expect(reply.body.error).toMatchObject({
        code: "invalid_query",
        message: "limit must be a whole number from 1 to 50",
      });
    }
  });

  it("answers 404 for another user's page, with or without a cursor", async () => {
    const { client, template } = await pageWithVersions(2);
    const { nextCursor } = (await versionsOf(client, template.id, "?limit=1")).body;
    const stranger = await userWithPage(ctx.app);
    for (const query of ["", `?limit=1&cursor=${nextCursor}`]) {
      const reply = await versionsOf(stranger.client, template.id, query);
      expect(reply.status).toBe(404);
      expect(reply.body.error).toMatchObject({ code: "not_found", message: "Template not found" });
    }
  });
});
