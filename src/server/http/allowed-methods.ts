/**
 * Which methods an API path answers, from the registered routes, so a known path asked with another
 * method is a 405 with `Allow` (not a 404 that says the path does not exist), and OPTIONS on it is a
 * 204 with `Allow` and no CORS headers (the API is same-origin only; the form endpoint has its own CORS).
 */
import type { Context } from "hono";
import { ApiError } from "../errors.js";

export interface RouteEntry {
  method: string;
  path: string;
}

interface CompiledRoute {
  pattern: RegExp;
  method: string;
}

/** `/api/templates/:id/html` → a pattern matching one segment per parameter. */
function compile(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

const CONCRETE_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

export type MethodResolver = (path: string) => string[];

/**
 * A resolver over the routes (read on first use, once every route is registered). Middleware entries
 * (method ALL) and wildcard paths say nothing about which methods a path has, so they are left out.
 */
export function methodResolver(routes: () => RouteEntry[]): MethodResolver {
  let compiled: CompiledRoute[] | undefined;
  return (path) => {
    compiled ??= routes()
      .filter((route) => CONCRETE_METHODS.has(route.method) && !route.path.includes("*"))
      .map((route) => ({ pattern: compile(route.path), method: route.method }));
    const methods = new Set<string>();
    for (const route of compiled) if (route.pattern.test(path)) methods.add(route.method);
    if (methods.size === 0) return [];
    if (methods.has("GET")) methods.add("HEAD");
    methods.add("OPTIONS");
    return [...methods].sort();
  };
}

/**
 * The answer for an API request no route took: 204 with `Allow` for OPTIONS on a known path, 405 with
 * `Allow` for another method on a known path, else 404.
 */
export function unmatchedApiRequest(c: Context, allowed: string[]): Response {
  // A method the path has, yet no route took it: the address was written differently (encoded letters).
  if (allowed.length === 0 || (c.req.method !== "OPTIONS" && allowed.includes(c.req.method))) {
    throw new ApiError(404, "not_found", "No such API endpoint");
  }
  c.header("Allow", allowed.join(", "));
  if (c.req.method === "OPTIONS") return c.body(null, 204);
  throw new ApiError(
    405,
    "method_not_allowed",
    `${c.req.method} is not allowed here; use ${allowed.join(", ")}`,
  );
}
