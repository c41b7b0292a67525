/**
 * The model as the interpreter of changes, against a fake OpenAI-compatible server on loopback that
 * answers chat completions asked for with a JSON-schema response format.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeRequestPrompt, readChangeWithModel } from "../../src/generator/llm/change.js";
import { GenerationError, type LlmSettings } from "../../src/generator/types.js";
import { type FakeLlmServer, lastUserText, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { page } from "./ops/pages.js";

let server: FakeLlmServer;
let settings: LlmSettings;

beforeAll(async () => {
  server = await startFakeLlmServer();
  settings = { provider: "openai-compatible", baseUrl: server.baseUrl, model: "fake-model", maxRetries: 0 };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const answer = (ops: unknown) => ({ text: JSON.stringify({ ops }) });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "no error";
  } catch (error) {
    return error instanceof GenerationError ? error.code : String(error);
  }
}

describe("readChangeWithModel", () => {
  it("returns the operations of a good answer, with the tokens used", async () => {
    const ops = [
      { op: "set_fact", kind: "price", from: "€14", to: "€16" },
      { op: "set_style", scheme: "dark" },
    ];
    server.enqueue(answer(ops));
    const result = await readChangeWithModel("lunch is €16 now, and go dark", page("restaurant"), settings);
    expect(result.ops).toEqual(ops);
    expect(result.usage.totalTokens).toBeGreaterThan(0);
  });

  it("asks for the change language by JSON schema, with the request and the page's sections and edit paths", async () => {
    server.enqueue(answer([]));
    const model = page("restaurant");
    await readChangeWithModel("make the headline friendlier", model, settings, {
      scope: { section: model.sections[0].id },
    });
    const body = server.requests[0].body as {
      response_format?: { type: string; json_schema?: { schema: unknown } };
    };
    expect(body.response_format?.type).toBe("json_schema");
    expect(JSON.stringify(body.response_format?.json_schema?.schema)).toContain("set_fact");
    const prompt = lastUserText(server.requests[0]);
    expect(prompt).toContain('"make the headline friendlier"');
    expect(prompt).toContain(`[${model.sections[0].id}] hero`);
    expect(prompt).toContain(
      `sections.${model.sections[0].id}.heading: ${JSON.stringify(model.sections[0].heading)}`,
    );
    expect(prompt).toContain("(selected by the owner)");
    const system = server.requests[0].body.messages.find((m) => m.role === "system");
    expect(String(system?.content)).toContain("Never invent facts");
  });

  it("passes on an answer that invents facts, for the guard on operations to drop", async () => {
    const ops = [
      {
        op: "add_item",
        section: "testimonials",
        item: { title: "Best pasta in Lisbon", text: "“Unforgettable!”", meta: "Jane Doe" },
      },
      { op: "set_text", path: "sections.s1.heading", value: "Now only £1.99!" },
    ];
    server.enqueue(answer(ops));
    const result = await readChangeWithModel("add a testimonial", page("restaurant"), settings);
    expect(result.ops).toEqual(ops);
  });

  it("passes on operations naming sections and paths the page does not have (applyOps reports them)", async () => {
    const ops = [
      { op: "set_text", path: "sections.s99.heading", value: "Hello" },
      { op: "remove_section", section: "s42" },
    ];
    server.enqueue(answer(ops));
    expect((await readChangeWithModel("change it", page("restaurant"), settings)).ops).toEqual(ops);
  });

  it("repairs an answer of the wrong shape once, and charges both calls", async () => {
    server.enqueue(
      answer([{ op: "set_style", scheme: "pitch-black" }]),
      answer([{ op: "set_style", scheme: "dark" }]),
    );
    const result = await readChangeWithModel("go dark", page("restaurant"), settings);
    expect(result.ops).toEqual([{ op: "set_style", scheme: "dark" }]);
    expect(server.requests).toHaveLength(2);
    expect(lastUserText(server.requests[1])).toContain("does not fit the schema");
    expect(result.usage.totalTokens).toBe(220);
  });

  it.each([
    ["junk", [{ text: "Sure! I made the page darker." }, { text: "<html>dark</html>" }]],
    ["nothing", [{ text: "" }, { text: "" }]],
    [
      "wrong types",
      [answer([{ op: "move_item", section: 3, item: true, to: "middle" }]), { text: '{"ops": "dark"}' }],
    ],
    ["an unknown operation", [answer([{ op: "make_it_pop" }]), answer([{ op: "make_it_pop" }])]],
  ])("fails on %s twice as provider_error (nothing to charge)", async (_, answers) => {
    server.enqueue(...answers);
    expect(await codeOf(readChangeWithModel("make it pop", page("restaurant"), settings))).toBe(
      "provider_error",
    );
    expect(server.requests).toHaveLength(2);
  });

  it("times out a slow model", async () => {
    server.enqueue({ ...answer([]), delayMs: 2_000 });
    const slow = { ...settings, timeoutMs: 300 };
    expect(await codeOf(readChangeWithModel("go dark", page("restaurant"), slow))).toBe("timeout");
  });

  it("stops when the owner cancels", async () => {
    server.enqueue({ ...answer([]), delayMs: 2_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const reading = readChangeWithModel("go dark", page("restaurant"), settings, {
      signal: controller.signal,
    });
    expect(await codeOf(reading)).toBe("aborted");
  });

  it("maps a refusing endpoint to provider_error and a busy one to rate_limited", async () => {
    server.enqueue({ status: 401, text: "bad key" });
    expect(await codeOf(readChangeWithModel("go dark", page("restaurant"), settings))).toBe("provider_error");
    server.enqueue({ status: 429, text: "slow down" });
    expect(await codeOf(readChangeWithModel("go dark", page("restaurant"), settings))).toBe("rate_limited");
  });
});

describe("changeRequestPrompt", () => {
  it("names the text the owner selected", () => {
    const model = page("webinar");
    const id = model.sections[1].id;
    const prompt = changeRequestPrompt("shorter please", model, {
      section: id,
      path: `sections.${id}.heading`,
    });
    expect(prompt).toContain(`The owner selected the text sections.${id}.heading in section ${id}`);
    expect(prompt).toContain("(selected)");
  });
});
