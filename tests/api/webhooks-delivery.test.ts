/**
 * Page webhooks end to end: a lead sent to a page's form is POSTed, signed, to a real HTTP server on
 * loopback; failures (a 500, an outage) are retried on the 1 min / 5 min / 30 min / 2 h schedule by the
 * app's clock, then given up; held (spam-like) leads are not sent; the inbox keeps every lead.
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, webhookDeliveries } from "../../src/server/db/schema.js";
import { deliverDueWebhooks } from "../../src/server/webhooks/sender.js";
import { APP_URL, createTestApp, freshIp, TestClient, type TestContext } from "../helpers/test-app.js";

const MINUTE = 60_000;

/** A receiver on loopback that records each request and answers the status it is set to. */
class Receiver {
  requests: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  status = 200;
  port = 0;
  private server?: http.Server;

  async start(port = this.port) {
    this.server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        this.requests.push({ headers: req.headers, body });
        res.statusCode = this.status;
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = undefined;
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/leads`;
  }
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEBHOOK_ALLOW_LOCAL: "true" });
});
afterAll(async () => {
  await ctx.close();
});

const GENERATION = {
  prompt: "Free 30-minute legal consultations for small businesses in Leeds, booked through a short form",
  title: "Ask a Lawyer",
  companyName: "Harbour Legal",
  landingPageType: "lead-generation",
  industry: "legal",
  targetAudience: "small business owners",
  logoOption: "generate",
  logoData: null,
};

async function ownerWithPage() {
  const client = new TestClient(ctx.app);
  const { userId } = await client.signUp();
  const reply = await client.post("/api/templates", GENERATION);
  expect(reply.status).toBe(201);
  const html: string = reply.body.template.htmlContent;
  const token = html.match(/<form[^>]*\saction="[^"]*\/f\/([A-Za-z0-9_-]{24})"/)?.[1];
  expect(token).toBeTruthy();
  return { client, userId, templateId: reply.body.template.id as string, token: token! };
}

/** A visitor's classic form post. */
async function submit(token: string, fields: [string, string][], ip = freshIp()) {
  const response = await ctx.app.request(`${APP_URL}/f/${token}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": ip,
      accept: "text/html",
    },
    body: new URLSearchParams([["_form", "form-hero"], ["_hp", ""], ...fields]).toString(),
    redirect: "manual",
  });
  expect(response.status).toBeLessThan(400);
}

let visitor = 0;
/** Answers no earlier lead repeats, so the spam rules see a genuine visitor. */
const answers = (): [string, string][] => {
  visitor += 1;
  return [
    ["name", `Grace Hopper ${visitor}`],
    ["email", `grace${visitor}@example.com`],
  ];
};

const deliver = () => deliverDueWebhooks({ db: ctx.database.db, clock: ctx.clock, allowLocal: true });
const deliveriesOf = (templateId: string) =>
  ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.templateId, templateId));

async function withWebhook(receiver: Receiver) {
  const owner = await ownerWithPage();
  const saved = await owner.client.request("PUT", `/api/templates/${owner.templateId}/webhook`, {
    url: receiver.url,
  });
  expect(saved.status).toBe(201);
  return { ...owner, secret: saved.body.secret as string };
}

describe("saving a page's webhook", () => {
  it("answers the secret once, when the webhook is first saved", async () => {
    const owner = await ownerWithPage();
    const path = `/api/templates/${owner.templateId}/webhook`;
    expect((await owner.client.get(path)).body).toEqual({ webhook: null, deliveries: [] });
    const first = await owner.client.request("PUT", path, { url: "http://127.0.0.1:9/a" });
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(first.body.webhook.url).toBe("http://127.0.0.1:9/a");
    const second = await owner.client.request("PUT", path, { url: "http://127.0.0.1:9/b" });
    expect(second.status).toBe(200);
    expect(second.body.secret).toBeUndefined();
    const read = await owner.client.get(path);
    expect(read.body.webhook.url).toBe("http://127.0.0.1:9/b");
    expect(JSON.stringify(read.body)).not.toContain("whsec_");
  });

  it("is another user's page: 404 for every webhook route", async () => {
    const owner = await ownerWithPage();
    const other = new TestClient(ctx.app);
    await other.signUp();
    const path = `/api/templates/${owner.templateId}/webhook`;
    expect((await other.get(path)).status).toBe(404);
    expect((await other.request("PUT", path, { url: "http://127.0.0.1:9/x" })).status).toBe(404);
    expect((await other.post(`${path}/test`)).status).toBe(404);
    expect((await other.request("DELETE", path)).status).toBe(404);
  });
});

describe("a lead sent to the webhook", () => {
  it("arrives as signed JSON with its delivery id, and stays in the inbox", async () => {
    const receiver = await new Receiver().start();
    const { client, userId, templateId, token, secret } = await withWebhook(receiver);
    await submit(token, [
      ["name", "Ada Lovelace"],
      ["email", "ada@example.com"],
      ["message", "Line one\nLine two"],
    ]);
    expect(await deliver()).toBe(1);

    expect(receiver.requests).toHaveLength(1);
    const [{ headers, body }] = receiver.requests;
    expect(headers["content-type"]).toBe("application/json");
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers["x-landingforge-signature"]))!;
    expect(Number(t)).toBe(Math.floor(ctx.clock.now().getTime() / 1000));
    expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));
    const payload = JSON.parse(body);
    expect(payload.id).toBe(headers["x-landingforge-delivery"]);
    expect(headers["x-landingforge-event"]).toBe("lead.created");
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.userId, userId));
    expect(payload).toMatchObject({
      type: "lead.created",
      page: { id: templateId, title: "Ask a Lawyer" },
      lead: {
        id: lead.id,
        formId: "form-hero",
        fields: [
          { name: "name", value: "Ada Lovelace" },
          { name: "email", value: "ada@example.com" },
          { name: "message", value: "Line one\nLine two" },
        ],
      },
    });

    const shown = await client.get(`/api/templates/${templateId}/webhook`);
    expect(shown.body.deliveries).toHaveLength(1);
    expect(shown.body.deliveries[0]).toMatchObject({
      kind: "lead",
      status: "delivered",
      statusCode: 200,
      attempts: 1,
    });
    // Delivered, the visitor's answers are no longer kept in the outbox (the inbox has them).
    expect((await deliveriesOf(templateId))[0].body).toBe("");
    await receiver.stop();
  });

  it("is sent again after a 500, one minute later, with the same id and bytes", async () => {
    const receiver = await new Receiver().start();
    receiver.status = 500;
    const { client, templateId, token } = await withWebhook(receiver);
    await submit(token, answers());
    expect(await deliver()).toBe(0);
    const [waiting] = (await client.get(`/api/templates/${templateId}/webhook`)).body.deliveries;
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, statusCode: 500 });
    expect(waiting.error).toBe("The receiver answered HTTP 500.");
    expect(Date.parse(waiting.nextAttemptAt) - ctx.clock.now().getTime()).toBe(MINUTE);

    receiver.status = 200;
    ctx.clock.advance(MINUTE - 1000);
    expect(await deliver()).toBe(0);
    expect(receiver.requests).toHaveLength(1);
    ctx.clock.advance(1000);
    expect(await deliver()).toBe(1);
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1].body).toBe(receiver.requests[0].body);
    expect(receiver.requests[1].headers["x-landingforge-delivery"]).toBe(
      receiver.requests[0].headers["x-landingforge-delivery"],
    );
    const [done] = (await client.get(`/api/templates/${templateId}/webhook`)).body.deliveries;
    expect(done).toMatchObject({ status: "delivered", attempts: 2, statusCode: 200, error: null });
    await receiver.stop();
  });

  it("survives an outage of the receiver and arrives once it is back", async () => {
    const receiver = await new Receiver().start();
    const { client, templateId, token } = await withWebhook(receiver);
    await receiver.stop();
    await submit(token, answers());
    expect(await deliver()).toBe(0);
    ctx.clock.advance(MINUTE);
    expect(await deliver()).toBe(0);
    const [waiting] = (await client.get(`/api/templates/${templateId}/webhook`)).body.deliveries;
    expect(waiting).toMatchObject({ status: "pending", attempts: 2, statusCode: null });
    expect(waiting.error).toBe("Connection refused: nothing is listening at that address.");
    expect(Date.parse(waiting.nextAttemptAt) - ctx.clock.now().getTime()).toBe(5 * MINUTE);

    await receiver.start(receiver.port);
    ctx.clock.advance(5 * MINUTE);
    expect(await deliver()).toBe(1);
    expect(receiver.requests).toHaveLength(1);
    await receiver.stop();
  });

  it("is given up and marked failed after the 2-hour retry fails too", async () => {
    const receiver = await new Receiver().start();
    receiver.status = 503;
    const { client, templateId, token } = await withWebhook(receiver);
    await submit(token, answers());
    await deliver();
    for (const wait of [1, 5, 30, 120]) {
      ctx.clock.advance(wait * MINUTE);
      await deliver();
    }
    expect(receiver.requests).toHaveLength(5);
    const [failed] = (await client.get(`/api/templates/${templateId}/webhook`)).body.deliveries;
    expect(failed).toMatchObject({ status: "failed", attempts: 5, statusCode: 503, nextAttemptAt: null });
    ctx.clock.advance(24 * 60 * MINUTE);
    await deliver();
    expect(receiver.requests).toHaveLength(5);
    expect((await deliveriesOf(templateId))[0].body).toBe("");
    await receiver.stop();
  });

  it("is not sent when the lead is held as spam, which the inbox still keeps", async () => {
    const receiver = await new Receiver().start();
    const { userId, templateId, token } = await withWebhook(receiver);
    const same = answers();
    await submit(token, same);
    await submit(token, same);
    const stored = await ctx.database.db.select().from(leads).where(eq(leads.userId, userId));
    expect(stored.map((lead) => lead.heldReason).sort()).toEqual(["duplicate", null]);
    expect(await deliveriesOf(templateId)).toHaveLength(1);
    expect(await deliver()).toBe(1);
    expect(receiver.requests).toHaveLength(1);
    await receiver.stop();
  });

  it("is picked up again when the instance sending it died mid-delivery", async () => {
    const receiver = await new Receiver().start();
    const { templateId, token } = await withWebhook(receiver);
    await submit(token, answers());
    // A sender claimed it (status sending, a one-minute lease) and then died.
    await ctx.database.db
      .update(webhookDeliveries)
      .set({ status: "sending", lockedUntil: new Date(ctx.clock.now().getTime() + MINUTE) })
      .where(eq(webhookDeliveries.templateId, templateId));
    expect(await deliver()).toBe(0);
    ctx.clock.advance(MINUTE);
    expect(await deliver()).toBe(1);
    expect(receiver.requests).toHaveLength(1);
    await receiver.stop();
  });
});

describe("Send test and removing the webhook", () => {
  it("sends a sample lead at once and answers the receiver's status", async () => {
    const receiver = await new Receiver().start();
    const { client, templateId, secret } = await withWebhook(receiver);
    const sent = await client.post(`/api/templates/${templateId}/webhook/test`);
    expect(sent.status).toBe(200);
    expect(sent.body.delivery).toMatchObject({
      kind: "test",
      status: "delivered",
      statusCode: 200,
      attempts: 1,
    });
    const [{ headers, body }] = receiver.requests;
    expect(JSON.parse(body).type).toBe("webhook.test");
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers["x-landingforge-signature"]))!;
    expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));

    receiver.status = 500;
    const failed = await client.post(`/api/templates/${templateId}/webhook/test`);
    // A test is tried once: the owner reads the answer now, nothing is retried behind their back.
    expect(failed.body.delivery).toMatchObject({
      status: "failed",
      statusCode: 500,
      error: "The receiver answered HTTP 500.",
    });
    await receiver.stop();
  });

  it("needs a saved address first", async () => {
    const { client, templateId } = await ownerWithPage();
    const reply = await client.post(`/api/templates/${templateId}/webhook/test`);
    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe("Save a webhook address first.");
  });

  it("removing it fails what was still waiting and queues nothing more", async () => {
    const receiver = await new Receiver().start();
    receiver.status = 500;
    const { client, templateId, token } = await withWebhook(receiver);
    await submit(token, answers());
    await deliver();
    expect((await client.request("DELETE", `/api/templates/${templateId}/webhook`)).status).toBe(204);
    const [gone] = (await client.get(`/api/templates/${templateId}/webhook`)).body.deliveries;
    expect(gone).toMatchObject({ status: "failed", error: "The webhook was removed before delivery." });
    await submit(token, answers());
    expect(await deliveriesOf(templateId)).toHaveLength(1);
    ctx.clock.advance(MINUTE);
    await deliver();
    expect(receiver.requests).toHaveLength(1);
    await receiver.stop();
  });
});
