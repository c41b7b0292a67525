/**
 * Starts the real server once for all browser journeys, as `npm start` would (the build already
 * exists: `npm run test:e2e` builds first): a free port, a fresh data directory, rate limits off.
 */
import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "../helpers/server-process.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // Webhook journeys post to a receiver on loopback, which production refuses.
  server = await startServer({ NODE_ENV: "test", WEBHOOK_ALLOW_LOCAL: "true" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
