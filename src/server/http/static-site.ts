/**
 * Serves the built web app (build/client): real files first, then prerendered pages (`/faq` →
 * faq/index.html), then the prerendered editor shell for /editor/:id and the prerendered not-found page
 * (404) for anything else. A build without those shells falls back to the SPA fallback, answered 200 for
 * client-side routes and 404 for anything else (the client then renders its "Oops! Page not found").
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { EDITOR_SHELL, NOT_FOUND_SHELL } from "../../web/lib/public-routes.js";
import { PREVIEW_CSP } from "../routes/preview.js";
import { acceptsCoding } from "./accept-encoding.js";
import { inlineScriptHashes, newScriptNonce, withScriptNonce } from "./content-security-policy.js";

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

/** Text types are sent compressed; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);

interface CachedFile {
  raw: Buffer;
  /** For HTML: the hashes of its inline scripts, for its Content-Security-Policy. */
  scriptHashes?: string[];
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Reads a file once and keeps it with its brotli and gzip forms. Brotli quality 5 compresses the whole
 * build in tens of milliseconds, within a few per cent of quality 11 (which takes over a second).
 */
function loadFile(file: string): CachedFile {
  const raw = readFileSync(file);
  const scriptHashes = path.extname(file) === ".html" ? inlineScriptHashes(raw.toString("utf8")) : undefined;
  return { ...compressed(raw, path.extname(file)), scriptHashes };
}

/** The file with its compressed forms: both, or only the one `accepts` (an Accept-Encoding) takes first. */
function compressed(raw: Buffer, ext: string, accepts?: string): CachedFile {
  if (!COMPRESSIBLE.has(ext) || raw.length < 1024) return { raw };
  const br = accepts === undefined || acceptsCoding(accepts, "br");
  const gzip = accepts === undefined || (!br && acceptsCoding(accepts, "gzip"));
  return {
    raw,
    br: br ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : undefined,
    gzip: gzip ? gzipSync(raw, { level: 6 }) : undefined,
  };
}

/** The showcase's generated pages (scripts/build-showcase-pages.ts). */
export const SHOWCASE_PAGES_PREFIX = "/showcase-pages/";

/**
 * The editor's first request, started with the page instead of after its JavaScript (decision 0015). The
 * template's answer is what the editor shows first; the route's query reuses this preload because it asks
 * the same way: a same-origin GET with the session cookie (`crossorigin` alone is credentials
 * "same-origin", what the app's fetch uses) and no headers of its own (lib/templates-api.ts getTemplate).
 * Only an id that could be one (letters, digits, "-", "_") is preloaded.
 */
export function editorPreloadLink(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  return `</api/templates/${id}>; rel=preload; as=fetch; crossorigin`;
}

/** Routes that exist only client-side (not prerendered); the fallback answers them with 200. */
export const CLIENT_ONLY_ROUTES = ["/profile", "/reset-password", "/confirm-email"];
/** Client-only routes with a parameter, e.g. /editor/:id and /pages/:id (the workspace). */
export const CLIENT_ONLY_PREFIXES = ["/editor/", "/pages/"];

export interface StaticSiteOptions {
  /**
   * The Content-Security-Policy of an HTML page, given the script sources it needs: its inline scripts'
   * hashes and, for the editor, the answer's nonce.
   */
  contentSecurityPolicy?: (scriptSources: string[], urlPath: string) => string;
}

export function staticSite(rootDir: string, options: StaticSiteOptions = {}): MiddlewareHandler {
  const root = path.resolve(rootDir);
  const cache = new Map<string, CachedFile>();
  const read = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = loadFile(file);
      cache.set(file, entry);
    }
    return entry;
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
    const clean = urlPath.replace(/\/+$/, "") || "/";
    const fallback = path.join(root, "__spa-fallback.html");
    const notFoundPage = path.join(root, NOT_FOUND_SHELL, "index.html");
    const editorPage = path.join(root, EDITOR_SHELL, "index.html");
    const clientRoute =
      CLIENT_ONLY_ROUTES.includes(clean) ||
      CLIENT_ONLY_PREFIXES.some((prefix) => clean.startsWith(prefix) && clean.length > prefix.length);
    // /editor/:id (one segment) has a prerendered shell; the not-found shell is not a page of its own:
    // asked for directly, it is an unknown path like any other.
    const editorRoute = /^\/editor\/[^/]+$/.test(clean);
    const notFoundShell = clean === NOT_FOUND_SHELL || clean.startsWith(`${NOT_FOUND_SHELL}/`);
    if (isFile(candidate)) file = candidate;
    else if (!notFoundShell && isFile(path.join(candidate, "index.html")))
      file = path.join(candidate, "index.html");
    else if (path.extname(urlPath)) return next();
    else if (editorRoute && isFile(editorPage)) file = editorPage;
    else if (clientRoute && isFile(fallback)) file = fallback;
    else if (isFile(notFoundPage) || isFile(fallback)) {
      file = isFile(notFoundPage) ? notFoundPage : fallback;
      status = 404;
    }
    if (!file) return next();
    if (file === editorPage) {
      const preload = editorPreloadLink(clean.slice("/editor/".length));
      if (preload) c.header("Link", preload);
    }

    const ext = path.extname(file);
    // Only a file found under /assets/ is a hashed asset: a 404 page there (a mistyped or not yet deployed
    // name) must not be kept for a year.
    const hashedAsset = urlPath.startsWith("/assets/") && file === candidate && status === 200;
    if (urlPath.startsWith(SHOWCASE_PAGES_PREFIX)) {
      // Generated pages: sandboxed like previews (opaque origin even when opened on their own), frameable by us.
      c.header("Content-Security-Policy", PREVIEW_CSP);
      c.header("X-Frame-Options", "SAMEORIGIN");
      c.header("Referrer-Policy", "no-referrer");
    }
    c.header("Content-Type", CONTENT_TYPES[ext] ?? "application/octet-stream");
    c.header("Cache-Control", hashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
    let entry = read(file);
    // The app's own pages get the app's policy; the showcase's generated pages keep the preview sandbox.
    if (entry.scriptHashes && options.contentSecurityPolicy && !urlPath.startsWith(SHOWCASE_PAGES_PREFIX)) {
      const sources = entry.scriptHashes;
      // The editor (its shell, or the SPA fallback at its address) runs its frame's script by a nonce of
      // this answer, handed to it in the page: so each answer is its own copy, compressed for it (~1 ms).
      if (editorRoute && ext === ".html") {
        const nonce = newScriptNonce();
        const page = Buffer.from(withScriptNonce(entry.raw.toString("utf8"), nonce));
        entry = compressed(page, ext, c.req.header("accept-encoding") ?? "");
        c.header(
          "Content-Security-Policy",
          options.contentSecurityPolicy([`'nonce-${nonce}'`, ...sources], urlPath),
        );
      } else {
        c.header("Content-Security-Policy", options.contentSecurityPolicy(sources, urlPath));
      }
    }
    const accepts = c.req.header("accept-encoding") ?? "";
    let bytes = entry.raw;
    if (entry.br && acceptsCoding(accepts, "br")) {
      bytes = entry.br;
      c.header("Content-Encoding", "br");
    } else if (entry.gzip && acceptsCoding(accepts, "gzip")) {
      bytes = entry.gzip;
      c.header("Content-Encoding", "gzip");
    }
    if (entry.br || entry.gzip) c.header("Vary", "Accept-Encoding");
    const body =
      c.req.method === "HEAD"
        ? null
        : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    return c.newResponse(body, status);
  };
}
