/**
 * A seeded, bounded fuzzer over every route through app.request() on PGlite: random methods, paths (bad
 * percent-encoding included), query strings, JSON/form/garbage bodies, headers and cookies, a valid session
 * for about half the requests. No answer may be 5xx, and the app must still answer /api/health afterwards.
 * Rerun a failure with FUZZ_SEED=<the printed seed>; FUZZ_REQUESTS changes the count (default 20,000).
 * Bounded by time too: past FUZZ_SECONDS (default 60) it stops, once it has sent at least MIN_REQUESTS, so a
 * loaded machine (20,000 took 266 s in the suite at load 12) does not stretch CI; the count sent is printed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webinarRequest } from "../helpers/generation-request.js";
import { APP_URL, createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const MIN_REQUESTS = Math.min(REQUESTS, 5_000);

/** mulberry32: small, fast, good enough to drive a fuzzer reproducibly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

const ROUTES = [
  "GET /api/health",
  "GET /api/pricing",
  "GET /api/profile",
  "PATCH /api/profile",
  "POST /api/purchases",
  "GET /api/transactions",
  "GET /api/templates",
  "POST /api/templates",
  "GET /api/templates/:id",
  "DELETE /api/templates/:id",
  "POST /api/templates/:id/iterations",
  "GET /api/templates/:id/versions",
  "POST /api/templates/:id/versions/:version/restore",
  "GET /api/templates/:id/download",
  "POST /api/contact",
  "GET /api/events",
  "GET /preview/:id",
  "POST /api/auth/sign-up/email",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "GET /api/auth/get-session",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "GET /api/auth/reset-password/:id",
  "GET /api/auth/verify-email",
  "POST /api/auth/send-verification-email",
  "POST /api/auth/change-email",
  "POST /api/auth/change-password",
  "POST /api/auth/update-user",
  "POST /api/auth/delete-user",
  "GET /api/auth/list-sessions",
  "POST /api/auth/revoke-session",
  "GET /api/auth/list-accounts",
  "GET /api/auth/ok",
  "GET /api/auth/error",
  "GET /",
  "GET /faq",
  "GET /profile",
  "GET /assets/x.js",
] as const;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\u007f",
  "\u202e\u200b",
  "😀".repeat(20),
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%ff",
  "%",
  "%00",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "99999999999",
  "1e309",
  "2147483648",
  "9".repeat(400),
  "x".repeat(5000),
  "ada@example.com",
  "violet-harbour-93",
  "+275760-09-13T00:00:00.000Z",
  "0b5e4f0e-8f0e-4a53-9d7e-1f2a3b4c5d6e",
  "------------------------------------",
  Buffer.from("+275760-09-13T00:00:00.000Z|0b5e4f0e-8f0e-4a53-9d7e-1f2a3b4c5d6e").toString("base64url"),
  Buffer.from("2026-01-01T00:00:00.000Z|------------------------------------").toString("base64url"),
  Buffer.from("0001-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000").toString("base64url"),
];

const QUERY_KEYS = ["limit", "cursor", "token", "callbackURL", "redirectTo", "id", "version", "email", "q"];
const BODY_KEYS = [
  "name",
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "newEmail",
  "token",
  "fullName",
  "message",
  "change",
  "prompt",
  "title",
  "companyName",
  "landingPageType",
  "industry",
  "targetAudience",
  "logoOption",
  "logoData",
  "package",
  "baseTokens",
  "callbackURL",
  "redirectTo",
  "sessionToken",
];

const VALID_GENERATION = webinarRequest();

function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 5 : 8)) {
    case 0:
      return rng.pick(NASTY_STRINGS);
    case 1:
      return rng.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 500, 5000, 100001]);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return String.fromCharCode(...Array.from({ length: rng.int(40) }, () => rng.int(0x800)));
    case 4:
      return rng.pick(["starter", "business", "custom", "upload", "generate", "webinar", "fitness"]);
    case 5:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--) object[rng.pick(BODY_KEYS)] = randomValue(rng, depth + 1);
      return object;
    }
  }
}

function randomBody(rng: Rng): { body?: string; contentType?: string } {
  switch (rng.int(8)) {
    case 0:
      return {};
    case 1: {
      // A valid generation request with one field broken: reaches deeper than random objects.
      const body: Record<string, unknown> = { ...VALID_GENERATION };
      body[rng.pick(Object.keys(body))] = randomValue(rng);
      return { body: JSON.stringify(body), contentType: "application/json" };
    }
    case 2: {
      const object: Record<string, unknown> = {};
      for (let i = 1 + rng.int(5); i > 0; i--) object[rng.pick(BODY_KEYS)] = randomValue(rng);
      return { body: JSON.stringify(object), contentType: "application/json" };
    }
    case 3:
      return {
        body: JSON.stringify(randomValue(rng)),
        contentType: rng.pick(["application/json", "text/plain"]),
      };
    case 4: {
      const pairs = Array.from(
        { length: 1 + rng.int(4) },
        () =>
          `${rng.pick(BODY_KEYS)}=${rng.chance(0.3) ? "%ff%fe" : encodeURIComponent(String(randomValue(rng)))}`,
      );
      return { body: pairs.join("&"), contentType: "application/x-www-form-urlencoded" };
    }
    case 5:
      return { body: '{"email": "a@b.c", "password": ', contentType: "application/json" };
    case 6:
      return {
        body: String.fromCharCode(...Array.from({ length: rng.int(300) }, () => rng.int(256))),
        contentType: rng.pick(["application/json", "multipart/form-data", "application/octet-stream", "%%"]),
      };
    default:
      return { body: "x".repeat(rng.pick([10, 1000, 120_000])), contentType: "application/json" };
  }
}

function randomSegment(rng: Rng, ids: string[]): string {
  return rng.pick([
    ...ids,
    crypto.randomUUID(),
    "%ff",
    "%e0%a4%a",
    "%",
    "%2e%2e",
    "..",
    "x",
    "99999999999",
    "-1",
    "0",
    "1",
    encodeURIComponent(rng.pick(NASTY_STRINGS)),
    "a".repeat(300),
  ]);
}

function randomPath(rng: Rng, ids: string[]): { method: string; path: string } {
  if (rng.chance(0.15)) {
    const segments = Array.from({ length: 1 + rng.int(4) }, () => randomSegment(rng, ids));
    return { method: rng.pick(METHODS), path: `/${rng.chance(0.5) ? "api/" : ""}${segments.join("/")}` };
  }
  const [method, template] = rng.pick(ROUTES).split(" ") as [string, string];
  const path = template
    .replace(":id", () => (rng.chance(0.6) ? rng.pick(ids) : randomSegment(rng, ids)))
    .replace(":version", () => rng.pick(["1", "2", "0", "99999999999", "x", "%ff", "1.5"]));
  return { method: rng.chance(0.85) ? method : rng.pick(METHODS), path };
}

function randomQuery(rng: Rng): string {
  if (rng.chance(0.5)) return "";
  const pairs = Array.from({ length: 1 + rng.int(3) }, () => {
    const value = rng.chance(0.2) ? "%ff" : encodeURIComponent(String(randomValue(rng)));
    return `${rng.pick(QUERY_KEYS)}=${value}`;
  });
  return `?${pairs.join("&")}`;
}

const ADDRESSES = ["10.77.0.1", "10.77.0.2", "not-an-ip", "::1"];

let ctx: TestContext;
let sessionCookie = "";
let ids: string[] = [];

/** Signs the fuzzer's own user in again when a fuzzed request ended its session (sign-out, revoke). */
async function refreshSession(client: TestClient, email: string, password: string) {
  const session = await ctx.app.request(`${APP_URL}/api/auth/get-session`, {
    headers: { cookie: sessionCookie },
  });
  if ((await session.json()) !== null) return;
  client.cookies.clear();
  await client.post("/api/auth/sign-in/email", { email, password });
  sessionCookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("the fuzzer", () => {
  it(`answers up to ${REQUESTS} random requests (${SECONDS} s) without a 5xx and stays up (seed ${SEED})`, async () => {
    const rng = prng(SEED);
    const owner = new TestClient(ctx.app, "10.250.0.1");
    const { email, password } = await owner.signUp({ name: "Fuzz Owner" });
    await owner.post("/api/purchases", { package: "business" }, { "idempotency-key": crypto.randomUUID() });
    const created = await owner.post("/api/templates", VALID_GENERATION);
    ids = [created.body.template.id, owner.cookies.size ? "x" : "y"];
    sessionCookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

    const failures: string[] = [];
    const timings = new Map<string, number>();
    const started = performance.now();
    const budgetMs = SECONDS * 1000;
    let sent = 0;
    for (let i = 0; i < REQUESTS; i++) {
      if (i >= MIN_REQUESTS && performance.now() - started > budgetMs) break;
      sent = i + 1;
      if (i % 250 === 0) await refreshSession(owner, email, password);
      const { method, path } = randomPath(rng, ids);
      const url = `${APP_URL}${path}${randomQuery(rng)}`;
      const headers: Record<string, string> = {
        "x-forwarded-for": rng.pick(ADDRESSES),
      };
      if (rng.chance(0.85))
        headers.origin = rng.pick([APP_URL, APP_URL, APP_URL, "https://evil.example", "null"]);
      if (rng.chance(0.5)) headers.cookie = sessionCookie;
      else if (rng.chance(0.3)) {
        headers.cookie = rng.pick([
          "lpb.session_token=garbage",
          "lpb.session_token=%ff%fe",
          `lpb.session_token=${"a".repeat(4000)}`,
          "lpb.session_token=abc.def; lpb.session_data=%00",
          "=;=;;",
        ]);
      }
      if (rng.chance(0.2)) headers.accept = rng.pick(["text/event-stream", "*/*", "text/html", "%%"]);
      if (rng.chance(0.2))
        headers["idempotency-key"] = rng.pick(["k", "a".repeat(500), crypto.randomUUID(), "%ff"]);
      if (rng.chance(0.1)) headers.prefer = "respond-async";
      if (rng.chance(0.1)) headers["accept-encoding"] = rng.pick(["br", "gzip", "identity", "*;q=0"]);
      const withBody = method !== "GET" && method !== "HEAD";
      const { body, contentType } = withBody ? randomBody(rng) : {};
      if (contentType) headers["content-type"] = contentType;
      if (rng.chance(0.05))
        headers["content-type"] = rng.pick(["", "application/json; charset=%ff", "a/b/c"]);
      let status: number;
      const requestStarted = performance.now();
      try {
        const response = await ctx.app.request(url, { method, headers, body });
        status = response.status;
        if ((response.headers.get("content-type") ?? "").includes("event-stream"))
          await response.body?.cancel();
        else await response.arrayBuffer();
      } catch (error) {
        failures.push(`#${i} ${method} ${url} threw ${error}`);
        continue;
      }
      if (process.env.FUZZ_PROFILE) {
        const key = `${method} ${path.split("/").slice(0, 4).join("/")}`;
        timings.set(key, (timings.get(key) ?? 0) + performance.now() - requestStarted);
      }
      if (status >= 500) {
        failures.push(
          `#${i} ${method} ${url} -> ${status} (headers ${JSON.stringify(headers)}; body ${body?.slice(0, 200)})`,
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    if (process.env.FUZZ_PROFILE) {
      console.log(
        [...timings]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 60)
          .map(([k, v]) => `${k}: ${Math.round(v)} ms`)
          .join("\n"),
      );
    }
    console.log(
      `fuzz: ${sent} of ${REQUESTS} requests in ${seconds.toFixed(1)} s, seed ${SEED}, ${failures.length} failures`,
    );

    const health = await ctx.app.request(`${APP_URL}/api/health`);
    expect(health.status, `seed ${SEED}`).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(failures.slice(0, 20), `seed ${SEED}: ${failures.length} answers >= 500 or throws`).toEqual([]);
  }, 600_000);
});
