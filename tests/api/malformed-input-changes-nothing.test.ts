/**
 * Input a route should refuse — malformed, empty-looking or of the wrong kind — is refused with the product's
 * own message and changes nothing (no charge, no stored row, no mail). Found by probing every route:
 * - A password change left the account's other sessions signed in unless the client asked otherwise.
 * - Text that is not empty yet shows nothing (a zero-width space, a soft hyphen, a Hangul filler, the blank
 *   Braille pattern) passed every "required" rule and was stored as a blank name, title, prompt or message.
 * - Better Auth's refusals carried its own words in the API's `error` member ("Unauthorized", "Invalid email",
 *   "Password too short", "Invalid token") instead of the product's ("Please sign in", the spec's messages).
 * - A JSON body that is not an object (an array, a number, a string, null) got zod's "Invalid input: expected
 *   object, received array" on some routes and a purchase-specific message on another.
 * - DELETE /api/leads/settings and /api/leads/forms looked for a lead called "settings" (404 "Lead not found").
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, jobs, leads, mailQueue, templates, users } from "../../src/server/db/schema.js";
import { createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";

let ctx: TestContext;
let owner: TestClient;
let ownerId: string;
let templateId: string;

const GENERATION = {
  prompt: "A bike repair shop in Utrecht: same-day repairs, e-bike service, pick-up by cargo bike",
  title: "Fietsdokter",
  companyName: "Fietsdokter",
  landingPageType: "lead-generation",
  industry: "automotive",
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = new TestClient(ctx.app);
  ownerId = (await owner.signUp({ name: "Round G Owner" })).userId;
  await owner.post("/api/purchases", { package: "starter" }, { "idempotency-key": crypto.randomUUID() });
  const created = await owner.post("/api/templates", GENERATION);
  expect(created.status).toBe(201);
  templateId = created.body.template.id;
});
afterAll(async () => {
  await ctx.close();
});

const balanceOf = async (client: TestClient) =>
  (await client.get("/api/profile")).body.tokenBalance as number;
const countRows = async (table: typeof templates | typeof jobs, userId: string) => {
  const [row] = await ctx.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return Number(row.n);
};

describe("a password change", () => {
  it.each([
    ["without revokeOtherSessions", {}],
    ["with revokeOtherSessions: false", { revokeOtherSessions: false }],
  ])("signs out the account's other sessions %s, and keeps the one that changed it", async (_what, extra) => {
    const laptop = new TestClient(ctx.app);
    const { email, password } = await laptop.signUp({ name: "Two Devices" });
    const phone = new TestClient(ctx.app);
    expect((await phone.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    // A wrong current password changes nothing and signs nobody out.
    const refused = await laptop.post("/api/auth/change-password", {
      currentPassword: "not-my-password-1",
      newPassword: "amber-lantern-77",
      ...extra,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("INVALID_PASSWORD");
    expect((await phone.get("/api/profile")).status).toBe(200);

    const changed = await laptop.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "amber-lantern-77",
      ...extra,
    });
    expect(changed.status).toBe(200);

    const stale = await phone.get("/api/profile");
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ error: { code: "unauthorized", message: "Please sign in" } });
    expect((await laptop.get("/api/profile")).status).toBe(200);
    // The old password no longer signs in; the new one does.
    const oldPassword = await new TestClient(ctx.app).post("/api/auth/sign-in/email", { email, password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new TestClient(ctx.app).post("/api/auth/sign-in/email", {
      email,
      password: "amber-lantern-77",
    });
    expect(newPassword.status).toBe(200);
  });
  it("with a deeply nested body is refused like every other JSON body (it was a 500), and nothing changes", async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await client.signUp({ name: "Deep Body" });
    for (const depth of [33, 5000]) {
      const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
      const body = `{"currentPassword":"${password}","newPassword":"amber-lantern-77","deep":${deep}}`;
      const reply = await client.request("POST", "/api/auth/change-password", body, {
        "content-type": "application/json",
      });
      expect(reply.status, `depth ${depth}`).toBe(400);
      expect(reply.body.error, `depth ${depth}`).toEqual({
        code: "invalid_json",
        message: "The request body is nested too deeply",
      });
      const signIn = await new TestClient(ctx.app).request(
        "POST",
        "/api/auth/sign-in/email",
        `{"email":"${email}","password":"${password}","deep":${deep}}`,
        { "content-type": "application/json" },
      );
      expect(signIn.status, `depth ${depth}`).toBe(400);
      expect(signIn.body.error.message).toBe("The request body is nested too deeply");
    }
    expect((await new TestClient(ctx.app).post("/api/auth/sign-in/email", { email, password })).status).toBe(
      200,
    );
  });
});

describe("text that shows nothing", () => {
  const INVISIBLE = ["\u200b", "\u200b\u200d", "\u00ad", "\u3164", "\u2800", " \u200b\u2060 ", "\u200f"];

  it("is refused as missing in every required field of a generation, and nothing is charged", async () => {
    const before = await balanceOf(owner);
    const templatesBefore = await countRows(templates, ownerId);
    const jobsBefore = await countRows(jobs, ownerId);
    for (const field of ["prompt", "title", "companyName"] as const) {
      for (const value of INVISIBLE) {
        const reply = await owner.post("/api/templates", { ...GENERATION, [field]: value });
        const what = `${field}=${JSON.stringify(value)}`;
        expect(reply.status, what).toBe(400);
        expect(reply.body.error.code, what).toBe("validation_failed");
        expect(reply.body.error.message, what).toBe(
          "All fields including page type and industry are required.",
        );
        expect(reply.body.error.fields[field], what).toBe(
          "All fields including page type and industry are required.",
        );
      }
    }
    expect(await balanceOf(owner)).toBe(before);
    expect(await countRows(templates, ownerId)).toBe(templatesBefore);
    expect(await countRows(jobs, ownerId)).toBe(jobsBefore);
  });

  it("is refused as an iteration's change, and nothing is charged", async () => {
    const before = await balanceOf(owner);
    for (const value of INVISIBLE) {
      const reply = await owner.post(`/api/templates/${templateId}/iterations`, { change: value });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        code: "validation_failed",
        message: "Describe the change you want",
        fields: { change: "Describe the change you want" },
      });
    }
    expect(await balanceOf(owner)).toBe(before);
  });

  it("is refused as a full name on the profile, update-user and sign-up, and nothing is stored", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp({ name: "Visible Name" });
    for (const value of INVISIBLE) {
      const profile = await client.patch("/api/profile", { fullName: value });
      expect(profile.status).toBe(400);
      expect(profile.body.error).toMatchObject({
        code: "validation_failed",
        message: "Please enter your full name",
        fields: { fullName: "Please enter your full name" },
      });
      const update = await client.post("/api/auth/update-user", { name: value });
      expect(update.status).toBe(400);
      expect(update.body).toMatchObject({
        code: "NAME_REQUIRED",
        message: "Please enter your full name",
        error: { code: "name_required", message: "Please enter your full name" },
      });
    }
    expect((await client.get("/api/profile")).body.fullName).toBe("Visible Name");
    // Real names that use such characters inside them are kept as written.
    for (const name of ["😀", "👩‍💻 Ada", "e\u0301lodie", "\u200fשרה כהן", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Fiona"]) {
      const reply = await client.patch("/api/profile", { fullName: name });
      expect(reply.status, JSON.stringify(name)).toBe(200);
      expect(reply.body.fullName).toBe(name);
    }
    await client.patch("/api/profile", { fullName: "Visible Name" });
    const [row] = await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row.name).toBe("Visible Name");

    const email = uniqueEmail("blank-name");
    const signUp = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      name: "\u3164",
      email,
      password: "violet-harbour-93",
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error).toEqual({ code: "name_required", message: "Please enter your full name" });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("is refused in the contact form, and nothing is stored or mailed", async () => {
    const [before] = await ctx.database.db.select({ n: count() }).from(contactMessages);
    const [mailsBefore] = await ctx.database.db
      .select({ n: count() })
      .from(mailQueue)
      .where(eq(mailQueue.kind, "contact-message"));
    const client = new TestClient(ctx.app);
    const name = await client.post("/api/contact", {
      name: "\u200b",
      email: "ada@example.com",
      message: "Hi",
    });
    expect(name.status).toBe(400);
    expect(name.body.error).toMatchObject({
      message: "Name is required",
      fields: { name: "Name is required" },
    });
    const message = await client.post("/api/contact", {
      name: "Ada",
      email: "ada@example.com",
      message: "\u2800\n\u2800",
    });
    expect(message.status).toBe(400);
    expect(message.body.error).toMatchObject({
      message: "Message is required",
      fields: { message: "Message is required" },
    });
    const [after] = await ctx.database.db.select({ n: count() }).from(contactMessages);
    expect(after.n).toBe(before.n);
    const [mailsAfter] = await ctx.database.db
      .select({ n: count() })
      .from(mailQueue)
      .where(eq(mailQueue.kind, "contact-message"));
    expect(mailsAfter.n).toBe(mailsBefore.n);
  });
});

describe("Better Auth's refusals in the API's error member", () => {
  it("say 'Please sign in' when no one is signed in, like every other endpoint", async () => {
    const anonymous = new TestClient(ctx.app);
    for (const path of [
      "/api/auth/update-user",
      "/api/auth/revoke-other-sessions",
      "/api/auth/delete-user",
    ]) {
      const reply = await anonymous.post(path, { name: "X" });
      expect(reply.status, path).toBe(401);
      expect(reply.body, path).toMatchObject({
        code: "UNAUTHORIZED",
        error: { code: "unauthorized", message: "Please sign in" },
      });
    }
    const ours = await anonymous.get("/api/profile");
    expect(ours.body.error.message).toBe("Please sign in");
  });

  it("use the spec's e-mail messages: required, then valid", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/auth/request-password-reset", {}, "Please enter your email address."],
      ["/api/auth/request-password-reset", { email: "" }, "Please enter your email address."],
      ["/api/auth/request-password-reset", { email: "   " }, "Please enter your email address."],
      [
        "/api/auth/request-password-reset",
        { email: "not-an-address" },
        "Please enter a valid email address.",
      ],
      [
        "/api/auth/sign-in/email",
        { email: "", password: "violet-harbour-93" },
        "Please enter your email address.",
      ],
      [
        "/api/auth/sign-in/email",
        { email: "nope", password: "violet-harbour-93" },
        "Please enter a valid email address.",
      ],
      [
        "/api/auth/sign-up/email",
        { name: "Ada", email: "nope", password: "violet-harbour-93" },
        "Please enter a valid email address.",
      ],
      ["/api/auth/send-verification-email", { email: "" }, "Please enter your email address."],
    ];
    for (const [path, body, message] of cases) {
      // A client per request: the reset and sign-up limits are 3 a minute per address.
      const reply = await new TestClient(ctx.app).post(path, body);
      const what = `${path} ${JSON.stringify(body)}`;
      expect(reply.status, what).toBe(400);
      expect(reply.body.error.message, what).toBe(message);
      if (reply.body.error.fields) expect(reply.body.error.fields.email, what).toBe(message);
    }
  });

  it("use the spec's password and reset-link messages, and change nothing", async () => {
    const shortSignUp = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
      name: "Ada",
      email: uniqueEmail("short"),
      password: "abc",
    });
    expect(shortSignUp.status).toBe(400);
    expect(shortSignUp.body).toMatchObject({
      code: "PASSWORD_TOO_SHORT",
      message: "Password too short",
      error: { code: "password_too_short", message: "Password must be at least 6 characters long." },
    });
    const noToken = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      newPassword: "violet-harbour-93",
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.error.message).toBe("Invalid reset token.");
    const badToken = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: "not-a-real-token",
      newPassword: "violet-harbour-93",
    });
    expect(badToken.status).toBe(400);
    expect(badToken.body).toMatchObject({
      code: "INVALID_TOKEN",
      message: "Invalid token",
      error: { code: "invalid_token", message: "This password reset link is invalid or has expired." },
    });
    const shortReset = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: "not-a-real-token",
      newPassword: "abc",
    });
    expect(shortReset.status).toBe(400);
    expect(shortReset.body.error.message).toBe("Password must be at least 6 characters long.");
  });
});

describe("a JSON body that is not an object", () => {
  it.each([
    ["an array", "[]"],
    ["an array of the fields", '[{"fullName":"X"}]'],
    ["a number", "42"],
    ["a string", '"hello"'],
    ["null", "null"],
    ["true", "true"],
  ])(
    "is refused with one message on every JSON endpoint of ours (%s), and nothing changes",
    async (_what, body) => {
      const before = await balanceOf(owner);
      const cases: [string, string, Record<string, string>?][] = [
        ["PATCH", "/api/profile"],
        ["POST", "/api/contact"],
        ["POST", "/api/purchases", { "idempotency-key": crypto.randomUUID() }],
        ["POST", "/api/templates"],
        ["POST", `/api/templates/${templateId}/iterations`],
        ["PUT", `/api/templates/${templateId}/html`],
        ["PATCH", "/api/leads/settings"],
        ["PATCH", `/api/leads/forms/${templateId}`],
      ];
      for (const [method, path, headers] of cases) {
        const reply = await owner.request(method, path, body, {
          "content-type": "application/json",
          ...headers,
        });
        expect(reply.status, `${method} ${path}`).toBe(400);
        expect(reply.body, `${method} ${path}`).toEqual({
          error: { code: "invalid_json", message: "The request body must be a JSON object" },
        });
      }
      expect(await balanceOf(owner)).toBe(before);
    },
  );
});

describe("DELETE on /api/leads/settings and /api/leads/forms", () => {
  it("is a method those paths do not have (405 with Allow), not a lead called 'settings'", async () => {
    await owner.patch("/api/leads/settings", { retentionMonths: 6 });
    const settings = await owner.request("DELETE", "/api/leads/settings");
    expect(settings.status).toBe(405);
    expect(settings.headers.get("allow")).toBe("GET, HEAD, OPTIONS, PATCH");
    expect(settings.body).toEqual({
      error: {
        code: "method_not_allowed",
        message: "DELETE is not allowed here; use GET, HEAD, OPTIONS, PATCH",
      },
    });
    expect((await owner.get("/api/leads/settings")).body).toEqual({ retentionMonths: 6 });

    const forms = await owner.request("DELETE", "/api/leads/forms");
    expect(forms.status).toBe(405);
    expect(forms.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(forms.body.error.message).toBe("DELETE is not allowed here; use GET, HEAD, OPTIONS");
    expect((await owner.get("/api/leads/forms")).body.items).toHaveLength(1);

    // Their Allow lists never borrow DELETE from /api/leads/:id: not for OPTIONS, nor for another method.
    const options = await owner.request("OPTIONS", "/api/leads/settings");
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS, PATCH");
    const put = await owner.request("PUT", "/api/leads/forms");
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, OPTIONS");

    // Other names still mean "no such lead".
    for (const id of ["__proto__", "constructor", "00000000-0000-0000-0000-000000000000"]) {
      const reply = await owner.request("DELETE", `/api/leads/${id}`);
      expect(reply.status, id).toBe(404);
      expect(reply.body.error, id).toEqual({ code: "not_found", message: "Lead not found" });
    }
    const [row] = await ctx.database.db.select({ n: count() }).from(leads);
    expect(Number(row.n)).toBe(0);
  });
});

describe("a generation request with a field of the wrong kind", () => {
  it("is refused with the field's own message (was zod's 'Invalid input: expected …'), and nothing is charged", async () => {
    const before = await balanceOf(owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ logoOption: "UPLOAD" }, "logoOption", 'Choose "generate" or "upload" for the logo'],
      [{ logoOption: 1 }, "logoOption", 'Choose "generate" or "upload" for the logo'],
      [{ targetAudience: 5 }, "targetAudience", "Target audience must be text"],
      [{ targetAudience: "x".repeat(301) }, "targetAudience", "Must be at most 300 characters"],
      [
        { logoOption: "upload", logoData: 5 },
        "logoData",
        "The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB",
      ],
      [{ images: "x" }, "images", "images must be a list of photos"],
      [
        { images: [{ role: "hero", dataUrl: 5 }] },
        "images.0.dataUrl",
        "Each photo must be a PNG, JPEG, WebP or GIF image of at most 10 MB",
      ],
      [{ images: [{ role: "hero", dataUrl: "", alt: 5 }] }, "images.0.alt", "Photo description must be text"],
      [
        { images: [{ role: "hero", dataUrl: "", width: -1 }] },
        "images.0.width",
        "Photo width and height must be whole numbers of pixels",
      ],
      [
        { images: [{ role: "hero", dataUrl: "", height: 1e300 }] },
        "images.0.height",
        "Photo width and height must be whole numbers of pixels",
      ],
    ];
    for (const [extra, field, message] of cases) {
      const reply = await owner.post("/api/templates", { ...GENERATION, ...extra });
      const what = JSON.stringify(extra).slice(0, 80);
      expect(reply.status, what).toBe(400);
      expect(reply.body.error, what).toEqual({
        code: "validation_failed",
        message,
        fields: { [field]: message },
      });
    }
    expect(await balanceOf(owner)).toBe(before);
  });

  it("takes a null target audience as none, like an absent one", async () => {
    const reply = await owner.post("/api/templates", { ...GENERATION, targetAudience: null });
    expect(reply.status).toBe(201);
    expect(reply.body.template.targetAudience).toBe("");
  });
});

describe("deleting leads in bulk", () => {
  const postLead = async (token: string, body: string) =>
    ctx.app.request(`http://localhost:3000/f/${token}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "x-forwarded-for": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body,
    });
  const leadCount = async (userId: string) => {
    const [row] = await ctx.database.db.select({ n: count() }).from(leads).where(eq(leads.userId, userId));
    return Number(row.n);
  };

  it("refuses a filter it does not apply (the list's q, a misspelt name) instead of deleting every lead", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp({ name: "Lead Keeper" });
    const page = await client.post("/api/templates", GENERATION);
    expect(page.status).toBe(201);
    const token = /\/f\/([A-Za-z0-9_-]+)/.exec(page.body.template.htmlContent)![1];
    expect((await postLead(token, "name=Ann&message=spam")).status).toBe(201);
    expect((await postLead(token, "name=Bob&message=a+real+question")).status).toBe(201);
    expect(await leadCount(userId)).toBe(2);

    for (const [query, key] of [
      ["q=spam", "q"],
      [`templat=${page.body.template.id}`, "templat"],
      ["id=x", "id"],
    ]) {
      const reply = await client.request("DELETE", `/api/leads?${query}`);
      const message = `“${key}” cannot narrow a deletion: delete one lead, one page's leads (template) or all`;
      expect(reply.status, query).toBe(400);
      expect(reply.body, query).toEqual({
        error: { code: "invalid_request", message, fields: { [key]: message } },
      });
    }
    const empty = await client.request("DELETE", "/api/leads?template=");
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("template must be a template id");
    const list = await client.get("/api/leads?template=");
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe("template must be a template id");
    expect(await leadCount(userId)).toBe(2);

    // The documented forms still work: one page's leads, then all.
    const onePage = await client.request("DELETE", `/api/leads?template=${page.body.template.id}`);
    expect(onePage.body).toEqual({ deleted: 2 });
    expect(await leadCount(userId)).toBe(0);
  });
});

describe("a form submission whose every answer shows nothing", () => {
  it("is refused as empty: nothing stored, no mail to the owner", async () => {
    const client = new TestClient(ctx.app);
    const { userId, email } = await client.signUp({ name: "Blank Leads" });
    const page = await client.post("/api/templates", GENERATION);
    const token = /\/f\/([A-Za-z0-9_-]+)/.exec(page.body.template.htmlContent)![1];
    const reply = await ctx.app.request(`http://localhost:3000/f/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: "name=%20%20&email=%E2%80%8B&message=%E3%85%A4%E2%A0%80",
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      ok: false,
      error: { code: "empty_submission", message: "The form is empty. Please fill it in and try again." },
    });
    const [stored] = await ctx.database.db.select({ n: count() }).from(leads).where(eq(leads.userId, userId));
    expect(Number(stored.n)).toBe(0);
    const mails = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email));
    expect(mails.filter((mail) => mail.kind === "lead")).toHaveLength(0);
  });
});

describe("a name that carries a link", () => {
  it("is not repeated in the mails a sign-up sends to the address (anyone can sign up with anyone's address)", async () => {
    const cases = [
      "Your account is locked, sign in at https://evil.example/login",
      "Claim your prize at www.evil.example",
      "Support team evil-support.com",
      "Write to help@evil.example",
    ];
    for (const name of cases) {
      const email = uniqueEmail("victim");
      const reply = await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
        name,
        email,
        password: "violet-harbour-93",
      });
      expect(reply.status, name).toBe(200);
      const mails = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email));
      expect(mails.map((mail) => mail.kind).sort(), name).toEqual(["confirm-address", "welcome"]);
      for (const mail of mails) {
        for (const part of [mail.subject, mail.html, mail.text]) {
          expect(part, `${name} ${mail.kind}`).not.toMatch(/evil/);
        }
      }
      const confirm = mails.find((mail) => mail.kind === "confirm-address")!;
      expect(confirm.text).toContain("Confirm your e-mail, there");
    }
    // Ordinary names stay in the greeting as written.
    for (const name of ["Ada Lovelace", "J.R.R. Tolkien", "Zoë O'Brien-Smith", "محمد علي"]) {
      const email = uniqueEmail("named");
      await new TestClient(ctx.app).post("/api/auth/sign-up/email", {
        name,
        email,
        password: "violet-harbour-93",
      });
      const [confirm] = await ctx.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, email))
        .then((rows) => rows.filter((mail) => mail.kind === "confirm-address"));
      expect(confirm.text, name).toContain(`Confirm your e-mail, ${name}`);
    }
  });
});

describe("requests to change the e-mail address", () => {
  it("are limited to 12 an hour per account (each one mails the address it names), then 429 and no mail", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp({ name: "Mail Bomber" });
    const target = uniqueEmail("inbox");
    for (let i = 0; i < 12; i++) {
      const reply = await client.post("/api/auth/change-email", { newEmail: target });
      expect(reply.status, `request ${i + 1}`).toBe(200);
    }
    const limited = await client.post("/api/auth/change-email", { newEmail: target });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.error).toMatchObject({ code: "rate_limited" });
    expect(limited.body.error.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const mails = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, target));
    expect(mails).toHaveLength(12);
    // Another account is not held back by it.
    const other = new TestClient(ctx.app);
    await other.signUp({ name: "Someone Else" });
    expect((await other.post("/api/auth/change-email", { newEmail: uniqueEmail("fine") })).status).toBe(200);
  });
});

describe("the note of a hand-edited version", () => {
  it("refuses control characters and keeps one line, like every other short text", async () => {
    const page = (await owner.get(`/api/templates/${templateId}`)).body;
    const versionsBefore = (await owner.get(`/api/templates/${templateId}/versions`)).body;
    const refused = await owner.request("PUT", `/api/templates/${templateId}/html`, {
      html: page.htmlContent,
      note: "Fixed \u001b[31mred\u001b[0m",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: "validation_failed",
      message: "“note” contains characters that are not allowed",
      fields: { note: "“note” contains characters that are not allowed" },
    });
    expect((await owner.get(`/api/templates/${templateId}/versions`)).body).toEqual(versionsBefore);

    const saved = await owner.request("PUT", `/api/templates/${templateId}/html`, {
      html: page.htmlContent,
      note: "Shorter\r\nheadline\tand   footer",
    });
    expect(saved.status).toBe(200);
    const versions = (await owner.get(`/api/templates/${templateId}/versions`)).body;
    expect(JSON.stringify(versions)).toContain('"Shorter headline and footer"');
  });
});

describe("Better Auth endpoints the product does not use", () => {
  it("answer as unknown addresses, signed in or not, and list no methods", async () => {
    const notFound = { error: { code: "not_found", message: "No such API endpoint" } };
    for (const client of [owner, new TestClient(ctx.app)]) {
      for (const [method, path] of [
        ["GET", "/api/auth/list-accounts"],
        ["GET", "/api/auth/account-info"],
        ["POST", "/api/auth/link-social"],
        ["POST", "/api/auth/unlink-account"],
        ["POST", "/api/auth/refresh-token"],
        ["POST", "/api/auth/get-access-token"],
        ["POST", "/api/auth/verify-password"],
        ["POST", "/api/auth/update-session"],
        ["GET", "/api/auth/delete-user/callback"],
        ["GET", "/api/auth/callback/google"],
        ["POST", "/api/auth/callback/github"],
        ["OPTIONS", "/api/auth/list-accounts"],
      ] as const) {
        const reply = await client.request(method, path, method === "POST" ? {} : undefined);
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.body, `${method} ${path}`).toEqual(notFound);
        expect(reply.headers.get("allow"), `${method} ${path}`).toBeNull();
      }
    }
    // The endpoints the product uses still answer.
    expect((await owner.get("/api/auth/get-session")).status).toBe(200);
  });
});

describe("password reset requests for one address from many places", () => {
  it("mail it at most 5 times an hour, with the same answer every time and the last mailed link still valid", async () => {
    const { email } = await new TestClient(ctx.app).signUp({ name: "Flooded Inbox" });
    const answers = new Set<string>();
    for (let i = 0; i < 7; i++) {
      // A new address each time: the per-IP limit alone would not stop this.
      const reply = await new TestClient(ctx.app).post("/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      expect(reply.status, `request ${i + 1}`).toBe(200);
      answers.add(JSON.stringify(reply.body));
    }
    expect(answers.size).toBe(1);
    const mails = await ctx.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email.toLowerCase()));
    const resets = mails.filter((mail) => mail.kind === "reset-password");
    expect(resets).toHaveLength(5);
    // The newest mailed link still resets the password: the unmailed requests revoked nothing.
    const newest = resets.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
    const token = /token=([^"&\s<]+)/.exec(newest.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await new TestClient(ctx.app).post("/api/auth/reset-password", {
      token: decodeURIComponent(token!),
      newPassword: "another-harbour-57",
    });
    expect(reset.status).toBe(200);
  });
});
