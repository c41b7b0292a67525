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
  server = await startServer({ NODE_ENV: "test" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
