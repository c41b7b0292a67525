/**
 * Accounts under attack: no redirect from /api/auth leaves the app (whatever NODE_ENV), answers about an
 * address take as long whether or not it has an account, and rate limits cannot be dodged by writing
 * addresses into X-Forwarded-For.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvenTiming } from "../../src/server/auth/even-timing.js";
import { users } from "../../src/server/db/schema.js";
import { addressBlock } from "../../src/server/http/middleware.js";
import { createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const OFF_SITE = [
  "https://evil.example/welcome",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https:evil.example",
  "javascript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "http://localhost:3000@evil.example/",
  "http://localhost:3000.evil.example/",
  "https://localhost:3000/",
  " //evil.example",
  "reset-password",
];

describe("redirect targets", () => {
  it.each(OFF_SITE)(
    "that leave the app are refused with 403 before Better Auth runs (%s)",
    async (target) => {
      const email = uniqueEmail();
      const posts: [string, Record<string, unknown>, string][] = [
        ["/api/auth/request-password-reset", { email, redirectTo: target }, "INVALID_REDIRECT_URL"],
        [
          "/api/auth/sign-in/email",
          { email, password: "violet-harbour-93", callbackURL: target },
          "INVALID_CALLBACK_URL",
        ],
        [
          "/api/auth/sign-up/email",
          { name: "R", email, password: "violet-harbour-93", callbackURL: target },
          "INVALID_CALLBACK_URL",
        ],
        ["/api/auth/send-verification-email", { email, callbackURL: target }, "INVALID_CALLBACK_URL"],
        [
          "/api/auth/sign-in/email",
          { email, password: "violet-harbour-93", errorCallbackURL: target },
          "INVALID_ERROR_CALLBACK_URL",
        ],
      ];
      for (const [path, body, code] of posts) {
        const reply = await new TestClient(ctx.app).post(path, body);
        expect(reply.status, path).toBe(403);
        expect(reply.body, path).toMatchObject({ code, error: { code: code.toLowerCase() } });
      }
      // A reset link with a foreign callbackURL redirected there (with ?error=INVALID_TOKEN, or the token).
      const link = await new TestClient(ctx.app).get(
        `/api/auth/reset-password/some-token?callbackURL=${encodeURIComponent(target)}`,
      );
      expect(link.status).toBe(403);
      expect(link.headers.get("location")).toBeNull();
      expect(link.body).toMatchObject({ code: "INVALID_CALLBACK_URL" });
    },
  );

  it("on the app itself are followed as before", async () => {
    for (const target of [
      "/reset-password",
      "/confirm-email?status=x",
      "http://localhost:3000/profile",
      "",
    ]) {
      const reset = await new TestClient(ctx.app).post("/api/auth/request-password-reset", {
        email: uniqueEmail(),
        redirectTo: target,
      });
      expect(reset.status, target).toBe(200);
    }
    const link = await new TestClient(ctx.app).get(
      "/api/auth/reset-password/some-token?callbackURL=%2Freset-password",
    );
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toBe("http://localhost:3000/reset-password?error=INVALID_TOKEN");
  });

  it("of a change of address are checked too", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const reply = await client.post("/api/auth/change-email", {
      newEmail: uniqueEmail(),
      callbackURL: "https://evil.example/",
    });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe("INVALID_CALLBACK_URL");
  });
});

describe("answers about an address", () => {
  /**
   * Makes Better Auth's work for every address that has an account slow, as a known address's extra work
   * (a hash to verify, a token to write, a mail to queue) is on a slow database.
   */
  function slowForKnownAddresses(ms: number) {
    const auth = ctx.services.deps.auth;
    const handler = auth.handler;
    auth.handler = async (request: Request) => {
      const body =
        request.method === "POST"
          ? await request
              .clone()
              .json()
              .catch(() => ({}))
          : {};
      const email = String(body.newEmail ?? body.email ?? "").toLowerCase();
      const [known] = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      if (known) await new Promise((resolve) => setTimeout(resolve, ms));
      return handler(request);
    };
    return () => {
      auth.handler = handler;
    };
  }

  const timed = async (send: () => Promise<{ status: number }>) => {
    const started = performance.now();
    const reply = await send();
    return { status: reply.status, ms: performance.now() - started };
  };

  it.each([
    [
      "sign-in",
      (email: string) =>
        new TestClient(ctx.app).post("/api/auth/sign-in/email", { email, password: "not-the-password-1" }),
    ],
    [
      "the reset request",
      (email: string) =>
        new TestClient(ctx.app).post("/api/auth/request-password-reset", {
          email,
          redirectTo: "/reset-password",
        }),
    ],
    [
      "sign-up",
      (email: string) =>
        new TestClient(ctx.app).post("/api/auth/sign-up/email", {
          name: "T",
          email,
          password: "violet-harbour-93",
        }),
    ],
  ])("take no less time for an unknown address than for a known one (%s)", async (_what, send) => {
    const { email } = await new TestClient(ctx.app).signUp();
    const restore = slowForKnownAddresses(250);
    try {
      // The rule learns how long known addresses take from their own answers.
      for (let i = 0; i < 6; i++) await send(email);
      for (let i = 0; i < 3; i++) {
        const known = await timed(() => send(email));
        expect(known.ms).toBeGreaterThanOrEqual(250);
        const unknown = await timed(() => send(uniqueEmail()));
        expect(unknown.status).toBe(known.status);
        expect(unknown.ms).toBeGreaterThanOrEqual(240);
      }
    } finally {
      restore();
    }
  });

  it("take no less time for a free new address than for a taken one (change of e-mail)", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const { email: taken } = await new TestClient(ctx.app).signUp();
    const restore = slowForKnownAddresses(250);
    try {
      for (let i = 0; i < 6; i++) await client.post("/api/auth/change-email", { newEmail: taken });
      for (let i = 0; i < 2; i++) {
        const takenReply = await timed(() => client.post("/api/auth/change-email", { newEmail: taken }));
        expect(takenReply).toMatchObject({ status: 200 });
        const free = await timed(() => client.post("/api/auth/change-email", { newEmail: uniqueEmail() }));
        expect(free.status).toBe(200);
        expect(free.ms).toBeGreaterThanOrEqual(240);
      }
    } finally {
      restore();
    }
  });
});

describe("the answer to a sign-up", () => {
  /** The answer with each value replaced by its form: what an observer can compare without knowing it. */
  const form = (reply: { status: number; headers: Headers; body: unknown }) => ({
    status: reply.status,
    headers: [...reply.headers.keys()].filter((name) => name !== "x-request-id").sort(),
    body: JSON.parse(
      JSON.stringify(reply.body)
        .replace(/"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g, '"<uuid>"')
        .replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '"<date>"')
        .replace(/"[^"]+@example\.com"/g, '"<email>"'),
    ),
  });

  it("has the same form for a taken address as for a new one (the made-up user's id was not a UUID)", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    const send = (address: string) =>
      new TestClient(ctx.app).post("/api/auth/sign-up/email", {
        name: "Same Form",
        email: address.toUpperCase(),
        password: "violet-harbour-93",
      });
    const taken = await send(email);
    const fresh = await send(uniqueEmail());
    expect(form(taken)).toEqual(form(fresh));
    expect(taken.body.user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(taken.body.user.email).toBe(email);
  });

  it("is alike for known and unknown addresses on sign-in, the reset request and the resend", async () => {
    const { email } = await new TestClient(ctx.app).signUp();
    for (const [path, body] of [
      ["/api/auth/sign-in/email", (address: string) => ({ email: address, password: "not-the-password-1" })],
      [
        "/api/auth/request-password-reset",
        (address: string) => ({ email: address, redirectTo: "/reset-password" }),
      ],
      ["/api/auth/send-verification-email", (address: string) => ({ email: address })],
    ] as const) {
      const known = await new TestClient(ctx.app).post(path, body(email));
      const unknown = await new TestClient(ctx.app).post(path, body(uniqueEmail()));
      expect(form(known), path).toEqual(form(unknown));
    }
  });
});

describe("the even-timing rule", () => {
  function fakeClock() {
    let now = 0;
    const holds: number[] = [];
    return {
      holds,
      advance: (ms: number) => {
        now += ms;
      },
      clock: {
        now: () => now,
        sleep: async (ms: number) => {
          holds.push(ms);
          now += ms;
        },
      },
    };
  }

  it("holds the faster outcome until the slower one's usual time, and never the slower one beyond its own", async () => {
    const fake = fakeClock();
    const even = createEvenTiming(fake.clock);
    const answer = async (hasAccount: boolean, ms: number) => {
      const started = fake.clock.now();
      fake.advance(ms);
      await even("sign-in", hasAccount, started);
      return fake.clock.now() - started;
    };
    for (let i = 0; i < 10; i++) await answer(true, 80);
    expect(await answer(false, 20)).toBe(80);
    expect(await answer(true, 85)).toBe(85);
    // Endpoints are separate: another's figures do not hold this one.
    expect(
      await (async () => {
        const started = fake.clock.now();
        fake.advance(5);
        await even("request-password-reset", false, started);
        return fake.clock.now() - started;
      })(),
    ).toBe(5);
  });

  it("is not worn down by a flood of unknown addresses, nor held long by one stall", async () => {
    const fake = fakeClock();
    const even = createEvenTiming(fake.clock);
    const answer = async (hasAccount: boolean, ms: number) => {
      const started = fake.clock.now();
      fake.advance(ms);
      await even("sign-up", hasAccount, started);
      return fake.clock.now() - started;
    };
    for (let i = 0; i < 10; i++) await answer(true, 60);
    for (let i = 0; i < 500; i++) await answer(false, 10);
    expect(await answer(false, 10)).toBe(60);
    // One 1.5 s stall among many ordinary answers does not hold the next ones for 1.5 s.
    await answer(true, 1500);
    expect(await answer(false, 10)).toBe(60);
  });
});

describe("X-Forwarded-For", () => {
  const signUpFrom = (app: TestContext["app"], forwardedFor: string) =>
    new TestClient(app).post(
      "/api/auth/sign-up/email",
      { name: "F", email: uniqueEmail(), password: "violet-harbour-93" },
      { "x-forwarded-for": forwardedFor },
    );

  it("behind a trusted proxy counts the address the proxy saw, not what the client wrote before it", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await signUpFrom(ctx.app, `203.0.113.${i}, 10.66.0.9`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy is counted on its own.
    expect((await signUpFrom(ctx.app, "203.0.113.1, 10.66.0.10")).status).toBe(200);
  });

  it("behind a trusted proxy ignores a last hop that is no address", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await signUpFrom(ctx.app, `10.67.0.1, not-an-ip-${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("counts an IPv6 client by its /64 network, which one subscriber can rotate through at will", async () => {
    const statuses: number[] = [];
    for (const address of [
      "2001:db8:7:1::1",
      "2001:db8:7:1::2",
      "2001:db8:7:1:ffff:1:2:3",
      "2001:DB8:7:1::9",
    ]) {
      statuses.push((await signUpFrom(ctx.app, address)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await signUpFrom(ctx.app, "2001:db8:7:2::1")).status).toBe(200);
  });

  it.each([
    ["2001:db8:7:1::1", "2001:db8:7:1::/64"],
    ["2001:0db8:0007:0001:ffff:1:2:3", "2001:db8:7:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1:2:3:4", "fe80:0:0:0::/64"],
    ["1::2:3:4:5:10.1.2.3", "1:0:2:3::/64"],
    ["::ffff:10.1.2.3", "10.1.2.3"],
    ["64:ff9b::10.1.2.3", "64:ff9b:0:0::/64"],
    ["10.1.2.3", "10.1.2.3"],
    ["local", "local"],
  ])("reads %s as the client %s", (address, block) => {
    expect(addressBlock(address)).toBe(block);
  });

  it("without TRUST_PROXY is not read at all", async () => {
    const direct = await createTestApp({ TRUST_PROXY: "false" });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) statuses.push((await signUpFrom(direct.app, `198.51.100.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await direct.close();
    }
  });
});
