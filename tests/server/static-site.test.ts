import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { staticSite } from "../../src/server/http/static-site.js";

const root = mkdtempSync(path.join(os.tmpdir(), "lpb-static-"));
// A second site with the editor's prerendered shell (the first has only the SPA fallback).
const withEditorShell = mkdtempSync(path.join(os.tmpdir(), "lpb-static-editor-"));
mkdirSync(path.join(withEditorShell, "editor/__shell"), { recursive: true });
writeFileSync(
  path.join(withEditorShell, "editor/__shell/index.html"),
  "<!doctype html><title>Editor</title>",
);
writeFileSync(path.join(withEditorShell, "__spa-fallback.html"), "<!doctype html><title>App</title>");
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
const editorSite = new Hono();
editorSite.use("*", staticSite(withEditorShell));

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

  it("answers /editor/:id with the editor's shell and a preload of the template it will ask for", async () => {
    const id = "3f1c2a9e-0000-4000-8000-000000000000";
    const editor = await editorSite.request(`http://localhost/editor/${id}`);
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain("<title>Editor</title>");
    // Same-origin credentials ("crossorigin" alone), as the app's fetch asks, so the query reuses the answer.
    expect(editor.headers.get("link")).toBe(`</api/templates/${id}>; rel=preload; as=fetch; crossorigin`);
    // Nothing that could not be an id goes into the header; other pages preload nothing.
    const odd = await editorSite.request("http://localhost/editor/a%3E%3B%20rel%3Dstylesheet");
    expect(odd.status).toBe(200);
    expect(odd.headers.get("link")).toBeNull();
    expect((await editorSite.request("http://localhost/profile")).headers.get("link")).toBeNull();
    // Without the shell (the SPA fallback) there is no preload either: that page is not the editor's.
    expect((await get(`/editor/${id}`)).headers.get("link")).toBeNull();
  });
});
