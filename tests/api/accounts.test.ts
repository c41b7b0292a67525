import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "../../src/server/auth/password.js";
import { profiles, tokenLots, tokenTransactions, users } from "../../src/server/db/schema.js";
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
afterEach(() => {
  vi.useRealTimers();
});

describe("sign-up", () => {
  it("creates the account with a profile, a 500-token welcome grant and two mails", async () => {
    const client = new TestClient(ctx.app);
    const { reply, email, userId } = await client.signUp({ name: "Grace Hopper" });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ email, name: "Grace Hopper", emailVerified: false });

    const profile = await client.get("/api/profile");
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: userId,
      email,
      emailVerified: false,
      fullName: "Grace Hopper",
      tokenBalance: 500,
      totalTokensPurchased: 0,
      totalTokensUsed: 0,
      expiring: [],
    });

    const lots = await ctx.database.db.select().from(tokenLots).where(eq(tokenLots.userId, userId));
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ source: "welcome", amount: 500, remaining: 500, expiresAt: null });
    const txs = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, userId));
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ type: "welcome_bonus", amount: 500, balanceAfter: 500 });

    const mails = await queuedMails(ctx, email);
    expect(mails.map((m) => m.kind).sort()).toEqual(["confirm-address", "welcome"]);
  });

  it.each([
    [{ name: "A", email: "not-an-email", password: "violet-harbour-93" }, 400],
    [{ name: "A", email: uniqueEmail(), password: "q7#Kz" }, 400],
    [{ name: "A", email: uniqueEmail() }, 400],
    [{ email: uniqueEmail(), password: "violet-harbour-93" }, 400],
  ])("refuses bad input %j with %i", async (body, status) => {
    const client = new TestClient(ctx.app);
    const reply = await client.post("/api/auth/sign-up/email", body);
    expect(reply.status).toBe(status);
    expect(await client.get("/api/profile")).toMatchObject({ status: 401 });
  });

  it("refuses a password that is too short with Better Auth's message", async () => {
    const reply = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      name: "A",
      email: uniqueEmail(),
      password: "q7#Kz",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/too short/i);
  });

  it("refuses one of the 10,000 most common passwords", async () => {
    const email = uniqueEmail();
    const reply = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      name: "A",
      email,
      password: "sunshine",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it("answers a taken address exactly as a new one, keeps one account and tells the owner by mail", async () => {
    const first = new TestClient(ctx.app);
    const { email, userId } = await first.signUp({ name: "First Owner" });
    const stranger = new TestClient(ctx.app);
    const again = await stranger.signUp({ email, name: "Someone Else", password: "amber-lantern-58" });
    const fresh = await new TestClient(ctx.app).signUp({ name: "Someone Else" });
    expect(again.reply.status).toBe(200);
    expect(again.reply.status).toBe(fresh.reply.status);
    expect(Object.keys(again.reply.body)).toEqual(Object.keys(fresh.reply.body));
    expect(Object.keys(again.reply.body.user)).toEqual(Object.keys(fresh.reply.body.user));
    expect(again.reply.body.token).toBeNull();
    expect(fresh.reply.body.token).toBeNull();
    // No session cookie on either answer: the headers do not tell them apart either.
    expect(again.reply.headers.getSetCookie()).toEqual([]);
    expect(fresh.reply.headers.getSetCookie()).toEqual([]);
    expect([...again.reply.headers.keys()].sort()).toEqual([...fresh.reply.headers.keys()].sort());
    expect(again.reply.body.user).toMatchObject({ email, name: "Someone Else", emailVerified: false });
    expect(again.reply.body.user.id).not.toBe(userId);
    // No session for the stranger; the owner's account is untouched.
    expect((await stranger.get("/api/profile")).status).toBe(401);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("First Owner");
    const attempts = (await queuedMails(ctx, email)).filter((m) => m.kind === "sign-up-attempt");
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.subject).toBe("Someone tried to create a LandingForge account with your e-mail");
  });

  it("grants the welcome tokens exactly once under 20 concurrent sign-ups with one e-mail", async () => {
    const email = uniqueEmail("race");
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => new TestClient(ctx.app).signUp({ email }).then((r) => r.reply.status)),
    );
    // Every one answers as a new sign-up would; only one account exists.
    expect(replies.filter((s) => s === 200)).toHaveLength(20);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const grants = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, user.id), eq(tokenTransactions.type, "welcome_bonus")));
    expect(grants).toHaveLength(1);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.tokenBalance).toBe(500);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in before the address is confirmed, refuses a wrong password, signs out", async () => {
    const { email, password } = await new TestClient(ctx.app).signUp();
    const client = new TestClient(ctx.app);
    const wrong = await client.post("/api/auth/sign-in/email", { email, password: "wrong-password-1" });
    expect(wrong.status).toBe(401);
    const ok = await client.post("/api/auth/sign-in/email", { email, password });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/profile")).body).toMatchObject({
      email,
      emailVerified: false,
      tokenBalance: 500,
    });
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await client.get("/api/profile")).status).toBe(401);
  });

  it("shows each user only their own profile", async () => {
    const a = new TestClient(ctx.app);
    const b = new TestClient(ctx.app);
    const ua = await a.signUp({ name: "User A" });
    const ub = await b.signUp({ name: "User B" });
    expect((await a.get("/api/profile")).body).toMatchObject({ id: ua.userId, fullName: "User A" });
    expect((await b.get("/api/profile")).body).toMatchObject({ id: ub.userId, fullName: "User B" });
  });
});

describe("e-mail confirmation", () => {
  it("confirms the address through the link in the mail and lands on /confirm-email", async () => {
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp();
    const [mail] = (await queuedMails(ctx, email)).filter((m) => m.kind === "confirm-address");
    const link = linkIn(mail.text, "/api/auth/verify-email");
    const visit = await new TestClient(ctx.app).get(link);
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe("/confirm-email?status=confirmed");
    expect((await client.get("/api/profile")).body.emailVerified).toBe(true);
  });

  it("confirms once: the same link again lands on /confirm-email?status=invalid&error=invalid_token", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    const [mail] = (await queuedMails(ctx, email)).filter((m) => m.kind === "confirm-address");
    const link = linkIn(mail.text, "/api/auth/verify-email");
    expect((await new TestClient(ctx.app).get(link)).headers.get("location")).toBe(
      "/confirm-email?status=confirmed",
    );
    const again = await new TestClient(ctx.app).get(link);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/confirm-email?status=invalid&error=invalid_token");
  });

  it("applies a change-of-address link once: a second visit cannot switch the address back", async () => {
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp();
    const second = uniqueEmail("second");
    await client.post("/api/auth/change-email", { newEmail: second, callbackURL: "/confirm-email" });
    const link = linkIn((await queuedMails(ctx, second))[0]!.text, "/api/auth/verify-email");
    expect((await client.get(link)).headers.get("location")).toBe("/confirm-email?status=confirmed");
    const third = uniqueEmail("third");
    await client.post("/api/auth/change-email", { newEmail: third, callbackURL: "/confirm-email" });
    const thirdLink = linkIn((await queuedMails(ctx, third))[0]!.text, "/api/auth/verify-email");
    await client.get(thirdLink);
    expect((await client.get("/api/profile")).body.email).toBe(third);
    const replay = await client.get(link);
    expect(replay.headers.get("location")).toBe("/confirm-email?status=invalid&error=invalid_token");
    expect((await client.get("/api/profile")).body.email).toBe(third);
    expect(email).not.toBe(third);
  });

  it("redirects a forged link to /confirm-email with an error", async () => {
    const visit = await new TestClient(ctx.app).get(
      "/api/auth/verify-email?token=forged&callbackURL=%2Fconfirm-email",
    );
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe("/confirm-email?status=invalid&error=invalid_token");
  });

  it("sends at most one confirmation per 120 seconds per account, answering alike for every address", async () => {
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp();
    const resend = (address: string) =>
      new TestClient(ctx.app).post("/api/auth/send-verification-email", {
        email: address,
        callbackURL: "/confirm-email",
      });
    // The sign-up itself sent the first mail, so a resend right away sends nothing, yet answers as usual.
    const early = await resend(email);
    const unknown = await resend(uniqueEmail("nobody"));
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ status: true });
    expect(unknown.status).toBe(early.status);
    expect(unknown.body).toEqual(early.body);
    const confirmations = async () =>
      (await queuedMails(ctx, email)).filter((m) => m.kind === "confirm-address");
    expect(await confirmations()).toHaveLength(1);

    ctx.clock.advance(121_000);
    const later = await resend(email);
    expect(later.status).toBe(200);
    expect(await confirmations()).toHaveLength(2);
    expect((await resend(email)).body).toEqual({ status: true });
    expect(await confirmations()).toHaveLength(2);
  });
});

describe("password reset", () => {
  const requestReset = (client: TestClient, email: string) =>
    client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });

  it("answers the same for known and unknown addresses", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    const known = await requestReset(new TestClient(ctx.app), email);
    const unknown = await requestReset(new TestClient(ctx.app), uniqueEmail("nobody"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await queuedMails(ctx, email)).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "reset-password" })]),
    );
  });

  it("resets once through /reset-password?token=…, ends other sessions, and refuses the token again", async () => {
    const owner = new TestClient(ctx.app);
    const { email } = await owner.signUp();
    expect((await owner.get("/api/profile")).status).toBe(200);
    await requestReset(new TestClient(ctx.app), email);
    const mail = (await queuedMails(ctx, email)).find((m) => m.kind === "reset-password")!;
    const link = linkIn(mail.text, "/reset-password?token=");
    expect(link.startsWith("http://localhost:3000/reset-password?token=")).toBe(true);
    const token = new URL(link).searchParams.get("token")!;

    const reset = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token,
      newPassword: "amber-lantern-58",
    });
    expect(reset.status).toBe(200);
    expect((await owner.get("/api/profile")).status).toBe(401);

    const reuse = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token,
      newPassword: "other-lantern-77",
    });
    expect(reuse.status).toBe(400);

    const signIn = new TestClient(ctx.app);
    expect(
      (await signIn.post("/api/auth/sign-in/email", { email, password: "amber-lantern-58" })).status,
    ).toBe(200);
  });

  it("refuses a token older than 60 minutes", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    await requestReset(new TestClient(ctx.app), email);
    const mail = (await queuedMails(ctx, email)).find((m) => m.kind === "reset-password")!;
    const token = new URL(linkIn(mail.text, "/reset-password?token=")).searchParams.get("token")!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    const reset = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token,
      newPassword: "amber-lantern-58",
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toMatch(/invalid token/i);
  });

  it("refuses a common password as the new one", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    await requestReset(new TestClient(ctx.app), email);
    const mail = (await queuedMails(ctx, email)).find((m) => m.kind === "reset-password")!;
    const token = new URL(linkIn(mail.text, "/reset-password?token=")).searchParams.get("token")!;
    const reset = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token,
      newPassword: "password1",
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(COMMON_PASSWORD_MESSAGE);
  });
});

describe("account changes", () => {
  it("changes the password only with the right current password", async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await client.signUp();
    const wrong = await client.post("/api/auth/change-password", {
      currentPassword: "not-my-password",
      newPassword: "amber-lantern-58",
    });
    expect(wrong.status).toBe(400);
    const ok = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "amber-lantern-58",
    });
    expect(ok.status).toBe(200);
    const fresh = new TestClient(ctx.app);
    expect((await fresh.post("/api/auth/sign-in/email", { email, password })).status).toBe(401);
    expect(
      (await fresh.post("/api/auth/sign-in/email", { email, password: "amber-lantern-58" })).status,
    ).toBe(200);
  });

  it("changes the e-mail only after it is confirmed from the new address", async () => {
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp();
    const newEmail = uniqueEmail("new");
    const change = await client.post("/api/auth/change-email", { newEmail, callbackURL: "/confirm-email" });
    expect(change.status).toBe(200);
    expect((await client.get("/api/profile")).body.email).toBe(email);
    const [mail] = await queuedMails(ctx, newEmail);
    expect(mail.kind).toBe("confirm-new-address");
    const visit = await client.get(linkIn(mail.text, "/api/auth/verify-email"));
    expect(visit.status).toBe(302);
    expect((await client.get("/api/profile")).body.email).toBe(newEmail);
  });

  it("updates the full name through PATCH /api/profile and through update-user", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp({ name: "Old Name" });
    const patched = await client.patch("/api/profile", { fullName: "  New Name  " });
    expect(patched.status).toBe(200);
    expect(patched.body.fullName).toBe("New Name");
    expect((await client.get("/api/auth/get-session")).body.user.name).toBe("New Name");

    expect((await client.post("/api/auth/update-user", { name: "Third Name" })).status).toBe(200);
    expect((await client.get("/api/profile")).body.fullName).toBe("Third Name");

    const blank = await client.patch("/api/profile", { fullName: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({
      code: "validation_failed",
      fields: { fullName: "Please enter your full name" },
    });
  });

  it("deletes the account and every row of its data after the password is given", async () => {
    const client = new TestClient(ctx.app);
    const { userId, password } = await client.signUp();
    expect((await client.post("/api/auth/delete-user", { password: "not-my-password" })).status).toBe(400);
    const deleted = await client.post("/api/auth/delete-user", { password });
    expect(deleted.status).toBe(200);
    expect((await client.get("/api/profile")).status).toBe(401);
    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
    expect(await db.select().from(tokenLots).where(eq(tokenLots.userId, userId))).toHaveLength(0);
    expect(
      await db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId)),
    ).toHaveLength(0);
  });

  it("answers 401 to the profile API when signed out", async () => {
    const reply = await new TestClient(ctx.app).get("/api/profile");
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { code: "unauthorized", message: "Please sign in" } });
    expect((await new TestClient(ctx.app).patch("/api/profile", { fullName: "X" })).status).toBe(401);
  });
});
