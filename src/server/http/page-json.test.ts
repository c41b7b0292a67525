import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_FROM_BYTES, pageJson } from "./page-json.js";

const page = {
  template: { htmlContent: `<!doctype html>${"<p>Fresh bread every morning</p>".repeat(400)}` },
};
const app = new Hono();
app.get("/page", (c) => pageJson(c, page));
app.post("/small", (c) => pageJson(c, { ok: true }, 201));

describe("pageJson", () => {
  it("sends a page gzip-compressed to a client that accepts gzip, the same JSON once inflated", async () => {
    const reply = await app.request("/page", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-encoding")).toBe("gzip");
    expect(reply.headers.get("content-type")).toBe("application/json");
    expect(reply.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await reply.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(page).length / 3);
    expect(JSON.parse(gunzipSync(body).toString("utf8"))).toEqual(page);
  });

  it("sends it as it is to a client that does not accept gzip, and small answers always", async () => {
    const refusals: Record<string, string>[] = [
      {},
      { "accept-encoding": "br" },
      { "accept-encoding": "gzip;q=0, br" },
    ];
    for (const headers of refusals) {
      const reply = await app.request("/page", { headers });
      expect(reply.headers.get("content-encoding")).toBeNull();
      expect(reply.headers.get("vary")).toBe("Accept-Encoding");
      expect(await reply.json()).toEqual(page);
    }
    const small = await app.request("/small", { method: "POST", headers: { "accept-encoding": "gzip" } });
    expect(small.status).toBe(201);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_FROM_BYTES);
  });
});
