/**
 * Starts the server: config, services (with WORKERS job slots), HTTP on PORT. On SIGINT/SIGTERM it drains:
 * no new requests or jobs, running jobs get SHUTDOWN_GRACE_SECONDS, the rest fail with their tokens released
 * (their clients get an `error` event), then everything closes and the process exits 0.
 */

import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { capConnectionsPerClient, httpServerOptions, serverLimits } from "./http/server-limits.js";
import { shutDownOnSignals } from "./jobs/drain.js";
import { createLogger } from "./logger.js";
import { createServices } from "./services.js";

const startedAt = performance.now();
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.NODE_ENV === "development" });
  const services = await createServices(config, { logger });
  const app = createApp({ ...services.deps, staticDir: path.join(projectRoot, "build/client") });
  // Requests being answered (a synchronous generation waits for its job): a stop lets them finish.
  let requestsInFlight = 0;
  const shutdown = shutDownOnSignals(services, {
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    logger,
    beforeDrain: () => server.close(),
    requestsInFlight: () => requestsInFlight,
  });
  const counted = async (answer: Response | Promise<Response>) => {
    requestsInFlight++;
    try {
      return await answer;
    } finally {
      requestsInFlight--;
    }
  };
  // While draining, requests on still-open connections are refused; those under way finish, and open
  // event streams are handed over to another instance.
  const fetch: typeof app.fetch = (request, ...rest) =>
    shutdown.closing
      ? Response.json(
          {
            error: {
              code: "shutting_down",
              message: "The server is restarting. Please try again in a moment.",
            },
          },
          { status: 503, headers: { connection: "close", "retry-after": "5" } },
        )
      : counted(app.fetch(request, ...rest));
  const limits = serverLimits(config.TRUST_PROXY);
  const serverOptions = httpServerOptions(limits);
  const server = serve({ fetch, port: config.PORT, hostname: config.HOST, serverOptions }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    logger.info(
      `listening on ${config.APP_URL} (port ${info.port}; database: ${services.deps.database.kind}; mail: ${services.transport.name}; pages: ${config.LLM_PROVIDER}) in ${ms} ms`,
    );
  });
  capConnectionsPerClient(server as Server, limits, logger);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
