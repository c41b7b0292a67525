/**
 * The split deployment of compose.yaml against one process: two HTTP instances with WORKERS=0 and two
 * `npm run worker` processes, or one app with its own job slots, each on a fresh PostgreSQL database. The
 * same composer generations are sent over HTTP by a few users at once (round robin over the instances) and
 * waited for (POST /api/templates answers once the page is saved and paid): throughput and p50 of each, and
 * the split's ratio. Both deployments run at once and are measured in alternating rounds, so a change in
 * the machine's load (other work on it) falls on both alike. A queued job reaches an idle worker through
 * NOTIFY, so the split pays a wake-up and a claim, not a poll. Run alone: `tsx bench/split.ts` (after `npm run build`, or on the TypeScript source).
 */
import { fileURLToPath } from "node:url";
import { type Account, fund, generateOverHttp, signUp } from "./account.js";
import { type BenchProcess, cpuMs, startApp } from "./app-server.js";
import { createScratchDatabase, postgresServerUrl } from "./postgres.js";
import { percentile } from "./stats.js";

export interface GenerationLoad {
  pagesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Node CPU time per generation summed over the deployment's processes (HTTP instances and workers), ms. */
  cpuMsPerPage: number;
  /** The same for the HTTP instances alone (with the one process, all of it), ms: where the split's CPU goes. */
  httpCpuMsPerPage: number;
}

export interface SplitResult {
  users: number;
  generations: number;
  oneProcess: GenerationLoad;
  split: GenerationLoad;
}

/** `generations` POSTs from `users` concurrent loops, spread over the instances in turn. */
async function generate(
  processes: BenchProcess[],
  account: Account,
  generations: number,
  users: number,
): Promise<GenerationLoad & { latencies: number[]; seconds: number }> {
  const instances = processes.filter((p) => p.name.startsWith("app"));
  const cpu = (of = processes) => of.reduce((sum, p) => sum + cpuMs(p.pid), 0);
  const cpuBefore = cpu();
  const httpCpuBefore = cpu(instances);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: users }, async () => {
      for (let i = next++; i < generations; i = next++) {
        const instance = instances[i % instances.length]!;
        const t = performance.now();
        await generateOverHttp(instance.baseUrl, account, i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    pagesPerSecond: generations / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    cpuMsPerPage: (cpu() - cpuBefore) / generations,
    httpCpuMsPerPage: (cpu(instances) - httpCpuBefore) / generations,
    latencies,
    seconds,
  };
}

interface Deployment {
  label: string;
  processes: BenchProcess[];
  account: Account;
  drop(): Promise<void>;
}

async function startDeployment(
  serverUrl: string,
  label: string,
  start: (databaseUrl: string) => Promise<BenchProcess[]>,
): Promise<Deployment> {
  const database = await createScratchDatabase(serverUrl, label);
  const processes: BenchProcess[] = [];
  const drop = async () => {
    for (const p of processes) await p.stop().catch(() => {});
    await database.drop().catch(() => {});
  };
  try {
    processes.push(...(await start(database.url)));
    const instances = processes.filter((p) => p.name.startsWith("app"));
    const account = await signUp(instances[0]!.baseUrl, `bench-${label}@example.com`);
    return { label, processes, account, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Runs `work`; a failure carries what the deployment's processes logged last (why a generation failed). */
async function withLogs<T>(deployment: Deployment, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const logs = deployment.processes.map((p) => `--- ${p.name}:\n${p.output().slice(-3000)}`).join("\n");
    throw new Error(`${deployment.label}: ${error instanceof Error ? error.message : error}\n${logs}`);
  }
}

/** The rounds of one deployment as one load: pages over the time they took, latencies together. */
function combine(rounds: (GenerationLoad & { latencies: number[]; seconds: number })[]): GenerationLoad {
  const pages = rounds.reduce((sum, r) => sum + r.latencies.length, 0);
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const perPage = (key: "cpuMsPerPage" | "httpCpuMsPerPage") =>
    rounds.reduce((sum, r) => sum + r[key] * r.latencies.length, 0) / pages;
  return {
    pagesPerSecond: pages / rounds.reduce((sum, r) => sum + r.seconds, 0),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    cpuMsPerPage: perPage("cpuMsPerPage"),
    httpCpuMsPerPage: perPage("httpCpuMsPerPage"),
  };
}

/** Rounds per deployment, taken in turn: a change in the machine's load falls on both alike. */
const ROUNDS = 4;

export async function benchSplitDeployment(
  serverUrl: string,
  generations: number,
  users: number,
): Promise<SplitResult> {
  // Both run at once on databases of their own; the idle one costs next to nothing while the other is measured.
  const [one, split] = await Promise.all([
    startDeployment(serverUrl, "one", async (url) => [await startApp({ databaseUrl: url })]),
    startDeployment(serverUrl, "split", async (url) => {
      const apps = await Promise.all([
        startApp({ databaseUrl: url, env: { WORKERS: "0" } }),
        startApp({ databaseUrl: url, env: { WORKERS: "0" } }),
      ]);
      const workers = await Promise.all([
        startApp({ databaseUrl: url, worker: true, env: { WORKERS: "10", LOG_LEVEL: "info" } }),
        startApp({ databaseUrl: url, worker: true, env: { WORKERS: "10", LOG_LEVEL: "info" } }),
      ]);
      return [...apps, ...workers];
    }),
  ]);
  try {
    const run = (d: Deployment, count: number) =>
      withLogs(d, async () => {
        // Each purchase pays for 200 pages; topped up before every round, outside its time.
        await fund(d.processes[0]!.baseUrl, d.account);
        return generate(d.processes, d.account, count, users);
      });
    // Warm-up: JIT, prepared statements, pools (a long-running deployment's state).
    const warmUp = Number(process.env.BENCH_SPLIT_WARMUP ?? Math.max(10, Math.round(generations / 5)));
    await run(one, warmUp);
    await run(split, warmUp);
    const perRound = Math.max(1, Math.round(generations / ROUNDS));
    const rounds = {
      one: [] as Awaited<ReturnType<typeof run>>[],
      split: [] as Awaited<ReturnType<typeof run>>[],
    };
    for (let round = 0; round < ROUNDS; round++) {
      // Which goes first alternates too.
      const order = round % 2 === 0 ? (["one", "split"] as const) : (["split", "one"] as const);
      for (const key of order) rounds[key].push(await run(key === "one" ? one : split, perRound));
    }
    return {
      users,
      generations: perRound * ROUNDS,
      oneProcess: combine(rounds.one),
      split: combine(rounds.split),
    };
  } finally {
    await Promise.all([one.drop(), split.drop()]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverUrl = await postgresServerUrl();
  if (!serverUrl) throw new Error("No PostgreSQL reachable");
  const generations = Number(process.env.BENCH_SPLIT_GENERATIONS ?? 200);
  for (const users of [1, 4]) {
    const result = await benchSplitDeployment(serverUrl, generations, users);
    console.log(JSON.stringify(result));
  }
  process.exit(0);
}
