/** How much `npm run bench` measures (`BENCH_QUICK=1`: a ~2-minute version) and the targets its rows are held to. */
import type { Target } from "./stats.js";

export const QUICK = process.env.BENCH_QUICK === "1";
export const SETTINGS = QUICK
  ? {
      rounds: 1,
      seconds: 3,
      ledgerSeconds: 2,
      generations: 15,
      splitGenerations: 40,
      scaleSamples: 10,
      lighthouseRuns: 1,
      lighthouseRoutes: ["/", "/profile"],
    }
  : {
      rounds: 3,
      seconds: 8,
      ledgerSeconds: 4,
      generations: 40,
      splitGenerations: 200,
      scaleSamples: 30,
      lighthouseRuns: 3,
      lighthouseRoutes: null,
    };

// Lighthouse is most of a full run's time on a busy machine (every route, 3 audits each): fewer on request.
if (process.env.BENCH_LIGHTHOUSE_RUNS) SETTINGS.lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS);

export const TARGETS = {
  profilePg: { min: 0.4 },
  profilePglite: { min: 0.15 },
  ledger: { min: 0.5 },
  generation: { max: 1.3 },
  splitThroughput: { min: 0.8 },
  splitLatency: { max: 1.3 },
  dataScale: { max: 1.5 },
  lighthouse: { min: 95 },
  rssIdlePg: { max: 150 },
  rssIdlePglite: { max: 400 },
} satisfies Record<string, Target>;
