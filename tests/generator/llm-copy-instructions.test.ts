/**
 * The owner's request to us is never published as copy, whoever writes it: a sentence of the model's copy
 * that only asks for the page ("I need a landing page for my kettlebell studio in Cardiff") is cut, the
 * composer's words stand where nothing is left, and the notes name it. Fake OpenAI-compatible server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateWithLlm } from "../../src/generator/llm/index.js";
import type { PageRequest } from "../../src/generator/types.js";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());

const STUDIO: PageRequest = {
  prompt:
    "I need a landing page for my kettlebell studio in Cardiff for beginners. Small classes of 6. Drop-in £12. Call 029 2018 0444.",
  title: "Kettle & Co",
  companyName: "Kettle & Co",
  landingPageType: "business-homepage",
  industry: "fitness",
  targetAudience: "",
  logoOption: "generate",
  logoData: null,
  images: [],
};

describe("the owner's instructions in a model's copy", () => {
  it("are cut from the text, the rest stays, and each is named", async () => {
    const ask = "I need a landing page for my kettlebell studio in Cardiff.";
    server.enqueue({
      text: JSON.stringify({
        sections: [{ id: "s1", heading: ask, lead: `${ask} Small classes, so a coach sees every swing.` }],
      }),
    });
    const page = await generateWithLlm(STUDIO, {
      llm: { provider: "openai-compatible", baseUrl: server.baseUrl, model: "fake", maxRetries: 0 },
      retryBaseDelayMs: 5,
    });
    const shown = page.html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).not.toContain("I need a landing page");
    expect(shown).toContain("Small classes, so a coach sees every swing.");
    expect(page.notes).toContain(
      "Left out “I need a landing page for my kettlebell studio in Cardiff.”: it is what you asked us for, not words for your visitors",
    );
  });
});
