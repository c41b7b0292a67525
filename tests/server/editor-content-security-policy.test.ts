/**
 * The hand editor's Content-Security-Policy (issue 28): no 'unsafe-inline' scripts. Each answer for
 * /editor/:id carries a fresh nonce in its policy and the same nonce in the page, where the editor reads it
 * for its frame's script; the page's own inline scripts stay allowed by hash; other pages get no nonce.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { appPageCsp, inlineScriptHashes } from "../../src/server/http/content-security-policy.js";
import { staticSite } from "../../src/server/http/static-site.js";

const root = mkdtempSync(path.join(os.tmpdir(), "lpb-editor-csp-"));
mkdirSync(path.join(root, "editor/__shell"), { recursive: true });
const bootstrap = `<script>window.__boot = ${JSON.stringify("x".repeat(2000))};</script>`;
const shell = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor</title></head><body>${bootstrap}</body></html>`;
writeFileSync(path.join(root, "editor/__shell/index.html"), shell);
writeFileSync(
  path.join(root, "index.html"),
  `<!doctype html><html><head></head><body>${bootstrap}</body></html>`,
);

const app = new Hono();
app.use("*", staticSite(root, { contentSecurityPolicy: (sources) => appPageCsp(sources) }));
const scriptSrc = (policy: string | null) =>
  (policy ?? "").split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";

describe("the editor's Content-Security-Policy", () => {
  it("allows no 'unsafe-inline' script, only a nonce of this answer and the page's own script hashes", async () => {
    const answer = await app.request("http://localhost/editor/3f1c2a9e-0000-4000-8000-000000000000");
    expect(answer.status).toBe(200);
    const scripts = scriptSrc(answer.headers.get("content-security-policy"));
    expect(scripts).not.toContain("unsafe-inline");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1] ?? "";
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scripts).toContain(inlineScriptHashes(shell)[0]);
    const html = await answer.text();
    expect(html).toContain(`<head><meta name="lf-frame-nonce" nonce="${nonce}">`);
    expect(html).toContain("<title>Editor</title>");
  });

  it("gives every answer its own nonce, compressed for the client", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const first = await app.request("http://localhost/editor/a", { headers });
    const second = await app.request("http://localhost/editor/a", { headers });
    const nonceOf = (answer: Response) =>
      /'nonce-([^']+)'/.exec(scriptSrc(answer.headers.get("content-security-policy")))?.[1];
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const html = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString("utf8");
    expect(html).toContain(`nonce="${nonceOf(first)}"`);
  });

  it("gives other app pages no nonce and no 'unsafe-inline'", async () => {
    const home = await app.request("http://localhost/");
    const scripts = scriptSrc(home.headers.get("content-security-policy"));
    expect(scripts).toBe(`script-src 'self' ${inlineScriptHashes(shell)[0]}`);
    expect(await home.text()).not.toContain("lf-frame-nonce");
  });
});
