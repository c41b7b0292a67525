/**
 * Which methods an API path answers, from the registered routes, so a known path asked with another
 * method is a 405 with `Allow` (not a 404 that says the path does not exist), and OPTIONS on it is a
 * 204 with `Allow` and no CORS headers (the API is same-origin only; the form endpoint has its own CORS).
 */
import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "../errors.js";

export interface RouteEntry {
  method: string;
  path: string;
}

interface CompiledRoute {
  pattern: RegExp;
  method: string;
  /** No `:param` in it: the route names its path word for word. */
  literal: boolean;
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
      .map((route) => ({
        pattern: compile(route.path),
        method: route.method,
        literal: !route.path.includes("/:"),
      }));
    const matching = compiled.filter((route) => route.pattern.test(path));
    // A path that routes name word for word has their methods only: a sibling `:param` route
    // (DELETE /api/leads/:id) does not lend its methods to /api/leads/settings.
    const own = matching.some((route) => route.literal)
      ? matching.filter((route) => route.literal)
      : matching;
    const methods = new Set(own.map((route) => route.method));
    if (methods.size === 0) return [];
    if (methods.has("GET")) methods.add("HEAD");
    methods.add("OPTIONS");
    return [...methods].sort();
  };
}

/**
 * A request to a path that routes name word for word, with a method none of them has, is answered here
 * (405 with `Allow`): the router would hand it to a sibling `:param` route instead, so DELETE
 * /api/leads/settings looked for a lead called "settings". Only such shadowed paths are looked up (one Map
 * read per request).
 */
export function literalPathsKeepTheirMethods(
  routes: () => RouteEntry[],
  allowedMethods: MethodResolver,
): MiddlewareHandler {
  let shadowed: Map<string, Set<string>> | undefined;
  return async (c, next) => {
    shadowed ??= shadowedLiteralPaths(routes());
    const own = shadowed.get(c.req.path);
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    if (own && method !== "OPTIONS" && !own.has(method))
      return unmatchedApiRequest(c, allowedMethods(c.req.path));
    await next();
  };
}

/** Literal paths that a `:param` route with another method would also match, with their own methods. */
function shadowedLiteralPaths(routes: RouteEntry[]): Map<string, Set<string>> {
  const concrete = routes.filter((route) => CONCRETE_METHODS.has(route.method) && !route.path.includes("*"));
  const literal = new Map<string, Set<string>>();
  for (const route of concrete) {
    if (route.path.includes("/:")) continue;
    const methods = literal.get(route.path) ?? new Set<string>();
    literal.set(route.path, methods.add(route.method));
  }
  const shadowed = new Map<string, Set<string>>();
  for (const route of concrete) {
    if (!route.path.includes("/:")) continue;
    const pattern = compile(route.path);
    for (const [path, methods] of literal)
      if (!methods.has(route.method) && pattern.test(path)) shadowed.set(path, methods);
  }
  return shadowed;
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
