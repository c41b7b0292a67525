import { gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILL_ALL_FIELDS_MESSAGE, UPLOAD_LOGO_MESSAGE } from "../../src/core/generation-request.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { GenerationError } from "../../src/generator/types.js";
import { templateVersions, tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { COMPRESS_FROM_BYTES } from "../../src/server/http/page-json.js";
import { PREVIEW_CSP } from "../../src/server/routes/preview.js";
import { webinarRequest } from "../helpers/generation-request.js";
import { APP_URL, createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const request = webinarRequest;

async function buyTokens(client: TestClient, baseTokens: number) {
  const reply = await client.buyTokens(baseTokens);
  expect(reply.status).toBe(201);
  return reply.body.tokenBalance as number;
}

describe("POST /api/templates", () => {
  it("generates, saves version 1 and charges exactly the cost the client would show", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    const reply = await client.post("/api/templates", request());
    expect(reply.status).toBe(201);
    expect(reply.body.tokensUsed).toBe(500);
    expect(reply.body.tokenBalance).toBe(0);
    const template = reply.body.template;
    expect(template).toMatchObject({
      title: "Breathe Better at Work",
      companyName: "Peak Studio",
      landingPageType: "webinar",
      industry: "fitness",
      targetAudience: "office workers",
      tokensUsed: 500,
      version: 1,
      model: "composer",
    });
    expect(template.htmlContent).toContain("<!doctype html>");
    expect(template.htmlContent).toContain("Peak Studio");
    // Nothing invented: the webinar names no host, so the page asks its owner for one.
    expect(reply.body.toFill).toEqual(
      expect.arrayContaining([expect.stringContaining("Add the host's name")]),
    );

    const txs = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "generation")));
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ amount: -500, balanceAfter: 0, reference: template.id });
    const versions = await ctx.database.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, template.id));
    expect(versions).toHaveLength(1);
    expect((await client.get("/api/profile")).body).toMatchObject({ tokenBalance: 0, totalTokensUsed: 500 });
  });

  it("charges 50 more per full 100 characters of the prompt", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await buyTokens(client, 1000);
    const prompt =
      `${"Hand-made sourdough bread delivered fresh every morning to homes in the city. ".repeat(3)}`.slice(
        0,
        230,
      );
    const reply = await client.post(
      "/api/templates",
      request({ prompt, landingPageType: "e-commerce", industry: "food" }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.tokensUsed).toBe(600);
    expect(reply.body.tokenBalance).toBe(1500 - 600);
  });

  it("answers 402 insufficient_tokens with the amount needed and charges nothing", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    expect((await client.post("/api/templates", request())).status).toBe(201);
    const reply = await client.post("/api/templates", request());
    expect(reply.status).toBe(402);
    expect(reply.body.error).toEqual({
      code: "insufficient_tokens",
      message: "You need at least 500 tokens to generate this template. Complex prompts require more tokens.",
      needed: 500,
    });
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(0);
  });

  it("answers 401 when signed out", async () => {
    expect((await new TestClient(ctx.app).post("/api/templates", request())).status).toBe(401);
  });

  it.each([
    [{ prompt: "  " }, "prompt", FILL_ALL_FIELDS_MESSAGE],
    [{ title: "" }, "title", FILL_ALL_FIELDS_MESSAGE],
    [{ companyName: undefined }, "companyName", FILL_ALL_FIELDS_MESSAGE],
    [{ landingPageType: "" }, "landingPageType", FILL_ALL_FIELDS_MESSAGE],
    [{ industry: "space-mining" }, "industry", FILL_ALL_FIELDS_MESSAGE],
    [{ logoOption: "upload", logoData: null }, "logoData", UPLOAD_LOGO_MESSAGE],
  ])("refuses %j with a field message", async (overrides, field, message) => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const reply = await client.post("/api/templates", request(overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields[field]).toBe(message);
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(500);
  });

  it("refuses an upload that is not an image and charges nothing", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const logoData = `data:image/png;base64,${Buffer.from("this is not a png").toString("base64")}`;
    const reply = await client.post("/api/templates", request({ logoOption: "upload", logoData }));
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/PNG, JPEG, WebP, GIF or SVG/);
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(500);
  });

  it("streams progress and the result as server-sent events", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const reply = await client.post("/api/templates", request(), { accept: "text/event-stream" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/event-stream");
    const events = String(reply.body)
      .split("\n\n")
      .filter(Boolean)
      .map((block) => ({
        event: block.match(/^event: (.*)$/m)?.[1],
        data: JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? "null"),
      }));
    expect(events[0]).toEqual({
      event: "progress",
      data: { stage: "reserving", message: "Reserving tokens…" },
    });
    // The composer's own progress (made while the reservation was on its way) follows, in order.
    expect(events.filter((e) => e.event === "progress").map((e) => e.data.stage)).toEqual([
      "reserving",
      "composing",
      "checking",
      "done",
    ]);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({
      tokensUsed: 500,
      tokenBalance: 0,
      template: { title: "Breathe Better at Work" },
    });
  });
});

describe("a failing engine", () => {
  it("releases the hold: no charge, no template, the reason in the error", async () => {
    const failing = await createTestApp(
      {},
      {
        engine: {
          generate: async () => {
            throw new GenerationError("timeout", "The AI service did not answer in time. Please try again.");
          },
          iterate: iteratePage,
        },
      },
    );
    try {
      const client = new TestClient(failing.app);
      const { userId } = await client.signUp();
      const reply = await client.post("/api/templates", request());
      expect(reply.status).toBe(502);
      expect(reply.body.error).toEqual({
        code: "generation_failed",
        message: "The AI service did not answer in time. Please try again.",
      });
      expect((await client.get("/api/profile")).body).toMatchObject({
        tokenBalance: 500,
        totalTokensUsed: 0,
      });
      const holds = await failing.database.db.select().from(tokenHolds).where(eq(tokenHolds.userId, userId));
      expect(holds.map((h) => h.status)).toEqual(["released"]);
      expect((await client.get("/api/templates")).body.items).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});

describe("a page that fails the quality checks", () => {
  const sizeReport = {
    ok: false,
    sizeBytes: 0,
    gzipBytes: 0,
    sections: [],
    issues: [
      {
        check: "size",
        severity: "error" as const,
        message:
          "The page weighs 80.7 KB without its photos, fonts and uploaded logo; the limit is 60.0 KB. Remove repetition or simplify the CSS.",
      },
    ],
  };
  const contrastReport = {
    ok: false,
    sizeBytes: 0,
    gzipBytes: 0,
    sections: [],
    issues: [
      { check: "contrast", severity: "error" as const, message: "Text #777 on #888 has contrast 1.2:1" },
    ],
  };
  const gateFailure = (report: typeof sizeReport) =>
    new GenerationError(
      "quality_failed",
      `The page did not pass the quality checks: ${report.issues[0]!.message}`,
      report,
    );

  it("tells the owner what to do, in words about their page, never the gate's own words; nothing is charged", async () => {
    let report = sizeReport;
    const failing = await createTestApp(
      {},
      {
        engine: {
          generate: async () => {
            throw gateFailure(report);
          },
          iterate: async () => {
            throw gateFailure(report);
          },
        },
      },
    );
    try {
      const client = new TestClient(failing.app);
      await client.signUp();
      const tooLarge = await client.post("/api/templates", request());
      expect(tooLarge.status).toBe(502);
      expect(tooLarge.body.error).toEqual({
        code: "generation_failed",
        message:
          "Your page came out larger than a page may be, so it was not saved and nothing was charged. Make the description shorter or choose fewer photos, then generate again.",
      });
      report = contrastReport;
      const otherGate = await client.post("/api/templates", request());
      expect(otherGate.body.error.message).toBe(
        "Your page did not pass our quality checks, so it was not saved and nothing was charged. Please generate again; if it fails again, choose another page type or describe the page in other words.",
      );
      expect((await client.get("/api/profile")).body).toMatchObject({
        tokenBalance: 500,
        totalTokensUsed: 0,
      });
    } finally {
      await failing.close();
    }
  });

  it("says a change that would break the page was not applied, and what to ask instead; nothing is charged", async () => {
    let report = sizeReport;
    const failing = await createTestApp(
      {},
      {
        engine: {
          generate: generatePage,
          iterate: async () => {
            throw gateFailure(report);
          },
        },
      },
    );
    try {
      const owner = new TestClient(failing.app);
      await owner.signUp();
      const page = (await owner.post("/api/templates", request())).body.template.id as string;
      expect(await buyTokens(owner, 2000)).toBe(2200);
      const tooLarge = await owner.post(`/api/templates/${page}/iterations`, { change: "add a gallery" });
      expect(tooLarge.status).toBe(502);
      expect(tooLarge.body.error).toEqual({
        code: "iteration_failed",
        message:
          "This change would make the page larger than a page may be, so it was not applied and nothing was charged. Ask for a smaller change, or remove a section first.",
      });
      report = contrastReport;
      const otherGate = await owner.post(`/api/templates/${page}/iterations`, { change: "make it dark" });
      expect(otherGate.body.error.message).toBe(
        "This change would make the page fail our quality checks, so it was not applied and nothing was charged. Describe the change in other words, or ask for a smaller one.",
      );
      expect((await owner.get("/api/profile")).body).toMatchObject({
        tokenBalance: 2200,
        totalTokensUsed: 500,
      });
    } finally {
      await failing.close();
    }
  });
});

describe("iterations, versions and restore", () => {
  it("iterates for the shown cost, refuses unknown changes for free, restores version 1 for free", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const created = (await client.post("/api/templates", request())).body.template;
    expect(await buyTokens(client, 2000)).toBe(2200);

    const iterated = await client.post(`/api/templates/${created.id}/iterations`, { change: "make it dark" });
    expect(iterated.status).toBe(200);
    expect(iterated.body).toMatchObject({ tokensUsed: 200, tokenBalance: 2000, template: { version: 2 } });
    expect(iterated.body.applied.length).toBeGreaterThan(0);
    expect(iterated.body.template.htmlContent).not.toBe(created.htmlContent);

    const unknown = await client.post(`/api/templates/${created.id}/iterations`, {
      change: "translate it to Klingon",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe("change_not_applied");
    expect(unknown.body.error.supported.length).toBeGreaterThan(3);
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(2000);

    const blank = await client.post(`/api/templates/${created.id}/iterations`, { change: "  " });
    expect(blank.status).toBe(400);

    const versions = await client.get(`/api/templates/${created.id}/versions`);
    expect(versions.body.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.body.items[0]).toMatchObject({ change: "make it dark", tokensUsed: 200 });

    const restored = await client.post(`/api/templates/${created.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.template).toMatchObject({ version: 3, htmlContent: created.htmlContent });
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(2000);
    expect((await client.post(`/api/templates/${created.id}/versions/9/restore`)).status).toBe(404);
  });

  it("answers 402 for an iteration the balance cannot pay", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const created = (await client.post("/api/templates", request())).body.template;
    const reply = await client.post(`/api/templates/${created.id}/iterations`, { change: "make it dark" });
    expect(reply.status).toBe(402);
    expect(reply.body.error).toMatchObject({
      code: "insufficient_tokens",
      needed: 200,
      message: "You need at least 200 tokens for this iteration.",
    });
  });
});

describe("reading, downloading, previewing, deleting", () => {
  it("lists newest first with a cursor, downloads as an attachment, previews sandboxed, deletes", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await buyTokens(client, 1000);
    const titles = ["First Page", "Second: Page!", "Third page"];
    for (const title of titles) {
      ctx.clock.advance(1000);
      expect((await client.post("/api/templates", request({ title }))).status).toBe(201);
    }

    const first = await client.get("/api/templates?limit=2");
    expect(first.body.items.map((t: { title: string }) => t.title)).toEqual(["Third page", "Second: Page!"]);
    const second = await client.get(`/api/templates?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((t: { title: string }) => t.title)).toEqual(["First Page"]);
    expect(second.body.nextCursor).toBeNull();
    const badLimit = await client.get("/api/templates?limit=0");
    expect([badLimit.status, badLimit.body.error]).toEqual([
      400,
      { code: "invalid_query", message: "limit must be a whole number from 1 to 50" },
    ]);
    // An empty cursor and one that does not decode are both about the cursor, not the limit.
    for (const cursor of ["", "garbage"]) {
      const badCursor = await client.get(`/api/templates?cursor=${cursor}`);
      expect([badCursor.status, badCursor.body.error]).toEqual([
        400,
        { code: "invalid_cursor", message: "The cursor is not valid" },
      ]);
    }

    const target = (await client.get(`/api/templates/${first.body.items[1].id}`)).body;
    const download = await client.get(`/api/templates/${target.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="second_page.html"');
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.body).toBe(target.htmlContent);

    const preview = await client.get(`/preview/${target.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-security-policy")).toBe(PREVIEW_CSP);
    expect(preview.headers.get("content-security-policy")).toMatch(
      /^sandbox allow-scripts allow-forms allow-popups;/,
    );
    expect(preview.headers.get("content-security-policy")).not.toContain("allow-same-origin");
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(preview.body).toBe(target.htmlContent);

    expect((await client.request("DELETE", `/api/templates/${target.id}`)).status).toBe(204);
    expect((await client.get(`/api/templates/${target.id}`)).status).toBe(404);
    expect((await client.get(`/api/templates/${target.id}/versions`)).status).toBe(404);
  });

  it("sends a page it reads gzip-compressed to a client that accepts gzip; the list has no pages", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await buyTokens(client, 1000);
    // A new page's answer comes after the work and goes as it is.
    const created = await client.post("/api/templates", request(), { "accept-encoding": "gzip, br" });
    expect(created.status).toBe(201);
    expect(created.headers.get("content-encoding")).toBeNull();
    expect(created.body.template.htmlContent).toContain("<!doctype html>");
    const plain = await client.get("/api/templates");
    const id = plain.body.items[0].id as string;
    for (const path of [`/api/templates/${id}`]) {
      const reply = await ctx.app.request(`${APP_URL}${path}`, {
        headers: {
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          "accept-encoding": "gzip",
        },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-encoding")).toBe("gzip");
      expect(reply.headers.get("vary")).toContain("Accept-Encoding");
      const inflated = JSON.parse(gunzipSync(Buffer.from(await reply.arrayBuffer())).toString("utf8"));
      expect(inflated).toEqual((await client.get(path)).body);
    }
    expect(plain.headers.get("content-encoding")).toBeNull();
    // Without pages the list is small enough to go as it is, whatever the client accepts.
    expect(JSON.stringify(plain.body).length).toBeLessThan(COMPRESS_FROM_BYTES);
  });

  it("sends a full page of the list (50 summaries) as it is, even to a client that accepts gzip", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await buyTokens(client, 1000);
    const made = (await client.post("/api/templates", request())).body.template;
    await ctx.database.db.execute(sql`
      INSERT INTO templates (user_id, title, prompt, html_content, landing_page_type, industry, company_name)
      SELECT user_id, title || ' ' || g, prompt, html_content, landing_page_type, industry, company_name
      FROM templates, generate_series(1, 49) g WHERE id = ${made.id}`);
    const reply = await client.get("/api/templates?limit=50", { "accept-encoding": "gzip, br" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-encoding")).toBeNull();
    expect(reply.body.items).toHaveLength(50);
    expect(reply.body.items[0]).not.toHaveProperty("htmlContent");
  });

  it("answers 404 for another user's template on every route", async () => {
    const owner = new TestClient(ctx.app);
    await owner.signUp();
    const template = (await owner.post("/api/templates", request())).body.template;
    const other = new TestClient(ctx.app);
    await other.signUp();
    await buyTokens(other, 1000);
    const id = template.id;
    const replies = await Promise.all([
      other.get(`/api/templates/${id}`),
      other.post(`/api/templates/${id}/iterations`, { change: "make it dark" }),
      other.get(`/api/templates/${id}/versions`),
      other.post(`/api/templates/${id}/versions/1/restore`),
      other.get(`/api/templates/${id}/download`),
      other.request("DELETE", `/api/templates/${id}`),
      other.get(`/preview/${id}`),
      new TestClient(ctx.app).get(`/preview/${id}`),
      other.get("/api/templates/not-a-uuid"),
    ]);
    expect(replies.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await other.get("/api/templates")).body.items).toEqual([]);
    expect((await other.get("/api/profile")).body.tokenBalance).toBe(1500);
    expect((await owner.get(`/api/templates/${id}`)).status).toBe(200);
  });
});

describe("the engine used by the API", () => {
  it("is the generator library", () => {
    expect(ctx.services.deps.engine.generate).toBe(generatePage);
  });
});

describe("the list without pages, the conversation, duplicates and examples", () => {
  const formAction = (html: string) => html.match(/<form[^>]*\saction="([^"]+)"/)?.[1];

  it("lists summaries without the page: each item has its preview address, the page is read when opened", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const created = (await client.post("/api/templates", request())).body.template;
    const [item] = (await client.get("/api/templates")).body.items;
    expect(item).not.toHaveProperty("htmlContent");
    expect(item).toMatchObject({ id: created.id, title: created.title, version: 1 });
    expect(item.previewUrl).toBe(`/preview/${created.id}?v=1`);
    expect((await client.get(item.previewUrl)).body).toBe(created.htmlContent);
    expect((await client.get(`/api/templates/${created.id}`)).body.htmlContent).toBe(created.htmlContent);
  });

  it("lists each request with what was applied, its cost and whether its tokens are held, kept or given back", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await buyTokens(client, 1000);
    const created = (await client.post("/api/templates", request())).body.template;
    const iterated = await client.post(`/api/templates/${created.id}/iterations`, { change: "make it dark" });
    expect(iterated.status).toBe(200);

    const held = (await client.get(`/api/templates/${created.id}/versions`)).body.items;
    expect(held[0]).toMatchObject({
      version: 2,
      change: "make it dark",
      tokensUsed: 200,
      applied: iterated.body.applied,
      hold: "held",
      tokensHeld: 200,
      keepUntil: iterated.body.template.heldChange.keepUntil,
    });
    expect(held[1]).toMatchObject({ version: 1, change: "Generated", tokensUsed: 500 });
    expect(held[1]).not.toHaveProperty("hold");

    expect((await client.post(`/api/templates/${created.id}/undo`)).status).toBe(200);
    const undone = (await client.get(`/api/templates/${created.id}/versions`)).body.items;
    expect(undone.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(undone[1]).toMatchObject({ version: 2, hold: "released", tokensHeld: 200, tokensUsed: 0 });
    expect(undone[1]).not.toHaveProperty("keepUntil");
  });

  it("duplicates a page for free: version 1 of the current page, its forms posting to the copy", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await buyTokens(client, 1000);
    const created = (await client.post("/api/templates", request())).body.template;
    expect(
      (await client.post(`/api/templates/${created.id}/iterations`, { change: "make it dark" })).status,
    ).toBe(200);
    const current = (await client.get(`/api/templates/${created.id}`)).body;
    const balance = (await client.get("/api/profile")).body.tokenBalance;

    const copy = await client.post(`/api/templates/${created.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.template).toMatchObject({
      title: `Copy of ${created.title}`,
      version: 1,
      tokensUsed: 0,
      landingPageType: created.landingPageType,
    });
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(balance);
    const original = formAction(current.htmlContent);
    const copied = formAction(copy.body.template.htmlContent);
    expect(original).toMatch(new RegExp(`^${APP_URL}/f/`));
    expect(copied).toMatch(new RegExp(`^${APP_URL}/f/`));
    expect(copied).not.toBe(original);
    // Apart from where its forms post, the copy is the page as it is now.
    expect(copy.body.template.htmlContent.replaceAll(copied!, original!)).toBe(current.htmlContent);
    const history = (await client.get(`/api/templates/${copy.body.template.id}/versions`)).body.items;
    expect(history).toMatchObject([
      { version: 1, change: `Duplicated from “${created.title}” (version 2)`, tokensUsed: 0 },
    ]);
    const lead = await ctx.app.request(copied!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.77" },
      body: new URLSearchParams({ name: "Ada", email: "ada@example.com" }).toString(),
      redirect: "manual",
    });
    expect(lead.status).toBeLessThan(400);
    const leads = (await client.get(`/api/leads?template=${copy.body.template.id}`)).body.items;
    expect(leads).toHaveLength(1);

    const other = new TestClient(ctx.app);
    await other.signUp();
    expect((await other.post(`/api/templates/${created.id}/duplicate`)).status).toBe(404);
  });

  it("starts a page from a showcase example for free; an unknown example is 404", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    const started = await client.post("/api/templates/from-example", { example: "restaurant" });
    expect(started.status).toBe(201);
    expect(started.body.template).toMatchObject({
      title: "Handmade pasta in Budapest",
      companyName: "Trattoria Bella",
      version: 1,
      tokensUsed: 0,
    });
    expect(started.body.template.htmlContent).toContain("Trattoria Bella");
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(500);
    expect((await client.get("/api/templates")).body.items.map((t: { id: string }) => t.id)).toEqual([
      started.body.template.id,
    ]);
    const unknown = await client.post("/api/templates/from-example", { example: "nope" });
    expect([unknown.status, unknown.body.error.message]).toEqual([404, "Example not found"]);
    expect((await client.post("/api/templates/from-example", {})).status).toBe(400);
  });
});
