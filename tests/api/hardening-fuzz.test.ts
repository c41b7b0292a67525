/**
 * A bounded property test (fast-check) over every JSON endpoint, ours and Better Auth's: generated bad
 * bodies (any JSON, a valid body with one field broken, unicode edge cases, deep nesting, broken JSON,
 * wrong content types) must never earn a 5xx; every refusal is a fitting 4xx in the API's shape
 * `{"error": {"code", "message"}}`; no answer carries a stack trace or SQL. Bounded by count and time
 * (FUZZ_RUNS, default 400; FUZZ_TIME_MS, default 40 s); a failure prints fast-check's seed and the shrunk request.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, createTestApp, freshIp, TestClient, type TestContext } from "../helpers/test-app.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_MS ?? 40_000);

let ctx: TestContext;
let cookie = "";
let templateId = "";
let pageHtml = "";

const GENERATION = {
  prompt: "A bike repair shop in Utrecht: same-day repairs, e-bike service, pick-up by cargo bike",
  title: "Fietsdokter",
  companyName: "Fietsdokter",
  landingPageType: "business-homepage",
  industry: "automotive",
  targetAudience: "commuters",
  logoOption: "generate",
  logoData: null,
};

interface Endpoint {
  method: string;
  path: () => string;
  /** A body the endpoint accepts, for "valid but one field broken" cases. */
  valid: () => Record<string, unknown>;
  headers?: () => Record<string, string>;
}

const ENDPOINTS: Endpoint[] = [
  { method: "PATCH", path: () => "/api/profile", valid: () => ({ fullName: "Fuzz Owner" }) },
  {
    method: "POST",
    path: () => "/api/contact",
    valid: () => ({ name: "Ada", email: "ada@example.com", message: "Hello" }),
  },
  {
    method: "POST",
    path: () => "/api/purchases",
    valid: () => ({ package: "custom", baseTokens: 500 }),
    headers: () => ({ "idempotency-key": crypto.randomUUID() }),
  },
  { method: "POST", path: () => "/api/templates", valid: () => ({ ...GENERATION }) },
  {
    method: "POST",
    path: () => `/api/templates/${templateId}/iterations`,
    valid: () => ({ change: "Make the headline shorter" }),
  },
  {
    method: "PUT",
    path: () => `/api/templates/${templateId}/html`,
    valid: () => ({ html: pageHtml, note: "fuzz" }),
  },
  { method: "PATCH", path: () => "/api/leads/settings", valid: () => ({ retentionMonths: 6 }) },
  { method: "PATCH", path: () => `/api/leads/forms/${templateId}`, valid: () => ({ notifyLeads: true }) },
  {
    method: "POST",
    path: () => "/api/auth/sign-up/email",
    valid: () => ({
      name: "Fuzz",
      email: `fuzz-${crypto.randomUUID()}@example.com`,
      password: "violet-harbour-93",
    }),
  },
  {
    method: "POST",
    path: () => "/api/auth/sign-in/email",
    valid: () => ({ email: "nobody@example.com", password: "violet-harbour-93" }),
  },
  {
    method: "POST",
    path: () => "/api/auth/request-password-reset",
    valid: () => ({ email: "nobody@example.com", redirectTo: "/reset-password" }),
  },
  {
    method: "POST",
    path: () => "/api/auth/reset-password",
    valid: () => ({ token: "not-a-token", newPassword: "violet-harbour-93" }),
  },
  {
    method: "POST",
    path: () => "/api/auth/send-verification-email",
    valid: () => ({ email: "nobody@example.com" }),
  },
  { method: "POST", path: () => "/api/auth/change-email", valid: () => ({ newEmail: "other@example.com" }) },
  {
    method: "POST",
    path: () => "/api/auth/change-password",
    valid: () => ({ currentPassword: "wrong-password-1", newPassword: "violet-harbour-94" }),
  },
  { method: "POST", path: () => "/api/auth/update-user", valid: () => ({ name: "Fuzz Owner" }) },
];

/** Strings that broke servers before: NUL, controls, surrogates, bidi overrides, huge, prototype keys. */
const EDGE_STRINGS = [
  "",
  "\u0000",
  "a\u0000b",
  "\u001b[31m",
  "\ud800",
  "\udfff\ud800",
  "\u202Egnp.exe",
  "\u2066x\u2069",
  "\uFEFF",
  "😀".repeat(50),
  "x".repeat(10_000),
  "'; DROP TABLE users; --",
  "=cmd|' /C calc'!A0",
  "Ada\r\nBcc: evil@example.com",
  "//evil.example",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "%00",
  "1e309",
  "-0",
];

const edgeString = fc.oneof(fc.constantFrom(...EDGE_STRINGS), fc.string({ unit: "binary", maxLength: 60 }));
const scalar = fc.oneof(
  edgeString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(
    fc.oneof(edgeString, fc.constantFrom("__proto__", "constructor", "email", "name")),
    tie("value"),
    {
      maxKeys: 4,
    },
  ),
})).value;

/** The raw body text for one endpoint. */
const bodyFor = (endpoint: Endpoint) =>
  fc.oneof(
    // Any JSON at all.
    jsonValue.map((value) => JSON.stringify(value) ?? "null"),
    // A valid body with one field broken, added or removed.
    fc
      .tuple(fc.nat(), fc.oneof(jsonValue, fc.constant(undefined)), edgeString)
      .map(([pick, value, extraKey]) => {
        const body = endpoint.valid();
        const keys = Object.keys(body);
        const key = pick % 3 === 2 ? extraKey : keys[pick % keys.length]!;
        if (value === undefined) delete body[key];
        else body[key] = value;
        return JSON.stringify(body);
      }),
    // Broken or odd JSON text.
    fc.constantFrom(
      '{"a":',
      "{",
      "[",
      "nul",
      '{"a":1}{"b":2}',
      '"\\ud800"',
      "\uFEFF{}",
      "{'a':1}",
      "NaN",
      "",
    ),
    fc.string({ unit: "binary", maxLength: 200 }),
    // Deep nesting inside an otherwise valid body.
    fc.integer({ min: 33, max: 8000 }).map((depth) => {
      const valid = JSON.stringify(endpoint.valid());
      return `${valid.slice(0, -1)},"deep":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    }),
  );

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  fc.constantFrom(
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "",
    "%%",
  ),
);

/** What an answer must never show: a stack frame, a source path, SQL or a database error. */
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules\//,
  /\.(ts|js|mjs):\d+:\d+/,
  /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE)\b[\s\S]*\b(FROM|VALUES|WHERE|SET)\b/,
  /violates .* constraint|relation ".*" does not exist|invalid input syntax|invalid byte sequence/i,
  /Failed query|PostgresError|DrizzleQueryError|ZodError|TypeError|RangeError|SyntaxError: /,
];
const FITTING_4XX = new Set([400, 401, 402, 403, 404, 405, 409, 413, 415, 422, 429]);

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = new TestClient(ctx.app);
  await owner.signUp({ name: "Fuzz Owner" });
  const created = await owner.post("/api/templates", GENERATION);
  expect(created.status).toBe(201);
  templateId = created.body.template.id;
  pageHtml = created.body.template.htmlContent;
  cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
});
afterAll(async () => {
  await ctx.close();
});

describe("generated bad bodies at every JSON endpoint", () => {
  it(
    `never earn a 5xx, always a fitting 4xx in the error shape, never a stack trace or SQL (${RUNS} runs)`,
    async () => {
      const request = fc
        .nat({ max: ENDPOINTS.length - 1 })
        .chain((index) =>
          fc.record({ index: fc.constant(index), body: bodyFor(ENDPOINTS[index]!), contentType }),
        );
      await fc.assert(
        fc.asyncProperty(request, async ({ index, body, contentType: type }) => {
          const endpoint = ENDPOINTS[index]!;
          const headers: Record<string, string> = {
            origin: APP_URL,
            cookie,
            "x-forwarded-for": freshIp(),
            ...endpoint.headers?.(),
          };
          if (type) headers["content-type"] = type;
          const response = await ctx.app.request(`${APP_URL}${endpoint.path()}`, {
            method: endpoint.method,
            headers,
            body,
          });
          const text = await response.text();
          const what = `${endpoint.method} ${endpoint.path()} [${type}] ${body.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, what).toBeLessThan(500);
          for (const leak of LEAKS) expect(text, what).not.toMatch(leak);
          if (response.status >= 400) {
            expect(FITTING_4XX.has(response.status), what).toBe(true);
            expect(response.headers.get("content-type") ?? "", what).toContain("application/json");
            const parsed = JSON.parse(text);
            expect(typeof parsed.error?.code, what).toBe("string");
            expect(typeof parsed.error?.message, what).toBe("string");
            expect(parsed.error.message.length, what).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
      );
      // The fuzzed requests leave the app working.
      const health = await ctx.app.request(`${APP_URL}/api/health`);
      expect(health.status).toBe(200);
    },
    TIME_LIMIT_MS + 80_000,
  );
});
