/**
 * Answers that must not tell by their timing whether an address has an account (sign-in, sign-up, the
 * reset request, change of e-mail). Their bodies are already the same either way, but the work is not: a
 * known address verifies a hash, writes a token or queues a mail, a new one creates an account.
 *
 * Each endpoint keeps the durations of its recent answers per outcome (account or none), and every answer
 * is held back until the slower outcome's 90th percentile has passed, so both outcomes answer at the same
 * time. Adaptive: a few milliseconds on a fast machine, and it still covers a slow database; a single
 * stall (a cold start, a GC pause) does not hold later answers, as a maximum would. Each outcome's figure
 * moves only with answers of that outcome, so a flood of unknown addresses cannot wear down the time that a
 * known one takes.
 */

/** Answers remembered per outcome. */
const WINDOW = 32;
const PERCENTILE = 0.9;
/** A slow spell must not hold every later answer for long. */
const MAX_HOLD_MS = 2_000;

export type EvenTiming = (endpoint: string, hasAccount: boolean, startedAt: number) => Promise<void>;

function percentile(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(PERCENTILE * (sorted.length - 1))]!;
}

export interface EvenTimingClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: EvenTimingClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createEvenTiming(clock: EvenTimingClock = realClock): EvenTiming {
  const recent = new Map<string, { account: number[]; none: number[] }>();
  return async (endpoint, hasAccount, startedAt) => {
    const elapsed = clock.now() - startedAt;
    let durations = recent.get(endpoint);
    if (!durations) {
      durations = { account: [], none: [] };
      recent.set(endpoint, durations);
    }
    const own = hasAccount ? durations.account : durations.none;
    own.push(elapsed);
    if (own.length > WINDOW) own.shift();
    const target = Math.min(MAX_HOLD_MS, Math.max(percentile(durations.account), percentile(durations.none)));
    const hold = target - elapsed;
    if (hold > 0) await clock.sleep(hold);
  };
}
