/**
 * The app and the baselines as child processes, started as production starts them, with their process id so
 * the harness can read their CPU time and memory from /proc.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../tests/helpers/server-process.js";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const COMPILED_SERVER = "build/server/main.js";

/** How the app runs: the compiled server when the build made one (production), else the TypeScript source. */
export function appLaunch(): { args: string[]; label: string } {
  if (existsSync(path.join(PROJECT_ROOT, COMPILED_SERVER)))
    return {
      args: [...(process.env.BENCH_APP_NODE_ARGS ?? "").split(" ").filter(Boolean), COMPILED_SERVER],
      label: `node ${COMPILED_SERVER}`,
    };
  return {
    args: ["--import", "tsx", "src/server/main.ts"],
    label: "tsx src/server/main.ts (no compiled server)",
  };
}

export interface BenchProcess {
  name: string;
  baseUrl: string;
  pid: number;
  startupMs: number;
  /** The last lines the process printed. */
  output(): string;
  stop(): Promise<void>;
}

/** `ready`: the HTTP path that answers 200 once the process is ready. */
async function spawnAndWait(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  ready: string,
  cleanup: () => void = () => {},
): Promise<BenchProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      cleanup();
      throw new Error(`${name} exited with code ${child.exitCode}:\n${log}`);
    }
    try {
      if ((await fetch(`${baseUrl}${ready}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer within 180 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name, baseUrl, pid: child.pid!, startupMs: performance.now() - started, output: () => log, stop };
}

/**
 * The app in production mode on a fresh DATA_DIR; on PostgreSQL when `databaseUrl` is given, else PGlite.
 * `worker`: `npm run worker` instead (job slots; only its health check and metrics on the port, WORKER_PORT).
 * `env` adds to the settings (e.g. WORKERS).
 */
export async function startApp(
  options: { databaseUrl?: string; env?: Record<string, string>; worker?: boolean } = {},
): Promise<BenchProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lpb-bench-"));
  const launch = appLaunch();
  const args = options.worker
    ? launch.args.map((arg) => arg.replace(/main\.(js|ts)$/, "worker.$1"))
    : launch.args;
  return spawnAndWait(
    `${options.worker ? "worker" : "app"} (${options.databaseUrl ? "PostgreSQL" : "PGlite"})`,
    args,
    {
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0001",
      ALLOW_INSECURE_HTTP: "true",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      SMTP_URL: "",
      RATE_LIMIT_ENABLED: "false",
      LOG_LEVEL: "warn",
      ...(options.worker ? { WORKER_PORT: String(port) } : {}),
      ...options.env,
    },
    port,
    // A worker answers its health check once ready (WORKER_PORT), so it logs at the app's level: a bench
    // comparing workers with one process compares the same logging.
    "/api/health",
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
}

/** A baseline server from bench/baselines, run by node (`nodeArgs` before it, e.g. `--import tsx`). */
export async function startBaseline(
  file: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  const port = await freePort();
  return spawnAndWait(file, [...nodeArgs, path.join("bench/baselines", file)], env, port, "/");
}

/** CPU time (user + system) of a process in milliseconds, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
