import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/web/lib/public-routes";

// Public pages are prerendered to static HTML and then hydrate; everything else
// (/profile, /reset-password, /confirm-email, unknown paths) uses the SPA fallback.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
