import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("foreign Origin", () => {
  it("refuses state-changing auth and API requests from another site with 403", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const evil = { origin: "https://evil.example" };
    const signUp = await new TestClient(ctx.app).post(
      "/api/auth/sign-up/email",
      { name: "X", email: uniqueEmail(), password: "violet-harbour-93" },
      evil,
    );
    expect(signUp.status).toBe(403);
    expect(signUp.body.error.code).toBe("forbidden_origin");
    expect((await client.patch("/api/profile", { fullName: "Hacked" }, evil)).status).toBe(403);
    expect(
      (await client.post("/api/contact", { name: "a", email: "a@b.co", message: "m" }, evil)).status,
    ).toBe(403);
    expect((await client.post("/api/auth/sign-out", {}, { origin: "null" })).status).toBe(403);
    expect((await client.get("/api/profile")).body.fullName).not.toBe("Hacked");
  });

  it("refuses a cross-site request without Origin when Sec-Fetch-Site says cross-site", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const reply = await client.request(
      "PATCH",
      "/api/profile",
      { fullName: "X" },
      { origin: "", "sec-fetch-site": "cross-site" },
    );
    expect(reply.status).toBe(403);
  });

  it("allows reads from anywhere (no state changes)", async () => {
    const reply = await new TestClient(ctx.app).get("/api/health", { origin: "https://evil.example" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: "ok" });
  });
});

describe("HTTP basics", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const reply = await new TestClient(ctx.app).get("/api/does-not-exist");
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: { code: "not_found", message: "No such API endpoint" } });
    expect((await new TestClient(ctx.app).post("/api/nope", {})).status).toBe(404);
  });

  it("answers bodies above 100 KB with 413", async () => {
    const client = new TestClient(ctx.app);
    const reply = await client.post("/api/contact", {
      name: "a",
      email: "a@example.com",
      message: "x".repeat(110 * 1024),
    });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe("payload_too_large");
    const auth = await client.post("/api/auth/sign-up/email", {
      name: "x".repeat(110 * 1024),
      email: uniqueEmail(),
      password: "violet-harbour-93",
    });
    expect(auth.status).toBe(413);
  });

  it("sends security headers, a Content-Security-Policy included, and no HSTS outside production", async () => {
    const reply = await new TestClient(ctx.app).get("/api/health");
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    expect(reply.headers.get("x-frame-options")).toBe("DENY");
    expect(reply.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(reply.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(reply.headers.get("strict-transport-security")).toBeNull();
  });

  it("sets an HttpOnly, SameSite=Lax session cookie on sign-in", async () => {
    const { signIn } = await new TestClient(ctx.app).signUp({ name: "Cookie" });
    const cookie = signIn!.headers.getSetCookie().find((c) => c.startsWith("lpb.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("rate limits", () => {
  it("allows 3 sign-ups per minute per IP, then 429 with Retry-After", async () => {
    const client = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await client.post("/api/auth/sign-up/email", {
        name: "R",
        email: uniqueEmail(),
        password: "violet-harbour-93",
      });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    ctx.clock.advance(61_000);
    const after = await client.post("/api/auth/sign-up/email", {
      name: "R",
      email: uniqueEmail(),
      password: "violet-harbour-93",
    });
    expect(after.status).toBe(200);
  });

  it("allows 3 reset requests and 3 resends per minute per IP", async () => {
    const client = new TestClient(ctx.app);
    const resets = [];
    for (let i = 0; i < 4; i += 1) {
      resets.push(
        (
          await client.post("/api/auth/request-password-reset", {
            email: uniqueEmail(),
            redirectTo: "/reset-password",
          })
        ).status,
      );
    }
    expect(resets).toEqual([200, 200, 200, 429]);
    const resends = [];
    for (let i = 0; i < 4; i += 1) {
      resends.push((await client.post("/api/auth/send-verification-email", { email: uniqueEmail() })).status);
    }
    expect(resends).toEqual([200, 200, 200, 429]);
  });

  it("throttles 10 failed sign-ins per account and address, never locking the owner out from elsewhere", async () => {
    const { email, password } = await new TestClient(ctx.app).signUp();
    const attacker = new TestClient(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      const r = await attacker.post("/api/auth/sign-in/email", { email, password: `wrong-${i}-password` });
      expect(r.status).toBe(401);
    }
    const throttled = await attacker.post("/api/auth/sign-in/email", { email, password });
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(800);
    // The owner, from another address, signs in at once.
    expect((await new TestClient(ctx.app).post("/api/auth/sign-in/email", { email, password })).status).toBe(
      200,
    );
    ctx.clock.advance(15 * 60_000 + 1000);
    expect((await attacker.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("allows 150 sign-in attempts per 5 minutes per IP", async () => {
    const client = new TestClient(ctx.app);
    const limiterRule = { name: "sign-in-ip", max: 150, windowMs: 5 * 60_000 };
    // Use the limiter directly for the first 150 to keep the test fast; the 151st goes through HTTP.
    for (let i = 0; i < 150; i += 1) await ctx.services.deps.limiter.hit(limiterRule, client.ip);
    const reply = await client.post("/api/auth/sign-in/email", {
      email: uniqueEmail(),
      password: "whatever-123",
    });
    expect(reply.status).toBe(429);
    const other = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: uniqueEmail(),
      password: "whatever-123",
    });
    expect(other.status).toBe(401);
  });
});
