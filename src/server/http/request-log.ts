/**
 * Request ids and the access log. Every request gets an id (a sane incoming X-Request-Id only behind a
 * trusted proxy), echoed in the X-Request-Id answer header; handlers log through `c.get("logger")`, a
 * child logger carrying it. When the answer is ready one access-log line records method, route pattern,
 * status, duration, bytes and the signed-in user's id — never cookies, headers or bodies.
 */
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../app-types.js";
import type { Logger } from "../logger.js";

/** What a proxy may hand us as an id: short, printable, no spaces (it goes into logs and a header). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export interface AnsweredRequest {
  method: string;
  /** The matched route pattern, e.g. /api/templates/:id (bounded, unlike raw paths). */
  route: string;
  status: number;
  seconds: number;
}

export interface RequestLogOptions {
  logger: Logger;
  trustProxy: boolean;
  /** Called once per answered request (the metrics' request-duration histogram). */
  onAnswered?: (request: AnsweredRequest) => void;
}

export function requestLog(options: RequestLogOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = options.trustProxy ? c.req.header("x-request-id") : undefined;
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const logger = options.logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("logger", logger);

    await next();

    c.res.headers.set("X-Request-Id", requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = matchedRoute(c);
    const status = c.res.status;
    const length = c.res.headers.get("content-length");
    const userId = c.get("user")?.id;
    logger.info(
      {
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(length !== null ? { bytes: Number(length) } : {}),
        ...(userId ? { userId } : {}),
      },
      "request",
    );
    options.onAnswered?.({ method: c.req.method, route, status, seconds });
  };
}

/** The pattern of the route that answered (after next(), Hono's route index points at it). */
function matchedRoute(c: Context): string {
  try {
    return routePath(c);
  } catch {
    return "unmatched";
  }
}
