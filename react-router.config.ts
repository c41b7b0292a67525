import type { Config } from "@react-router/dev/config";
import {
  EDITOR_SHELL,
  NOT_FOUND_SHELL,
  PRERENDERED_PATHS,
  PRERENDERED_SHELLS,
} from "./src/web/lib/public-routes";

// Public pages are prerendered to static HTML and then hydrate, and so are the shells (src/web/lib/public-routes.ts):
// /profile, /reset-password, the not-found page and the editor. /confirm-email uses the SPA fallback.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...PRERENDERED_SHELLS, NOT_FOUND_SHELL, EDITOR_SHELL],
} satisfies Config;
