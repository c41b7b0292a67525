/**
 * Reads that carry whole pages (a template is ~40 KB, a list of them up to 50 times that), sent
 * gzip-compressed when the client accepts gzip. Level 1: about a third of the size for ~0.15 ms of CPU per
 * page, where level 6 takes five times the CPU for 12 % fewer bytes. Small answers go as they are.
 *
 * Only GET routes use this: the template the editor preloads for its first paint, and the list on /profile.
 * The answers to a generation, an iteration or a save stay uncompressed: they come after seconds of work
 * (an LLM's, or the owner's), so the bytes saved are lost in that wait, while compressing and inflating
 * cost about a millisecond per answer on the same machine. The hot small answers (profile, balance) never
 * pay for the size check.
 */
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { acceptsCoding } from "./accept-encoding.js";

/** Below this, compressing saves less than a round trip's worth of bytes. */
export const COMPRESS_FROM_BYTES = 4 * 1024;

export function pageJson(c: Context, data: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(data);
  // The answer depends on Accept-Encoding whichever way it goes, so both forms say so.
  c.header("Vary", "Accept-Encoding", { append: true });
  c.header("Content-Type", "application/json");
  if (text.length < COMPRESS_FROM_BYTES || !acceptsCoding(c.req.header("accept-encoding"), "gzip"))
    return c.body(text, status);
  c.header("Content-Encoding", "gzip");
  return c.body(gzipSync(text, { level: 1 }), status);
}
