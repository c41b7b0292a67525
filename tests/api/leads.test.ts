/**
 * Leads end to end through the HTTP API: a generated page's form endpoint (classic post, fetch with CORS
 * from any origin including file://'s "null"), its abuse rules, the owner's inbox (list, search, delete,
 * CSV), the notification mail and its switch, retention, and isolation between users.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "../../src/server/app-types.js";
import { loadConfig } from "../../src/server/config.js";
import { leadForms, leads, mailQueue, rateLimitCounters } from "../../src/server/db/schema.js";
import { LEAD_RATE_LIMITS } from "../../src/server/leads/intake.js";
import { deleteExpiredLeads } from "../../src/server/leads/retention.js";
import { engineOptionsFrom } from "../../src/server/templates/engine.js";
import { APP_URL, createTestApp, freshIp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const GENERATION = {
  prompt: "Free 30-minute legal consultations for small businesses in Leeds, booked through a short form",
  title: "Ask a Lawyer",
  companyName: "Harbour Legal",
  landingPageType: "lead-generation",
  industry: "legal",
  targetAudience: "small business owners",
  logoOption: "generate",
  logoData: null,
};

interface Owner {
  client: TestClient;
  userId: string;
  email: string;
  templateId: string;
  token: string;
  html: string;
}

/** A new user with one generated page (the welcome tokens pay for it) and that page's form token. */
async function ownerWithPage(): Promise<Owner> {
  const client = new TestClient(ctx.app);
  const { userId, email } = await client.signUp();
  const reply = await client.post("/api/templates", GENERATION);
  expect(reply.status).toBe(201);
  const html: string = reply.body.template.htmlContent;
  const action = html.match(/<form[^>]*\saction="([^"]+)"/)?.[1];
  expect(action).toMatch(new RegExp(`^${APP_URL}/f/[A-Za-z0-9_-]{24}$`));
  return { client, userId, email, templateId: reply.body.template.id, token: action!.split("/f/")[1], html };
}

interface SubmitOptions {
  /** fetch from a page script (Accept: application/json, CORS mode); else a classic form post. */
  fetch?: boolean;
  multipart?: boolean;
  origin?: string;
  referer?: string;
  ip?: string;
  contentType?: string;
  body?: BodyInit;
}

async function submit(token: string, fields: [string, string][], options: SubmitOptions = {}) {
  const headers: Record<string, string> = {
    "x-forwarded-for": options.ip ?? freshIp(),
    "user-agent": "Mozilla/5.0 (LeadsTest)",
    accept: options.fetch ? "application/json" : "text/html,application/xhtml+xml,*/*;q=0.8",
  };
  if (options.fetch) headers["sec-fetch-mode"] = "cors";
  if (options.origin) headers.origin = options.origin;
  if (options.referer) headers.referer = options.referer;
  let body: BodyInit;
  if (options.body !== undefined) {
    body = options.body;
  } else if (options.multipart) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    body = form;
  } else {
    body = new URLSearchParams(fields).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  if (options.contentType) headers["content-type"] = options.contentType;
  const response = await ctx.app.request(`${APP_URL}/f/${token}`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // an HTML page
  }
  // biome-ignore lint/suspicious/noExplicitAny: replies are inspected field by field.
  return { status: response.status, headers: response.headers, text, body: json as any };
}

const ANSWERS: [string, string][] = [
  ["_form", "form-hero"],
  ["_hp", ""],
  ["name", "Grace Hopper"],
  ["email", "grace@example.com"],
  ["message", "Line one\nLine two, with a comma"],
];

const leadRowsOf = (userId: string) => ctx.database.db.select().from(leads).where(eq(leads.userId, userId));
const leadMailsTo = (email: string) =>
  ctx.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.kind, "lead")));

describe("the generated page", () => {
  it("posts every form to the template's own endpoint, with the lead fields; iterations keep the token", async () => {
    const owner = await ownerWithPage();
    const forms = owner.html.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form).toContain(`action="${APP_URL}/f/${owner.token}" method="post"`);
      expect(form).toContain("data-lead-form");
    }
    expect(owner.html).toContain('name="_form" value="form-hero"');
    expect(owner.html).toMatch(/name="_hp" value="" tabindex="-1" autocomplete="off"/);
    // The token reveals neither the template nor the owner.
    expect(owner.token).not.toContain(owner.templateId.slice(0, 8));
    const [row] = await ctx.database.db.select().from(leadForms).where(eq(leadForms.token, owner.token));
    expect(row).toMatchObject({ templateId: owner.templateId, userId: owner.userId, notifyLeads: true });

    await owner.client.post(
      "/api/purchases",
      { package: "custom", baseTokens: 500 },
      { "idempotency-key": crypto.randomUUID() },
    );
    const iterated = await owner.client.post(`/api/templates/${owner.templateId}/iterations`, {
      change: "make it dark",
    });
    expect(iterated.status).toBe(200);
    expect(iterated.body.template.htmlContent).toContain(`action="${APP_URL}/f/${owner.token}"`);
  });

  it("keeps the operator's FORM_ACTION_URL when it is set", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      APP_URL,
      AUTH_SECRET: "x".repeat(40),
      DATA_DIR: "/tmp/lpb-unused",
      FORM_ACTION_URL: "https://forms.operator.example/in",
    });
    expect(engineOptionsFrom(config, "abcdefghijklmnopqrstuvwx").formAction).toBe(
      "https://forms.operator.example/in",
    );
    expect(
      engineOptionsFrom({ ...config, FORM_ACTION_URL: undefined }, "abcdefghijklmnopqrstuvwx").formAction,
    ).toBe(`${APP_URL}/f/abcdefghijklmnopqrstuvwx`);
  });
});

describe("POST /f/:formToken", () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await ownerWithPage();
  });

  it("takes a fetch post from a file:// page (Origin null): 201 {ok:true}, CORS open, lead stored, owner mailed, event sent", async () => {
    const events: AppEvent[] = [];
    const off = ctx.services.deps.events.subscribe(owner.userId, (event) => events.push(event));
    const ip = freshIp();
    const reply = await submit(owner.token, ANSWERS, { fetch: true, origin: "null", ip });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ ok: true });
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");

    const rows = await leadRowsOf(owner.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      templateId: owner.templateId,
      formToken: owner.token,
      pageTitle: "Ask a Lawyer",
      pageUrl: null,
      formId: "form-hero",
      userAgent: "Mozilla/5.0 (LeadsTest)",
      fields: [
        ["name", "Grace Hopper"],
        ["email", "grace@example.com"],
        ["message", "Line one\nLine two, with a comma"],
      ],
    });
    expect(rows[0].ipHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(rows[0].ipHash).not.toContain(ip);

    const mails = await leadMailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("New lead from “Ask a Lawyer”");
    expect(mails[0].replyTo).toBe("grace@example.com");
    expect(mails[0].text).toContain("name: Grace Hopper");
    expect(mails[0].text).toContain(`${APP_URL}/profile?tab=leads`);
    await expect.poll(() => events.map((e) => e.type)).toContain("lead");
    off();
    expect(events.find((e) => e.type === "lead")?.data).toEqual({
      id: rows[0].id,
      templateId: owner.templateId,
    });
  });

  it("takes a multipart fetch post from another origin, and answers the preflight", async () => {
    const preflight = await ctx.app.request(`${APP_URL}/f/${owner.token}`, {
      method: "OPTIONS",
      headers: {
        origin: "https://pages.somewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "accept",
        "access-control-request-private-network": "true",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("Accept, Content-Type");
    expect(preflight.headers.get("access-control-allow-private-network")).toBe("true");

    const reply = await submit(
      owner.token,
      [
        ["_form", "form-lead"],
        ["email", "ada@example.org"],
      ],
      {
        fetch: true,
        multipart: true,
        origin: "https://pages.somewhere.example",
        referer: "https://pages.somewhere.example/offer/index.html?utm=x#top",
      },
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ ok: true });
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    const [row] = (await leadRowsOf(owner.userId)).filter((r) => r.formId === "form-lead");
    expect(row.pageUrl).toBe("https://pages.somewhere.example/offer/index.html?utm=x");
  });

  it("redirects a classic post back to the page's thank-you state, or shows a hosted thank-you page", async () => {
    const back = await submit(owner.token, ANSWERS, { referer: "http://localhost:4173/landing.html" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("http://localhost:4173/landing.html#form-hero-thanks");

    const hosted = await submit(owner.token, ANSWERS);
    expect(hosted.status).toBe(200);
    expect(hosted.headers.get("content-type")).toMatch(/^text\/html/);
    expect(hosted.text).toContain("<h1>Thank you</h1>");
    expect(hosted.text).toContain("Your message was sent to Harbour Legal.");
    expect(hosted.text).not.toContain("Back to the page");
  });

  it("answers a filled honeypot like a success but stores and mails nothing", async () => {
    const before = (await leadRowsOf(owner.userId)).length;
    const mailsBefore = (await leadMailsTo(owner.email)).length;
    const bot: [string, string][] = [
      ["_form", "form-hero"],
      ["_hp", "http://spam.example"],
      ["email", "bot@spam.example"],
    ];
    const json = await submit(owner.token, bot, { fetch: true, origin: "null" });
    expect(json.status).toBe(201);
    expect(json.body).toEqual({ ok: true });
    const classic = await submit(owner.token, bot, { referer: "https://site.example/" });
    expect(classic.status).toBe(303);
    expect(await leadRowsOf(owner.userId)).toHaveLength(before);
    expect(await leadMailsTo(owner.email)).toHaveLength(mailsBefore);
  });

  it("limits submissions per visitor (10 in 10 minutes) and per form", async () => {
    const ip = freshIp();
    for (let i = 0; i < LEAD_RATE_LIMITS.leadIp.max; i += 1) {
      const ok = await submit(owner.token, [["email", `v${i}@example.com`]], { fetch: true, ip });
      expect(ok.status).toBe(201);
    }
    const limited = await submit(owner.token, [["email", "one-more@example.com"]], { fetch: true, ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      ok: false,
      error: { code: "rate_limited", message: "Too many submissions. Please try again in 10 minutes." },
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("access-control-allow-origin")).toBe("*");
    const classic = await submit(owner.token, [["email", "one-more@example.com"]], { ip });
    expect(classic.status).toBe(429);
    expect(classic.text).toContain("Too many submissions.");

    ctx.clock.advance(LEAD_RATE_LIMITS.leadIp.windowMs + 1000);
    expect((await submit(owner.token, [["email", "later@example.com"]], { fetch: true, ip })).status).toBe(
      201,
    );

    // The form's own limit counts every visitor: fill its window, then a new visitor is refused too.
    await ctx.database.db
      .update(rateLimitCounters)
      .set({ count: LEAD_RATE_LIMITS.leadForm.max })
      .where(eq(rateLimitCounters.key, `${LEAD_RATE_LIMITS.leadForm.name}:${owner.token}`));
    const formLimited = await submit(owner.token, [["email", "new@example.com"]], { fetch: true });
    expect(formLimited.status).toBe(429);
    await ctx.database.db
      .delete(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `${LEAD_RATE_LIMITS.leadForm.name}:${owner.token}`));
  });

  it("refuses too many fields, too long values, control characters, files, empty forms and other bodies", async () => {
    const refusal = async (fields: [string, string][], options: SubmitOptions = {}) => {
      const reply = await submit(owner.token, fields, { fetch: true, ...options });
      expect(reply.headers.get("access-control-allow-origin")).toBe("*");
      return { status: reply.status, ...reply.body.error, ok: reply.body.ok };
    };
    const many = Array.from({ length: 31 }, (_, i) => [`field${i}`, "x"] as [string, string]);
    expect(await refusal(many)).toEqual({
      ok: false,
      status: 400,
      code: "too_many_fields",
      message: "A form can send at most 30 fields.",
    });
    expect((await submit(owner.token, many.slice(0, 30), { fetch: true })).status).toBe(201);
    expect(await refusal([["message", "x".repeat(5001)]])).toMatchObject({
      status: 400,
      code: "field_too_long",
      message: "“message” is too long: at most 5,000 characters.",
    });
    expect((await submit(owner.token, [["message", "x".repeat(5000)]], { fetch: true })).status).toBe(201);
    expect(await refusal([["name", "Bell\u0007"]])).toMatchObject({
      status: 400,
      code: "invalid_characters",
    });
    expect(await refusal([["na\u0000me", "x"]])).toMatchObject({ status: 400, code: "invalid_characters" });
    expect(
      await refusal([
        ["name", ""],
        ["email", "  "],
      ]),
    ).toMatchObject({
      status: 400,
      code: "empty_submission",
      message: "The form is empty. Please fill it in and try again.",
    });
    const withFile = new FormData();
    withFile.append("email", "a@example.com");
    withFile.append("cv", new Blob(["%PDF"], { type: "application/pdf" }), "cv.pdf");
    expect(await refusal([], { body: withFile })).toMatchObject({ status: 400, code: "files_not_accepted" });
    expect(
      await refusal([], {
        body: JSON.stringify({ email: "a@example.com" }),
        contentType: "application/json",
      }),
    ).toMatchObject({ status: 415, code: "unsupported_media_type" });
    expect(
      await refusal([], {
        body: `a=${"x".repeat(300 * 1024)}`,
        contentType: "application/x-www-form-urlencoded",
      }),
    ).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(
      await refusal([], {
        body: "--broken\r\nnot multipart",
        contentType: "multipart/form-data; boundary=zzz",
      }),
    ).toMatchObject({ status: 400, code: "invalid_body" });

    const classic = await submit(owner.token, [["name", "Bell\u0007"]]);
    expect(classic.status).toBe(400);
    expect(classic.text).toContain("Your message was not sent");
    expect(classic.text).toContain("The form contains characters that are not allowed.");
  });

  it("answers 404 for an unknown token and 410 once the page is deleted", async () => {
    for (const token of ["abcdefghijklmnopqrstuvwxyz", "short", "has spaces and %20 stuff here"]) {
      const reply = await submit(encodeURIComponent(token), ANSWERS, { fetch: true });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        ok: false,
        error: { code: "form_not_found", message: "This form does not exist." },
      });
    }
    const doomed = await ownerWithPage();
    expect((await doomed.client.request("DELETE", `/api/templates/${doomed.templateId}`)).status).toBe(204);
    const gone = await submit(doomed.token, ANSWERS, { fetch: true, origin: "null" });
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe("form_gone");
    const classic = await submit(doomed.token, ANSWERS);
    expect(classic.status).toBe(410);
    expect(classic.text).toContain("its page was deleted");
  });
});

/** RFC 4180: fields separated by commas, records by CRLF, quoted fields may hold both; "" is a quote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 1;
    } else if (ch === '"' || ch === "\r" || ch === "\n") {
      throw new Error(`not RFC 4180 at ${i}: ${JSON.stringify(text.slice(i - 10, i + 10))}`);
    } else field += ch;
    i += 1;
  }
  if (field !== "" || record.length) throw new Error("the last record does not end with CRLF");
  return records;
}

describe("the owner's inbox", () => {
  let owner: Owner;
  let second: Owner;
  beforeAll(async () => {
    owner = await ownerWithPage();
    second = await ownerWithPage();
    const post = async (fields: [string, string][], referer?: string) => {
      ctx.clock.advance(1000);
      expect((await submit(owner.token, fields, { fetch: true, referer })).status).toBe(201);
    };
    await post([
      ["_form", "form-hero"],
      ["name", "Ann Early"],
      ["email", "ann@example.com"],
    ]);
    await post([
      ["_form", "form-hero"],
      ["name", "Bob Middle"],
      ["note", '=HYPERLINK("http://evil.example")'],
    ]);
    await post(
      [
        ["_form", "form-lead"],
        ["name", "Cy Late, Jr."],
        ["message", 'Said "hi"\nthen left'],
      ],
      "https://cy.example/p",
    );
  });

  it("lists newest first with the page, form, fields and time, paged with a cursor", async () => {
    const first = await owner.client.get("/api/leads?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.items.map((l: { fields: { value: string }[] }) => l.fields[0].value)).toEqual([
      "Cy Late, Jr.",
      "Bob Middle",
    ]);
    expect(first.body.items[0]).toMatchObject({
      templateId: owner.templateId,
      pageTitle: "Ask a Lawyer",
      pageUrl: "https://cy.example/p",
      formId: "form-lead",
      fields: [
        { name: "name", value: "Cy Late, Jr." },
        { name: "message", value: 'Said "hi"\nthen left' },
      ],
    });
    expect(Date.parse(first.body.items[0].createdAt)).toBeGreaterThan(
      Date.parse(first.body.items[1].createdAt),
    );
    const rest = await owner.client.get(`/api/leads?limit=2&cursor=${first.body.nextCursor}`);
    expect(rest.body.items.map((l: { fields: { value: string }[] }) => l.fields[0].value)).toEqual([
      "Ann Early",
    ]);
    expect(rest.body.nextCursor).toBeNull();
    expect((await owner.client.get("/api/leads?limit=0")).status).toBe(400);
  });

  it("filters by template and searches the answers", async () => {
    const byTemplate = await owner.client.get(`/api/leads?template=${owner.templateId}`);
    expect(byTemplate.body.items).toHaveLength(3);
    const found = await owner.client.get("/api/leads?q=ANN@EXAMPLE");
    expect(found.body.items.map((l: { fields: { value: string }[] }) => l.fields[0].value)).toEqual([
      "Ann Early",
    ]);
    expect((await owner.client.get("/api/leads?q=100%25")).body.items).toHaveLength(0);
    const forms = await owner.client.get("/api/leads/forms");
    expect(forms.body.items).toEqual([
      { templateId: owner.templateId, title: "Ask a Lawyer", notifyLeads: true, leadCount: 3 },
    ]);
  });

  it("answers 404 for another user's leads and templates, and lists none of them", async () => {
    expect((await second.client.get("/api/leads")).body.items).toEqual([]);
    expect((await second.client.get(`/api/leads?template=${owner.templateId}`)).status).toBe(404);
    expect((await second.client.get(`/api/leads.csv?template=${owner.templateId}`)).status).toBe(404);
    const [lead] = (await owner.client.get("/api/leads")).body.items;
    expect((await second.client.request("DELETE", `/api/leads/${lead.id}`)).status).toBe(404);
    expect((await second.client.request("DELETE", `/api/leads?template=${owner.templateId}`)).status).toBe(
      404,
    );
    expect(
      (await second.client.patch(`/api/leads/forms/${owner.templateId}`, { notifyLeads: false })).status,
    ).toBe(404);
    expect((await owner.client.get("/api/leads")).body.items).toHaveLength(3);
    expect((await new TestClient(ctx.app).get("/api/leads")).status).toBe(401);
  });

  it("exports CSV that parses (RFC 4180, BOM, one column per field) and cannot run formulas", async () => {
    const reply = await ctx.app.request(`${APP_URL}/api/leads.csv`, {
      headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await reply.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder("utf-8").decode(bytes.slice(3)));
    expect(rows[0]).toEqual([
      "Received (UTC)",
      "Page",
      "Page address",
      "Form",
      "name",
      "message",
      "note",
      "email",
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1].slice(1)).toEqual([
      "Ask a Lawyer",
      "https://cy.example/p",
      "form-lead",
      "Cy Late, Jr.",
      'Said "hi"\nthen left',
      "",
      "",
    ]);
    expect(rows[2][6]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(rows[3].slice(4)).toEqual(["Ann Early", "", "", "ann@example.com"]);
    expect(new Date(rows[3][0]).toISOString()).toBe(rows[3][0]);
    const searched = parseCsv((await owner.client.get("/api/leads.csv?q=bob")).body as string);
    expect(searched).toHaveLength(2);
  });

  it("turns the notification mail off and on per template", async () => {
    const off = await owner.client.patch(`/api/leads/forms/${owner.templateId}`, { notifyLeads: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ templateId: owner.templateId, notifyLeads: false });
    const before = (await leadMailsTo(owner.email)).length;
    expect((await submit(owner.token, [["email", "quiet@example.com"]], { fetch: true })).status).toBe(201);
    expect(await leadMailsTo(owner.email)).toHaveLength(before);
    expect(
      (await owner.client.patch(`/api/leads/forms/${owner.templateId}`, { notifyLeads: "no" })).status,
    ).toBe(400);
    await owner.client.patch(`/api/leads/forms/${owner.templateId}`, { notifyLeads: true });
    expect((await submit(owner.token, [["email", "loud@example.com"]], { fetch: true })).status).toBe(201);
    expect(await leadMailsTo(owner.email)).toHaveLength(before + 1);
  });

  it("deletes one lead, one template's leads, or all", async () => {
    const list = async (client: TestClient) =>
      (await client.get("/api/leads?limit=100")).body.items as { id: string }[];
    const [newest] = await list(owner.client);
    expect((await owner.client.request("DELETE", `/api/leads/${newest.id}`)).status).toBe(204);
    expect((await owner.client.request("DELETE", `/api/leads/${newest.id}`)).status).toBe(404);
    expect((await list(owner.client)).map((l) => l.id)).not.toContain(newest.id);

    expect((await submit(second.token, [["email", "x@example.com"]], { fetch: true })).status).toBe(201);
    const byTemplate = await owner.client.request("DELETE", `/api/leads?template=${owner.templateId}`);
    expect(byTemplate.status).toBe(200);
    expect(byTemplate.body.deleted).toBeGreaterThan(0);
    expect(await list(owner.client)).toEqual([]);
    expect(await list(second.client)).toHaveLength(1);
    expect((await second.client.request("DELETE", "/api/leads")).body).toEqual({ deleted: 1 });
    expect(await list(second.client)).toEqual([]);
  });
});

describe("retention", () => {
  it("keeps 12 months by default, lets the owner choose, and the job deletes older leads", async () => {
    const shortKeeper = await ownerWithPage();
    const defaultKeeper = await ownerWithPage();
    expect((await shortKeeper.client.get("/api/leads/settings")).body).toEqual({ retentionMonths: 12 });
    const bad = await shortKeeper.client.patch("/api/leads/settings", { retentionMonths: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("retentionMonths must be one of 1, 3, 6, 12, 24, 36");
    const set = await shortKeeper.client.patch("/api/leads/settings", { retentionMonths: 1 });
    expect(set.body).toEqual({ retentionMonths: 1 });

    expect((await submit(shortKeeper.token, [["email", "old@example.com"]], { fetch: true })).status).toBe(
      201,
    );
    expect((await submit(defaultKeeper.token, [["email", "kept@example.com"]], { fetch: true })).status).toBe(
      201,
    );
    ctx.clock.advance(20 * 24 * 3600_000);
    expect((await submit(shortKeeper.token, [["email", "recent@example.com"]], { fetch: true })).status).toBe(
      201,
    );

    ctx.clock.advance(15 * 24 * 3600_000);
    await deleteExpiredLeads(ctx.database.db, ctx.clock.now());
    const kept = (await leadRowsOf(shortKeeper.userId)).map((r) => r.fields[0][1]);
    expect(kept).toEqual(["recent@example.com"]);
    expect(await leadRowsOf(defaultKeeper.userId)).toHaveLength(1);

    ctx.clock.advance(366 * 24 * 3600_000);
    await deleteExpiredLeads(ctx.database.db, ctx.clock.now());
    expect(await leadRowsOf(defaultKeeper.userId)).toHaveLength(0);
  });
});
