/**
 * Cross-cutting HTTP rules: security headers, the foreign-Origin refusal, well-formed addresses, body size
 * caps, HEAD without a running body, client IP.
 */
import { isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { hasControlCharacters } from "../../core/text-rules.js";
import { ApiError } from "../errors.js";
import { API_CSP } from "./content-security-policy.js";
import { FOREIGN_ORIGIN_MESSAGE, refusedOriginMessage } from "./origins.js";
import { isStorableText } from "./well-formed-text.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const MAX_JSON_BODY_BYTES = 100 * 1024;

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security on every answer: production served over https. */
  hsts: boolean;
}

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * Headers on every answer. A route that sets its own Content-Security-Policy, Referrer-Policy or
 * X-Frame-Options (the preview, the app's pages) keeps it; everything else gets the strict defaults.
 */
export function securityHeaders(options: SecurityHeaderOptions = { hsts: false }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = responseHeadersInPlace(c);
    headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_CSP);
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.hsts) headers.set("Strict-Transport-Security", HSTS_VALUE);
    // The preview sets its own SAMEORIGIN; its errors, like every other answer, may not be framed at all.
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
  };
}

/**
 * The finished response's headers, to change in place. Hono's c.header() after the handler rebuilds the
 * Response around its body stream, which the Node adapter then has to read back chunk by chunk: a cost
 * on every answer. Only a response whose headers are immutable (a fetched one) is copied, once.
 */
function responseHeadersInPlace(c: Context): Headers {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    c.header("X-Content-Type-Options", "nosniff");
  }
  return c.res.headers;
}

/**
 * One guard for every path: an address whose percent-encoding does not decode (`/%ff`) is a 400 before
 * any route (the static site, the preview) tries to decode it.
 */
export function wellFormedPathOnly(): MiddlewareHandler {
  return async (c, next) => {
    // Only a "%" can make decoding fail; most addresses have none, so they skip the parse.
    if (!c.req.url.includes("%")) return next();
    try {
      // Both the raw path and Hono's (already URI-decoded) c.req.path, which the static site decodes again.
      decodeURIComponent(new URL(c.req.url).pathname);
      decodeURIComponent(c.req.path);
    } catch {
      throw badAddress();
    }
    await next();
  };
}

const badAddress = () => new ApiError(400, "bad_request", "The address is not valid");

/**
 * The API's query strings: every name and value must percent-decode to well-formed text without control
 * characters (the text rules of src/core: tab and line breaks are text), or the answer is 400 before a route
 * reads it (Hono would hand the raw `%ff` on, and a NUL would reach PostgreSQL as a search term).
 */
export function wellFormedQueryOnly(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("?");
    if (start !== -1) {
      const end = url.indexOf("#", start);
      for (const pair of url.slice(start + 1, end === -1 ? undefined : end).split("&")) {
        let decoded: string;
        try {
          decoded = decodeURIComponent(pair.replace(/\+/g, " "));
        } catch {
          throw badAddress();
        }
        if (hasControlCharacters(decoded) || !isStorableText(decoded)) throw badAddress();
      }
    }
    await next();
  };
}

/**
 * HEAD is answered by the GET route with the body dropped (Hono). A dropped stream (the server-sent events
 * of /api/events and /api/jobs/:id/events) would never learn that nobody reads it, and would keep its
 * subscription and timers forever; cancelling it ends it like a client that went away.
 */
export function headWithoutBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "HEAD" || !c.res.body) return;
    const body = c.res.body;
    c.res = new Response(null, c.res);
    await body.cancel().catch(() => {});
  };
}

/**
 * Refuses state-changing requests whose Origin (or, without one, Sec-Fetch-Site) says they come from
 * another site. Requests with neither header come from non-browser clients and carry no ambient cookie risk
 * beyond what the client itself sends.
 */
export function sameOriginOnly(allowedOrigins: string[], appUrl: string): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin !== undefined) {
        if (origin === "null" || !allowed.has(origin)) {
          throw new ApiError(403, "forbidden_origin", refusedOriginMessage(origin, appUrl));
        }
      } else if (c.req.header("sec-fetch-site") === "cross-site") {
        throw new ApiError(403, "forbidden_origin", FOREIGN_ORIGIN_MESSAGE);
      }
    }
    await next();
  };
}

/**
 * Caps the request body on the methods that carry one. GET, HEAD and OPTIONS skip it: Hono's bodyLimit builds a
 * full Request to inspect the body, a cost every read would pay for nothing.
 */
export function jsonBodyLimit(maxBytes = MAX_JSON_BODY_BYTES, message?: string): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(
        413,
        "payload_too_large",
        message ?? `The request body is larger than ${Math.round(maxBytes / 1024)} KB`,
      );
    },
  });
  return (c, next) => (STATE_CHANGING.has(c.req.method) ? limit(c, next) : next());
}

/**
 * The client's address: behind a trusted proxy, the LAST address in X-Forwarded-For (the one the proxy
 * itself saw; everything before it came from the client, who could write anything there to dodge a rate
 * limit), when it is an IP address; else the socket's.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  // biome-ignore lint/suspicious/noExplicitAny: @hono/node-server puts the Node request on env.incoming.
  const incoming = (c.env as any)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

/**
 * The address a per-client rate limit counts: the IPv4 address, or an IPv6 address's /64 network (one
 * subscriber gets a whole /64 and could rotate through its 2^64 addresses to dodge any per-address limit).
 * An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
 */
export function rateLimitAddress(c: Context, trustProxy: boolean): string {
  return addressBlock(clientIp(c, trustProxy));
}

export function addressBlock(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (mapped) return mapped[1]!;
  // Groups before and after "::" (which stands for as many zero groups as are missing); a trailing
  // dotted IPv4 part only touches the last 32 bits, which the /64 does not keep.
  const [head = "", tail] = lower.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const width = (groups: string[]) => groups.length + (groups.at(-1)?.includes(".") ? 1 : 0);
  const zeros = Array(Math.max(0, 8 - width(headGroups) - width(tailGroups))).fill("0");
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
