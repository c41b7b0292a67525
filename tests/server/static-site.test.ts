import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { staticSite } from "../../src/server/http/static-site.js";

const root = mkdtempSync(path.join(os.tmpdir(), "lpb-static-"));
const script = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;
mkdirSync(path.join(root, "assets"));
mkdirSync(path.join(root, "faq"));
writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Home</title>");
writeFileSync(path.join(root, "faq/index.html"), "<!doctype html><title>FAQ</title>");
writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>App</title>");
writeFileSync(path.join(root, "assets/app-1234.js"), script);
writeFileSync(path.join(os.tmpdir(), "lpb-secret.txt"), "secret");

const app = new Hono();
app.use("*", staticSite(root));
app.notFound((c) => c.json({ error: { code: "not_found" } }, 404));
const get = (url: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${url}`, { headers });

describe("the static site", () => {
  it("serves prerendered pages, then the SPA fallback: 200 for client routes, 404 for unknown paths", async () => {
    expect(await (await get("/")).text()).toContain("<title>Home</title>");
    expect(await (await get("/faq")).text()).toContain("<title>FAQ</title>");
    const profile = await get("/profile");
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain("<title>App</title>");
    expect((await get("/editor/3f1c2a9e-0000-4000-8000-000000000000")).status).toBe(200);
    expect((await get("/editor/")).status).toBe(404);
    const unknown = await get("/no-such-page");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>App</title>");
    expect((await get("/assets/missing.js")).status).toBe(404);
    expect((await get("/../lpb-secret.txt")).status).toBe(404);
  });

  it("sends hashed assets compressed (brotli, else gzip) with a long cache, pages with no-cache", async () => {
    const br = await get("/assets/app-1234.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gzip = await get("/assets/app-1234.js", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await get("/assets/app-1234.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    expect((await get("/")).headers.get("cache-control")).toBe("no-cache");
  });
});
