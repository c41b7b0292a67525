/**
 * What an operator reads: JSON log lines with a request id that is also in the X-Request-Id answer header,
 * one access-log line per request (never cookies or bodies), an error line for an unhandled error, the
 * LOG_LEVEL threshold; and GET /metrics in Prometheus format behind METRICS_TOKEN, whose figures come from
 * the database (jobs, mail queue, tokens) and move when the product is used, read at most once per
 * FIGURES_TTL_MS however often it is scraped.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.js";
import { ConfigError, loadConfig } from "../../src/server/config.js";
import { jobs, mailQueue } from "../../src/server/db/schema.js";
import { createLogger } from "../../src/server/logger.js";
import { FIGURES_TTL_MS } from "../../src/server/metrics/registry.js";
import {
  createTestApp,
  queuedMails,
  TestClient,
  type TestContext,
  uniqueEmail,
} from "../helpers/test-app.js";

const METRICS_TOKEN = "observability-test-metrics-token";
// biome-ignore lint/suspicious/noExplicitAny: log lines are inspected field by field.
type LogLine = Record<string, any>;

const lines: LogLine[] = [];
const capture = { write: (line: string) => void lines.push(JSON.parse(line)) };
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    { METRICS_TOKEN },
    { logger: createLogger({ level: "info", destination: capture }) },
  );
  // A route that fails the way a bug would, to see the unhandled-error line.
  ctx.app.get("/test-only/boom", () => {
    throw new Error("kaboom");
  });
});
afterAll(async () => {
  await ctx?.close();
});

const generation = {
  prompt: "A yoga studio's spring webinar on breathing for desk workers, on March 14 at 18:00",
  title: "Breathe Better at Work",
  companyName: "Peak Studio",
  landingPageType: "webinar",
  industry: "fitness",
  targetAudience: "office workers",
};

const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

describe("request ids and the access log", () => {
  it("gives every answer an X-Request-Id and logs one access line with that id", async () => {
    const reply = await new TestClient(ctx.app).get("/api/health");
    const requestId = reply.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const access = linesOf(requestId).filter((line) => line.msg === "request");
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      method: "GET",
      route: "/api/health",
      status: 200,
      bytes: 15,
    });
    expect(access[0].ms).toBeGreaterThanOrEqual(0);
    expect(access[0]).not.toHaveProperty("userId");
  });

  it("logs the signed-in user's id and route pattern, never cookies, passwords or bodies", async () => {
    const client = new TestClient(ctx.app);
    const { userId, password } = await client.signUp({ email: uniqueEmail("logs") });
    const created = await client.post("/api/templates", generation);
    expect(created.status).toBe(201);
    const reply = await client.get(`/api/templates/${created.body.template.id}`);
    const [access] = linesOf(reply.headers.get("x-request-id")!);
    expect(access).toMatchObject({ route: "/api/templates/:id", status: 200, userId });
    const everything = JSON.stringify(lines);
    for (const secret of [...client.cookies.values(), password, generation.prompt]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("takes a sane X-Request-Id from a trusted proxy, and only from one", async () => {
    const trusted = await new TestClient(ctx.app).get("/api/health", { "x-request-id": "edge-4711.abc" });
    expect(trusted.headers.get("x-request-id")).toBe("edge-4711.abc");
    expect(linesOf("edge-4711.abc")).toHaveLength(1);

    const insane = await new TestClient(ctx.app).get("/api/health", { "x-request-id": "a b\tc" });
    expect(insane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const direct = createApp({
      ...ctx.services.deps,
      config: { ...ctx.services.deps.config, TRUST_PROXY: false },
    });
    const untrusted = await new TestClient(direct).get("/api/health", { "x-request-id": "edge-4712" });
    expect(untrusted.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs an unhandled error with the request id, and answers 500 without details", async () => {
    const reply = await new TestClient(ctx.app).get("/test-only/boom");
    expect(reply.status).toBe(500);
    expect(JSON.stringify(reply.body)).not.toContain("kaboom");
    const requestId = reply.headers.get("x-request-id")!;
    const error = linesOf(requestId).find((line) => line.msg === "unhandled error");
    expect(error).toMatchObject({ level: 50, err: { message: "kaboom", type: "Error" } });
    expect(linesOf(requestId).find((line) => line.msg === "request")).toMatchObject({ status: 500 });
  });

  it("writes only lines at or above LOG_LEVEL; LOG_LEVEL defaults to info and rejects unknown levels", () => {
    const written: LogLine[] = [];
    const logger = createLogger({
      level: "warn",
      destination: { write: (line: string) => void written.push(JSON.parse(line)) },
    });
    logger.info("routine");
    logger.warn("careful");
    logger.error("broken");
    expect(written.map((line) => line.msg)).toEqual(["careful", "broken"]);
    expect(loadConfig({}).LOG_LEVEL).toBe("info");
    expect(loadConfig({ LOG_LEVEL: "silent" }).LOG_LEVEL).toBe("silent");
    expect(() => loadConfig({ LOG_LEVEL: "verbose" })).toThrow(ConfigError);
  });
});

describe("GET /metrics", () => {
  /** A scrape once the figures may be read again (`cached`: right after the previous one). */
  const scrape = async ({ cached = false } = {}) => {
    if (!cached) ctx.clock.advance(FIGURES_TTL_MS);
    const reply = await new TestClient(ctx.app).get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return reply.body as string;
  };

  it("is 404 without METRICS_TOKEN configured, 401 without or with a wrong token", async () => {
    const withoutToken = createApp({
      ...ctx.services.deps,
      config: { ...ctx.services.deps.config, METRICS_TOKEN: undefined },
    });
    const client = new TestClient(withoutToken);
    expect((await client.get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(404);
    expect((await new TestClient(ctx.app).get("/metrics")).status).toBe(401);
    const wrong = await new TestClient(ctx.app).get("/metrics", { authorization: "Bearer not-the-token" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: { code: "unauthorized", message: "A valid metrics token is required" },
    });
  });

  it("reports request durations by route pattern, and the process's memory and CPU", async () => {
    const client = new TestClient(ctx.app);
    await client.get("/api/health");
    await client.get("/api/templates/00000000-0000-4000-8000-000000000000");
    const text = await scrape();
    expect(
      metric(
        text,
        "lpb_http_request_duration_seconds_count",
        'method="GET",route="/api/health",status_class="2xx"',
      ),
    ).toBeGreaterThan(0);
    expect(
      metric(
        text,
        "lpb_http_request_duration_seconds_count",
        'method="GET",route="/api/templates/:id",status_class="4xx"',
      ),
    ).toBeGreaterThan(0);
    expect(text).not.toContain("00000000-0000-4000-8000-000000000000");
    expect(metric(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(metric(text, "process_cpu_seconds_total")).toBeGreaterThan(0);
  });

  it("moves tokens spent and sold, the mail queue and dead letters as the product is used", async () => {
    const before = await scrape();
    const client = new TestClient(ctx.app);
    const { email } = await client.signUp({ email: uniqueEmail("metrics") });
    expect((await client.post("/api/templates", generation)).status).toBe(201);
    const purchase = await client.post(
      "/api/purchases",
      { package: "business" },
      { "idempotency-key": crypto.randomUUID() },
    );
    expect(purchase.status).toBeLessThan(300);
    const [confirmation] = await queuedMails(ctx, email);
    await ctx.database.db.update(mailQueue).set({ status: "dead" }).where(eq(mailQueue.id, confirmation.id));

    const after = await scrape();
    const spent = 'type="generation"';
    expect(metric(after, "lpb_tokens_spent_total", spent)).toBeGreaterThan(
      metric(before, "lpb_tokens_spent_total", spent),
    );
    expect(metric(after, "lpb_tokens_sold_total")).toBeGreaterThan(metric(before, "lpb_tokens_sold_total"));
    expect(metric(after, "lpb_mail_dead_letters")).toBe(metric(before, "lpb_mail_dead_letters") + 1);
    expect(metric(after, "lpb_mail_queue", 'status="dead"')).toBe(
      metric(before, "lpb_mail_queue", 'status="dead"') + 1,
    );
  });

  it("reports jobs by kind, outcome and provider, and the queue's depth and oldest age, from the jobs table", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp({ email: uniqueEmail("jobs") });
    const before = await scrape();
    const job = { userId, title: "Queued page", input: {}, provider: "anthropic" };
    await ctx.database.db.insert(jobs).values([
      { ...job, kind: "generation", status: "queued", createdAt: new Date(Date.now() - 120_000) },
      { ...job, kind: "generation", status: "queued" },
      { ...job, kind: "iteration", status: "failed" },
    ]);
    const after = await scrape();
    const queued = 'kind="generation",status="queued",provider="anthropic"';
    expect(metric(after, "lpb_jobs_total", queued)).toBe(metric(before, "lpb_jobs_total", queued) + 2);
    expect(
      metric(after, "lpb_jobs_total", 'kind="iteration",status="failed",provider="anthropic"'),
    ).toBeGreaterThanOrEqual(1);
    expect(metric(after, "lpb_job_queue_depth", 'kind="generation"')).toBe(
      metric(before, "lpb_job_queue_depth", 'kind="generation"') + 2,
    );
    expect(metric(after, "lpb_job_queue_oldest_age_seconds", 'kind="generation"')).toBeGreaterThanOrEqual(
      119,
    );
    expect(metric(after, "lpb_job_queue_depth", 'kind="iteration"')).toBe(0);
  });
});

describe("GET /metrics under frequent scrapes", () => {
  it("reads the database figures at most once per TTL: a scrape within it answers the cached figures", async () => {
    const scrape = async () =>
      (await new TestClient(ctx.app).get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` }))
        .body as string;
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp({ email: uniqueEmail("metrics-ttl") });
    ctx.clock.advance(FIGURES_TTL_MS);
    const first = await scrape();
    const failed = 'kind="generation",status="failed",provider="ttl-test"';
    await ctx.database.db.insert(jobs).values({
      userId,
      title: "Failed page",
      input: {},
      provider: "ttl-test",
      kind: "generation",
      status: "failed",
    });
    ctx.clock.advance(FIGURES_TTL_MS - 1);
    expect(metric(await scrape(), "lpb_jobs_total", failed)).toBe(metric(first, "lpb_jobs_total", failed));
    ctx.clock.advance(1);
    expect(metric(await scrape(), "lpb_jobs_total", failed)).toBe(
      metric(first, "lpb_jobs_total", failed) + 1,
    );
  });
});

/** The value of one sample in the text format; 0 when the series is absent. */
function metric(text: string, name: string, labels?: string): number {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split("\n").find((candidate) => candidate.startsWith(prefix));
  return line ? Number(line.slice(prefix.length)) : 0;
}
