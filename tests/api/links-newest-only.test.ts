/**
 * Only the newest link of each kind works: a newer change-of-address, confirmation or reset link makes the
 * older ones answer as an invalid link does. A change of address or of password is announced to the
 * address the account had before, so its owner hears of a change they did not make.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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

const INVALID_LINK = "/confirm-email?status=invalid&error=invalid_token";
const CONFIRMED = "/confirm-email?status=confirmed";

async function linkMailedTo(address: string, kind: string, fragment: string): Promise<string> {
  const mails = (await queuedMails(ctx, address)).filter((m) => m.kind === kind);
  const newest = mails.at(-1);
  if (!newest) throw new Error(`no ${kind} mail to ${address}`);
  return linkIn(newest.text, fragment);
}

const changeEmail = (client: TestClient, newEmail: string) =>
  client.post("/api/auth/change-email", { newEmail, callbackURL: "/confirm-email" });

describe("change-of-address links", () => {
  it("refuse the older of two requests like an invalid link, and the newer one changes the address", async () => {
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    expect((await changeEmail(client, first)).status).toBe(200);
    expect((await changeEmail(client, second)).status).toBe(200);
    const firstLink = await linkMailedTo(first, "confirm-new-address", "/api/auth/verify-email");
    const secondLink = await linkMailedTo(second, "confirm-new-address", "/api/auth/verify-email");

    expect((await client.get(firstLink)).headers.get("location")).toBe(INVALID_LINK);
    const unchanged = (await client.get("/api/profile")).body;
    expect(unchanged.email).toBe(email);
    expect(unchanged.pendingEmail).toBe(second);

    expect((await client.get(secondLink)).headers.get("location")).toBe(CONFIRMED);
    expect((await client.get("/api/profile")).body.email).toBe(second);
  });

  it("announce the change to the old address once the new one is confirmed", async () => {
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp();
    const next = uniqueEmail("next");
    await changeEmail(client, next);
    expect((await queuedMails(ctx, email)).filter((m) => m.kind === "address-changed")).toHaveLength(0);
    await client.get(await linkMailedTo(next, "confirm-new-address", "/api/auth/verify-email"));
    const notices = (await queuedMails(ctx, email)).filter((m) => m.kind === "address-changed");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/address .*changed/i);
    expect(notices[0]!.text).toContain(next);
    expect((await queuedMails(ctx, next)).some((m) => m.kind === "address-changed")).toBe(false);
  });
});

describe("sign-up confirmation links", () => {
  it("stop confirming once a resend has mailed a newer one, which confirms", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    const older = await linkMailedTo(email, "confirm-address", "/api/auth/verify-email");
    ctx.clock.advance(121_000);
    // A link signed in the same second with the same content would be the same link: resend later.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 121_000 });
    await new TestClient(ctx.app).post("/api/auth/send-verification-email", {
      email,
      callbackURL: "/confirm-email",
    });
    const newer = await linkMailedTo(email, "confirm-address", "/api/auth/verify-email");
    expect(newer).not.toBe(older);

    expect((await new TestClient(ctx.app).get(older)).headers.get("location")).toBe(INVALID_LINK);
    expect((await new TestClient(ctx.app).get(newer)).headers.get("location")).toBe(CONFIRMED);
  });
});

describe("password changes", () => {
  const requestReset = (email: string) =>
    new TestClient(ctx.app).post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
  const resetToken = async (email: string) =>
    new URL(await linkMailedTo(email, "reset-password", "/reset-password?token=")).searchParams.get("token")!;

  it("refuse an older reset link once a newer one is mailed, and the newer one resets", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    await requestReset(email);
    const older = await resetToken(email);
    await requestReset(email);
    const newer = await resetToken(email);
    expect(newer).not.toBe(older);
    const refused = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: older,
      newPassword: "amber-lantern-58",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/invalid token/i);
    const reset = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: newer,
      newPassword: "amber-lantern-58",
    });
    expect(reset.status).toBe(200);
  });

  it("are announced to the account's address, by reset and by change-password alike", async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await client.signUp();
    const notices = async () => (await queuedMails(ctx, email)).filter((m) => m.kind === "password-changed");
    const changed = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "copper-meadow-41",
    });
    expect(changed.status).toBe(200);
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]!.subject).toMatch(/password .*changed/i);

    await requestReset(email);
    await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: await resetToken(email),
      newPassword: "amber-lantern-58",
    });
    expect(await notices()).toHaveLength(2);
  });

  it("are not announced when the current password was wrong", async () => {
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp();
    const wrong = await client.post("/api/auth/change-password", {
      currentPassword: "not-the-password-1",
      newPassword: "copper-meadow-41",
    });
    expect(wrong.status).toBe(400);
    expect((await queuedMails(ctx, email)).filter((m) => m.kind === "password-changed")).toHaveLength(0);
  });
});
