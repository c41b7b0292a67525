/**
 * The Prometheus registry of one process: request durations (recorded by the HTTP middleware), the
 * database figures and prom-client's default process metrics (RSS, CPU, heap, event-loop lag). Created only
 * when METRICS_TOKEN is set, and prom-client is loaded only then (required here rather than imported at the
 * top), so a server without metrics pays nothing for it.
 *
 * The database figures are counts kept by triggers (business-metrics.ts), a read that does not grow with
 * the data; still, they are read at most once per FIGURES_TTL_MS, and scrapes arriving together share one
 * read. Every other scrape costs only the text of the registry; the figures are at most that old.
 */
import { createRequire } from "node:module";
import type * as PromClient from "prom-client";
import { type Clock, systemClock } from "../clock.js";
import type { Database } from "../db/client.js";
import { readBusinessFigures } from "./business-metrics.js";

/** How old the database figures in a scrape may be: under a usual 15–60 s scrape interval. */
export const FIGURES_TTL_MS = 10_000;
/**
 * How often the event-loop lag is sampled, ms. prom-client's default (10) wakes every process 100 times a
 * second: ~3 ms of CPU a second each on a busy 2-core machine, paid four times over by a split deployment.
 * A stall longer than this is still measured whole.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

const JOB_KINDS = ["generation", "iteration"];
const MAIL_STATUSES = ["pending", "sending", "sent", "dead"];

export interface Metrics {
  /** Records one answered request under its route pattern (never the raw path). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The text exposition format, with the database figures read now. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

export interface MetricsOptions {
  /** Decides when the cached figures are stale (tests move it). */
  clock?: Clock;
  figuresTtlMs?: number;
}

export function createMetrics(db: Database, options: MetricsOptions = {}): Metrics {
  const clock = options.clock ?? systemClock;
  const ttlMs = options.figuresTtlMs ?? FIGURES_TTL_MS;
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = createRequire(import.meta.url)(
    "prom-client",
  ) as typeof PromClient;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

  const requestDuration = new Histogram({
    name: "lpb_http_request_duration_seconds",
    help: "HTTP request durations by method, matched route pattern and status class",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  const jobs = new Counter({
    name: "lpb_jobs_total",
    help: "Generations and iterations by kind, status (outcome) and page-engine provider, from the jobs table",
    labelNames: ["kind", "status", "provider"] as const,
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: "lpb_job_queue_depth",
    help: "Jobs waiting for a worker (status queued), by kind",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const queueAge = new Gauge({
    name: "lpb_job_queue_oldest_age_seconds",
    help: "Age of the oldest queued job, by kind (0 when none waits)",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const mailQueue = new Gauge({
    name: "lpb_mail_queue",
    help: "Mails in the queue by status (pending, sending, sent, dead)",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const deadLetters = new Gauge({
    name: "lpb_mail_dead_letters",
    help: "Mails given up after 72 hours of failed delivery (mail_queue status dead)",
    registers: [registry],
  });
  const tokensSold = new Counter({
    name: "lpb_tokens_sold_total",
    help: "Tokens in paid purchases",
    registers: [registry],
  });
  const tokensSpent = new Counter({
    name: "lpb_tokens_spent_total",
    help: "Tokens charged for generations and iterations, by type",
    labelNames: ["type"] as const,
    registers: [registry],
  });

  async function refreshBusinessMetrics() {
    const figures = await readBusinessFigures(db);
    jobs.reset();
    for (const row of figures.jobs)
      jobs.inc({ kind: row.kind, status: row.status, provider: row.provider }, row.count);
    queueDepth.reset();
    queueAge.reset();
    for (const kind of JOB_KINDS) {
      queueDepth.set({ kind }, 0);
      queueAge.set({ kind }, 0);
    }
    for (const row of figures.queued) {
      queueDepth.set({ kind: row.kind }, row.count);
      queueAge.set({ kind: row.kind }, row.oldestAgeSeconds);
    }
    mailQueue.reset();
    for (const status of new Set([...MAIL_STATUSES, ...figures.mail.keys()])) {
      mailQueue.set({ status }, figures.mail.get(status) ?? 0);
    }
    deadLetters.set(figures.mail.get("dead") ?? 0);
    tokensSold.reset();
    tokensSold.inc(figures.tokensSold);
    tokensSpent.reset();
    for (const type of JOB_KINDS) tokensSpent.inc({ type }, figures.tokensSpent.get(type) ?? 0);
  }

  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  /** Refreshes the figures when they are older than the TTL; concurrent callers wait for one read. */
  function freshFigures(): Promise<void> {
    if (reading) return reading;
    if (clock.now().getTime() - readAt < ttlMs) return Promise.resolve();
    reading = refreshBusinessMetrics()
      .then(() => {
        readAt = clock.now().getTime();
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    contentType: registry.contentType,
    observeRequest(method, route, status, seconds) {
      requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    async scrape() {
      await freshFigures();
      return registry.metrics();
    },
  };
}
