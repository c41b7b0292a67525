/**
 * The real server as a child process, started the way `npm start` starts it (src/server/main.ts) on a free
 * port with a fresh DATA_DIR, for the start-up test, the browser journeys, the two-process events test and
 * the benchmarks; and the job worker (src/server/worker.ts) the same way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface RunningServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  /** What the server printed (the last 20,000 characters). */
  output(): string;
  /** Sends SIGTERM (SIGKILL after 10 s), waits for the exit and removes DATA_DIR; resolves to the exit code. */
  stop(): Promise<number | null>;
  /** `kill -9`: no shutdown at all, as in a crash; resolves when the process is gone. */
  crash(): Promise<void>;
}

/** The session cookie a sign-in answer sets, as a `cookie` request header ("name=value; name=value"). */
export function sessionCookieOf(reply: Response): string {
  return reply.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A port nothing listens on now: any (from the system), or one of PORT_RANGE when that is set. */
export async function freePort(): Promise<number> {
  const range = portRange();
  if (!range) return tryPort(0) as Promise<number>;
  // A machine shared by several runs gives each its own range (PORT_RANGE=4300-4399): ports are handed out
  // in turn from a random start, each once per process while another is free, and only if nothing listens.
  const size = range.last - range.first + 1;
  nextInRange ??= Math.floor(Math.random() * size);
  for (let tried = 0; tried < size; tried++) {
    const port = range.first + (nextInRange++ % size);
    if (handedOut.has(port) && handedOut.size < size) continue;
    const bound = await tryPort(port);
    if (bound !== null) {
      handedOut.add(port);
      return bound;
    }
  }
  throw new Error(`No free port in PORT_RANGE ${range.first}-${range.last}`);
}

const handedOut = new Set<number>();
let nextInRange: number | undefined;

/** PORT_RANGE "first-last", when set. */
function portRange(): { first: number; last: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(process.env.PORT_RANGE?.trim() ?? "");
  if (!match) return null;
  const first = Number(match[1]);
  const last = Number(match[2]);
  return first > 0 && last >= first && last < 65536 ? { first, last } : null;
}

/** Binds `port` (0: any) on 127.0.0.1 and lets it go: the port, or null when it is taken. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", (err: NodeJS.ErrnoException) =>
      port !== 0 && err.code === "EADDRINUSE" ? resolve(null) : reject(err),
    );
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

/**
 * Starts the server and waits for GET /api/health. `env` adds to (and overrides) the defaults: this
 * process's environment, rate limits off (tests sign up many accounts from one address), PGlite, outbox.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 120_000,
  options: { compiled?: boolean } = {},
): Promise<RunningServer> {
  return startProcess("src/server/main.ts", env, timeoutMs, options.compiled);
}

/**
 * `npm run worker` (src/server/worker.ts): job workers without HTTP, ready once it logs "worker ready".
 * Its baseUrl is the app address it was given (APP_URL), for links only.
 */
export async function startWorker(
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<RunningServer> {
  return startProcess("src/server/worker.ts", env, timeoutMs);
}

async function startProcess(
  entry: string,
  env: Record<string, string>,
  timeoutMs: number,
  compiled = false,
): Promise<RunningServer> {
  const isWorker = entry.endsWith("worker.ts");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), isWorker ? "lpb-worker-" : "lpb-server-"));
  const baseUrl = `http://localhost:${port}`;
  const started = performance.now();
  // compiled: the production build (`npm run build`), run with plain node as the Dockerfile runs it.
  const args = compiled
    ? ["--enable-source-maps", `build/server/${path.basename(entry, ".ts")}.js`]
    : ["--import", "tsx", entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: "",
      SMTP_URL: "",
      RATE_LIMIT_ENABLED: "false",
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: isWorker && env.APP_URL ? env.APP_URL : baseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${log}`);
    if (isWorker) {
      if (log.includes("worker ready")) break;
    } else {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not become healthy within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startupMs = performance.now() - started;

  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    startupMs,
    output: () => log,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
