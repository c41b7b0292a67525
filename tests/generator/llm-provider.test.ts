import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateWithLlm, iterateWithLlm, type LlmEngineOptions } from "../../src/generator/llm/index.js";
import { postProcess } from "../../src/generator/llm/post-process.js";
import { GenerationError, type PageRequest, type ProgressEvent } from "../../src/generator/types.js";
import { type FakeLlmServer, lastUserText, startFakeLlmServer } from "../helpers/fake-llm-server.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const GOOD = fixture("good-newsletter.html");
const TAILWIND = fixture("tailwind-newsletter.html");
/** A model's copy plan for the newsletter (its hero is s1): what generation asks a model for. */
const PLAN = JSON.stringify({ sections: [{ id: "s1", heading: "Better coffee, every Friday" }] });

const REQUEST: PageRequest = {
  prompt: "A weekly newsletter about coffee for home baristas.",
  title: "The Weekly Brew",
  companyName: "Brew Co",
  landingPageType: "newsletter",
  industry: "food",
  targetAudience: "home baristas",
  logoOption: "generate",
  logoData: null,
  images: [],
};

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  expect(server.pending()).toBe(0);
});

function options(
  extra: Partial<LlmEngineOptions["llm"]> = {},
  events: ProgressEvent[] = [],
): LlmEngineOptions {
  return {
    llm: {
      provider: "openai-compatible",
      baseUrl: server.baseUrl,
      apiKey: "test-key",
      model: "fake-model",
      ...extra,
    },
    retryBaseDelayMs: 5,
    onProgress: (event) => events.push(event),
  };
}

async function generationError(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

const COMPOSER_NOTE =
  "The AI could not write this page's words this time, so the built-in composer wrote them from your description. Generate again to try the AI once more.";

/** A model failure gives the composer's page with a note saying so, and the stats keep why. */
async function composerInstead(promise: ReturnType<typeof generateWithLlm>, code: GenerationError["code"]) {
  const page = await promise;
  expect(page.model).toBe("composer");
  expect(page.notes).toContain(COMPOSER_NOTE);
  expect(page.report.ok).toBe(true);
  expect(page.html).not.toContain("Better coffee, every Friday");
  expect(page.stats.fellBack).toBe(code);
  return page;
}

describe("generateWithLlm", () => {
  it("takes the plan out of markdown fences and chatter", async () => {
    server.enqueue({
      text: `Here are your page's words!\n\n\`\`\`json\n${PLAN}\n\`\`\`\n\nI hope you like them.`,
    });
    const page = await generateWithLlm(REQUEST, options());
    expect(page.html.startsWith("<!doctype html>")).toBe(true);
    expect(page.html).toContain("Better coffee, every Friday");
    expect(page.html).not.toContain("I hope you like them");
    expect(page.report.ok).toBe(true);
  });

  it("points the forms at the engine's form endpoint when one is given", async () => {
    server.enqueue({ text: PLAN });
    const page = await generateWithLlm(REQUEST, { ...options(), formAction: "/api/forms/t1" });
    expect(page.html).toMatch(/<form[^>]* action="\/api\/forms\/t1"/);
    expect(page.report.ok).toBe(true);
  });

  it("takes nothing of a truncated answer (finish reason length): the composer's page stands in", async () => {
    server.enqueue({ text: PLAN.slice(0, 30), finishReason: "length" });
    await composerInstead(generateWithLlm(REQUEST, options()), "truncated");
  });

  it("takes nothing of an answer cut mid-object even when the model says it stopped normally", async () => {
    server.enqueue({ text: PLAN.slice(0, 30) });
    await composerInstead(generateWithLlm(REQUEST, options()), "truncated");
  });

  it("retries after 429 and succeeds", async () => {
    server.enqueue({ status: 429, headers: { "retry-after": "0" } }, { text: PLAN });
    const events: ProgressEvent[] = [];
    const page = await generateWithLlm(REQUEST, options({}, events));
    expect(page.report.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(events).toContainEqual({
      stage: "requesting",
      message: "The AI service is busy; trying again (1)…",
    });
  });

  it("gives up on repeated 500s after the retries: the composer's page stands in", async () => {
    server.enqueue({ status: 500 }, { status: 502 }, { status: 503 });
    await composerInstead(generateWithLlm(REQUEST, options({ maxRetries: 2 })), "provider_error");
    expect(server.requests).toHaveLength(3);
  });

  it("does not wait out a long Retry-After: the composer's page stands in at once", async () => {
    server.enqueue({ status: 429, headers: { "retry-after": "3600" } });
    await composerInstead(generateWithLlm(REQUEST, options()), "rate_limited");
    expect(server.requests).toHaveLength(1);
  });

  it("does not retry a refused request (401)", async () => {
    server.enqueue({ status: 401, text: "bad key" });
    await composerInstead(generateWithLlm(REQUEST, options()), "provider_error");
    expect(server.requests).toHaveLength(1);
  });

  it("times out a slow answer", async () => {
    // The answer would take 10 s; the 200 ms time-out ends the call long before (with room for a busy machine).
    server.enqueue({ text: PLAN, delayMs: 10_000 });
    const started = Date.now();
    await composerInstead(generateWithLlm(REQUEST, options({ timeoutMs: 200 })), "timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("times out an answer that stalls while streaming", async () => {
    // The first piece comes at once and is shown in the preview; the next would come after 30 s.
    server.enqueue({ text: PLAN, chunkSize: 40, chunkDelayMs: 30_000 });
    const events: ProgressEvent[] = [];
    await composerInstead(generateWithLlm(REQUEST, options({ timeoutMs: 4_000 }, events)), "timeout");
    expect(events.some((e) => e.stage === "streaming")).toBe(true);
  });

  it("stops when the caller aborts", async () => {
    server.enqueue({ text: PLAN, delayMs: 2_000 });
    const controller = new AbortController();
    // Aborted once the model has the request (the page is composed before it is sent).
    const sent = setInterval(() => {
      if (server.requests.length === 0) return;
      clearInterval(sent);
      controller.abort();
    }, 20);
    const error = await generationError(
      generateWithLlm(REQUEST, { ...options(), signal: controller.signal }),
    );
    expect(error.code).toBe("aborted");
  });
});

describe("iterateWithLlm", () => {
  const iterateOptions = (events: ProgressEvent[] = []) => ({
    ...options({}, events),
    landingPageType: "newsletter",
  });

  it("applies SEARCH/REPLACE edits to the page", async () => {
    server.enqueue({
      text: [
        "CHANGES:",
        "- Made the headline more direct",
        "",
        "<<<<<<< SEARCH",
        "<h1>Better coffee, every Friday</h1>",
        "=======",
        "<h1>Brew better coffee this Friday</h1>",
        ">>>>>>> REPLACE",
        "<<<<<<< SEARCH",
        "<h2>Why readers stay</h2>",
        "=======",
        "<h2>Why 12,000 readers stay</h2>",
        ">>>>>>> REPLACE",
      ].join("\n"),
    });
    const result = await iterateWithLlm(GOOD, "Make the headline more direct", iterateOptions());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied).toEqual(["Made the headline more direct"]);
    expect(result.html).toContain("<h1>Brew better coffee this Friday</h1>");
    expect(result.html).toContain("<h2>Why 12,000 readers stay</h2>");
    expect(result.html).toContain("Issue 42: the perfect pour-over."); // rest untouched
    expect(result.report.ok).toBe(true);
    expect(result.title).toBe("The Weekly Brew — a newsletter for coffee lovers");
    expect(server.requests).toHaveLength(1);
    expect(lastUserText(server.requests[0])).toContain("Make the headline more direct");
  });

  it("falls back to a full rewrite when an edit does not match exactly", async () => {
    const rewritten = GOOD.replace("Better coffee, every Friday", "Coffee worth waking up for");
    server.enqueue(
      { text: "<<<<<<< SEARCH\n<h1>Not in the page</h1>\n=======\n<h1>x</h1>\n>>>>>>> REPLACE" },
      { text: `CHANGES:\n- Rewrote the headline\n\n\`\`\`html\n${rewritten}\n\`\`\`` },
    );
    const result = await iterateWithLlm(GOOD, "New headline", iterateOptions());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.html).toContain("<h1>Coffee worth waking up for</h1>");
    expect(result.applied).toEqual(["Rewrote the headline"]);
    expect(server.requests).toHaveLength(2);
    const rewriteSystem = server.requests[1].body.messages.find((m) => m.role === "system")
      ?.content as string;
    expect(rewriteSystem).toContain("complete updated HTML document");
  });

  it("answers change_not_applied when the model says it cannot apply the change", async () => {
    server.enqueue({ text: "CANNOT_APPLY: A static page cannot process payments by itself." });
    const result = await iterateWithLlm(GOOD, "Take credit card payments", iterateOptions());
    expect(result).toEqual({
      ok: false,
      code: "change_not_applied",
      message: "A static page cannot process payments by itself.",
      supported: expect.arrayContaining([expect.stringMatching(/colours/)]),
    });
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a logo that is HTML claimed as a PNG before asking the model", async () => {
    const logoData = `data:image/png;base64,${Buffer.from("<html><script>alert(1)</script></html>").toString("base64")}`;
    const error = await generationError(
      generateWithLlm({ ...REQUEST, logoOption: "upload", logoData }, options()),
    );
    expect(error.code).toBe("invalid_input");
    expect(error.message).toBe("The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB");
    expect(server.requests).toHaveLength(0);
  });

  it("embeds an SVG logo only after sanitising it", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><s:script>alert(1)</s:script><set attributeName="onmouseover" to="alert(2)"/><rect width="40" height="40" fill="#1d4ed8"/></svg>`;
    server.enqueue({ text: PLAN });
    const page = await generateWithLlm(
      { ...REQUEST, logoOption: "upload", logoData: `data:text/html,${encodeURIComponent(svg)}` },
      options(),
    );
    const src = page.html.match(/<img[^>]* src="data:image\/svg\+xml;base64,([^"]+)"/)?.[1];
    expect(src).toBeDefined();
    const embedded = Buffer.from(src ?? "", "base64").toString();
    expect(embedded).toContain('fill="#1d4ed8"');
    expect(embedded).not.toMatch(/script|alert|onmouseover|<set/i);
  });

  it("keeps a large uploaded logo out of the prompt and in the edited page", async () => {
    // A PNG signature and padding: passes the upload check (magic bytes), large enough to be worth hiding.
    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(3750)]);
    const logoData = `data:image/png;base64,${png.toString("base64")}`;
    const page = { html: (await postProcess(GOOD, { ...REQUEST, logoOption: "upload", logoData })) ?? "" };
    expect(page.html).toContain(logoData);
    server.enqueue({
      text: "<<<<<<< SEARCH\n<h1>Better coffee, every Friday</h1>\n=======\n<h1>Better coffee</h1>\n>>>>>>> REPLACE",
    });
    const result = await iterateWithLlm(page.html, "Shorter headline", iterateOptions());
    const prompt = lastUserText(server.requests[0]);
    expect(prompt).not.toContain("AAAAAAAAAA");
    expect(prompt).toContain("data:image/png;embedded,EMBEDDED_1");
    expect(result.ok && result.html).toContain(logoData);
    expect(result.ok && result.html).toContain("<h1>Better coffee</h1>");
  });

  it("recompiles Tailwind after an edit adds a class, keeping the theme", async () => {
    const page = { html: (await postProcess(TAILWIND, REQUEST)) ?? "" };
    server.enqueue({
      text: '<<<<<<< SEARCH\n<h2 class="text-2xl font-bold">Why readers stay</h2>\n=======\n<h2 class="text-2xl font-bold text-brand-700 underline">Why readers stay</h2>\n>>>>>>> REPLACE',
    });
    const result = await iterateWithLlm(page.html, "Colour the benefits heading", iterateOptions());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(lastUserText(server.requests[0])).toContain("<!-- TAILWIND_CSS -->");
    expect(lastUserText(server.requests[0])).not.toContain("box-sizing");
    expect(result.html.match(/<style data-tailwind/g)).toHaveLength(1);
    expect(result.html).toContain(".underline{text-decoration-line:underline}");
    expect(result.html).toContain("--color-brand-700:#92400e");
  });
});

describe("Anthropic provider", () => {
  const anthropicOptions = (): LlmEngineOptions => ({
    llm: { provider: "anthropic", baseUrl: server.baseUrl, apiKey: "sk-ant-test", model: "claude-test" },
    retryBaseDelayMs: 5,
  });

  it("generates through the Messages API with an output limit", async () => {
    server.enqueue({ text: PLAN, chunkSize: 500 });
    const page = await generateWithLlm(REQUEST, anthropicOptions());
    expect(page.report.ok).toBe(true);
    expect(page.model).toBe("claude-test");
    const sent = server.requests[0];
    expect(sent.headers["x-api-key"]).toBe("sk-ant-test");
    expect(sent.body.max_tokens).toBe(16_000);
    expect(sent.body.system).toBeDefined();
  });

  it("maps max_tokens to a truncation (the composer's page stands in)", async () => {
    server.enqueue({ text: PLAN.slice(0, 30), finishReason: "length" });
    await composerInstead(generateWithLlm(REQUEST, anthropicOptions()), "truncated");
  });

  it("retries an overloaded (529) answer", async () => {
    server.enqueue({ status: 529, headers: { "retry-after": "0" } }, { text: PLAN });
    expect((await generateWithLlm(REQUEST, anthropicOptions())).report.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
  });
});
