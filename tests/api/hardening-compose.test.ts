/**
 * compose.yaml as shipped (issue 30): the app is reached through the proxy at the address it publishes,
 * which is APP_URL's default, so sign-up there is not refused as a foreign origin; TRUST_PROXY is on only
 * in instances that publish no port of their own (every request comes through the proxy), off by default,
 * and with it off a spoofed X-Forwarded-For does not dodge the sign-up rate limit; the worker has a health
 * check and metrics (WORKER_PORT on the image's PORT) instead of a disabled one.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp, TestClient, uniqueEmail } from "../helpers/test-app.js";

const compose = readFileSync(path.resolve(import.meta.dirname, "../../compose.yaml"), "utf8");

/** The lines of each top-level service (two-space keys under `services:`), comments dropped. */
function services(text: string): Map<string, string> {
  const lines = text.split("\n").map((line) => line.replace(/\s+#.*$/, ""));
  const start = lines.indexOf("services:");
  const blocks = new Map<string, string>();
  let current = "";
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const key = /^ {2}([\w-]+):\s*$/.exec(line)?.[1];
    if (key) current = key;
    else if (current) blocks.set(current, `${blocks.get(current) ?? ""}${line}\n`);
  }
  return blocks;
}

/** `NAME: value` in a block (quotes removed); the last one wins, as an override does. */
function setting(block: string, name: string): string | undefined {
  const values = [...block.matchAll(new RegExp(`^\\s+${name}:\\s*"?([^"\\n]*)"?\\s*$`, "gm"))];
  return values.at(-1)?.[1];
}

const anchor = compose.slice(compose.indexOf("x-app:"), compose.indexOf("services:"));
const byService = services(compose);
const published = (block: string) => [...block.matchAll(/^\s+- "(\d+):(\d+)"$/gm)].map((m) => Number(m[1]));
const appUrl = /\$\{APP_URL:-([^}]+)\}/.exec(setting(anchor, "APP_URL") ?? "")?.[1];

describe("compose.yaml", () => {
  it("publishes the app through the proxy at APP_URL's default address", () => {
    expect(appUrl).toBe("http://localhost:3000");
    expect(published(byService.get("proxy") ?? "")).toEqual([Number(new URL(appUrl!).port)]);
    expect(byService.get("proxy")).toContain('"--to", "app-1:3000", "--to", "app-2:3000"');
    // The build bakes the same address into the pages (canonical links, sitemap).
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation, read as text.
    expect(anchor).toContain("APP_URL: ${APP_URL:-http://localhost:3000}\n  image");
  });

  it("trusts X-Forwarded-For only in instances that publish no port, and not by default", () => {
    expect(setting(anchor, "TRUST_PROXY")).toBe("false");
    for (const [name, block] of byService) {
      const trusts = (setting(block, "TRUST_PROXY") ?? setting(anchor, "TRUST_PROXY")) === "true";
      if (trusts) expect(published(block), name).toEqual([]);
    }
    expect(setting(byService.get("app-1") ?? "", "TRUST_PROXY")).toBe("true");
    expect(setting(byService.get("app-2") ?? "", "TRUST_PROXY")).toBe("true");
  });

  it("gives the worker a health check and metrics on the image's port", () => {
    const worker = byService.get("worker") ?? "";
    expect(worker).not.toMatch(/disable:\s*true/);
    expect(setting(worker, "WORKER_PORT")).toBe("3000");
    expect(readFileSync(path.resolve(import.meta.dirname, "../../Dockerfile"), "utf8")).toMatch(
      /HEALTHCHECK[\s\S]*127\.0\.0\.1:\$\{process\.env\.PORT\}\/api\/health/,
    );
  });

  it("with its settings accepts a sign-up from the published address and counts spoofing clients as one", async () => {
    const ctx = await createTestApp({
      NODE_ENV: "production",
      APP_URL: appUrl!,
      ALLOW_INSECURE_HTTP: setting(anchor, "ALLOW_INSECURE_HTTP")!,
      TRUST_PROXY: setting(anchor, "TRUST_PROXY")!,
    });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) {
        const reply = await new TestClient(ctx.app).post(
          "/api/auth/sign-up/email",
          { name: "Compose Visitor", email: uniqueEmail("compose"), password: "violet-harbour-93" },
          { origin: appUrl!, "x-forwarded-for": `198.51.100.${i}` },
        );
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });
});
