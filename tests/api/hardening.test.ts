/**
 * Regressions of the outside review (issue 12): malformed input never answers 5xx, control characters and
 * long names are refused with 400 naming the field, reset links are revoked, the preview keeps its own
 * headers, production sends HSTS and Secure cookies, account deletion keeps the accounts anonymised,
 * and a result is saved only with its charge.
 */
import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { releaseStaleHolds } from "../../src/server/billing/holds.js";
import {
  accounts,
  contactMessages,
  mailQueue,
  profiles,
  purchases,
  sessions,
  templates,
  tokenHolds,
  tokenTransactions,
  users,
} from "../../src/server/db/schema.js";
import { PREVIEW_CSP } from "../../src/server/routes/preview.js";
import { webinarRequest } from "../helpers/generation-request.js";
import {
  createTestApp,
  linkIn,
  queuedMails,
  TestClient,
  type TestContext,
  uniqueEmail,
} from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const base64url = (text: string) => Buffer.from(text).toString("base64url");

describe("malformed input answers 4xx, never 5xx", () => {
  it.each(["/%ff", "/preview/x/%ff", "/preview/%ff", "/api/templates/%ff", "/%e0%a4%a"])(
    "answers 400 to the badly encoded path %s",
    async (path) => {
      const reply = await new TestClient(ctx.app).get(path);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { code: "bad_request", message: "The address is not valid" } });
    },
  );

  it.each([
    [
      "a date PostgreSQL cannot store",
      base64url("+275760-09-13T00:00:00.000Z|0b5e4f0e-8f0e-4a53-9d7e-1f2a3b4c5d6e"),
    ],
    ["a malformed id", base64url("2026-01-01T00:00:00.000Z|------------------------------------")],
    [
      "a date that does not round-trip",
      base64url("2026-02-31T00:00:00.000Z|0b5e4f0e-8f0e-4a53-9d7e-1f2a3b4c5d6e"),
    ],
    ["garbage", "%%%not-base64"],
  ])("answers 400 invalid_cursor to a cursor with %s", async (_what, cursor) => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    for (const path of ["/api/transactions", "/api/templates"]) {
      const reply = await client.get(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { code: "invalid_cursor", message: "The cursor is not valid" } });
    }
  });

  it("answers 404 to a version number beyond PostgreSQL's integers", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const created = await client.post("/api/templates", webinarRequest());
    expect(created.status).toBe(201);
    const reply = await client.post(
      `/api/templates/${created.body.template.id}/versions/99999999999/restore`,
    );
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: { code: "not_found", message: "Version not found" } });
  });
});

describe("control characters are refused with 400 naming the field", () => {
  it("in the contact form", async () => {
    const reply = await new TestClient(ctx.app).post("/api/contact", {
      name: "Ada",
      email: "ada@example.com",
      message: "Hello\u0000there",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({
      code: "validation_failed",
      message: "Message contains characters that are not allowed",
      fields: { message: "Message contains characters that are not allowed" },
    });
  });

  it("in the profile's full name (DEL too) and in the generation and iteration requests", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const name = await client.patch("/api/profile", { fullName: "Ada\u007f" });
    expect(name.status).toBe(400);
    expect(name.body.error.fields).toEqual({
      fullName: "Full name contains characters that are not allowed",
    });
    const audience = await client.post(
      "/api/templates",
      webinarRequest({ targetAudience: "desk\u0000workers" }),
    );
    expect(audience.status).toBe(400);
    expect(audience.body.error.fields).toEqual({
      targetAudience: "Target audience contains characters that are not allowed",
    });
    const prompt = await client.post(
      "/api/templates",
      webinarRequest({ prompt: "A bakery\u001b[31m in town" }),
    );
    expect(prompt.body.error.fields).toEqual({ prompt: "Prompt contains characters that are not allowed" });
    const created = await client.post("/api/templates", webinarRequest());
    const change = await client.post(`/api/templates/${created.body.template.id}/iterations`, {
      change: "Make the\u0000 headline bigger",
    });
    expect(change.status).toBe(400);
    expect(change.body.error.fields).toEqual({ change: "Change contains characters that are not allowed" });
    // Tabs and line breaks are ordinary text.
    const ok = await client.patch("/api/profile", { fullName: "Ada\tLovelace" });
    expect(ok.status).toBe(200);
  });

  it.each([
    ["/api/auth/sign-in/email", { email: "ada\u0000@example.com", password: "violet-harbour-93" }, "Email"],
    [
      "/api/auth/sign-up/email",
      { name: "Ada\u0007", email: "x@example.com", password: "violet-harbour-93" },
      "Full name",
    ],
    [
      "/api/auth/sign-up/email",
      { name: "Ada", email: "y@example.com", password: "violet\u0000harbour" },
      "Password",
    ],
    [
      "/api/auth/request-password-reset",
      { email: "ada@example.com\u0000", redirectTo: "/reset-password" },
      "Email",
    ],
    ["/api/auth/reset-password", { token: "abc\u0000", newPassword: "violet-harbour-93" }, "Token"],
  ])("on Better Auth's %s", async (path, body, label) => {
    const reply = await new TestClient(ctx.app).post(path, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: "INVALID_CHARACTERS",
      message: `${label} contains characters that are not allowed`,
    });
  });

  it("on update-user and change-email", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const update = await client.post("/api/auth/update-user", { name: "Ada\u0000" });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe("Full name contains characters that are not allowed");
    const change = await client.post("/api/auth/change-email", { newEmail: "new\u0000@example.com" });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe("New email contains characters that are not allowed");
  });
});

describe("the 100-character full name", () => {
  const long = "N".repeat(101);

  it("holds on update-user, sign-up and PATCH /api/profile", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp({ name: "Short Name" });
    const update = await client.post("/api/auth/update-user", { name: "N".repeat(90_000) });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({
      code: "NAME_TOO_LONG",
      message: "Full name must be at most 100 characters",
    });
    const patch = await client.patch("/api/profile", { fullName: long });
    expect(patch.status).toBe(400);
    expect(patch.body.error.fields).toEqual({ fullName: "Full name must be at most 100 characters" });
    expect((await client.get("/api/profile")).body.fullName).toBe("Short Name");

    const email = uniqueEmail();
    const signUp = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      name: long,
      email,
      password: "violet-harbour-93",
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.message).toBe("Full name must be at most 100 characters");
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await client.post("/api/auth/update-user", { name: "N".repeat(100) })).status).toBe(200);
  });
});

describe("reset links", () => {
  const requestReset = (email: string) =>
    new TestClient(ctx.app).post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
  const tokens = async (email: string) =>
    (await queuedMails(ctx, email))
      .filter((m) => m.kind === "reset-password")
      .map((m) => new URL(linkIn(m.text, "/reset-password?token=")).searchParams.get("token")!);

  it("revokes an older link when a newer one is issued, and the used one with it", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    await requestReset(email);
    await requestReset(email);
    const [older, newer] = await tokens(email);
    const stale = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: older,
      newPassword: "amber-lantern-58",
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: "INVALID_TOKEN", message: "Invalid token" });
    const used = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: newer,
      newPassword: "amber-lantern-58",
    });
    expect(used.status).toBe(200);
    const again = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: newer,
      newPassword: "other-lantern-77",
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Invalid token");
  });
});

describe("the preview's own headers", () => {
  it("keeps Referrer-Policy: no-referrer and its sandbox CSP", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const created = await client.post("/api/templates", webinarRequest());
    const preview = await client.get(`/preview/${created.body.template.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("referrer-policy")).toBe("no-referrer");
    expect(preview.headers.get("content-security-policy")).toBe(PREVIEW_CSP);
  });
});

describe("production", () => {
  it.each([
    ["https://app.example.com", {}],
    ["http://app.example.com", { ALLOW_INSECURE_HTTP: "true" }],
  ])("with APP_URL %s sends Secure session cookies", async (appUrl, extra) => {
    const prod = await createTestApp({ NODE_ENV: "production", APP_URL: appUrl, ...extra });
    try {
      const post = (path: string, body: unknown) =>
        prod.app.request(`${appUrl}/api/auth/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: appUrl, "x-forwarded-for": "10.9.9.9" },
          body: JSON.stringify(body),
        });
      const account = { email: uniqueEmail(), password: "violet-harbour-93" };
      expect((await post("sign-up/email", { name: "Prod", ...account })).status).toBe(200);
      const reply = await post("sign-in/email", account);
      expect(reply.status).toBe(200);
      const cookie = reply.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(cookie).toMatch(/; Secure/i);
      const hsts = reply.headers.get("strict-transport-security");
      expect(hsts).toBe(appUrl.startsWith("https:") ? "max-age=31536000; includeSubDomains" : null);
    } finally {
      await prod.close();
    }
  });
});

describe("account deletion", () => {
  it("removes personal data and keeps purchases and transactions anonymised", async () => {
    const client = new TestClient(ctx.app);
    const { userId, email, password } = await client.signUp();
    const bought = await client.post(
      "/api/purchases",
      { package: "starter" },
      { "idempotency-key": crypto.randomUUID() },
    );
    expect(bought.status).toBe(201);
    const created = await client.post("/api/templates", webinarRequest());
    expect(created.status).toBe(201);
    await new TestClient(ctx.app).post("/api/contact", { name: "Ada", email, message: "Hi" });
    const [tx] = await ctx.database.db
      .select({ count: tokenTransactions.id })
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, userId));
    expect(tx).toBeDefined();
    const txIds = (
      await ctx.database.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId))
    ).map((t) => t.id);
    const purchaseId = bought.body.purchase.id as string;

    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(200);

    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect(await db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
    expect(await db.select().from(templates).where(eq(templates.userId, userId))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(contactMessages)
        .where(or(eq(contactMessages.email, email), eq(contactMessages.userId, userId))),
    ).toHaveLength(0);
    expect(await db.select().from(mailQueue).where(eq(mailQueue.toAddress, email))).toHaveLength(0);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(purchase).toMatchObject({ userId: null, status: "paid", priceCents: 2450 });
    for (const id of txIds) {
      const [kept] = await db.select().from(tokenTransactions).where(eq(tokenTransactions.id, id));
      expect(kept?.userId).toBeNull();
    }
    expect(txIds.length).toBe(3); // welcome grant, purchase, generation
  });
});

describe("a result is saved only with its charge", () => {
  it("saves nothing and charges nothing when the hold expired while the engine ran", async () => {
    let slow: TestContext | undefined;
    const slowEngine = {
      iterate: iteratePage,
      generate: (async (request, options) => {
        // The stale-hold job runs while the page is being made (past the hold timeout). The composer may
        // start before the reservation is back (jobs/early-work.ts): wait for the hold to exist first.
        const db = slow!.database.db;
        for (let tries = 0; ; tries++) {
          const held = await db.select().from(tokenHolds).where(eq(tokenHolds.status, "pending"));
          if (held.length > 0) break;
          if (tries > 200) throw new Error("no pending hold appeared");
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        slow!.clock.advance(11 * 60_000);
        await releaseStaleHolds(slow!.database.db, slow!.clock.now(), 10);
        return generatePage(request, options);
      }) as typeof generatePage,
    };
    slow = await createTestApp({}, { engine: slowEngine });
    try {
      const client = new TestClient(slow.app);
      const { userId } = await client.signUp();
      const reply = await client.post("/api/templates", webinarRequest());
      expect(reply.status).toBe(409);
      expect(reply.body.error).toEqual({
        code: "hold_expired",
        message: "This request took too long and its reserved tokens were given back. Please try again.",
      });
      const db = slow.database.db;
      expect(await db.select().from(templates).where(eq(templates.userId, userId))).toHaveLength(0);
      const charges = await db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId));
      expect(charges.map((t) => t.type)).toEqual(["welcome_bonus"]);
      const [hold] = await db.select().from(tokenHolds).where(eq(tokenHolds.userId, userId));
      expect(hold?.status).toBe("expired");
      expect((await client.get("/api/profile")).body.tokenBalance).toBe(500);
    } finally {
      await slow.close();
    }
  });
});
