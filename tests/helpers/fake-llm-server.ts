/**
 * A scriptable LLM server on loopback for the LLM engine's tests. POST /v1/chat/completions answers in
 * the OpenAI format (streamed SSE: role chunk, content chunks, finish chunk, usage chunk, [DONE]) and
 * POST /v1/messages in Anthropic's (message_start … message_stop; one message when not streamed), both
 * from one queue of canned answers, or from `fallback` once it is empty, or with an error status.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeAnswer {
  /** HTTP status; anything but 200 answers with an OpenAI-style error body. Default 200. */
  status?: number;
  headers?: Record<string, string>;
  /** The assistant's text, streamed in pieces. */
  text?: string;
  /** Characters per content chunk (default 400). */
  chunkSize?: number;
  /** Wait before the response starts. */
  delayMs?: number;
  /** Wait between content chunks. */
  chunkDelayMs?: number;
  /** Default "stop". */
  finishReason?: "stop" | "length";
  /** Drops the connection after this many characters of the text (a stream cut off mid-answer). */
  cutAfterChars?: number;
}

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string | { type: string; text?: string }[] }[];
    [key: string]: unknown;
  };
  headers: IncomingMessage["headers"];
}

export interface FakeLlmServer {
  /** e.g. http://127.0.0.1:41234/v1 — pass as LLM_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  enqueue(...answers: FakeAnswer[]): void;
  /** Answers not used yet. */
  pending(): number;
  close(): Promise<void>;
}

/** The text of the last user message of a recorded request. */
export function lastUserText(request: RecordedRequest): string {
  const user = request.body.messages.filter((m) => m.role === "user").at(-1);
  if (!user) return "";
  return typeof user.content === "string" ? user.content : user.content.map((p) => p.text ?? "").join("");
}

function wait(ms: number, res: ServerResponse): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    // The listener goes when the wait ends, so a long stream does not pile up one per chunk.
    const timer = setTimeout(() => {
      res.off("close", onClose);
      resolve(!res.destroyed);
    }, ms);
    res.once("close", onClose);
  });
}

function chunk(id: string, model: string, choice: object | null, usage?: object): string {
  const data = {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: choice ? [choice] : [],
    ...(usage ? { usage } : {}),
  };
  return `data: ${JSON.stringify(data)}\n\n`;
}

async function answerStream(res: ServerResponse, answer: FakeAnswer, model: string, index: number) {
  const id = `chatcmpl-fake-${index}`;
  const text = answer.text ?? "";
  const size = answer.chunkSize ?? 400;
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...answer.headers });
  res.write(chunk(id, model, { index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }));
  for (let at = 0; at < text.length; at += size) {
    if (at > 0 && !(await wait(answer.chunkDelayMs ?? 0, res))) return;
    if (res.destroyed) return;
    if (cutHere(res, answer, at)) return;
    res.write(
      chunk(id, model, { index: 0, delta: { content: text.slice(at, at + size) }, finish_reason: null }),
    );
  }
  res.write(chunk(id, model, { index: 0, delta: {}, finish_reason: answer.finishReason ?? "stop" }));
  const completionTokens = Math.ceil(text.length / 4);
  res.write(
    chunk(id, model, null, {
      prompt_tokens: 100,
      completion_tokens: completionTokens,
      total_tokens: 100 + completionTokens,
    }),
  );
  res.end("data: [DONE]\n\n");
}

/** Ends the connection abruptly once `cutAfterChars` characters were sent (true when it did). */
function cutHere(res: ServerResponse, answer: FakeAnswer, sent: number): boolean {
  if (answer.cutAfterChars === undefined || sent < answer.cutAfterChars) return false;
  res.socket?.destroy();
  return true;
}

function event(name: string, data: object): string {
  return `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
}

/** Whether the request offers the AI SDK's "json" tool (structured output on Anthropic). */
function offersJsonTool(body: RecordedRequest["body"]): boolean {
  const tools = Array.isArray(body.tools) ? (body.tools as { name?: string }[]) : [];
  return tools.some((tool) => tool.name === "json");
}

/** Anthropic's answer to a request that does not stream (generateObject): one message. */
function answerAnthropicMessage(
  res: ServerResponse,
  answer: FakeAnswer,
  body: RecordedRequest["body"],
  index: number,
) {
  const text = answer.text ?? "";
  const asJsonTool = offersJsonTool(body);
  const block = asJsonTool
    ? { type: "tool_use", id: `toolu_fake_${index}`, name: "json", input: JSON.parse(text) }
    : { type: "text", text };
  const stopReason = answer.finishReason === "length" ? "max_tokens" : asJsonTool ? "tool_use" : "end_turn";
  res.writeHead(200, { "content-type": "application/json", ...answer.headers });
  res.end(
    JSON.stringify({
      id: `msg_fake_${index}`,
      type: "message",
      role: "assistant",
      model: body.model,
      content: [block],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: Math.ceil(text.length / 4) },
    }),
  );
}

/**
 * Anthropic's streamed answer; when the request offers the AI SDK's "json" tool (structured output for
 * models without native output formats), the text comes as that tool's input, as Claude sends it.
 */
async function answerAnthropicStream(
  res: ServerResponse,
  answer: FakeAnswer,
  body: RecordedRequest["body"],
  index: number,
) {
  const model = body.model;
  const asJsonTool = offersJsonTool(body);
  const text = answer.text ?? "";
  const size = answer.chunkSize ?? 400;
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...answer.headers });
  res.write(
    event("message_start", {
      message: {
        id: `msg_fake_${index}`,
        type: "message",
        role: "assistant",
        content: [],
        model,
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 1 },
      },
    }),
  );
  const block = asJsonTool
    ? { type: "tool_use", id: `toolu_fake_${index}`, name: "json", input: {} }
    : { type: "text", text: "" };
  res.write(event("content_block_start", { index: 0, content_block: block }));
  for (let at = 0; at < text.length; at += size) {
    if (at > 0 && !(await wait(answer.chunkDelayMs ?? 0, res))) return;
    if (res.destroyed) return;
    if (cutHere(res, answer, at)) return;
    const piece = text.slice(at, at + size);
    const delta = asJsonTool
      ? { type: "input_json_delta", partial_json: piece }
      : { type: "text_delta", text: piece };
    res.write(event("content_block_delta", { index: 0, delta }));
  }
  res.write(event("content_block_stop", { index: 0 }));
  const stopReason = answer.finishReason === "length" ? "max_tokens" : asJsonTool ? "tool_use" : "end_turn";
  res.write(
    event("message_delta", {
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: Math.ceil(text.length / 4) },
    }),
  );
  res.end(event("message_stop", {}));
}

/** The settings that point the engine at this fake model (OpenAI-compatible, one retry). */
export function fakeModelSettings(server: Pick<FakeLlmServer, "baseUrl">, timeoutMs = 8000) {
  return {
    provider: "openai-compatible" as const,
    baseUrl: server.baseUrl,
    model: "fake",
    maxRetries: 1,
    timeoutMs,
  };
}

export interface FakeLlmOptions {
  /** The answer when the queue is empty (default: a 500 "no scripted answer left"). */
  fallback?: (request: RecordedRequest) => FakeAnswer;
}

export async function startFakeLlmServer(options: FakeLlmOptions = {}): Promise<FakeLlmServer> {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer(async (req, res) => {
    const raw: Buffer[] = [];
    for await (const piece of req) raw.push(piece as Buffer);
    const anthropic = req.url === "/v1/messages";
    if (req.method !== "POST" || (req.url !== "/v1/chat/completions" && !anthropic)) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(raw).toString("utf8")) as RecordedRequest["body"];
    requests.push({ body, headers: req.headers });
    const answer = queue.shift() ??
      options.fallback?.({ body, headers: req.headers }) ?? { status: 500, text: "no scripted answer left" };
    if (!(await wait(answer.delayMs ?? 0, res))) return;
    const status = answer.status ?? 200;
    if (status !== 200) {
      const message = answer.text ?? `status ${status}`;
      const error = anthropic
        ? { type: "error", error: { type: "api_error", message } }
        : { error: { message, type: "fake_error", code: status } };
      res.writeHead(status, { "content-type": "application/json", ...answer.headers });
      res.end(JSON.stringify(error));
      return;
    }
    if (anthropic) {
      if (body.stream) await answerAnthropicStream(res, answer, body, requests.length);
      else answerAnthropicMessage(res, answer, body, requests.length);
      return;
    }
    if (body.stream) {
      await answerStream(res, answer, body.model, requests.length);
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-fake-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: answer.text ?? "" },
            finish_reason: answer.finishReason ?? "stop",
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
      }),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
