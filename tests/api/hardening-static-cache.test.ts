/**
 * Hashed assets are cached for a year; a miss under /assets/ (the folder itself, a name not deployed yet)
 * is the not-found page, which a browser or CDN must ask for again.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { staticSite } from "../../src/server/http/static-site.js";
import { NOT_FOUND_SHELL } from "../../src/web/lib/public-routes.js";

const root = mkdtempSync(path.join(os.tmpdir(), "lpb-static-cache-"));
mkdirSync(path.join(root, "assets"));
mkdirSync(path.join(root, NOT_FOUND_SHELL), { recursive: true });
writeFileSync(path.join(root, "assets/app-1234.js"), "export const x = 1;\n");
writeFileSync(path.join(root, NOT_FOUND_SHELL, "index.html"), "<!doctype html><title>Not found</title>");
writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>App</title>");

const app = new Hono();
app.use("*", staticSite(root));
const get = (url: string) => app.request(`http://localhost${url}`);

describe("caching under /assets/", () => {
  it("keeps a hashed asset for a year", async () => {
    const asset = await get("/assets/app-1234.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/assets/", "/assets", "/assets/later-5678"])(
    "answers %s with a 404 that is not kept",
    async (url) => {
      const miss = await get(url);
      expect(miss.status).toBe(404);
      expect(miss.headers.get("cache-control")).not.toMatch(/immutable|max-age=[1-9]/);
    },
  );
});
