import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/web/lib/public-routes";

/**
 * Shells of signed-in pages, prerendered without user data (not public, so not in the sitemap): they paint
 * before the JavaScript, then hydrate and fetch the user's data.
 */
const PRERENDERED_SHELLS = ["/profile"];

// Public pages are prerendered to static HTML and then hydrate, and so are the shells above; everything
// else (/reset-password, /confirm-email, /editor/:id, unknown paths) uses the SPA fallback.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...PRERENDERED_SHELLS],
} satisfies Config;
