/**
 * `npm run worker`: runs generation and iteration jobs (WORKERS at once) without serving HTTP, next to app
 * instances started with WORKERS=0. SIGINT/SIGTERM drain like the app: running jobs get
 * SHUTDOWN_GRACE_SECONDS, the rest fail with their tokens released, then it exits 0. With WORKER_PORT set
 * it answers a health check and metrics there (metrics/worker-endpoint.ts).
 */
import { ConfigError, loadConfig } from "./config.js";
import { shutDownOnSignals } from "./jobs/drain.js";
import { createLogger } from "./logger.js";
import { startWorkerEndpoint } from "./metrics/worker-endpoint.js";
import { createServices } from "./services.js";

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
  if (config.WORKERS === 0) {
    console.error("WORKERS: must be at least 1 for `npm run worker` (it serves no HTTP)");
    process.exit(1);
  }
  if (!config.DATABASE_URL) {
    console.error(
      "DATABASE_URL: `npm run worker` needs PostgreSQL (a PGlite database belongs to the app process)",
    );
    process.exit(1);
  }

  const logger = createLogger({ level: config.LOG_LEVEL, pretty: config.NODE_ENV === "development" });
  // Mail and the billing sweeps stay with the app instances; a worker only runs jobs.
  const services = await createServices(config, { logger, mailSender: false, billingJobs: false });

  const shutdown = shutDownOnSignals(services, { graceSeconds: config.SHUTDOWN_GRACE_SECONDS, logger });
  if (config.WORKER_PORT !== undefined) {
    const { db, clock } = services.deps;
    await startWorkerEndpoint({
      port: config.WORKER_PORT,
      host: config.HOST,
      db,
      clock,
      logger,
      metricsToken: config.METRICS_TOKEN,
      closing: () => shutdown.closing,
    });
  }
  // "Ready" once its health check answers too (tests and operators wait for this line).
  logger.info(`worker ready (${config.WORKERS} job slots; pages: ${config.LLM_PROVIDER})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
