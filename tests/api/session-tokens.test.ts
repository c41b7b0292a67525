/**
 * The raw session token stays in the HttpOnly cookie: no JSON answer carries it (a script injected into the
 * page could otherwise read it and carry the session elsewhere), and the per-session list and revoke
 * endpoints, which the product does not use and which listed every device's token and address, are closed.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/server/db/schema.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function storedTokens(userId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.token);
}

describe("session tokens in answers", () => {
  it("sign-in, get-session and change-password answer without the token; the cookie still signs in", async () => {
    const client = new TestClient(ctx.app);
    const { signIn, userId, password } = await client.signUp({ name: "Token Keeper" });
    expect(signIn?.status).toBe(200);
    expect(signIn?.body.token).toBeNull();
    expect(signIn?.body.user.id).toBe(userId);
    const [token] = await storedTokens(userId);
    expect(token).toMatch(/\w{20,}/);
    expect(JSON.stringify(signIn?.body)).not.toContain(token);
    // The cookie carries it, signed.
    expect([...client.cookies.values()].join(";")).toContain(token);

    const session = await client.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(userId);
    expect(session.body.session.userId).toBe(userId);
    expect(session.body.session.token).toBeNull();
    expect(JSON.stringify(session.body)).not.toContain(token);

    const changed = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "amber-lighthouse-57",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toBeNull();
    const after = await storedTokens(userId);
    expect(after).toHaveLength(1);
    expect(JSON.stringify(changed.body)).not.toContain(after[0]);
    // Still signed in with the new session's cookie.
    expect((await client.get("/api/profile")).status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body.user.id).toBe(userId);
  });

  it("signed out, get-session still answers null", async () => {
    const reply = await new TestClient(ctx.app).get("/api/auth/get-session");
    expect(reply.status).toBe(200);
    expect(reply.body).toBeNull();
  });

  it("list-sessions and revoke-session answer as unknown addresses, signed in or not", async () => {
    const owner = new TestClient(ctx.app);
    const { userId } = await owner.signUp({ name: "Many Devices" });
    const [token] = await storedTokens(userId);
    const notFound = { error: { code: "not_found", message: "No such API endpoint" } };
    for (const client of [owner, new TestClient(ctx.app)]) {
      const listed = await client.get("/api/auth/list-sessions");
      expect(listed.status).toBe(404);
      expect(listed.body).toEqual(notFound);
      const revoked = await client.post("/api/auth/revoke-session", { token });
      expect(revoked.status).toBe(404);
      expect(revoked.body).toEqual(notFound);
    }
    // Nothing was revoked.
    expect(await storedTokens(userId)).toEqual([token]);
    expect((await owner.get("/api/profile")).status).toBe(200);
  });
});
