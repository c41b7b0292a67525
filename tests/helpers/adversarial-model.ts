/**
 * An adversarial model, served on loopback by the fake LLM server (OpenAI-compatible chat completions and
 * Anthropic messages, streamed or not). It knows nothing of the product: it reads whatever JSON schema the
 * request carries (a `response_format` json_schema, a tool's `input_schema`) and fills it to do the most
 * harm — every string with invented facts (prices, years, phones, e-mails, links, names, quotes, ratings,
 * awards, statistics, dates), arrays with more items than asked, one item of every variant of a union, and
 * the ids and paths the prompt shows, so its words land on real sections. A request without a schema gets
 * the same facts: a JSON array of strings in the prompt comes back with every string "enriched", anything
 * else as prose.
 */
import { type FakeLlmServer, startFakeLlmServer } from "./fake-llm-server.js";

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

/** The answer as JSON text (the fake server sends it as the "json" tool's input where one is offered). */
function answerFor(body: Body): string {
  const prompt = body.messages.map((m) => textOf(m.content)).join("\n");
  const schema =
    body.response_format?.json_schema?.schema ??
    body.tools?.find((t) => t.input_schema)?.input_schema ??
    body.tools?.find((t) => t.function?.parameters)?.function?.parameters;
  const filler = new Filler(schema ?? {}, prompt);
  return schema ? JSON.stringify(filler.fill(schema)) : freeAnswer(prompt, filler);
}

export type AdversarialModel = FakeLlmServer;

/** The fake model server answering every request with `answerFor` (its wire formats, both protocols). */
export function startAdversarialModel(): Promise<AdversarialModel> {
  return startFakeLlmServer({ fallback: (request) => ({ text: answerFor(request.body as Body) }) });
}
