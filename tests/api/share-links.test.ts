/**
 * Shared preview links through the HTTP API: a read-only, expiring, revocable link to one version of a
 * page that anyone can open without an account, served sandboxed and noindex.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWebhooks, shareLinks, webhookDeliveries } from "../../src/server/db/schema.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const GENERATION = {
  prompt: "Weekend pottery classes for beginners in Bristol, with a short form to book a place",
  title: "Clay Weekends",
  companyName: "Kiln & Co",
  landingPageType: "lead-generation",
  industry: "education",
  targetAudience: "adult beginners",
  logoOption: "generate",
  logoData: null,
};

/** A new user with one generated page (the welcome tokens pay for it). */
async function ownerWithPage() {
  const client = new TestClient(ctx.app);
  const { userId } = await client.signUp();
  const reply = await client.post("/api/templates", GENERATION);
  expect(reply.status).toBe(201);
  return { client, userId, templateId: reply.body.template.id as string };
}

describe("a page's share links and webhook", () => {
  it("go with the page when it is deleted", async () => {
    const { client, userId, templateId } = await ownerWithPage();
    const db = ctx.database.db;
    await db.insert(shareLinks).values({
      token: "t".repeat(22),
      userId,
      templateId,
      version: 1,
      expiresAt: new Date(ctx.clock.now().getTime() + 86_400_000),
    });
    await db.insert(pageWebhooks).values({ templateId, userId, url: "https://example.com/h", secret: "s" });
    await db.insert(webhookDeliveries).values({ userId, templateId, kind: "test", body: "{}" });

    expect((await client.request("DELETE", `/api/templates/${templateId}`)).status).toBe(204);

    expect(await db.select().from(shareLinks).where(eq(shareLinks.templateId, templateId))).toEqual([]);
    expect(await db.select().from(pageWebhooks).where(eq(pageWebhooks.templateId, templateId))).toEqual([]);
    expect(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.templateId, templateId)),
    ).toEqual([]);
  });
});
