/**
 * `npm run dev`: the API server (restarted on change by tsx watch) on PORT+1 and Vite with hot reload on
 * PORT, which forwards /api and /preview to the server. Open http://localhost:PORT.
 */
import { spawn, spawnSync } from "node:child_process";

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;

// The showcase's example pages (public/showcase-pages/), as `npm run build` makes them.
spawnSync("npx", ["tsx", "scripts/build-showcase-pages.ts"], { stdio: "inherit" });

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: String(apiPort), APP_URL: appUrl },
  }),
  spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
