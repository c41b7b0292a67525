/**
 * Request ids and the access log. Every request gets an id (a sane incoming X-Request-Id only behind a
 * trusted proxy), echoed in the X-Request-Id answer header; handlers log through `c.get("logger")`, a
 * child logger carrying it. When the answer is ready one access-log line records method, route pattern,
 * status, duration, bytes and the signed-in user's id — never cookies, headers or bodies.
 */
import { randomUUID } from "node:crypto";
import { ServerResponse } from "node:http";
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
    const method = c.req.method;
    const route = matchedRoute(c);
    const status = c.res.status;
    const userId = c.get("user")?.id;
    const finish = (bytes: number | undefined) => {
      const seconds = (performance.now() - started) / 1000;
      logger.info(
        {
          method,
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          ...(bytes !== undefined ? { bytes } : {}),
          ...(userId ? { userId } : {}),
        },
        "request",
      );
      options.onAnswered?.({ method, route, status, seconds });
    };

    // Only headers and status are read here: touching the body (or statusText) makes the Node adapter turn
    // its lightweight answer into a full web Response, a cost on every request.
    if (c.res.headers.get("content-type")?.startsWith("text/event-stream") && c.res.body) {
      // A stream: its line is written when it ends (or the client leaves), with what was sent.
      c.res = new Response(countingStream(c.res.body, finish), c.res);
      return;
    }
    const length = c.res.headers.get("content-length");
    if (length !== null) return finish(Number(length));
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      // The Node adapter writes the answer after this returns: the line is written once it is sent (or the
      // client left), with the body's bytes: what the socket took for this answer less its header block.
      const socket = outgoing.socket;
      const before = socket?.bytesWritten ?? 0;
      outgoing.once("close", () => {
        const header = (outgoing as ServerResponse & { _header?: string | null })._header;
        const sent = (socket?.bytesWritten ?? 0) - before - (header ? Buffer.byteLength(header) : 0);
        finish(socket && header ? Math.max(0, sent) : undefined);
      });
      return;
    }
    // No Node response (app.request() in tests): the answer is whole in memory; measure it once and send
    // it with its length, as the Node adapter would have.
    if (!c.res.body) return finish(0);
    const body = new Uint8Array(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    headers.set("content-length", String(body.byteLength));
    c.res = new Response(body, { status, statusText: c.res.statusText, headers });
    finish(body.byteLength);
  };
}

/** The Node response @hono/node-server hands over as env.outgoing, when the app runs behind it. */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  // biome-ignore lint/suspicious/noExplicitAny: @hono/node-server puts the Node response on env.outgoing.
  const outgoing = (c.env as any)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/** Passes a stream through, calling `done` once with the byte count when it ends, fails or is cancelled. */
function countingStream(source: ReadableStream<Uint8Array>, done: (bytes: number) => void) {
  const reader = source.getReader();
  let bytes = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done(bytes);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          finish();
          controller.close();
          return;
        }
        bytes += chunk.value.byteLength;
        controller.enqueue(chunk.value);
      } catch (error) {
        finish();
        controller.error(error);
      }
    },
    cancel(reason) {
      finish();
      return reader.cancel(reason);
    },
  });
}

/** The pattern of the route that answered (after next(), Hono's route index points at it). */
function matchedRoute(c: Context): string {
  try {
    return routePath(c);
  } catch {
    return "unmatched";
  }
}
