/**
 * Every request the product sends a model is described in the server's log at debug level — which prompt,
 * which model and host, how long, how many tokens — and the API key is never written (issue 26.5).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger.js";
import { type AdversarialModel, startAdversarialModel } from "../helpers/adversarial-model.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const KEY = "sk-log-check-5f3a9c1e7b";
const lines: string[] = [];
let model: AdversarialModel;
let ctx: TestContext;

beforeAll(async () => {
  model = await startAdversarialModel();
  const logger = createLogger({ level: "debug", destination: { write: (line: string) => lines.push(line) } });
  ctx = await createTestApp(
    {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: "logged-model",
      LLM_API_KEY: KEY,
    },
    { logger },
  );
});
afterAll(async () => {
  await ctx?.close();
  await model?.close();
});

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the model requests in the server's log", () => {
  it("describes each generation and change request at debug level and never writes the API key", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await client.buyTokens(2000);
    const created = await client.post("/api/templates", {
      prompt: "A dog groomer in Bristol: full groom £45, nail trim £10. Call 0117 496 0555.",
      title: "Paws & Suds",
      companyName: "Paws & Suds",
      landingPageType: "business-homepage",
      industry: "other",
      targetAudience: "dog owners",
      logoOption: "generate",
      logoData: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const changed = await client.post(`/api/templates/${created.body.template.id}/iterations`, {
      change: "Make the page feel more special and tell people why their dogs will love us",
    });
    expect([200, 422]).toContain(changed.status);

    const host = new URL(model.baseUrl).host;
    const requests = entries().filter((entry) => entry.msg === "model request");
    expect(requests).toContainEqual(
      expect.objectContaining({
        level: 20,
        purpose: "page-copy-v1.md",
        model: "logged-model",
        host,
        attempt: 0,
      }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({
        level: 20,
        purpose: "change-v3.md",
        model: "logged-model",
        host,
        attempt: 1,
      }),
    );
    const answers = entries().filter((entry) => entry.msg === "model answer");
    expect(answers).toContainEqual(
      expect.objectContaining({ purpose: "page-copy-v1.md", inputTokens: expect.any(Number) }),
    );
    // The key went to the model, and nowhere into the log.
    expect(model.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter((line) => line.includes(KEY))).toEqual([]);
    expect(lines.filter((line) => line.includes(KEY.slice(3, 12)))).toEqual([]);
  });
});
