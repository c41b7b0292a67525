/**
 * A model that answers badly, behind the real API: junk, the wrong shape (twice), an answer cut at the
 * output limit, a stream that breaks off, a model slower than LLM_TIMEOUT_MS. Each fails the generation
 * with the message a user can act on, saves nothing and charges nothing (the hold is released); a change
 * request the model answers with junk twice fails the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/generator/llm/errors.js";
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

const FAILURES: { name: string; answers: FakeAnswer[]; message: string }[] = [
  {
    name: "junk",
    answers: [{ text: "Sure! Here is a lovely page for your bakery." }],
    message: MESSAGES.noPlan,
  },
  { name: "nothing", answers: [{ text: "" }], message: MESSAGES.noPlan },
  {
    name: "the wrong shape twice",
    answers: [{ text: '{"sections":"none","style":5}' }, { text: '{"sections":[{"heading":7}]}' }],
    message: MESSAGES.noPlan,
  },
  {
    name: "an answer cut at the output limit",
    answers: [{ text: HALF_PLAN, finishReason: "length" }],
    message: MESSAGES.truncated,
  },
  { name: "an answer that stops mid-object", answers: [{ text: HALF_PLAN }], message: MESSAGES.truncated },
  { name: "a slow model", answers: [{ text: HALF_PLAN, delayMs: 3_000 }], message: MESSAGES.timeout },
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

  it.each(FAILURES)(
    "fails on $name with a readable message, saving and charging nothing",
    async ({ answers, message }) => {
      const client = new TestClient(ctx.app);
      await client.signUp();
      llm.enqueue(...answers);
      const reply = await client.post("/api/templates", BAKERY);
      expect(reply.status).toBe(502);
      expect(reply.body.error).toEqual({ code: "generation_failed", message });
      expect(llm.pending()).toBe(0);
      expect((await client.get("/api/profile")).body).toMatchObject({
        tokenBalance: 500,
        totalTokensUsed: 0,
      });
      expect((await client.get("/api/templates")).body.items).toEqual([]);
    },
  );
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
