/**
 * compose.yaml's worker is health-checked by the image's HEALTHCHECK (GET /api/health on PORT) and scraped
 * for metrics: a real `npm run worker` on PostgreSQL with WORKER_PORT answers both on that port.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningServer, startWorker } from "../helpers/server-process.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

const TOKEN = "worker-health-metrics-token";

describe.skipIf(!process.env.DATABASE_URL)("a worker process with WORKER_PORT", () => {
  let database: TestDatabase;
  let worker: RunningServer | undefined;
  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 2 });
  });
  afterAll(async () => {
    await worker?.stop();
    await database?.close();
  });

  it("answers the image's health check and metrics on that port", async () => {
    const port = await freePort();
    worker = await startWorker({
      DATABASE_URL: database.url!,
      WORKERS: "1",
      WORKER_PORT: String(port),
      METRICS_TOKEN: TOKEN,
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", role: "worker" });
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("lpb_jobs_total");
  }, 180_000);
});
