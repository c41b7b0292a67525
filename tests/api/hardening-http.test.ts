/**
 * HTTP itself: a known path asked with another method is a 405 with Allow (OPTIONS a 204 with Allow and no
 * CORS), HEAD answers like GET without a body and without leaving an event stream running, Better Auth's
 * answers carry the API's error shape and its unknown paths are JSON 404s, every answer has the security
 * headers, and no API answer can be read by another origin with the user's cookies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
let owner: TestClient;
let templateId: string;
let formToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = new TestClient(ctx.app);
  await owner.signUp({ name: "Http Owner" });
  const created = await owner.post("/api/templates", {
    prompt: "A dog-walking service in Bristol: group walks and solo walks, book through the form",
    title: "Bristol Paws",
    companyName: "Bristol Paws",
    landingPageType: "lead-generation",
    industry: "other",
  });
  expect(created.status).toBe(201);
  templateId = created.body.template.id;
  await owner.post("/api/purchases", { package: "starter" }, { "idempotency-key": crypto.randomUUID() });
  formToken = created.body.template.htmlContent.match(/\/f\/([A-Za-z0-9_-]{20,})/)[1];
});
afterAll(async () => {
  await ctx.close();
});

describe("a method the path does not have", () => {
  it.each([
    ["PUT", "/api/profile", "GET, HEAD, OPTIONS, PATCH"],
    ["DELETE", "/api/profile", "GET, HEAD, OPTIONS, PATCH"],
    ["POST", "/api/health", "GET, HEAD, OPTIONS"],
    ["GET", "/api/purchases", "OPTIONS, POST"],
    ["PUT", "/api/contact", "OPTIONS, POST"],
    ["PATCH", "/api/templates/:id", "DELETE, GET, HEAD, OPTIONS"],
    ["GET", "/api/templates/:id/html", "OPTIONS, PUT"],
    ["DELETE", "/api/leads.csv", "GET, HEAD, OPTIONS"],
    ["PUT", "/api/transactions", "GET, HEAD, OPTIONS"],
    ["GET", "/api/auth/sign-in/email", "OPTIONS, POST"],
    ["PUT", "/api/auth/sign-up/email", "OPTIONS, POST"],
    ["DELETE", "/api/auth/get-session", "GET, HEAD, OPTIONS, POST"],
    ["POST", "/api/auth/reset-password/some-token", "GET, HEAD, OPTIONS"],
    ["GET", "/f/some-form-token-abcdefgh", "OPTIONS, POST"],
    ["PUT", "/f/some-form-token-abcdefgh", "OPTIONS, POST"],
    ["POST", "/preview/:id", "GET, HEAD, OPTIONS"],
  ])(
    "answers %s %s with 405 and Allow: %s (was 404, or an empty 404 from Better Auth)",
    async (method, path, allow) => {
      const reply = await owner.request(
        method,
        path.replace(":id", templateId),
        method === "GET" ? undefined : {},
      );
      expect(reply.status).toBe(405);
      expect(reply.headers.get("allow")).toBe(allow);
      expect(reply.body).toEqual({
        error: { code: "method_not_allowed", message: `${method} is not allowed here; use ${allow}` },
      });
    },
  );

  it("is still a 404 when the path does not exist, with or without /api/auth", async () => {
    for (const [method, path] of [
      ["GET", "/api/nothing-here"],
      ["POST", "/api/auth/no-such-endpoint"],
      ["GET", "/api/auth/no-such-endpoint"],
      ["POST", "/api/auth/sign-up/email/"],
      ["POST", "/api/auth//sign-up/email"],
      ["POST", "/api/auth/SIGN-UP/email"],
    ]) {
      const reply = await new TestClient(ctx.app).request(method, path, method === "POST" ? {} : undefined);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body, `${method} ${path}`).toEqual({
        error: { code: "not_found", message: "No such API endpoint" },
      });
    }
  });
});

describe("OPTIONS", () => {
  it.each(["/api/profile", "/api/contact", "/api/auth/sign-in/email", "/api/auth/get-session"])(
    "on %s is 204 with Allow and no CORS grant, even for another origin asking a preflight",
    async (path) => {
      const reply = await owner.request("OPTIONS", path, undefined, {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      });
      expect(reply.status).toBe(204);
      expect(reply.headers.get("allow")).toContain("OPTIONS");
      expect(reply.headers.get("access-control-allow-origin")).toBeNull();
      expect(reply.headers.get("access-control-allow-credentials")).toBeNull();
      expect(reply.headers.get("access-control-allow-methods")).toBeNull();
    },
  );

  it("on the form endpoint grants any origin, without credentials", async () => {
    const reply = await new TestClient(ctx.app).request("OPTIONS", `/f/${formToken}`, undefined, {
      origin: "https://customer-site.example",
      "access-control-request-method": "POST",
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    expect(reply.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("HEAD", () => {
  it("answers like GET without a body, on our routes and on Better Auth's (get-session was an empty 404)", async () => {
    for (const path of ["/api/health", "/api/profile", "/api/auth/get-session", `/preview/${templateId}`]) {
      const reply = await owner.request("HEAD", path);
      expect(reply.status, path).toBe(200);
      expect(reply.body, path).toBeNull();
    }
  });

  it("leaves no event stream running (each HEAD /api/events kept a subscription forever)", async () => {
    let subscribed = 0;
    const bus = ctx.services.deps.events;
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = (userId, listener) => {
      subscribed += 1;
      const unsubscribe = subscribe(userId, listener);
      return () => {
        subscribed -= 1;
        unsubscribe();
      };
    };
    try {
      for (let i = 0; i < 5; i++) {
        const reply = await owner.request("HEAD", "/api/events");
        expect(reply.status).toBe(200);
        expect(reply.headers.get("content-type")).toContain("text/event-stream");
      }
      await expect.poll(() => subscribed, { timeout: 2000 }).toBe(0);
    } finally {
      bus.subscribe = subscribe;
    }
  });
});

describe("Better Auth's answers", () => {
  it("carry the API's error shape beside Better Auth's own, with field messages for a bad body", async () => {
    const wrongTypes = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: 5,
      password: ["x"],
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body).toMatchObject({
      code: "VALIDATION_ERROR",
      error: {
        code: "validation_error",
        message: "Invalid input: expected string, received number",
        fields: {
          email: "Invalid input: expected string, received number",
          password: "Invalid input: expected string, received array",
        },
      },
    });
    const wrongPassword = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email: "nobody@example.com",
      password: "not-the-password-1",
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
      error: { code: "invalid_email_or_password", message: "Invalid email or password" },
    });
    const notJson = await new TestClient(ctx.app).request("POST", "/api/auth/sign-in/email", "{", {
      "content-type": "application/json",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toEqual({ code: "bad_request", message: "Invalid JSON in request body" });
    const signedOut = await new TestClient(ctx.app).post("/api/auth/update-user", { name: "X" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.code).toBe("unauthorized");
  });

  it("keep their successes as they were", async () => {
    const session = await owner.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body.user.name).toBe("Http Owner");
    expect(session.body.error).toBeUndefined();
    expect(await new TestClient(ctx.app).get("/api/auth/get-session").then((r) => r.body)).toBeNull();
  });
});

describe("security headers", () => {
  const expectSecurityHeaders = (headers: Headers, what: string) => {
    expect(headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(headers.get("content-security-policy"), what).toBeTruthy();
    expect(headers.get("referrer-policy"), what).toBeTruthy();
    expect(headers.get("x-frame-options") ?? "", what).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  };

  it("are on every kind of answer: success, errors, 404, 405, OPTIONS, HEAD, Better Auth, forms, preview", async () => {
    const stranger = new TestClient(ctx.app);
    const answers = [
      ["GET", "/api/health", undefined],
      ["GET", "/api/profile", undefined, stranger],
      ["GET", "/api/nothing", undefined],
      ["PUT", "/api/profile", {}],
      ["OPTIONS", "/api/profile", undefined],
      ["HEAD", "/api/profile", undefined],
      ["PATCH", "/api/profile", "{"],
      ["GET", "/api/leads?q=%00", undefined],
      ["GET", "/%ff", undefined],
      ["POST", "/api/auth/sign-in/email", { email: "x@example.com", password: "wrong-password-1" }, stranger],
      ["GET", "/api/auth/no-such-endpoint", undefined],
      ["GET", "/api/auth/error?error=x", undefined],
      ["GET", "/api/auth/get-session", undefined],
      ["POST", `/f/${formToken}`, "name=Ann", stranger],
      ["POST", "/f/unknown-token-abcdefghijk", "name=Ann", stranger],
      ["GET", `/preview/${templateId}`, undefined],
      ["GET", "/preview/not-a-uuid", undefined],
      ["GET", "/somewhere/else", undefined],
    ] as [string, string, unknown, TestClient?][];
    for (const [method, path, body, client] of answers) {
      const headers: Record<string, string> =
        typeof body === "string" && path.startsWith("/f/")
          ? { "content-type": "application/x-www-form-urlencoded" }
          : {};
      const reply = await (client ?? owner).request(method, path, body, headers);
      expectSecurityHeaders(reply.headers, `${method} ${path} → ${reply.status}`);
    }
  });
});

describe("another user's rows", () => {
  it("answer 404 in the error shape on every route, never 403 and never the row", async () => {
    const job = await owner.request(
      "POST",
      `/api/templates/${templateId}/iterations`,
      { change: "Make the headline say Walks every day" },
      { prefer: "respond-async" },
    );
    expect(job.status).toBe(202);
    const lead = await ctx.app.request(`${APP_URL}/f/${formToken}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "x-forwarded-for": "10.99.1.1",
      },
      body: "name=Neighbour&email=n%40example.com",
    });
    expect(lead.status).toBe(201);
    const leadId = (await owner.get("/api/leads")).body.items[0].id;
    const stranger = new TestClient(ctx.app);
    await stranger.signUp({ name: "Stranger" });
    const jobId = job.body.job.id;
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/templates/${templateId}`],
      ["GET", `/api/templates/${templateId}/versions`],
      ["GET", `/api/templates/${templateId}/download`],
      ["POST", `/api/templates/${templateId}/iterations`, { change: "Make it green" }],
      ["POST", `/api/templates/${templateId}/versions/1/restore`, {}],
      ["PUT", `/api/templates/${templateId}/html`, { html: "<!doctype html><title>x</title>" }],
      ["DELETE", `/api/templates/${templateId}`],
      ["GET", `/preview/${templateId}`],
      ["GET", `/api/jobs/${jobId}`],
      ["GET", `/api/jobs/${jobId}/events`],
      ["DELETE", `/api/jobs/${jobId}`],
      ["DELETE", `/api/leads/${leadId}`],
      ["GET", `/api/leads?template=${templateId}`],
      ["GET", `/api/leads.csv?template=${templateId}`],
      ["DELETE", `/api/leads?template=${templateId}`],
      ["PATCH", `/api/leads/forms/${templateId}`, { notifyLeads: false }],
    ];
    for (const [method, path, body] of attempts) {
      const reply = await stranger.request(method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body.error.code, `${method} ${path}`).toBe("not_found");
      expect(JSON.stringify(reply.body), `${method} ${path}`).not.toContain("Bristol Paws");
    }
    // Nothing of the owner's changed.
    expect((await owner.get(`/api/templates/${templateId}`)).status).toBe(200);
    expect((await owner.get("/api/leads")).body.items.map((l: { id: string }) => l.id)).toContain(leadId);
  });
});

describe("cross-origin reads", () => {
  it("get no CORS grant on any API answer, so another site cannot read them with the user's cookies", async () => {
    for (const path of [
      "/api/profile",
      "/api/templates",
      `/api/templates/${templateId}`,
      "/api/leads",
      "/api/leads.csv",
      "/api/transactions",
      "/api/jobs",
      "/api/auth/get-session",
      "/api/auth/list-sessions",
    ]) {
      for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"]) {
        const reply = await owner.get(path, {
          origin,
          "sec-fetch-site": "cross-site",
          "sec-fetch-mode": "cors",
        });
        expect(reply.headers.get("access-control-allow-origin"), `${path} from ${origin}`).toBeNull();
        expect(reply.headers.get("access-control-allow-credentials"), path).toBeNull();
      }
    }
  });
});

describe("server-sent events resumed far ahead", () => {
  it("treat a Last-Event-ID beyond PostgreSQL's integers as 'seen everything' instead of failing the stream", async () => {
    const job = await owner.request(
      "POST",
      `/api/templates/${templateId}/iterations`,
      { change: "Make the headline say Happy dogs, happy owners" },
      { prefer: "respond-async" },
    );
    expect(job.status).toBe(202);
    const id = job.body.job.id;
    await expect
      .poll(async () => (await owner.get(`/api/jobs/${id}`)).body.job.status, { timeout: 30_000 })
      .toMatch(/^(succeeded|failed)$/);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const resumed = await owner.get(`/api/jobs/${id}/events`, { "last-event-id": "99999999999" });
      expect(resumed.status).toBe(200);
      expect(resumed.body).toBeNull();
      const query = await owner.get(`/api/jobs/${id}/events?lastEventId=2147483648`);
      expect(query.body).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
  });
});

describe("live update streams", () => {
  it("are capped at 20 per user across /api/events and job events; a closed one frees its place", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const job = await client.request(
      "POST",
      "/api/templates",
      {
        prompt: "A bakery in Hull with rye bread and a Saturday market stall",
        title: "Hull Rye",
        companyName: "Hull Rye",
        landingPageType: "business-homepage",
        industry: "food",
      },
      { prefer: "respond-async" },
    );
    expect(job.status).toBe(202);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const open = (path: string) => ctx.app.request(`${APP_URL}${path}`, { headers: { cookie } });
    const streams: Response[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const stream = await open("/api/events");
        expect(stream.status).toBe(200);
        streams.push(stream);
      }
      const refused = await open("/api/events");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: "too_many_streams",
          message: "At most 20 live updates can be open at once. Close some tabs and try again.",
        },
      });
      expect((await open(`/api/jobs/${job.body.job.id}/events`)).status).toBe(429);
      // Another user is not affected.
      const other = await owner.request("GET", "/api/auth/get-session");
      expect(other.status).toBe(200);
      const ownStream = await ctx.app.request(`${APP_URL}/api/events`, {
        headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      expect(ownStream.status).toBe(200);
      await ownStream.body?.cancel();
      await streams.shift()!.body?.cancel();
      await expect
        .poll(async () => {
          const again = await open("/api/events");
          if (again.status === 200) streams.push(again);
          return again.status;
        })
        .toBe(200);
    } finally {
      for (const stream of streams) await stream.body?.cancel();
    }
  });
});

describe("wrong current passwords", () => {
  it("are limited to 10 per account in 15 minutes on change-password and delete-user together", async () => {
    const client = new TestClient(ctx.app);
    const { password } = await client.signUp();
    for (let i = 0; i < 10; i++) {
      const path = i % 2 ? "/api/auth/change-password" : "/api/auth/delete-user";
      const body =
        i % 2
          ? { currentPassword: `wrong-${i}-password`, newPassword: "amber-lantern-58" }
          : { password: `wrong-${i}-password` };
      const reply = await client.post(path, body);
      expect(reply.status, `${i}`).toBe(400);
      expect(reply.body.code).toBe("INVALID_PASSWORD");
    }
    const limited = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "amber-lantern-58",
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(limited.body.error.code).toBe("rate_limited");
    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(429);
    // Another account is not affected, and the limit ends with its window.
    const other = new TestClient(ctx.app);
    const { password: otherPassword } = await other.signUp();
    expect(
      (
        await other.post("/api/auth/change-password", {
          currentPassword: otherPassword,
          newPassword: "amber-lantern-59",
        })
      ).status,
    ).toBe(200);
    ctx.clock.advance(15 * 60_000 + 1000);
    const after = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "amber-lantern-58",
    });
    expect(after.status).toBe(200);
  });
});
