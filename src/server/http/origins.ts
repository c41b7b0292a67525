/**
 * The origins the app accepts state-changing requests from (our Origin check and Better Auth's
 * trustedOrigins). In development the loopback names of APP_URL's port are one origin: a developer who opens
 * http://127.0.0.1:3000 while APP_URL says http://localhost:3000 is the same person on the same machine.
 */
import type { Config } from "../config.js";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** APP_URL's origin and, for a loopback APP_URL, the same port under the other loopback names. */
export function loopbackAliases(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/** APP_URL (plus its loopback aliases in development only) and PREVIEW_ORIGIN when set. */
export function allowedOrigins(config: Pick<Config, "APP_URL" | "NODE_ENV" | "PREVIEW_ORIGIN">): string[] {
  const app =
    config.NODE_ENV === "development" ? loopbackAliases(config.APP_URL) : [new URL(config.APP_URL).origin];
  return [...app, ...(config.PREVIEW_ORIGIN ? [new URL(config.PREVIEW_ORIGIN).origin] : [])];
}

export const FOREIGN_ORIGIN_MESSAGE = "Requests from other sites are not allowed";

/**
 * Why a request from `origin` was refused, in words its user can act on. A loopback name for the loopback
 * APP_URL's port (http://127.0.0.1:3000 for http://localhost:3000, outside development) is the same app under
 * the other name, which the browser keeps apart (its own cookies, its own origin): say where the app is.
 * Any other origin is another site, and is told only that.
 */
export function refusedOriginMessage(origin: string, appUrl: string): string {
  const app = new URL(appUrl).origin;
  if (origin !== app && loopbackAliases(appUrl).includes(origin)) {
    return `This app's address is ${app}, but this page was opened at ${origin}. Open ${app} and try again.`;
  }
  return FOREIGN_ORIGIN_MESSAGE;
}
