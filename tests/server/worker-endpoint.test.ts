/**
 * The worker's health and metrics endpoint (issue 30, compose): GET /api/health answers 200 while the
 * database answers and 503 once the worker is stopping; GET /metrics is behind METRICS_TOKEN like the app's
 * (404 without one, 401 with a wrong one) and shows the process and the job figures.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/server/clock.js";
import { workerEndpointApp } from "../../src/server/metrics/worker-endpoint.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

const TOKEN = "worker-endpoint-metrics-token";
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 2 });
});
afterAll(async () => {
  await database?.close();
});

describe("the worker's endpoint", () => {
  it("answers health while the database answers, 503 while stopping", async () => {
    let closing = false;
    const app = workerEndpointApp({ db: database.db, clock: new ManualClock(), closing: () => closing });
    const healthy = await app.request("http://worker/api/health");
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: "ok", role: "worker" });
    closing = true;
    const stopping = await app.request("http://worker/api/health");
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: "stopping", role: "worker" });
    expect((await app.request("http://worker/")).status).toBe(404);
  });

  it("serves metrics behind the token: process and job figures", async () => {
    const withoutToken = workerEndpointApp({
      db: database.db,
      clock: new ManualClock(),
      closing: () => false,
    });
    expect((await withoutToken.request("http://worker/metrics")).status).toBe(404);
    const app = workerEndpointApp({
      db: database.db,
      clock: new ManualClock(),
      closing: () => false,
      metricsToken: TOKEN,
    });
    expect((await app.request("http://worker/metrics")).status).toBe(401);
    const reply = await app.request("http://worker/metrics", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^lpb_job_queue_depth\{kind="generation"\} 0$/m);
  });
});
