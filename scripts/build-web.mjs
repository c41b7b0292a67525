/**
 * The web app's build (`react-router build`) without wall-clock failures. React Router prerenders each page
 * through its preview server with a fixed 10 s timeout per request (AbortSignal.timeout(1e4) in
 * @react-router/dev, not configurable); on a loaded machine rendering the first page alone can take longer,
 * and the build then failed with "Prerender: Request failed for /: The operation was aborted due to
 * timeout". Here every timeout of this build process is at least BUILD_TIMEOUT_SECONDS (default 600): a slow
 * machine builds slowly instead of failing, and a page that truly hangs still fails in the end.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const floorMs = Number(process.env.BUILD_TIMEOUT_SECONDS ?? 600) * 1000;
const timeout = AbortSignal.timeout.bind(AbortSignal);
AbortSignal.timeout = (ms) => timeout(Math.max(ms, floorMs));

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.cjs");
// The CLI reads its command from the arguments, as `react-router build` would pass them.
process.argv = [process.argv[0], bin, "build", ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
