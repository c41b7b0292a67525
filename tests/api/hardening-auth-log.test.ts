/**
 * Malformed input to the auth endpoints is the client's mistake: a 4xx answer, and no error-level line in
 * the log (a fuzz run made Better Auth write one ERROR line per bad request, burying real failures).
 */
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const lines: { level: number; msg: string }[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  // Outside NODE_ENV=test, as in production: Better Auth's own logging is on.
  ctx = await createTestApp({ NODE_ENV: "development" }, { logger: pino({ level: "debug" }, capture) });
});
afterAll(async () => {
  await ctx.close();
});

const MALFORMED: [string, unknown][] = [
  ["/api/auth/sign-in/email", { email: 12, password: ["x"] }],
  ["/api/auth/sign-in/email", { email: "ada@example.com" }],
  ["/api/auth/sign-in/email", { email: "ada@example.com", password: "wrong-password-1" }],
  ["/api/auth/change-password", { currentPassword: "x", newPassword: "y" }],
  ["/api/auth/sign-in/email", "{not json"],
  ["/api/auth/sign-in/email", "[]"],
  ["/api/auth/sign-up/email", { email: "not-an-address", password: "violet-harbour-93", name: "Ada" }],
  ["/api/auth/sign-up/email", { email: "ada2@example.com", password: 5, name: {} }],
  ["/api/auth/request-password-reset", { email: ["ada@example.com"] }],
  ["/api/auth/reset-password", { token: "nonsense", newPassword: "violet-harbour-93" }],
  ["/api/auth/send-verification-email", { email: { a: 1 } }],
];

describe("malformed auth requests", () => {
  it("answer 4xx and write no error-level line", async () => {
    const consoleError = vi.spyOn(console, "error");
    const consoleLog = vi.spyOn(console, "log");
    try {
      for (const [path, body] of MALFORMED) {
        const reply = await new TestClient(ctx.app).post(path, body);
        expect(reply.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(reply.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
      const printed = [...consoleError.mock.calls, ...consoleLog.mock.calls].map((args) => args.join(" "));
      expect(printed.filter((line) => /error/i.test(line))).toEqual([]);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      // Each refusal is still one debug line, for whoever looks into a client's trouble.
      expect(lines.some((line) => line.level === 20 && line.msg === "auth request refused")).toBe(true);
    } finally {
      consoleError.mockRestore();
      consoleLog.mockRestore();
    }
  });
});
