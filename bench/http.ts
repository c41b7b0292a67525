/**
 * HTTP side by side: the app's routes against bare baselines with the same load (autocannon, 10 connections)
 * in interleaved rounds, and generation over HTTP against the composer in-process.
 */
import { generatePage } from "../src/generator/index.js";
import type { PageRequest } from "../src/generator/types.js";
import { type Account, generateOverHttp, pageRequest } from "./account.js";
import type { BenchProcess } from "./app-server.js";
import { type LoadResult, loadTest } from "./load.js";
import { median, percentile } from "./stats.js";

export interface LoadTarget {
  key: string;
  process: BenchProcess;
  path: string;
  headers?: Record<string, string>;
}

export type LoadSummary = LoadResult & { runs: number[] };

function summarize(results: LoadResult[]): LoadSummary {
  const pick = (f: (r: LoadResult) => number) => median(results.map(f));
  return {
    requestsPerSecond: pick((r) => r.requestsPerSecond),
    p50Ms: pick((r) => r.p50Ms),
    p99Ms: pick((r) => r.p99Ms),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    cpuMsPerRequest: pick((r) => r.cpuMsPerRequest),
    peakRssMb: Math.max(...results.map((r) => r.peakRssMb)),
    runs: results.map((r) => Math.round(r.requestsPerSecond)),
  };
}

/**
 * Runs every target once per round, in an order that alternates from round to round, after a short
 * warm-up of each; returns the medians per target.
 */
export async function sideBySide(
  targets: LoadTarget[],
  rounds: number,
  seconds: number,
  onProgress: (line: string) => void,
): Promise<Record<string, LoadSummary>> {
  const results: Record<string, LoadResult[]> = Object.fromEntries(targets.map((t) => [t.key, []]));
  const run = (t: LoadTarget, s: number) =>
    loadTest(`${t.process.baseUrl}${t.path}`, t.process.pid, s, t.headers);
  for (const t of targets) await run(t, 1);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const t of order) {
      const result = await run(t, seconds);
      // A rate of error answers measures nothing: stop rather than print it as a figure.
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(
          `${t.key}: ${result.non2xx} non-2xx answers and ${result.errors} errors in round ${round + 1}`,
        );
      results[t.key].push(result);
      onProgress(
        `round ${round + 1} ${t.key}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, ` +
          `non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    }
  }
  return Object.fromEntries(Object.entries(results).map(([key, list]) => [key, summarize(list)]));
}

export interface GenerationFigures {
  count: number;
  httpP50Ms: number;
  inProcessP50Ms: number;
  /** The same request answered by the bare floor (bench/baselines/page-save-pg.mjs), without composing. */
  floorRequestP50Ms: number;
  templateId: string;
}

/**
 * Alternates a generation over HTTP (sequential) with generatePage in this process, same requests, and with
 * the same request to the bare floor that saves and answers a ready page.
 */
export async function generationSideBySide(
  app: BenchProcess,
  account: Account,
  count: number,
  floor: BenchProcess,
): Promise<GenerationFigures> {
  const http: number[] = [];
  const inProcess: number[] = [];
  const floorRequest: number[] = [];
  let templateId = await generateOverHttp(app.baseUrl, account, 0); // warm-up
  await generatePage(pageRequest(0) as PageRequest);
  await generateOverHttp(floor.baseUrl, account, 0);
  for (let i = 1; i <= count; i++) {
    let started = performance.now();
    templateId = await generateOverHttp(app.baseUrl, account, i);
    http.push(performance.now() - started);
    started = performance.now();
    await generatePage(pageRequest(i) as PageRequest);
    inProcess.push(performance.now() - started);
    started = performance.now();
    await generateOverHttp(floor.baseUrl, account, i);
    floorRequest.push(performance.now() - started);
  }
  for (const series of [http, inProcess, floorRequest]) series.sort((a, b) => a - b);
  return {
    count,
    httpP50Ms: percentile(http, 50),
    inProcessP50Ms: percentile(inProcess, 50),
    floorRequestP50Ms: percentile(floorRequest, 50),
    templateId,
  };
}
