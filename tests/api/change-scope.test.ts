/**
 * Point, then ask, through the API: an iteration may name the part of the page the owner selected
 * (`scope: { section, path? }`); it is checked (shape, and that the page still has it) and handed to the
 * engine. The engine here records what it was given and applies the change as the library does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCOPE_NOT_ON_PAGE_MESSAGE, SCOPE_PATH_MESSAGE } from "../../src/core/change-scope.js";
import { generatePage, type IterateOptions, iteratePage } from "../../src/generator/index.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
const scopesSeen: IterateOptions["scope"][] = [];
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      engine: {
        generate: generatePage,
        iterate: (html, change, options) => {
          scopesSeen.push(options?.scope);
          return iteratePage(html, change, options);
        },
      },
    },
  );
});
afterAll(async () => {
  await ctx.close();
});

async function ownerWithPage() {
  const client = new TestClient(ctx.app);
  await client.signUp();
  const created = await client.post("/api/templates", {
    prompt: "Timers, timesheets and invoices for freelancers. €9 a month. Write to help@acme.io.",
    title: "Acme Tracker",
    companyName: "Acme Tracker",
    landingPageType: "product-launch",
    industry: "technology",
    logoOption: "generate",
    logoData: null,
  });
  await client.post(
    "/api/purchases",
    { package: "custom", baseTokens: 2000 },
    { "idempotency-key": crypto.randomUUID() },
  );
  const html = created.body.template.htmlContent as string;
  const heading = /data-edit="(sections\.(s\d+)\.heading)"/.exec(html);
  if (!heading) throw new Error("the generated page has no section heading with an edit path");
  return { client, id: created.body.template.id as string, path: heading[1]!, section: heading[2]! };
}

describe("a change about a selected part of the page", () => {
  it("hands the section and text path to the engine", async () => {
    const { client, id, path, section } = await ownerWithPage();
    const reply = await client.post(`/api/templates/${id}/iterations`, {
      change: "make it dark",
      scope: { section, path },
    });
    expect(reply.status).toBe(200);
    expect(scopesSeen.at(-1)).toEqual({ section, path });
  });

  it("refuses a malformed scope with a field message, and one no longer on the page with 422", async () => {
    const { client, id, section } = await ownerWithPage();
    const before = scopesSeen.length;
    const malformed = await client.post(`/api/templates/${id}/iterations`, {
      change: "make it shorter",
      scope: { section, path: "sections.elsewhere.heading" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields["scope.path"]).toBe(SCOPE_PATH_MESSAGE);
    const gone = await client.post(`/api/templates/${id}/iterations`, {
      change: "make it shorter",
      scope: { section: "s999" },
    });
    expect([gone.status, gone.body.error.code, gone.body.error.message]).toEqual([
      422,
      "scope_not_found",
      SCOPE_NOT_ON_PAGE_MESSAGE,
    ]);
    expect(scopesSeen.length).toBe(before);
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(2200);
  });
});
