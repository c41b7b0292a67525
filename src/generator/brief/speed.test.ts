/**
 * The composer's budget is 5 ms per page (p50) in total; the brief's share is about 1.5 ms on a
 * 300-character description. Measured as CPU time (steadier than wall time on a shared machine) after a
 * warm-up, in five rounds: another process on the same cores only ever slows a round down (shared caches,
 * the collector's threads), so the fastest round's median is the brief's own cost. The bound is the whole
 * page's budget, loose so a busy CI machine does not fail it; the figure is printed.
 */
import { expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const DESCRIPTION =
  "Trattoria Kert in Veszprém, family-run since 1968. We serve fresh pasta made daily, natural wines and a sunny terrace. Three-course lunch menu for €12.50. Open Tuesday to Sunday 12:00-22:00. Join our wine evening on Friday 5 March at 19:00. Call +36 30 123 4567.";

it("extracts a 300-character brief in about a millisecond (p50 CPU time)", () => {
  for (let i = 0; i < 30; i++) brief(DESCRIPTION);
  const medians: number[] = [];
  for (let round = 0; round < 5; round++) {
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const before = process.cpuUsage();
      brief(DESCRIPTION);
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    medians.push(times[Math.floor(times.length / 2)]);
  }
  const p50 = Math.min(...medians);
  console.info(`extractBrief p50 ${p50.toFixed(2)} ms CPU on ${DESCRIPTION.length} characters`);
  expect(p50).toBeLessThan(5);
}, 60_000);
