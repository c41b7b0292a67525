/**
 * An adversarial model on loopback (OpenAI-compatible chat completions and Anthropic messages, streamed or
 * not). It knows nothing of the product: it reads whatever JSON schema the request carries (a
 * `response_format` json_schema, a tool's `input_schema`) and fills it to do the most harm — every string
 * with invented facts (prices, years, phones, e-mails, links, names, quotes, ratings, awards, statistics,
 * dates), arrays with more items than asked, one item of every variant of a union, and the ids and paths
 * the prompt shows, so its words land on real sections. A request without a schema gets the same facts:
 * a JSON array of strings in the prompt comes back with every string "enriched", anything else as prose.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Each phrase carries one invented fact; tests assert that none of `INVENTED_MARKERS` reaches a page. */
export const INVENTED_PHRASES = [
  "Loaves from only £1.99",
  "Family-run since 1987",
  "Call +44 20 7946 0018 today",
  "Write to deals@invented-example.com",
  "See https://invented-example.com/offer",
  "Jane Doe bakes every loaf",
  "“The best bread in the country” – John Smith",
  "Rated 4.9/5 by our customers",
  "Award-winning bakers",
  "98% of customers come back",
  "Over 5,000 happy customers",
  "Opened on 12 March 2019",
  "Open until 23:30 every night",
  "Winner of the 2021 Golden Whisk Award",
];

/** A distinctive piece of each invented fact, to look for on a saved page (case-insensitive). */
export const INVENTED_MARKERS = [
  "1.99",
  "1987",
  "7946",
  "invented-example",
  "Jane Doe",
  "John Smith",
  "4.9",
  "award",
  "98%",
  "5,000",
  "2019",
  "23:30",
  "Golden Whisk",
];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  $defs?: Record<string, Schema>;
  definitions?: Record<string, Schema>;
};

/** Fills schemas with invented values; one per request, so the phrases rotate through the answer. */
class Filler {
  private next = 0;
  private readonly ids: string[];
  private readonly paths: string[];
  private readonly snippets: string[];

  constructor(
    private readonly root: Schema,
    prompt: string,
  ) {
    this.ids = unique(prompt.match(/\bs\d{1,2}\b/g) ?? []);
    this.paths = unique(prompt.match(/\bsections\.s\d+\.[\w.]+[a-z]\b/gi) ?? []);
    // Values the page already shows, so "from" fields of a fact change name something real.
    this.snippets = unique(
      prompt.match(/[£$€]\s?\d[\d.,]*|\b\d{1,2}:\d{2}\b|[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [],
    );
  }

  private phrase(): string {
    const text = INVENTED_PHRASES[this.next % INVENTED_PHRASES.length] as string;
    this.next++;
    return text;
  }

  private pick(list: string[], fallback: string): string {
    return list.length ? (list[this.next++ % list.length] as string) : fallback;
  }

  private resolve(schema: Schema): Schema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split("/").at(-1) ?? "";
    const defs = { ...this.root.definitions, ...this.root.$defs };
    return defs[name] ?? (schema.$ref === "#" ? this.root : {});
  }

  fill(input: Schema, key = ""): unknown {
    const schema = this.resolve(input);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[this.next++ % schema.enum.length];
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return this.fill(this.preferred(variants.map((v) => this.resolve(v))), key);
    if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => this.fill(s, key)));
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
    if (type === "object" || schema.properties) return this.object(schema);
    if (type === "array") return this.array(schema, key);
    if (type === "integer" || type === "number") return this.number(schema);
    if (type === "boolean") return true;
    if (type === "null") return null;
    return this.string(schema, key);
  }

  /** A number variant over a string one (an item's position hits; an invented title would not). */
  private preferred(variants: Schema[]): Schema {
    return variants.find((v) => v.type === "integer" || v.type === "number") ?? (variants[0] as Schema);
  }

  private object(schema: Schema): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      out[name] = this.fill(property, name);
    return out;
  }

  private array(schema: Schema, key: string): unknown[] {
    const item = this.resolve(schema.items ?? {});
    const variants = (item.anyOf ?? item.oneOf)?.map((v) => this.resolve(v));
    const wanted =
      variants && variants.length > 1
        ? variants.length
        : key === "sections" || key === "order"
          ? this.ids.length + 1
          : 4;
    const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? wanted, wanted));
    return Array.from({ length: count }, (_, i) =>
      variants && variants.length > 1
        ? this.fill(variants[i % variants.length] as Schema, key)
        : this.fill(item, key),
    );
  }

  private number(schema: Schema): number {
    const invented = 1987;
    const max = schema.maximum ?? invented;
    return Math.max(schema.minimum ?? 0, Math.min(max, invented));
  }

  private string(schema: Schema, key: string): string {
    const max = schema.maxLength ?? 500;
    const min = schema.minLength ?? 0;
    let text: string;
    if (/^(id|section|after|before)$/i.test(key) || key === "order") text = this.pick(this.ids, "s1");
    else if (key === "path") text = this.pick(this.paths, "sections.s1.heading");
    else if (key === "from" || key === "find") text = this.pick(this.snippets, "£1");
    else if (key === "lang") text = "fr";
    else text = `${this.phrase()}. ${this.phrase()}.`;
    text = text.length > max ? text.slice(0, max) : text;
    return text.length >= min ? text : text.padEnd(min, "!");
  }
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

interface Body {
  model: string;
  stream?: boolean;
  system?: unknown;
  messages: { role: string; content: unknown }[];
  response_format?: { json_schema?: { schema?: Schema } };
  tools?: { name?: string; input_schema?: Schema; function?: { parameters?: Schema } }[];
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p) => (p as { text?: string }).text ?? "").join("");
  return "";
}

/** Without a schema: a JSON array of strings in the prompt is answered in kind, anything else as prose. */
function freeAnswer(prompt: string, filler: Filler): string {
  const array = prompt.match(/\[\s*"[\s\S]*\]/)?.[0];
  if (array) {
    try {
      const strings = JSON.parse(array) as unknown[];
      if (Array.isArray(strings))
        return JSON.stringify(strings.map((s) => `${String(s)} ${String(filler.fill({ type: "string" }))}`));
    } catch {
      // not JSON after all: prose below
    }
  }
  return String(filler.fill({ type: "string" }));
}

/** The answer as JSON text, and whether it is a tool call (Anthropic's structured output). */
function answerFor(body: Body): { text: string; tool?: string } {
  const prompt = body.messages.map((m) => textOf(m.content)).join("\n");
  const schema =
    body.response_format?.json_schema?.schema ??
    body.tools?.find((t) => t.input_schema)?.input_schema ??
    body.tools?.find((t) => t.function?.parameters)?.function?.parameters;
  const tool = body.tools?.find((t) => t.input_schema)?.name;
  const filler = new Filler(schema ?? {}, prompt);
  if (!schema) return { text: freeAnswer(prompt, filler) };
  return { text: JSON.stringify(filler.fill(schema)), ...(tool ? { tool } : {}) };
}

const sse = (data: object) => `data: ${JSON.stringify(data)}\n\n`;
const event = (name: string, data: object) =>
  `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
const tokens = (text: string) => Math.ceil(text.length / 4);

function openAi(res: ServerResponse, body: Body, promptChars: number, text: string): void {
  const usage = { prompt_tokens: Math.ceil(promptChars / 4), completion_tokens: tokens(text) };
  const total = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
  const base = { id: "chatcmpl-adversary", created: Math.floor(Date.now() / 1000), model: body.model };
  if (!body.stream) {
    const message = { role: "assistant", content: text };
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        ...base,
        object: "chat.completion",
        choices: [{ index: 0, message, finish_reason: "stop" }],
        usage: total,
      }),
    );
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream" });
  const chunk = (choices: object[], extra = {}) =>
    sse({ ...base, object: "chat.completion.chunk", choices, ...extra });
  res.write(chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]));
  for (let at = 0; at < text.length; at += 300)
    res.write(chunk([{ index: 0, delta: { content: text.slice(at, at + 300) }, finish_reason: null }]));
  res.write(chunk([{ index: 0, delta: {}, finish_reason: "stop" }]));
  res.write(chunk([], { usage: total }));
  res.end("data: [DONE]\n\n");
}

function anthropic(
  res: ServerResponse,
  body: Body,
  promptChars: number,
  answer: { text: string; tool?: string },
): void {
  const usage = { input_tokens: Math.ceil(promptChars / 4), output_tokens: tokens(answer.text) };
  const stop = answer.tool ? "tool_use" : "end_turn";
  const block = answer.tool
    ? { type: "tool_use", id: "toolu_adversary", name: answer.tool, input: JSON.parse(answer.text) }
    : { type: "text", text: answer.text };
  const message = {
    id: "msg_adversary",
    type: "message",
    role: "assistant",
    model: body.model,
    stop_sequence: null,
  };
  if (!body.stream) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ...message, content: [block], stop_reason: stop, usage }));
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream" });
  res.write(
    event("message_start", {
      message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } },
    }),
  );
  const start = answer.tool ? { ...block, input: {} } : { type: "text", text: "" };
  res.write(event("content_block_start", { index: 0, content_block: start }));
  for (let at = 0; at < answer.text.length; at += 300) {
    const piece = answer.text.slice(at, at + 300);
    const delta = answer.tool
      ? { type: "input_json_delta", partial_json: piece }
      : { type: "text_delta", text: piece };
    res.write(event("content_block_delta", { index: 0, delta }));
  }
  res.write(event("content_block_stop", { index: 0 }));
  res.write(event("message_delta", { delta: { stop_reason: stop, stop_sequence: null }, usage }));
  res.end(event("message_stop", {}));
}

export interface AdversarialModel {
  /** Pass as LLM_BASE_URL (the Anthropic provider appends /messages, the OpenAI one /chat/completions). */
  baseUrl: string;
  /** Every request as received, headers included (tests look for the key where it belongs, and only there). */
  requests: { url: string; body: Body; headers: IncomingMessage["headers"] }[];
  close(): Promise<void>;
}

export async function startAdversarialModel(): Promise<AdversarialModel> {
  const requests: AdversarialModel["requests"] = [];
  const server = createServer(async (req, res) => {
    const raw: Buffer[] = [];
    for await (const piece of req) raw.push(piece as Buffer);
    const url = req.url ?? "";
    if (req.method !== "POST" || !/\/(chat\/completions|messages)$/.test(url)) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(raw).toString("utf8")) as Body;
    requests.push({ url, body, headers: req.headers });
    const promptChars = raw.reduce((n, b) => n + b.length, 0);
    const answer = answerFor(body);
    if (url.endsWith("/messages")) anthropic(res, body, promptChars, answer);
    else openAi(res, body, promptChars, answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
