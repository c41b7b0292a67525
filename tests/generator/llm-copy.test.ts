/**
 * Generation with a model: the model writes a copy plan, the composer draws the page. Against fake
 * OpenAI-compatible and Anthropic servers on loopback: a good plan, a plan inventing a fact in every field
 * (none reaches the page, each is reported), wrong types, junk, nothing, a cut-off answer and a slow model.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generateWithLlm, type LlmEngineOptions } from "../../src/generator/llm/index.js";
import { GenerationError, type ProgressEvent } from "../../src/generator/types.js";
import { type FakeLlmServer, lastUserText, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { BAKERY, GOOD_PLAN, INVENTED, INVENTING_PLAN, WRONG_TYPES_PLAN } from "./llm-copy-fixtures.js";

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

const NOW = new Date("2026-11-28T10:00:00Z");

function options(
  provider: "openai-compatible" | "anthropic",
  events: ProgressEvent[] = [],
  extra: Partial<LlmEngineOptions["llm"]> = {},
): LlmEngineOptions {
  return {
    llm: { provider, baseUrl: server.baseUrl, apiKey: "test-key", model: "fake-model", ...extra },
    retryBaseDelayMs: 5,
    now: NOW,
    formAction: "https://app.example/api/leads/tok",
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

/** The page's visible text and attributes, without the model block (which keeps the owner's prompt). */
function visible(html: string): string {
  return html.replace(/<script type="application\/json" id="page-model">[\s\S]*?<\/script>/, "");
}

const COMPOSER_NOTE =
  "The AI could not write this page's words this time, so the built-in composer wrote them from your description. Generate again to try the AI once more.";

/** A model failure gives the owner the composer's page (the owner's facts, none of the model's words) and says so. */
async function composerInstead(promise: ReturnType<typeof generateWithLlm>) {
  const page = await promise;
  expect(page.model).toBe("composer");
  expect(page.notes).toContain(COMPOSER_NOTE);
  expect(page.report.ok).toBe(true);
  expect(visible(page.html)).toContain("£4.50");
  expect(page.html).not.toContain("Real bread, baked for Leeds families");
  return page;
}

for (const provider of ["openai-compatible", "anthropic"] as const) {
  describe(`a model writes the page's words (${provider})`, () => {
    it("renders a good plan as a composer page with the model's words and the owner's facts", async () => {
      server.enqueue({ text: JSON.stringify(GOOD_PLAN), chunkSize: 120, chunkDelayMs: 20 });
      const events: ProgressEvent[] = [];
      const page = await generateWithLlm(BAKERY, options(provider, events));

      expect(page.report.ok).toBe(true);
      expect(page.model).toBe("fake-model");
      expect(page.html).toContain("Real bread, baked for Leeds families");
      expect(page.html).toContain("A crusty loaf for the family table.");
      expect(page.html).toContain("Send your order");
      for (const fact of ["£4.50", "£1.80", "0113 496 0000", "12 Market Street, Leeds LS1 6DT"]) {
        expect(page.html).toContain(fact);
      }
      expect(page.html).toContain('action="https://app.example/api/leads/tok"');
      expect(page.html).toContain("application/ld+json");
      const stored = readModelBlock(page.html);
      expect(stored?.sections[0].heading).toBe("Real bread, baked for Leeds families");
      expect(stored?.sections.map((s) => s.id).slice(0, 3)).toEqual(["s1", "s3", "s2"]);
      expect(stored?.settings.design).toBe("warm");
      expect(page.notes ?? []).toEqual([]);
      expect(page.stats).toMatchObject({ calls: 1, flagged: 0, removed: [] });
      expect(page.stats.outputTokens).toBeGreaterThan(0);

      const stages = events.map((e) => e.stage);
      expect(stages.at(-1)).toBe("done");
      const previews = events.filter((e) => e.stage === "streaming").map((e) => e.partialHtml ?? "");
      expect(previews.length).toBeGreaterThan(0);
      expect(previews.every((html) => html.startsWith("<!doctype html>"))).toBe(true);
      expect(events.at(-1)?.partialHtml).toBe(page.html);

      const sent = server.requests[0];
      expect(lastUserText(sent)).toContain('"id": "s3"');
      expect(lastUserText(sent)).toContain("£4.50");
      if (provider === "openai-compatible") {
        expect(sent.body.response_format).toMatchObject({ type: "json_schema" });
      } else {
        expect(JSON.stringify(sent.body.tools ?? sent.body.output_config)).toContain("sections");
      }
    });

    it("keeps no invented fact: one repair round, then removal, each listed in the notes", async () => {
      // The repair answer still invents in one text; that one is cut.
      server.enqueue(
        { text: JSON.stringify(INVENTING_PLAN) },
        {
          text: JSON.stringify({
            fixes: [
              { path: "sections.s1.heading", text: "Bread for Leeds families, rated 4.9/5" },
              { path: "sections.s2.heading", text: "A family bakery" },
            ],
          }),
        },
      );
      const page = await generateWithLlm(BAKERY, options(provider));
      const html = visible(page.html);
      for (const fact of INVENTED) expect(html.toLowerCase()).not.toContain(fact.toLowerCase());
      expect(html).toContain("Bread for Leeds families");
      expect(html).toContain("A family bakery");
      expect(html).toContain("£4.50");
      expect(html).toContain("0113 496 0000");
      expect(page.notes).toContain("Removed “rated 4.9/5”: not in your description");
      expect(page.notes?.some((n) => n.includes("1987"))).toBe(true);
      expect(page.notes?.some((n) => n.includes("0113 000 1234"))).toBe(true);
      expect(page.stats.calls).toBe(2);
      expect(page.stats.flagged).toBeGreaterThan(5);
      expect(lastUserText(server.requests[1])).toContain("sections.s1.heading");
    });

    it("asks once more when the plan has the wrong shape; the second time the composer's page stands in, with a note", async () => {
      server.enqueue({ text: JSON.stringify(WRONG_TYPES_PLAN) }, { text: JSON.stringify(GOOD_PLAN) });
      const page = await generateWithLlm(BAKERY, options(provider));
      expect(page.html).toContain("Real bread, baked for Leeds families");
      expect(lastUserText(server.requests[1])).toContain("did not match the schema");

      server.enqueue({ text: JSON.stringify(WRONG_TYPES_PLAN) }, { text: '{"sections": "none"}' });
      await composerInstead(generateWithLlm(BAKERY, options(provider)));
    });

    it("gives the composer's page on junk and on an empty answer", async () => {
      server.enqueue({ text: "Sure! Here is a lovely page for your bakery." });
      await composerInstead(generateWithLlm(BAKERY, options(provider)));
      server.enqueue({ text: "" });
      await composerInstead(generateWithLlm(BAKERY, options(provider)));
    });

    it("gives the composer's page when the answer stops at the output limit or mid-object", async () => {
      const half = JSON.stringify(GOOD_PLAN).slice(0, 300);
      server.enqueue({ text: half, finishReason: "length" });
      await composerInstead(generateWithLlm(BAKERY, options(provider)));
      server.enqueue({ text: half });
      await composerInstead(generateWithLlm(BAKERY, options(provider)));
    });

    it("gives the composer's page when the stream breaks off, and when the model is too slow", async () => {
      server.enqueue({ text: JSON.stringify(GOOD_PLAN), chunkSize: 100, cutAfterChars: 200 });
      await composerInstead(generateWithLlm(BAKERY, options(provider)));
      server.enqueue({ text: JSON.stringify(GOOD_PLAN), delayMs: 2_000 });
      await composerInstead(
        generateWithLlm(BAKERY, options(provider, [], { timeoutMs: 300, maxRetries: 0 })),
      );
    });

    it("still stops when the owner cancels", async () => {
      server.enqueue({ text: JSON.stringify(GOOD_PLAN), delayMs: 2_000 });
      const controller = new AbortController();
      // Cancelled once the model has the request, so its answer is never read.
      const asked = setInterval(() => {
        if (server.requests.length > 0) controller.abort();
      }, 20);
      const error = await generationError(
        generateWithLlm(BAKERY, { ...options(provider), signal: controller.signal }),
      );
      clearInterval(asked);
      expect(error.code).toBe("aborted");
    });
  });
}
