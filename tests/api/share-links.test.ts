/**
 * Shared preview links through the HTTP API: a read-only, expiring, revocable link to one version of a
 * page that anyone can open without an account, served sandboxed and noindex.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  pageWebhooks,
  rateLimitCounters,
  shareLinks,
  webhookDeliveries,
} from "../../src/server/db/schema.js";
import { PREVIEW_CSP } from "../../src/server/routes/preview.js";
import { SHARE_RATE_LIMITS } from "../../src/server/routes/share.js";
import { MAX_LIVE_LINKS_PER_PAGE } from "../../src/server/share/links.js";
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

const DAY_MS = 24 * 60 * 60_000;
const pathOf = (url: string) => new URL(url).pathname;

/** A visitor without an account. */
const stranger = () => new TestClient(ctx.app);

describe("a shared preview link", () => {
  it("opens the page for someone signed out, sandboxed like the preview and never indexed", async () => {
    const { client, templateId } = await ownerWithPage();
    const made = await client.post(`/api/templates/${templateId}/share-links`);
    expect(made.status).toBe(201);
    const link = made.body.link;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.url).toBe(`http://localhost:3000/share/${link.token}`);
    expect(link.version).toBe(1);
    expect(Date.parse(link.expiresAt) - ctx.clock.now().getTime()).toBe(7 * DAY_MS);

    const page = await stranger().get(pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toBe(PREVIEW_CSP);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body).toMatch(/<head[^>]*><meta name="robots" content="noindex, nofollow">/);
    expect(page.body).toContain("Clay Weekends");
  });

  it("keeps showing the version it was made for after the page changes", async () => {
    const { client, templateId } = await ownerWithPage();
    const { link } = (await client.post(`/api/templates/${templateId}/share-links`)).body;
    const current = (await client.get(`/api/templates/${templateId}`)).body.htmlContent as string;
    const edited = current.replace("</body>", "<p>Hand-edited after sharing</p></body>");
    expect((await client.request("PUT", `/api/templates/${templateId}/html`, { html: edited })).status).toBe(
      200,
    );

    const shared = await stranger().get(pathOf(link.url));
    expect(shared.body).not.toContain("Hand-edited after sharing");
    const newer = (await client.post(`/api/templates/${templateId}/share-links`)).body.link;
    expect(newer.version).toBe(2);
    expect((await stranger().get(pathOf(newer.url))).body).toContain("Hand-edited after sharing");
  });

  it("stops opening after seven days by the app's clock, with a 410 page saying so", async () => {
    const { client, templateId } = await ownerWithPage();
    const { link } = (await client.post(`/api/templates/${templateId}/share-links`)).body;
    ctx.clock.advance(7 * DAY_MS - 1000);
    expect((await stranger().get(pathOf(link.url))).status).toBe(200);
    ctx.clock.advance(1000);
    const gone = await stranger().get(pathOf(link.url));
    expect(gone.status).toBe(410);
    expect(gone.body).toContain("This preview link has expired");
    expect(gone.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(gone.headers.get("content-security-policy")).toContain("default-src 'none'");
    // An expired link is no longer listed as live.
    expect((await client.get(`/api/templates/${templateId}/share-links`)).body.items).toEqual([]);
  });

  it("is listed while live and stops opening once revoked", async () => {
    const { client, templateId } = await ownerWithPage();
    const { link } = (await client.post(`/api/templates/${templateId}/share-links`)).body;
    const listed = await client.get(`/api/templates/${templateId}/share-links`);
    expect(listed.body.items).toEqual([link]);

    const revoked = await client.request("DELETE", `/api/templates/${templateId}/share-links/${link.token}`);
    expect(revoked.status).toBe(204);
    const gone = await stranger().get(pathOf(link.url));
    expect(gone.status).toBe(410);
    expect(gone.body).toContain("This preview link was turned off");
    expect((await client.get(`/api/templates/${templateId}/share-links`)).body.items).toEqual([]);
    // Revoking twice is a 404: there is no live link by that token any more.
    expect(
      (await client.request("DELETE", `/api/templates/${templateId}/share-links/${link.token}`)).status,
    ).toBe(404);
  });

  it("answers 404 for a token that was never made", async () => {
    const unknown = await stranger().get(`/share/${"A".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("This preview link does not exist");
    expect((await stranger().get("/share/short")).status).toBe(404);
  });

  it("cannot be made, listed or revoked on another user's page (404)", async () => {
    const owner = await ownerWithPage();
    const { link } = (await owner.client.post(`/api/templates/${owner.templateId}/share-links`)).body;
    const other = new TestClient(ctx.app);
    await other.signUp();
    const base = `/api/templates/${owner.templateId}/share-links`;
    expect((await other.post(base)).status).toBe(404);
    expect((await other.get(base)).status).toBe(404);
    expect((await other.request("DELETE", `${base}/${link.token}`)).status).toBe(404);
    expect((await stranger().post(base)).status).toBe(401);
    expect((await stranger().get(pathOf(link.url))).status).toBe(200);
  });

  it("is rate-limited per owner, and a page has at most ten live links", async () => {
    const { client, userId, templateId } = await ownerWithPage();
    const base = `/api/templates/${templateId}/share-links`;
    for (let i = 0; i < MAX_LIVE_LINKS_PER_PAGE; i += 1) expect((await client.post(base)).status).toBe(201);
    const full = await client.post(base);
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(
      "This page already has 10 live preview links. Revoke one to make another.",
    );

    const rule = SHARE_RATE_LIMITS.shareLinkUser;
    await ctx.database.db
      .update(rateLimitCounters)
      .set({ count: rule.max })
      .where(eq(rateLimitCounters.key, `${rule.name}:${userId}`));
    const limited = await client.post(base);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

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
