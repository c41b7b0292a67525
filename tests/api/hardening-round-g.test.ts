/**
 * Hardening, round G: what a systematic probe of every route found still answered wrongly.
 * - A password change left the account's other sessions signed in unless the client asked otherwise.
 * - Text that is not empty yet shows nothing (a zero-width space, a soft hyphen, a Hangul filler, the blank
 *   Braille pattern) passed every "required" rule and was stored as a blank name, title, prompt or message.
 * - Better Auth's refusals carried its own words in the API's `error` member ("Unauthorized", "Invalid email",
 *   "Password too short", "Invalid token") instead of the product's ("Please sign in", the spec's messages).
 * - A JSON body that is not an object (an array, a number, a string, null) got zod's "Invalid input: expected
 *   object, received array" on some routes and a purchase-specific message on another.
 * - DELETE /api/leads/settings and /api/leads/forms looked for a lead called "settings" (404 "Lead not found").
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, jobs, leads, mailQueue, templates, users } from "../../src/server/db/schema.js";
import { createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";

let ctx: TestContext;
let owner: TestClient;
let ownerId: string;
let templateId: string;

const GENERATION = {
  prompt: "A bike repair shop in Utrecht: same-day repairs, e-bike service, pick-up by cargo bike",
  title: "Fietsdokter",
  companyName: "Fietsdokter",
  landingPageType: "lead-generation",
  industry: "automotive",
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = new TestClient(ctx.app);
  ownerId = (await owner.signUp({ name: "Round G Owner" })).userId;
  await owner.post("/api/purchases", { package: "starter" }, { "idempotency-key": crypto.randomUUID() });
  const created = await owner.post("/api/templates", GENERATION);
  expect(created.status).toBe(201);
  templateId = created.body.template.id;
});
afterAll(async () => {
  await ctx.close();
});

const balanceOf = async (client: TestClient) =>
  (await client.get("/api/profile")).body.tokenBalance as number;
const countRows = async (table: typeof templates | typeof jobs, userId: string) => {
  const [row] = await ctx.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return Number(row.n);
};

describe("a password change", () => {
  it.each([
    ["without revokeOtherSessions", {}],
    ["with revokeOtherSessions: false", { revokeOtherSessions: false }],
  ])("signs out the account's other sessions %s, and keeps the one that changed it", async (_what, extra) => {
    const laptop = new TestClient(ctx.app);
    const { email, password } = await laptop.signUp({ name: "Two Devices" });
    const phone = new TestClient(ctx.app);
    expect((await phone.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    // A wrong current password changes nothing and signs nobody out.
    const refused = await laptop.post("/api/auth/change-password", {
      currentPassword: "not-my-password-1",
      newPassword: "amber-lantern-77",
      ...extra,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("INVALID_PASSWORD");
    expect((await phone.get("/api/profile")).status).toBe(200);

    const changed = await laptop.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "amber-lantern-77",
      ...extra,
    });
    expect(changed.status).toBe(200);

    const stale = await phone.get("/api/profile");
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ error: { code: "unauthorized", message: "Please sign in" } });
    expect((await laptop.get("/api/profile")).status).toBe(200);
    // The old password no longer signs in; the new one does.
    const oldPassword = await new TestClient(ctx.app).post("/api/auth/sign-in/email", { email, password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email,
      password: "amber-lantern-77",
    });
    expect(newPassword.status).toBe(200);
  });
});
