/**
 * The model as the interpreter of changes over Anthropic's protocol: a fake Messages API on loopback that
 * answers the structured request with a tool call (the SDK's "json" tool carrying the operations).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readChangeWithModel } from "../../src/generator/llm/change.js";
import { GenerationError, type LlmSettings } from "../../src/generator/types.js";
import { page } from "./ops/pages.js";

let server: Server;
let settings: LlmSettings;
const answers: unknown[] = [];
const bodies: { tools?: { name: string }[] }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw: Buffer[] = [];
    for await (const piece of req) raw.push(piece as Buffer);
    bodies.push(JSON.parse(Buffer.concat(raw).toString("utf8")));
    const input = answers.shift();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `msg_${bodies.length}`,
        type: "message",
        role: "assistant",
        model: "fake-claude",
        content: input === undefined ? [] : [{ type: "tool_use", id: "toolu_1", name: "json", input }],
        stop_reason: input === undefined ? "end_turn" : "tool_use",
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    provider: "anthropic",
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: "test",
    model: "fake-claude",
    maxRetries: 0,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("readChangeWithModel over Anthropic's tool calls", () => {
  it("reads the operations from the tool call", async () => {
    answers.push({ ops: [{ op: "set_style", scheme: "dark" }] });
    const result = await readChangeWithModel("go dark", page("restaurant"), settings);
    expect(result.ops).toEqual([{ op: "set_style", scheme: "dark" }]);
    expect(bodies.at(-1)?.tools?.map((t) => t.name)).toContain("json");
    expect(result.usage.totalTokens).toBe(120);
  });

  it("fails as provider_error when neither answer fits the schema", async () => {
    answers.push({ ops: [{ op: "paint" }] }, { changes: "dark" });
    const error = await readChangeWithModel("go dark", page("restaurant"), settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).code).toBe("provider_error");
  });
});
