/**
 * The split deployment of compose.yaml against one process: two HTTP instances with WORKERS=0 and two
 * `npm run worker` processes, or one app with its own job slots, each on a fresh PostgreSQL database. The
 * same composer generations are sent over HTTP by a few users at once (round robin over the instances) and
 * waited for (POST /api/templates answers once the page is saved and paid): throughput and p50 of each, and
 * the split's ratio. A queued job reaches an idle worker through NOTIFY, so the split pays a wake-up and a
 * claim, not a poll. Run alone: `tsx bench/split.ts` (after `npm run build`, or on the TypeScript source).
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
): Promise<GenerationLoad> {
  const instances = processes.filter((p) => p.name.startsWith("app"));
  const cpu = () => processes.reduce((sum, p) => sum + cpuMs(p.pid), 0);
  const cpuBefore = cpu();
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
  };
}

async function deployment(
  serverUrl: string,
  label: string,
  start: (databaseUrl: string) => Promise<BenchProcess[]>,
  run: (processes: BenchProcess[], account: Account) => Promise<GenerationLoad>,
): Promise<GenerationLoad> {
  const database = await createScratchDatabase(serverUrl, label);
  const processes: BenchProcess[] = [];
  try {
    processes.push(...(await start(database.url)));
    const instances = processes.filter((p) => p.name.startsWith("app"));
    const account = await signUp(instances[0]!.baseUrl, `bench-${label}@example.com`);
    await fund(instances[0]!.baseUrl, account);
    await run(processes, account); // warm-up: JIT, prepared statements, pools
    return await run(processes, account);
  } catch (error) {
    // What the processes logged says why a generation failed.
    const logs = processes.map((p) => `--- ${p.name}:\n${p.output().slice(-3000)}`).join("\n");
    throw new Error(`${label}: ${error instanceof Error ? error.message : error}\n${logs}`);
  } finally {
    for (const p of processes) await p.stop().catch(() => {});
    await database.drop().catch(() => {});
  }
}

export async function benchSplitDeployment(
  serverUrl: string,
  generations: number,
  users: number,
): Promise<SplitResult> {
  const warmUp = Math.max(10, Math.round(generations / 5));
  const runs = (instances: BenchProcess[], account: Account) =>
    generate(instances, account, generations, users);
  let warmed = false;
  const measured = (instances: BenchProcess[], account: Account) => {
    if (!warmed) {
      warmed = true;
      return generate(instances, account, warmUp, users);
    }
    return runs(instances, account);
  };
  const oneProcess = await deployment(
    serverUrl,
    "one",
    async (url) => [await startApp({ databaseUrl: url })],
    measured,
  );
  warmed = false;
  const split = await deployment(
    serverUrl,
    "split",
    async (url) => {
      const apps = await Promise.all([
        startApp({ databaseUrl: url, env: { WORKERS: "0" } }),
        startApp({ databaseUrl: url, env: { WORKERS: "0" } }),
      ]);
      const workers = await Promise.all([
        startApp({ databaseUrl: url, worker: true, env: { WORKERS: "10", LOG_LEVEL: "info" } }),
        startApp({ databaseUrl: url, worker: true, env: { WORKERS: "10", LOG_LEVEL: "info" } }),
      ]);
      return [...apps, ...workers];
    },
    measured,
  );
  return { users, generations, oneProcess, split };
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
