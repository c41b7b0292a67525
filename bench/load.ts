/** One load run with autocannon against a server process, with that process's CPU time and peak memory. */
import autocannon from "autocannon";
import { cpuMs, rssMb } from "./app-server.js";

export const CONNECTIONS = 10;

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Server CPU time (user + system) per request, in ms. */
  cpuMsPerRequest: number;
  /** Highest resident memory of the server seen during the run, in MB. */
  peakRssMb: number;
}

export async function loadTest(
  url: string,
  pid: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  let peakRssMb = rssMb(pid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }, 250);
  const cpuBefore = cpuMs(pid);
  try {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds, headers });
    const cpu = cpuMs(pid) - cpuBefore;
    const total = result.requests.total || 1;
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      cpuMsPerRequest: cpu / total,
      peakRssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}
