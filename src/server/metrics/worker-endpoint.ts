/**
 * The worker's own small HTTP endpoint (WORKER_PORT): a worker serves no app, but its orchestrator must
 * know it is alive and Prometheus must see its process (memory, CPU, event-loop lag) and the job figures.
 *
 * - GET /api/health: 200 `{status:"ok",role:"worker"}` when the database answers; 503 while the worker is
 *   stopping or the database does not answer (the image's HEALTHCHECK calls this path on PORT).
 * - GET /metrics: as on the app instances, behind METRICS_TOKEN (404 without one).
 * Anything else is 404. It listens on its own port and runs no app middleware.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Clock } from "../clock.js";
import { type Database, pingDatabase } from "../db/client.js";
import type { Logger } from "../logger.js";
import { metricsRoutes } from "../routes/metrics.js";
import { createMetrics } from "./registry.js";

export interface WorkerEndpointOptions {
  port: number;
  host: string;
  db: Database;
  clock: Clock;
  logger: Logger;
  metricsToken?: string;
  /** True once the worker is stopping: health answers 503 so no one counts on it. */
  closing: () => boolean;
}

export interface WorkerEndpoint {
  readonly port: number;
  close(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 3000;

export function workerEndpointApp(options: Omit<WorkerEndpointOptions, "port" | "host" | "logger">) {
  const app = new Hono();
  app.get("/api/health", async (c) => {
    if (options.closing()) return c.json({ status: "stopping", role: "worker" }, 503);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database ping timed out")), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(options.db), timeout]);
      return c.json({ status: "ok", role: "worker" });
    } catch {
      return c.json({ status: "database_unavailable", role: "worker" }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  if (options.metricsToken) {
    const metrics = createMetrics(options.db, { clock: options.clock });
    app.route("/metrics", metricsRoutes(metrics, options.metricsToken));
  }
  app.notFound((c) => c.json({ error: { code: "not_found", message: "Not found" } }, 404));
  return app;
}

export function startWorkerEndpoint(options: WorkerEndpointOptions): Promise<WorkerEndpoint> {
  const app = workerEndpointApp(options);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
      options.logger.info(`worker health and metrics on port ${info.port}`);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((done) => (server as Server).close(() => done())),
      });
    }) as Server;
    server.once("error", reject);
  });
}
