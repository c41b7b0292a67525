/**
 * Production served at a loopback APP_URL (http://localhost:3000) and opened at http://127.0.0.1:3000: the
 * browser's Origin is then another name for the same app. It stays refused (one origin outside development,
 * as the CSRF rule says), but the answer says what is wrong and what to do; another site learns nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: "production", ALLOW_INSECURE_HTTP: "true" });
});
afterAll(async () => {
  await ctx?.close();
});

const account = () => ({ name: "Loop Back", email: uniqueEmail(), password: "violet-harbour-93" });

describe("a loopback APP_URL opened under another loopback name, in production", () => {
  it("refuses sign-up from 127.0.0.1 or [::1] with the address to open instead, and creates nothing", async () => {
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const details = account();
      const refused = await new TestClient(ctx.app).post("/api/auth/sign-up/email", details, { origin });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: "forbidden_origin",
        message: `This app's address is ${APP_URL}, but this page was opened at ${origin}. Open ${APP_URL} and try again.`,
      });
      const signIn = await new TestClient(ctx.app).post(
        "/api/auth/sign-in/email",
        { email: details.email, password: details.password },
        { origin: APP_URL },
      );
      expect(signIn.status).toBe(401);
    }
  });

  it("says the same for any change a signed-in page asks for, such as a purchase", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const origin = "http://127.0.0.1:3000";
    const refused = await client.post(
      "/api/purchases",
      { package: "starter" },
      { origin, "idempotency-key": "k-1" },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain(`Open ${APP_URL} and try again.`);
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(500);
  });

  it("tells another site, or another port on this machine, only that it is refused", async () => {
    for (const origin of [
      "https://evil.example",
      "http://127.0.0.1:4000",
      "http://localhost.evil.example:3000",
      "null",
    ]) {
      const refused = await new TestClient(ctx.app).post("/api/auth/sign-up/email", account(), { origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.body.error).toEqual({
        code: "forbidden_origin",
        message: "Requests from other sites are not allowed",
      });
    }
  });

  it("signs up at the app's own address", async () => {
    const created = await new TestClient(ctx.app).post("/api/auth/sign-up/email", account(), {
      origin: APP_URL,
    });
    expect(created.status).toBe(200);
  });
});
