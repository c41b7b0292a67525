import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeAppUrl, publicFilesPlugin } from "./src/web/lib/public-files-plugin.js";

// COMPANY_* and BRAND_NAME override the company details and the product name at build time (src/web/lib/company.ts).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), publicFilesPlugin()],
  envPrefix: ["VITE_", "COMPANY_", "BRAND_NAME"],
  // The public origin for absolute URLs in meta tags (og:url, canonical).
  define: { "import.meta.env.APP_URL": JSON.stringify(buildTimeAppUrl()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src/web", import.meta.url)) },
  },
  server: {
    // `npm run dev` (scripts/dev.ts) runs the Hono server beside Vite and sets API_PROXY_TARGET.
    proxy: {
      "/api": process.env.API_PROXY_TARGET ?? "http://localhost:3001",
      "/preview": process.env.API_PROXY_TARGET ?? "http://localhost:3001",
    },
  },
});
