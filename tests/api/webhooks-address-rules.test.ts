/**
 * Where a webhook may point when WEBHOOK_ALLOW_LOCAL is off (production): public https:// addresses only.
 * Loopback, private, link-local and metadata addresses are refused when saved, whether written as an IP
 * or as a name that resolves to one, and again at delivery time.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWebhooks } from "../../src/server/db/schema.js";
import { deliverDueWebhooks } from "../../src/server/webhooks/sender.js";
import { checkWebhookHost, isPublicAddress } from "../../src/server/webhooks/url-guard.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function ownerWithPage() {
  const client = new TestClient(ctx.app);
  await client.signUp();
  const reply = await client.post("/api/templates", {
    prompt: "A plumber in Cardiff for emergency call-outs, with a short form to ask for a visit",
    title: "Cardiff Plumbing",
    companyName: "Taff Pipes",
    landingPageType: "lead-generation",
    industry: "other",
    logoOption: "generate",
    logoData: null,
  });
  expect(reply.status).toBe(201);
  return { client, templateId: reply.body.template.id as string };
}

const PRIVATE =
  "This address points to a private or local network. Use your CRM's public https:// webhook address.";

describe("a webhook address", () => {
  it.each([
    ["http://hooks.example.com/lead", "The address must start with https://"],
    ["ftp://hooks.example.com/lead", "The address must start with https://"],
    ["hooks.example.com/lead", "Enter a full address that starts with https://"],
    ["https://user:secret@hooks.example.com/lead", "The address must not contain a user name or password."],
    ["https://127.0.0.1/lead", PRIVATE],
    ["https://10.1.2.3/lead", PRIVATE],
    ["https://192.168.0.10/lead", PRIVATE],
    ["https://169.254.169.254/latest/meta-data", PRIVATE],
    ["https://[::1]/lead", PRIVATE],
    ["https://[::ffff:127.0.0.1]/lead", PRIVATE],
    ["https://localhost/lead", PRIVATE],
  ])("%s is refused with a message saying why", async (url, message) => {
    const { client, templateId } = await ownerWithPage();
    const reply = await client.request("PUT", `/api/templates/${templateId}/webhook`, { url });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: "invalid_input", message, fields: { url: message } });
  });

  it("stored before the rules (or pointed elsewhere since) is refused again at delivery", async () => {
    const { client, templateId } = await ownerWithPage();
    const userId = (await client.get("/api/profile")).body.id as string;
    await ctx.database.db
      .insert(pageWebhooks)
      .values({ templateId, userId, url: "https://127.0.0.1:9/lead", secret: "whsec_test" });
    const reply = await client.post(`/api/templates/${templateId}/webhook/test`);
    expect(reply.body.delivery).toMatchObject({ status: "failed", error: PRIVATE });
    await ctx.database.db.delete(pageWebhooks).where(eq(pageWebhooks.templateId, templateId));
    expect(await deliverDueWebhooks({ db: ctx.database.db, clock: ctx.clock, allowLocal: false })).toBe(0);
  });

  it("is refused when its name resolves to a private address, whatever the name", async () => {
    // checkWebhookHost resolves without looking at the spelling: localhost resolves to loopback everywhere.
    await expect(checkWebhookHost(new URL("https://localhost/lead"), false)).rejects.toThrow(PRIVATE);
    await expect(checkWebhookHost(new URL("https://localhost/lead"), true)).resolves.toBeUndefined();
  });

  it("judges addresses by network, not by spelling", () => {
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c")).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.20.0.1",
      "100.64.1.1",
      "0.0.0.0",
      "fd00::1",
      "fe80::1",
      "::ffff:192.168.1.1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
