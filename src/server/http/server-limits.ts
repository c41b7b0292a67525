/**
 * Limits of the HTTP server itself, so held connections cannot pile up (an attack held 19,474 slow-body
 * connections and took the process from 355 MB to 1 GB):
 * - the request line and headers must arrive within HEADERS_TIMEOUT_MS, the whole request (the largest
 *   body is a generation with photos, ~60 MB) within REQUEST_TIMEOUT_MS; Node answers 408 and closes;
 * - one client address holds at most MAX_CONNECTIONS_PER_CLIENT connections; more are closed at once.
 *   Behind a trusted proxy every connection comes from the proxy, so the proxy has to set that limit
 *   (docs/deploy.md) and this one is off.
 * Answers already being sent (a generation's event stream) are not limited by either.
 */
import type { Server, ServerOptions } from "node:http";
import type { Logger } from "../logger.js";

export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const MAX_CONNECTIONS_PER_CLIENT = 64;

export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** null: no per-client cap (behind a trusted proxy). */
  maxConnectionsPerClient: number | null;
}

export function serverLimits(trustProxy: boolean): ServerLimits {
  return {
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    maxConnectionsPerClient: trustProxy ? null : MAX_CONNECTIONS_PER_CLIENT,
  };
}

/** Options for http.createServer: the timeouts, checked often enough to hold them to about a second. */
export function httpServerOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
}

/** Closes a client's connections beyond the cap as they open; one warning per client and minute. */
export function capConnectionsPerClient(server: Server, limits: ServerLimits, logger: Logger): void {
  const max = limits.maxConnectionsPerClient;
  if (max === null) return;
  const open = new Map<string, number>();
  const warned = new Map<string, number>();
  server.on("connection", (socket) => {
    const client = socket.remoteAddress ?? "unknown";
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      const now = Date.now();
      if ((warned.get(client) ?? 0) < now - 60_000) {
        if (warned.size > 10_000) warned.clear();
        warned.set(client, now);
        logger.warn({ client, max }, "too many connections from one client: closing the newest");
      }
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
