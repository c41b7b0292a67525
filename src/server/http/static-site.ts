/**
 * Serves the built web app (build/client): real files first, then prerendered pages (`/faq` →
 * faq/index.html), then the SPA fallback, answered 200 for client-side routes and 404 for anything else
 * (the client then renders its "Oops! Page not found").
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Routes that exist only client-side (not prerendered); the fallback answers them with 200. */
export const CLIENT_ONLY_ROUTES = ["/profile", "/reset-password", "/confirm-email"];

export function staticSite(rootDir: string): MiddlewareHandler {
  const root = path.resolve(rootDir);
  const cache = new Map<string, Buffer>();
  const read = (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(file);
      cache.set(file, body);
    }
    return body;
  };
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const urlPath = decodeURIComponent(c.req.path);
    if (urlPath.startsWith("/api/") || urlPath.startsWith("/preview/")) return next();
    const candidate = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ""));
    if (!candidate.startsWith(root)) return next();

    let file: string | undefined;
    let status: 200 | 404 = 200;
    if (isFile(candidate)) file = candidate;
    else if (isFile(path.join(candidate, "index.html"))) file = path.join(candidate, "index.html");
    else if (isFile(path.join(root, "__spa-fallback.html"))) {
      file = path.join(root, "__spa-fallback.html");
      const clean = urlPath.replace(/\/+$/, "") || "/";
      status = CLIENT_ONLY_ROUTES.includes(clean) ? 200 : 404;
      if (path.extname(urlPath)) return next();
    }
    if (!file) return next();

    const ext = path.extname(file);
    const hashedAsset = urlPath.startsWith("/assets/");
    c.header("Content-Type", CONTENT_TYPES[ext] ?? "application/octet-stream");
    c.header("Cache-Control", hashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
    const bytes = read(file);
    const body =
      c.req.method === "HEAD"
        ? null
        : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    return c.newResponse(body, status);
  };
}
