/**
 * A refused change (422 change_not_applied: free, no version) stays in the page's conversation on the server:
 * GET /api/templates/:id/refusals answers it to any browser of the owner, with what can be asked instead,
 * and to no one else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import { userWithPage } from "../helpers/user-with-page.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function buy(client: TestClient) {
  await client.post(
    "/api/purchases",
    { package: "custom", baseTokens: 2000 },
    { "idempotency-key": crypto.randomUUID() },
  );
}

describe("a page's refused requests", () => {
  it("are answered oldest first with the request, why it was refused and what can be asked instead", async () => {
    const { client, id } = await userWithPage(ctx.app);
    await buy(client);
    const first = await client.post(`/api/templates/${id}/iterations`, {
      change: "book me a table for two tonight",
    });
    expect(first.status).toBe(422);
    expect(first.body.error.code).toBe("change_not_applied");
    const applied = await client.post(`/api/templates/${id}/iterations`, { change: "make it dark" });
    expect(applied.status).toBe(200);
    await client.post(`/api/templates/${id}/iterations`, { change: "sing me a song about bread" });

    const reply = await client.get(`/api/templates/${id}/refusals`);
    expect(reply.status).toBe(200);
    const items = reply.body.items as { change: string; message: string; supported: string[]; at: string }[];
    expect(items.map((r) => r.change)).toEqual([
      "book me a table for two tonight",
      "sing me a song about bread",
    ]);
    // Its reasons, without the engine's "nothing was charged" (the turn's cost line says it once).
    expect(first.body.error.message).toMatch(/^Nothing was changed, and nothing was charged\. /);
    expect(items[0]!.message).toBe(
      first.body.error.message.replace("Nothing was changed, and nothing was charged. ", ""),
    );
    expect(items[0]!.message).not.toMatch(/charged/i);
    expect(items[0]!.supported).toEqual(first.body.error.supported);
    expect(items[0]!.supported.length).toBeGreaterThan(0);
    expect(Date.parse(items[0]!.at)).toBeLessThanOrEqual(Date.parse(items[1]!.at));
  });

  it("are the same in another session of the owner, and another account gets 404", async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await client.signUp();
    const id = (await client.post("/api/templates", bakeryRequest())).body.template.id as string;
    await buy(client);
    await client.post(`/api/templates/${id}/iterations`, { change: "email this page to my accountant" });
    const other = new TestClient(ctx.app);
    expect((await other.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    const seen = await other.get(`/api/templates/${id}/refusals`);
    expect(seen.body.items.map((r: { change: string }) => r.change)).toEqual([
      "email this page to my accountant",
    ]);

    const stranger = new TestClient(ctx.app);
    await stranger.signUp();
    expect((await stranger.get(`/api/templates/${id}/refusals`)).status).toBe(404);
  });

  it("are none for a page with none, and a failure that is not a refusal is not one", async () => {
    const { client, id } = await userWithPage(ctx.app);
    expect((await client.get(`/api/templates/${id}/refusals`)).body.items).toEqual([]);
    // Too few tokens: refused before any work, not a refusal of the request's meaning.
    const short = await client.post(`/api/templates/${id}/iterations`, { change: "make it dark" });
    expect(short.status).toBe(402);
    expect((await client.get(`/api/templates/${id}/refusals`)).body.items).toEqual([]);
  });
});
