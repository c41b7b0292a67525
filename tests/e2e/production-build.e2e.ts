/**
 * The production build as an operator runs it: `npm run build` (which `npm run test:e2e` has just run)
 * compiled the server to build/server/main.js; it starts with plain node in production mode, answers
 * health checks and serves pages, imports nothing outside the production dependencies, and `npm start`
 * would not rebuild it. The deployment files parse into the services docs/deploy.md describes.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staleReason } from "../../scripts/build-stamp.mjs";
import { type RunningServer, startServer } from "../helpers/server-process.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const packageJson = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8"));
const METRICS_TOKEN = "metrics-token-for-the-production-test";
/** Loaded on demand inside a try/catch, in development only (src/server/logger.ts): a devDependency. */
const OPTIONAL_DEVELOPMENT_MODULES = new Set(["pino-pretty"]);

let server: RunningServer;

beforeAll(async () => {
  // Run alone (not after `npm run test:e2e`'s build), build first; a current build is reused.
  if (staleReason()) {
    const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
    expect(build.status).toBe(0);
  }
  server = await startServer(
    {
      NODE_ENV: "production",
      AUTH_SECRET: "production-test-secret-0123456789abcdef",
      ALLOW_INSECURE_HTTP: "true",
      METRICS_TOKEN,
      LOG_LEVEL: "info",
    },
    120_000,
    { compiled: true },
  );
});

afterAll(async () => {
  await server?.stop();
});

describe("the compiled production server", () => {
  it("is plain node running build/server/main.js, with no TypeScript loader", () => {
    const argv = readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    expect(argv.slice(1)).toEqual(["--enable-source-maps", "build/server/main.js"]);
    const environment = readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0");
    const nodeOptions = environment.find((line) => line.startsWith("NODE_OPTIONS=")) ?? "";
    expect(nodeOptions).not.toMatch(/tsx|ts-node|--loader|--import/);
    expect(argv.join(" ")).not.toMatch(/tsx/);
  });

  it("answers the health check with a request id, serves the home page, logs JSON lines", async () => {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const requestId = health.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const home = await fetch(`${server.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/text\/html/);
    expect(await home.text()).toMatch(/<html[\s\S]*<\/html>/);

    const metrics = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^process_resident_memory_bytes \d+/m);

    // Production logs are JSON (pino-pretty is a devDependency and only used in development).
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain(requestId!);
    const accessLine = server
      .output()
      .split("\n")
      .find((line) => line.includes(requestId!));
    // Written once the answer is sent, with the body's size as the client received it.
    expect(JSON.parse(accessLine!)).toMatchObject({
      level: 30,
      route: "/api/health",
      status: 200,
      bytes: JSON.stringify({ status: "ok" }).length,
    });
  });

  it("imports only packages listed in package.json's dependencies", () => {
    const meta = JSON.parse(readFileSync(path.join(projectRoot, "build/server/meta.json"), "utf8"));
    const imported = new Set<string>();
    for (const output of Object.values(meta.outputs) as {
      imports: { path: string; external?: boolean }[];
    }[]) {
      for (const entry of output.imports) if (entry.external) imported.add(entry.path);
    }
    // Modules loaded through createRequire are invisible to the metafile: read them from the bundle.
    const bundle = readFileSync(path.join(projectRoot, "build/server/main.js"), "utf8");
    for (const match of bundle.matchAll(/\brequire\d*(?:\.resolve)?\(\s*["']([^"'.][^"']*)["']/g)) {
      imported.add(match[1]);
    }
    const packages = [...imported]
      .filter((specifier) => !specifier.startsWith("node:") && !builtinModules.includes(specifier))
      .map((specifier) =>
        specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/"),
      );
    expect(packages.length).toBeGreaterThan(10);
    const notProduction = [...new Set(packages)].filter(
      (name) => !(name in packageJson.dependencies) && !OPTIONAL_DEVELOPMENT_MODULES.has(name),
    );
    expect(notProduction).toEqual([]);
    for (const name of OPTIONAL_DEVELOPMENT_MODULES) expect(packageJson.devDependencies).toHaveProperty(name);
  });

  it("would be started by `npm start` without a rebuild, and rebuilt when the build-time brand changes", () => {
    expect(staleReason()).toBeNull();
    expect(staleReason({ ...process.env, BRAND_NAME: "Another Brand" })).toMatch(/build-time environment/);
    expect(packageJson.scripts.start).toBe("node scripts/start.mjs");
  });
});

describe("the deployment files", () => {
  it("compose.yaml parses into a proxy in front of two unpublished app instances, a worker, PostgreSQL and a mail catcher", () => {
    const compose = parseCompose();
    if (!compose) {
      console.warn("neither `docker compose` nor python3 with PyYAML is available: compose.yaml not parsed");
      return;
    }
    const services = compose.services as Record<string, Record<string, unknown>>;
    expect(Object.keys(services).sort()).toEqual([
      "app-1",
      "app-2",
      "mailpit",
      "postgres",
      "proxy",
      "worker",
    ]);
    // Only the proxy is published, so only the instances behind it trust X-Forwarded-For.
    expect(services.proxy.command).toEqual(expect.arrayContaining(["app-1:3000", "app-2:3000"]));
    expect(services.proxy.ports).toBeDefined();
    for (const name of ["app-1", "app-2"]) {
      expect(services[name].ports).toBeUndefined();
      expect(services[name].environment).toMatchObject({
        NODE_ENV: "production",
        WORKERS: "0",
        TRUST_PROXY: "true",
      });
      expect(String((services[name].environment as Record<string, string>).DATABASE_URL)).toMatch(
        /^postgres:\/\/.*@postgres:5432\//,
      );
    }
    expect(services.worker.command).toEqual(["node", "--enable-source-maps", "build/server/worker.js"]);
    expect(String(services.postgres.image)).toMatch(/^postgres:/);
    expect(String(services.mailpit.image)).toMatch(/mailpit/);
  });

  it("the Dockerfile runs the compiled server as a non-root user with production dependencies and a health check", () => {
    const dockerfile = readFileSync(path.join(projectRoot, "Dockerfile"), "utf8");
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "build\/server\/main\.js"\]$/m);
    expect(runtime).not.toMatch(/tsx/);
  });
});

/** compose.yaml as Compose reads it: `docker compose config` when installed, else PyYAML (merge keys included). */
function parseCompose(): Record<string, unknown> | undefined {
  const file = path.join(projectRoot, "compose.yaml");
  if (spawnSync("docker", ["compose", "version"]).status === 0) {
    const env = { ...process.env, AUTH_SECRET: "compose-parse-check-secret-0123456789" };
    const docker = spawnSync("docker", ["compose", "-f", file, "config", "--format", "json"], {
      env,
      encoding: "utf8",
    });
    if (docker.status !== 0) throw new Error(`docker compose rejects compose.yaml:\n${docker.stderr}`);
    return JSON.parse(docker.stdout);
  }
  const hasPyYaml = spawnSync("python3", ["-c", "import yaml"]).status === 0;
  if (!hasPyYaml) return undefined;
  const python = spawnSync(
    "python3",
    ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", file],
    { encoding: "utf8" },
  );
  if (python.status !== 0) throw new Error(`compose.yaml does not parse:\n${python.stderr}`);
  return JSON.parse(python.stdout);
}
