/**
 * The composer's budget is 5 ms per page (p50) in total; the brief's share is about 1.5 ms on a
 * 300-character description. A shared CI machine can run several times slower than a workstation (other
 * test processes on the same two cores, a neighbour on the host), so an absolute bound either fails there
 * or is too loose to catch anything. Instead the brief is timed against a bare baseline run in the same
 * rounds on the same process — one pass of forty plain regular expressions over the description, the least
 * any reading of it does — and the ratio of their fastest deciles of CPU time is bounded.
 */
import { expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const DESCRIPTION =
  "Trattoria Kert in Veszprém, family-run since 1968. We serve fresh pasta made daily, natural wines and a sunny terrace. Three-course lunch menu for €12.50. Open Tuesday to Sunday 12:00-22:00. Join our wine evening on Friday 5 March at 19:00. Call +36 30 123 4567.";

/**
 * Today's ratio is 8–19× on a quiet machine and up to 50× while other test files fill both cores (the
 * extraction's large working set suffers from shared caches; the small baseline does not). The bound
 * catches an order-of-magnitude regression (a runaway pattern), not drift: `npm run bench` measures that.
 */
const RATIO_BOUND = 100;

const BASELINE_PATTERNS = Array.from(
  { length: 40 },
  (_, i) => new RegExp(`\\b\\w*${String.fromCharCode(97 + (i % 26))}\\w*\\b`, "giu"),
);
function baseline(text: string): number {
  let found = 0;
  for (const pattern of BASELINE_PATTERNS) found += text.match(pattern)?.length ?? 0;
  return found;
}

/**
 * The fastest decile of 300 timings of `work`, in milliseconds of CPU time. Not the median: the process's CPU
 * time includes V8's parallel collector threads, which spin while the cores are busy with other test files,
 * so under the full suite most samples of an allocating workload are inflated (a 1.6 ms extraction read
 * 5–6 ms at the median, 1.7 ms at the fastest decile). Runs without a collection are the work's own cost.
 */
function fastestDecile(work: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 10)];
}

it("extracts a 300-character brief at a bounded multiple of a bare regular-expression pass (fastest decile of CPU time)", () => {
  for (let i = 0; i < 30; i++) {
    brief(DESCRIPTION);
    baseline(DESCRIPTION);
  }
  const bare = fastestDecile(() => baseline(DESCRIPTION));
  const extraction = fastestDecile(() => brief(DESCRIPTION));
  const ratio = extraction / bare;
  console.info(
    `extractBrief p10 ${extraction.toFixed(2)} ms CPU, bare pass ${bare.toFixed(3)} ms: ${ratio.toFixed(1)}×`,
  );
  expect(ratio).toBeLessThan(RATIO_BOUND);
}, 60_000);
