/** Starts the server: config, services, HTTP on PORT; closes everything on SIGINT/SIGTERM. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
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
  const log = (message: string) => logger.info(message);
  const services = await createServices(config, { logger });
  const app = createApp({ ...services.deps, staticDir: path.join(projectRoot, "build/client") });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    log(
      `listening on ${config.APP_URL} (port ${info.port}; database: ${services.deps.database.kind}; mail: ${services.transport.name}; pages: ${config.LLM_PROVIDER}) in ${ms} ms`,
    );
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down`);
    server.close();
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
