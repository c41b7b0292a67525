/**
 * A model that answers badly, behind the real API: junk, the wrong shape (twice), an answer cut at the
 * output limit, a stream that breaks off, a model slower than LLM_TIMEOUT_MS. Each gives the owner the
 * composer's page instead (decision 0066), labelled "composer", with a note saying the AI could not write
 * its words; a change request the model answers with junk twice fails with a readable message, charging
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelWords } from "../../src/generator/llm/model-words.js";
import { type FakeAnswer, type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const BAKERY = {
  prompt: "Crumb & Co bakes sourdough (£4.50) on 14 Mill Lane, Leeds. Call 0113 496 0321.",
  title: "Crumb & Co Bakery",
  companyName: "Crumb & Co",
  landingPageType: "business-homepage",
  industry: "food",
  targetAudience: "neighbours",
  logoOption: "generate",
  logoData: null,
};
const HALF_PLAN = '{"sections":[{"id":"s1","heading":"Real bread for Leeds","lead":"Baked every mor';

const FAILURES: { name: string; answers: FakeAnswer[] }[] = [
  {
    name: "junk",
    answers: [{ text: "Sure! Here is a lovely page for your bakery." }],
  },
  { name: "nothing", answers: [{ text: "" }] },
  {
    name: "the wrong shape twice",
    answers: [{ text: '{"sections":"none","style":5}' }, { text: '{"sections":[{"heading":7}]}' }],
  },
  {
    name: "an answer cut at the output limit",
    answers: [{ text: HALF_PLAN, finishReason: "length" }],
  },
  { name: "an answer that stops mid-object", answers: [{ text: HALF_PLAN }] },
  { name: "a slow model", answers: [{ text: HALF_PLAN, delayMs: 3_000 }] },
];

describe.each(["openai-compatible", "anthropic"] as const)("a failing model over %s", (provider) => {
  let llm: FakeLlmServer;
  let ctx: TestContext;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
    ctx = await createTestApp({
      LLM_PROVIDER: provider,
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "failing-model",
      LLM_API_KEY: "sk-failing",
      LLM_TIMEOUT_MS: "1000",
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await llm?.close();
  });

  it.each(FAILURES)("gives the composer's page on $name, with a note saying so", async ({ answers }) => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    llm.enqueue(...answers);
    const reply = await client.post("/api/templates", BAKERY);
    expect(reply.status).toBe(201);
    expect(reply.body.template.model).toBe("composer");
    expect(reply.body.notes).toContain(modelWords("en", "composerWrote"));
    expect(reply.body.template.htmlContent).toContain("£4.50");
    expect(llm.pending()).toBe(0);
  });
});

describe("a change request the model answers with junk", () => {
  it("fails the change with a readable message and charges nothing", async () => {
    const llm = await startFakeLlmServer();
    const ctx = await createTestApp({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "junk",
    });
    try {
      const client = new TestClient(ctx.app);
      await client.signUp();
      await client.buyTokens(1000);
      llm.enqueue({ text: '{"sections":[]}' });
      const created = await client.post("/api/templates", BAKERY);
      expect(created.status).toBe(201);
      const balance = (await client.get("/api/profile")).body.tokenBalance;
      llm.enqueue({ text: "I would make it lovelier!" }, { text: '{"ops": "lovelier"}' });
      const reply = await client.post(`/api/templates/${created.body.template.id}/iterations`, {
        change: "Make the page feel more special and tell people why they will love us",
      });
      expect(reply.status).toBe(502);
      expect(reply.body.error).toEqual({
        code: "iteration_failed",
        message: "The AI did not answer with changes we could read; please try again.",
      });
      expect((await client.get("/api/profile")).body.tokenBalance).toBe(balance);
      expect(
        (await client.get(`/api/templates/${created.body.template.id}/versions`)).body.items,
      ).toHaveLength(1);
    } finally {
      await ctx.close();
      await llm.close();
    }
  });
});
