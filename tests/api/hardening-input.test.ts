/**
 * What a client sends in a body or a query string can only earn a 4xx in the API's error shape: bodies
 * that are not sent as JSON (415), nest absurdly deep, or hold text the database cannot store as sent (NUL,
 * lone surrogates); query strings with control characters or broken encoding; names with bidirectional
 * overrides; addresses longer than SMTP allows.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templates, users } from "../../src/server/db/schema.js";
import { createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";

let ctx: TestContext;
let owner: TestClient;
let templateId: string;
let pageHtml: string;

const GENERATION = {
  prompt: "A bakery in Leeds selling sourdough and celebration cakes, with a short enquiry form",
  title: "Leeds Loaf",
  companyName: "Leeds Loaf",
  landingPageType: "lead-generation",
  industry: "food",
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = new TestClient(ctx.app);
  await owner.signUp({ name: "Input Owner" });
  const created = await owner.post("/api/templates", GENERATION);
  expect(created.status).toBe(201);
  templateId = created.body.template.id;
  pageHtml = created.body.template.htmlContent;
});
afterAll(async () => {
  await ctx.close();
});

const NOT_JSON = {
  error: {
    code: "unsupported_media_type",
    message: "Send the request body as JSON (Content-Type: application/json)",
  },
};

describe("a body that is not sent as JSON", () => {
  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["no content type", ""],
    ["XML", "application/xml"],
  ])("is refused with 415 (%s) on every JSON endpoint of ours", async (_what, contentType) => {
    const cases: [string, string, string][] = [
      ["PATCH", "/api/profile", JSON.stringify({ fullName: "Typed Wrong" })],
      ["POST", "/api/contact", JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Hi" })],
      ["POST", "/api/templates", JSON.stringify(GENERATION)],
      ["POST", `/api/templates/${templateId}/iterations`, JSON.stringify({ change: "Make it blue" })],
      ["PUT", `/api/templates/${templateId}/html`, JSON.stringify({ html: pageHtml })],
      ["PATCH", "/api/leads/settings", JSON.stringify({ retentionMonths: 6 })],
      ["PATCH", `/api/leads/forms/${templateId}`, JSON.stringify({ notifyLeads: false })],
    ];
    for (const [method, path, body] of cases) {
      const reply = await owner.request(method, path, body, { "content-type": contentType });
      expect(reply.status, `${method} ${path}`).toBe(415);
      expect(reply.body, `${method} ${path}`).toEqual(NOT_JSON);
    }
    const purchase = await owner.request("POST", "/api/purchases", JSON.stringify({ package: "starter" }), {
      "content-type": contentType,
      "idempotency-key": crypto.randomUUID(),
    });
    expect(purchase.status).toBe(415);
    expect((await owner.get("/api/profile")).body).toMatchObject({
      fullName: "Input Owner",
      tokenBalance: 0,
    });
  });

  it("is read as JSON with a charset or a +json type", async () => {
    for (const contentType of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
      const reply = await owner.request(
        "PATCH",
        "/api/profile",
        JSON.stringify({ fullName: "Input Owner" }),
        {
          "content-type": contentType,
        },
      );
      expect(reply.status, contentType).toBe(200);
    }
  });

  it("answers an empty body with 400 invalid_json, whatever its type", async () => {
    for (const contentType of ["application/json", "text/plain", ""]) {
      const reply = await owner.request("PATCH", "/api/profile", "", { "content-type": contentType });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        error: { code: "invalid_json", message: "The request body must be JSON" },
      });
    }
  });
});

describe("a JSON body nested absurdly deep", () => {
  it.each([
    ["arrays", (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`],
    ["objects", (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`],
  ])("is refused with 400 in an unknown field (%s), and nothing is bought", async (_what, nest) => {
    const deep = nest(12_000);
    for (const [method, path, body, headers] of [
      [
        "POST",
        "/api/purchases",
        `{"package":"starter","extra":${deep}}`,
        { "idempotency-key": crypto.randomUUID() },
      ],
      ["PATCH", "/api/profile", `{"fullName":"Deep","extra":${deep}}`, {}],
      ["POST", "/api/contact", `{"name":"A","email":"a@example.com","message":"m","extra":${deep}}`, {}],
    ] as [string, string, string, Record<string, string>][]) {
      const reply = await owner.request(method, path, body, headers);
      expect(reply.status, path).toBe(400);
      expect(reply.body, path).toEqual({
        error: { code: "invalid_json", message: "The request body is nested too deeply" },
      });
    }
    expect((await owner.get("/api/profile")).body.tokenBalance).toBe(0);
  });
});

describe("text the database cannot store as sent", () => {
  // NUL: PostgreSQL refuses it (this was a 500); lone surrogates: the driver turned them into U+FFFD.
  const UNSTORABLE: [string, string][] = [
    ["a NUL", "a\u0000b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "a\udfffb"],
    ["a surrogate pair in the wrong order", "a\udc00\ud800b"],
  ];

  it.each(UNSTORABLE)(
    "is refused with 400 naming the field in a hand-edited page (%s)",
    async (_what, text) => {
      const html = pageHtml.replace("</body>", `<p>${text}</p></body>`);
      const inHtml = await owner.request("PUT", `/api/templates/${templateId}/html`, { html });
      expect(inHtml.status).toBe(400);
      expect(inHtml.body).toEqual({
        error: {
          code: "validation_failed",
          message: "“html” contains characters that are not allowed",
          fields: { html: "“html” contains characters that are not allowed" },
        },
      });
      const inNote = await owner.request("PUT", `/api/templates/${templateId}/html`, {
        html: pageHtml,
        note: text,
      });
      expect(inNote.status).toBe(400);
      expect(inNote.body.error.fields).toEqual({ note: "“note” contains characters that are not allowed" });
      const [row] = await ctx.database.db.select().from(templates).where(eq(templates.id, templateId));
      expect(row.version).toBe(1);
    },
  );

  it.each(UNSTORABLE.slice(1))("is refused in the profile and the contact form (%s)", async (_what, text) => {
    const profile = await owner.patch("/api/profile", { fullName: `Ada ${text}` });
    expect(profile.status).toBe(400);
    expect(profile.body.error.code).toBe("validation_failed");
    expect((await owner.get("/api/profile")).body.fullName).toBe("Input Owner");
    const contact = await new TestClient(ctx.app).post("/api/contact", {
      name: "Ada",
      email: "ada@example.com",
      message: `Hello ${text}`,
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error.fields).toEqual({
      message: "Message contains characters that are not allowed",
    });
  });

  it.each(UNSTORABLE)(
    "is refused in a photo's alt text before anything is reserved (%s)",
    async (_what, text) => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c08040" } })
        .png()
        .toBuffer();
      const client = new TestClient(ctx.app);
      await client.signUp();
      const reply = await client.post("/api/templates", {
        ...GENERATION,
        images: [
          { role: "hero", dataUrl: `data:image/png;base64,${png.toString("base64")}`, alt: `Loaves ${text}` },
        ],
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.fields).toEqual({
        "images.0.alt": "Photo description contains characters that are not allowed",
      });
      expect((await client.get("/api/profile")).body.tokenBalance).toBe(500);
    },
  );

  it("keeps real emoji and other astral characters", async () => {
    const reply = await owner.patch("/api/profile", { fullName: "Ada 😀 𝒜" });
    expect(reply.status).toBe(200);
    expect(reply.body.fullName).toBe("Ada 😀 𝒜");
    await owner.patch("/api/profile", { fullName: "Input Owner" });
  });

  it.each([
    ["a NUL", "Ada\u0000"],
    ["a lone surrogate", "Ada\ud800"],
  ])("is refused by Better Auth's endpoints too (%s)", async (_what, name) => {
    const email = uniqueEmail();
    const reply = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      name,
      email,
      password: "violet-harbour-93",
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: "INVALID_CHARACTERS",
      message: "Full name contains characters that are not allowed",
      error: { code: "invalid_characters", message: "Full name contains characters that are not allowed" },
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe("a query string", () => {
  const BAD_ADDRESS = { error: { code: "bad_request", message: "The address is not valid" } };

  it.each([
    ["a NUL in the search (was a 500)", "/api/leads?q=%00"],
    ["a NUL in the CSV export's search (was a 500)", "/api/leads.csv?q=a%00b"],
    ["an escape character", "/api/leads?q=%1b%5b31m"],
    ["broken UTF-8", "/api/leads?q=%ff"],
    ["an encoded lone surrogate", "/api/leads?q=%ED%A0%80"],
    ["a cut-off escape", "/api/leads?q=%e0%a4%a"],
    ["a NUL in a name", "/api/transactions?cur%00sor=x"],
    ["a NUL in a template filter", "/api/leads?template=%00"],
    ["a NUL in the limit", "/api/templates?limit=1%00"],
  ])("is refused with 400 when it holds %s", async (_what, path) => {
    const reply = await owner.get(path);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(BAD_ADDRESS);
  });

  it("with ordinary text, repeated keys and bracketed names still answers", async () => {
    for (const path of [
      "/api/leads?q=caf%C3%A9+%F0%9F%98%80",
      "/api/leads?q=pasted%09with%20a%20tab",
      "/api/leads?limit=5&limit=500",
      "/api/leads?q[]=x",
      "/api/templates?limit=2&limit=x",
    ]) {
      const reply = await owner.get(path);
      expect(reply.status, path).toBe(200);
    }
  });
});

describe("names", () => {
  const OVERRIDES = ["Ada \u202Egnp.exe", "Ada\u202D", "Ada\u2066Lovelace\u2069", "\u202AAda"];

  it.each(OVERRIDES)(
    "with a bidirectional control are refused everywhere a name is set (%j)",
    async (name) => {
      const profile = await owner.patch("/api/profile", { fullName: name });
      expect(profile.status).toBe(400);
      expect(profile.body.error.fields).toEqual({
        fullName: "Full name contains characters that are not allowed",
      });
      const update = await owner.post("/api/auth/update-user", { name });
      expect(update.status).toBe(400);
      expect(update.body.message).toBe("Full name contains characters that are not allowed");
      const signUp = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
        name,
        email: uniqueEmail(),
        password: "violet-harbour-93",
      });
      expect(signUp.status).toBe(400);
      const contact = await new TestClient(ctx.app).post("/api/contact", {
        name,
        email: "ada@example.com",
        message: "Hello",
      });
      expect(contact.status).toBe(400);
      expect(contact.body.error.fields).toEqual({ name: "Name contains characters that are not allowed" });
      expect((await owner.get("/api/profile")).body.fullName).toBe("Input Owner");
    },
  );

  it.each([null, "", "   ", 42, ["Ada"]])(
    "that are missing or not text are refused on update-user with the form's message (%j)",
    async (name) => {
      const update = await owner.post("/api/auth/update-user", { name });
      expect(update.status).toBe(400);
      expect(update.body.message).toBe("Please enter your full name");
      expect((await owner.get("/api/profile")).body.fullName).toBe("Input Owner");
    },
  );

  it("in right-to-left scripts are kept as written", async () => {
    for (const name of ["שרה כהן", "محمد علي"]) {
      const reply = await owner.patch("/api/profile", { fullName: name });
      expect(reply.status).toBe(200);
      expect(reply.body.fullName).toBe(name);
    }
    await owner.patch("/api/profile", { fullName: "Input Owner" });
  });
});

describe("figures a client sends", () => {
  it("are never trusted: balance, price, bonus, cost and owner come from the server", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    const profile = await client.patch("/api/profile", {
      fullName: "Figures",
      tokenBalance: 1_000_000,
      totalTokensPurchased: 1_000_000,
      email: "taken-over@example.com",
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: userId,
      fullName: "Figures",
      tokenBalance: 500,
      totalTokensPurchased: 0,
    });
    expect(profile.body.email).not.toBe("taken-over@example.com");
    const bought = await client.post(
      "/api/purchases",
      { package: "custom", baseTokens: 500, priceCents: 1, bonusTokens: 99_999, totalTokens: 99_999 },
      { "idempotency-key": crypto.randomUUID() },
    );
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({
      baseTokens: 500,
      bonusTokens: 0,
      totalTokens: 500,
      priceCents: 500,
    });
    expect(bought.body.tokenBalance).toBe(1000);
    const made = await client.post("/api/templates", {
      ...GENERATION,
      cost: 1,
      tokensUsed: 1,
      userId: "someone-else",
    });
    expect(made.status).toBe(201);
    expect(made.body.tokensUsed).toBe(500);
    expect(made.body.tokenBalance).toBe(500);
    const [row] = await ctx.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, made.body.template.id));
    expect(row.userId).toBe(userId);
  });
});

describe("a profile picture", () => {
  it.each([
    ["a javascript: address", "javascript:alert(document.cookie)"],
    ["90 KB of text", "x".repeat(90_000)],
    ["an address", "https://example.com/me.png"],
  ])("is refused on sign-up and update-user, and nothing is stored (%s)", async (_what, image) => {
    const email = uniqueEmail();
    const signUp = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      name: "Pic",
      email,
      password: "violet-harbour-93",
      image,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({
      code: "IMAGE_NOT_SUPPORTED",
      error: { code: "image_not_supported", message: "Profile pictures are not supported" },
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const update = await owner.post("/api/auth/update-user", { image });
    expect(update.status).toBe(400);
    const session = await owner.get("/api/auth/get-session");
    expect(session.body.user.image).toBeNull();
  });
});

describe("e-mail addresses", () => {
  const long = `${"a".repeat(64)}@${"b".repeat(200)}.example`;

  it("longer than 254 characters are refused by sign-up (was stored), sign-in, reset and change of address", async () => {
    expect(long.length).toBeGreaterThan(254);
    const message = "Email must be at most 254 characters";
    for (const [path, body] of [
      ["/api/auth/sign-up/email", { name: "Long", email: long, password: "violet-harbour-93" }],
      ["/api/auth/sign-in/email", { email: long, password: "violet-harbour-93" }],
      ["/api/auth/request-password-reset", { email: long, redirectTo: "/reset-password" }],
      ["/api/auth/send-verification-email", { email: long }],
    ] as const) {
      const reply = await new TestClient(ctx.app).post(path, body);
      expect(reply.status, path).toBe(400);
      expect(reply.body, path).toMatchObject({ code: "EMAIL_TOO_LONG", message });
    }
    const change = await owner.post("/api/auth/change-email", { newEmail: long });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe("New email must be at most 254 characters");
    expect(await ctx.database.db.select().from(users).where(eq(users.email, long))).toHaveLength(0);
  });
});
