import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeAppUrl, publicFilesPlugin } from "./src/web/lib/public-files-plugin";

// COMPANY_* variables override the footer's company details at build time (src/web/lib/company.ts).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), publicFilesPlugin()],
  envPrefix: ["VITE_", "COMPANY_"],
  // The public origin for absolute URLs in meta tags (og:url, canonical).
  define: { "import.meta.env.APP_URL": JSON.stringify(buildTimeAppUrl()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src/web", import.meta.url)) },
  },
  server: {
    // `react-router dev` forwards API calls to the Hono server (default port 3000).
    proxy: { "/api": process.env.API_PROXY_TARGET ?? "http://localhost:3000" },
  },
});
