/**
 * Generation over HTTP under load, three ways at once: the split deployment of compose.yaml (two HTTP
 * instances with WORKERS=0 and two `npm run worker` processes), one app process with its own job slots, and
 * the floor (bench/baselines/generation-floor.ts: Hono + pg + generatePage in one process, the session read,
 * one INSERT, the page as JSON). The same composer generations are sent by 1, 4 and 16 users at once (round
 * robin over a deployment's instances) and waited for (POST /api/templates answers once the page is saved and
 * paid): throughput, p50 and p95 of each. All three run at once and are measured in rotating rounds, so a
 * change in the machine's load (other work on it) falls on each alike. A queued job reaches an idle worker
 * through NOTIFY, so the split pays a wake-up and a claim, not a poll. Run alone: `tsx bench/split.ts` (after
 * `npm run build`, or on the TypeScript source).
 */
import { fileURLToPath } from "node:url";
import { type Account, fund, generateOverHttp, signUp } from "./account.js";
import { type BenchProcess, cpuMs, startApp, startBaseline } from "./app-server.js";
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
  /** Hono + pg + generatePage in one process, the same load (generation-floor.ts). */
  floor: GenerationLoad;
}

/** `generations` POSTs from `users` concurrent loops, spread over the instances in turn. */
async function generate(
  processes: BenchProcess[],
  account: Account,
  generations: number,
  users: number,
): Promise<GenerationLoad & { latencies: number[]; seconds: number }> {
  const instances = processes.filter((p) => !p.name.startsWith("worker"));
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
  /** The database it runs on. */
  databaseUrl: string;
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
    return { label, processes, account, databaseUrl: database.url, drop };
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

/** Rounds per deployment, taken in turn: a change in the machine's load falls on each alike. */
const ROUNDS = 4;

/** The concurrencies measured: one user (latency alone), a few, and more users than the machine has cores. */
export const USERS = [1, 4, 16] as const;

/**
 * The floor server on `database` (the one process's database: its sessions sign the floor's requests in),
 * with that deployment's account. It writes to a table of its own.
 */
async function startFloor(databaseUrl: string, account: Account): Promise<Deployment> {
  const floor = await startBaseline("generation-floor.ts", { DATABASE_URL: databaseUrl }, [
    "--import",
    "tsx",
  ]);
  return { label: "floor", processes: [floor], account, databaseUrl, drop: () => floor.stop() };
}

export async function benchSplitDeployment(
  serverUrl: string,
  generations: number,
  usersLevels: readonly number[] = USERS,
): Promise<SplitResult[]> {
  // All run at once on databases of their own; the idle ones cost next to nothing while another is measured.
  const [one, split] = await Promise.all([
    startDeployment(serverUrl, "one", async (url) => [await startApp({ databaseUrl: url })]),
    startDeployment(serverUrl, "split", async (url) => {
      const apps = await Promise.all([
        startApp({ databaseUrl: url, env: { WORKERS: "0" } }),
        startApp({ databaseUrl: url, env: { WORKERS: "0" } }),
      ]);
      const workers = await Promise.all([
        startApp({ databaseUrl: url, worker: true, env: { WORKERS: "10" } }),
        startApp({ databaseUrl: url, worker: true, env: { WORKERS: "10" } }),
      ]);
      return [...apps, ...workers];
    }),
  ]);
  let floor: Deployment | undefined;
  try {
    floor = await startFloor(one.databaseUrl, one.account);
    const deployments = { one, split, floor };
    const run = (d: Deployment, count: number, users: number) =>
      withLogs(d, async () => {
        // Each purchase pays for 200 pages; topped up before every round, outside its time (the floor charges
        // nothing).
        if (d !== floor) await fund(d.processes[0]!.baseUrl, d.account);
        return generate(d.processes, d.account, count, users);
      });
    // Warm-up: JIT, prepared statements, pools (a long-running deployment's state).
    const warmUp = Number(process.env.BENCH_SPLIT_WARMUP ?? Math.max(10, Math.round(generations / 5)));
    for (const d of Object.values(deployments)) await run(d, warmUp, 4);
    const perRound = Math.max(1, Math.round(generations / ROUNDS));
    const keys = ["one", "split", "floor"] as const;
    const results: SplitResult[] = [];
    for (const users of usersLevels) {
      const rounds = { one: [], split: [], floor: [] } as Record<
        (typeof keys)[number],
        Awaited<ReturnType<typeof run>>[]
      >;
      for (let round = 0; round < ROUNDS; round++) {
        // Which goes first rotates too.
        const order = keys.map((_, i) => keys[(i + round) % keys.length]!);
        for (const key of order) rounds[key].push(await run(deployments[key], perRound, users));
      }
      results.push({
        users,
        generations: perRound * ROUNDS,
        oneProcess: combine(rounds.one),
        split: combine(rounds.split),
        floor: combine(rounds.floor),
      });
    }
    return results;
  } finally {
    await Promise.all([one.drop(), split.drop(), floor?.drop()]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverUrl = await postgresServerUrl();
  if (!serverUrl) throw new Error("No PostgreSQL reachable");
  const generations = Number(process.env.BENCH_SPLIT_GENERATIONS ?? 200);
  const show = (l: GenerationLoad) =>
    `${l.pagesPerSecond.toFixed(1)} pages/s, p50 ${l.p50Ms.toFixed(1)} ms, p95 ${l.p95Ms.toFixed(1)} ms`;
  for (const r of await benchSplitDeployment(serverUrl, generations)) {
    console.log(`${r.users} user(s), ${r.generations} generations each:`);
    console.log(`  floor        ${show(r.floor)}`);
    console.log(
      `  one process  ${show(r.oneProcess)}  p50 ${(r.oneProcess.p50Ms / r.floor.p50Ms).toFixed(2)}× floor`,
    );
    console.log(
      `  split        ${show(r.split)}  p50 ${(r.split.p50Ms / r.floor.p50Ms).toFixed(2)}× floor, ` +
        `${(r.split.pagesPerSecond / r.oneProcess.pagesPerSecond).toFixed(2)}× one process's pages/s`,
    );
  }
  process.exit(0);
}
