/**
 * A page a model wrote as raw HTML in an earlier version (no page model) is edited by the model under the
 * same guard as operations, behind the real API with a fake model on loopback: an edit that adds a fact
 * nobody gave (a "Jane Doe" quote, "Now only £1.99!") is left out and named, the owner's own edit is
 * applied; an answer made only of invented facts, or one that changes nothing, costs nothing.
 */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iterationCost } from "../../src/core/pricing.js";
import { templates, templateVersions } from "../../src/server/db/schema.js";
import { storeBody } from "../../src/server/templates/page-bodies.js";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const RAW = readFileSync(new URL("../generator/fixtures/good-newsletter.html", import.meta.url), "utf8");
const NEWSLETTER = {
  prompt: "A weekly newsletter about coffee for home baristas.",
  title: "The Weekly Brew",
  companyName: "Brew Co",
  landingPageType: "newsletter",
  industry: "food",
  targetAudience: "home baristas",
  logoOption: "generate",
  logoData: null,
};

const block = (search: string, replace: string) =>
  ["<<<<<<< SEARCH", search, "=======", replace, ">>>>>>> REPLACE"].join("\n");
const HEADLINE = block("<h1>Better coffee, every Friday</h1>", "<h1>Brew better coffee this Friday</h1>");
const QUOTE = block(
  "<h2>Why readers stay</h2>",
  "<h2>Why readers stay</h2>\n<blockquote>“The best newsletter I read” – Jane Doe</blockquote>",
);
const PRICE = block(
  "<p>Issue 42: the perfect pour-over.</p>",
  "<p>Issue 42: the perfect pour-over. Now only £1.99!</p>",
);

let llm: FakeLlmServer;
let ctx: TestContext;
beforeAll(async () => {
  llm = await startFakeLlmServer({ fallback: () => ({ text: JSON.stringify({ sections: [] }) }) });
  ctx = await createTestApp({
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: "fake",
  });
});
afterAll(async () => {
  await ctx?.close();
  await llm?.close();
});

/** An owner whose page is an old model-made page: raw HTML, no page model. */
async function ownerWithRawPage() {
  const client = new TestClient(ctx.app);
  await client.signUp();
  await client.buyTokens(2000);
  const created = await client.post("/api/templates", NEWSLETTER);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.template.id as string;
  await ctx.database.db.update(templates).set({ htmlContent: RAW }).where(eq(templates.id, id));
  await ctx.database.db
    .update(templateVersions)
    .set({ bodyHash: await storeBody(ctx.database.db, id, RAW) })
    .where(eq(templateVersions.templateId, id));
  const balance = (await client.get("/api/profile")).body.tokenBalance as number;
  return { client, id, balance };
}

const changeOf = (owner: { client: TestClient; id: string }, change: string, answer: string) => {
  llm.enqueue({ text: answer });
  return owner.client.post(`/api/templates/${owner.id}/iterations`, { change });
};

describe("an old model-made page changed by an inventing model", () => {
  it("applies the owner's edit, leaves out the invented quote and price, names them and charges the change", async () => {
    const owner = await ownerWithRawPage();
    const change = "Make the headline say Brew better coffee this Friday";
    const answer = [
      "CHANGES:",
      "- Made the headline more direct",
      "- Added a quote from Jane Doe",
      "- Added the price: now only £1.99",
      "",
      HEADLINE,
      QUOTE,
      PRICE,
    ].join("\n");
    const reply = await changeOf(owner, change, answer);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const html = reply.body.template.htmlContent as string;
    expect(html).toContain("<h1>Brew better coffee this Friday</h1>");
    expect(html).not.toContain("Jane Doe");
    expect(html).not.toContain("1.99");
    expect(reply.body.applied).toEqual(["Made the headline more direct"]);
    const report = (reply.body.notApplied as string[]).join("\n");
    expect(report).toContain(
      "Left out “The best newsletter I read” – Jane Doe: it is not in your request or on the page",
    );
    expect(report).toContain("“£1.99”");
    expect(reply.body.tokensUsed).toBe(iterationCost(change));
  });

  it("saves nothing and charges nothing when every edit invents a fact", async () => {
    const owner = await ownerWithRawPage();
    const reply = await changeOf(
      owner,
      "Add a testimonial and a special offer",
      `CHANGES:\n- Added a quote\n\n${QUOTE}\n${PRICE}`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.error.code).toBe("change_not_applied");
    expect(reply.body.error.message).toContain("– Jane Doe: it is not in your request");
    expect(reply.body.error.message).toContain("“£1.99”");
    expect((await owner.client.get("/api/profile")).body.tokenBalance).toBe(owner.balance);
    expect((await owner.client.get(`/api/templates/${owner.id}/versions`)).body.items).toHaveLength(1);
  });

  it("charges nothing for an edit that leaves the page as it was", async () => {
    const owner = await ownerWithRawPage();
    const same = block("<h2>Why readers stay</h2>", "<h2>Why readers stay</h2>");
    const reply = await changeOf(
      owner,
      "Tidy up the benefits heading",
      `CHANGES:\n- Tidied the heading\n\n${same}`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.error.message).toContain("nothing was charged");
    expect((await owner.client.get("/api/profile")).body.tokenBalance).toBe(owner.balance);
  });
});
