import { defineConfig } from "vitest/config";

// Unit tests sit beside the code; integration and browser tests of the engine live in tests/.
// End-to-end journeys (tests/e2e) have their own config: vitest.e2e.config.ts.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Files share each worker's module graph: importing and transforming the engine once per worker, not
    // once per file, halves the stage's CPU time (14.5 → 6.7 min user time on this machine).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default"],
  },
});
