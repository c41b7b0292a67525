/**
 * What a page's visitor writes into a form reaches the owner's spreadsheet and mailbox: no cell of the CSV
 * export may start a formula (also after spaces, after a line break, or in full-width signs), and only one
 * plain address becomes the notification's Reply-To.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailQueue } from "../../src/server/db/schema.js";
import { BURST_WINDOW_MS } from "../../src/server/leads/owner-mail.js";
import { APP_URL, createTestApp, freshIp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
let owner: TestClient;
let ownerEmail: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = new TestClient(ctx.app);
  ownerEmail = (await owner.signUp({ name: "Lead Owner" })).email;
  const created = await owner.post("/api/templates", {
    prompt: "Piano lessons in Cardiff for adults and children, first lesson free, ask through the form",
    title: "Cardiff Keys",
    companyName: "Cardiff Keys",
    landingPageType: "lead-generation",
    industry: "education",
  });
  expect(created.status).toBe(201);
  token = created.body.template.htmlContent.match(/\/f\/([A-Za-z0-9_-]{20,})/)[1];
});
afterAll(async () => {
  await ctx.close();
});

async function submit(fields: [string, string][]) {
  const response = await ctx.app.request(`${APP_URL}/f/${token}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "x-forwarded-for": freshIp(),
    },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBe(201);
}

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("the CSV export", () => {
  const FORMULAS = [
    "=1+1",
    "+SUM(A1:A9)",
    "-2+3",
    "@SUM(A1)",
    ' =HYPERLINK("http://evil.example")',
    "\u3000=1+1",
    "\n=cmd|' /C calc'!A0",
    "\t=1",
    "＝1+1",
    "＋1",
    "－1",
    "＠SUM(A1)",
  ];

  it("starts no cell with a formula, in field names or answers (spaces, line breaks, full-width signs)", async () => {
    // Answers are trimmed when stored; names are kept as sent, so both carry the family.
    await submit([
      ["name", "Grace"],
      ...FORMULAS.map((formula, i): [string, string] => [`${formula} ${i}`, formula.trim() || formula]),
      ["note", "＝ stays text"],
    ]);
    const reply = await owner.get("/api/leads.csv");
    expect(reply.status).toBe(200);
    const [header, row] = parseCsv((reply.body as string).replace(/^\uFEFF/, ""));
    const cells = [...header, ...row];
    FORMULAS.forEach((formula, i) => {
      expect(header, JSON.stringify(formula)).toContain(`'${formula} ${i}`);
    });
    for (const cell of cells) {
      expect(cell, JSON.stringify(cell)).not.toMatch(/^\s*[=+\-@＝＋－＠]/);
    }
    expect(row).toContain("'＝ stays text");
    expect(row).toContain("Grace");
  });
});

describe("the notification's Reply-To", () => {
  // One lead at a time, as a visitor sends them: each gets its own mail, none a burst's digest.
  beforeEach(() => ctx.clock.advance(BURST_WINDOW_MS));

  const replyTos = async () =>
    (
      await ctx.database.db
        .select({ replyTo: mailQueue.replyTo })
        .from(mailQueue)
        .where(and(eq(mailQueue.toAddress, ownerEmail), eq(mailQueue.kind, "lead")))
    ).map((row) => row.replyTo);

  it.each([
    ["two addresses joined by a comma", "ann,bob@evil.example"],
    ["two addresses joined by a semicolon", "ann;bob@evil.example"],
    ["a comment", "(boss)ann@example.com"],
    ["a display-name colon", "Ann:x@example.com"],
    ["a bracketed host", "ann@[127.0.0.1].com"],
  ])("is left out for %s", async (_what, email) => {
    const before = (await replyTos()).length;
    await submit([
      ["name", "Ann"],
      ["email", email],
    ]);
    const after = await replyTos();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toBeNull();
  });

  it("is the visitor's one plain address", async () => {
    await submit([
      ["name", "Ann"],
      ["email", "ann.smith+piano@example.co.uk"],
    ]);
    expect((await replyTos()).at(-1)).toBe("ann.smith+piano@example.co.uk");
  });
});

describe("the hosted result page of a classic form post", () => {
  const post = (body: string) =>
    ctx.app.request(`${APP_URL}/f/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
      body,
    });

  it.each([
    ["thanks", "name=Ann&email=ann%40example.com", 200],
    ["a refusal", "name=", 400],
  ])(
    "may use its own inline styles and nothing else (%s; the API's policy left it unstyled)",
    async (_what, body, status) => {
      const reply = await post(body);
      expect(reply.status).toBe(status);
      const html = await reply.text();
      expect(html).toMatch(/<style>[^<]+<\/style>/);
      expect(html).not.toMatch(/<script/i);
      const policy = reply.headers.get("content-security-policy") ?? "";
      expect(policy.split("; ")).toEqual(
        expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'", "frame-ancestors 'none'"]),
      );
      expect(policy).not.toContain("script-src");
    },
  );
});
