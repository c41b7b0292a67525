/**
 * Generation with a model keeps the page in the language the owner described it in: words the model wrote
 * in another language are not taken (the composer's words stay there) and the notes name each one in the
 * page's language. Against the fake OpenAI-compatible server on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherLanguage } from "../../src/generator/guard/language.js";
import { generateWithLlm } from "../../src/generator/llm/index.js";
import type { PageRequest } from "../../src/generator/types.js";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());

const CONSULTANT: PageRequest = {
  prompt:
    "Unternehmensberatung für Handwerksbetriebe in Köln. Erstgespräch kostenlos, Tagessatz 950 €. Telefon 0221 555 0101.",
  title: "Brandt Beratung",
  companyName: "Brandt Beratung",
  landingPageType: "business-homepage",
  industry: "consulting",
  targetAudience: "",
  logoOption: "generate",
  logoData: null,
  images: [],
};

const options = () => ({
  llm: { provider: "openai-compatible" as const, baseUrl: server.baseUrl, model: "fake", maxRetries: 0 },
  retryBaseDelayMs: 5,
});

describe("a model's copy in another language than the page's", () => {
  it("keeps the composer's words where the model wrote English on a German page, and names each text", async () => {
    const english = "Consulting for craft businesses in Cologne";
    const german = "Klare Pläne für Ihren Handwerksbetrieb";
    server.enqueue({
      text: JSON.stringify({
        sections: [{ id: "s1", heading: english, tagline: german, lead: "We help your workshop grow." }],
      }),
    });
    const page = await generateWithLlm(CONSULTANT, options());
    expect(page.html).not.toContain(english);
    expect(page.html).not.toContain("We help your workshop grow");
    expect(page.html).toContain(german);
    expect(page.notes).toContain(
      `Weggelassen: „${english}“ – die KI hat es nicht in der Sprache Ihrer Seite geschrieben`,
    );
    expect(page.notes).toContain(
      "Weggelassen: „We help your workshop grow.“ – die KI hat es nicht in der Sprache Ihrer Seite geschrieben",
    );
  });
});

describe("otherLanguage", () => {
  // text | page language | language named (— when the text is the page's, or too unsure to say)
  const table: [string, string, string][] = [
    ["Employment law, done right", "de", "en"],
    ["Book a free first call today", "de", "en"],
    ["Fresh bread every morning", "fr", "en"],
    ["Jetzt Termin buchen", "de", "—"],
    ["Coaching für Teams und Führungskräfte", "de", "—"],
    ["Olio extravergine, made in Puglia", "it", "—"],
    ["Free tour por Madrid", "es", "—"],
    ["Het beste van Utrecht, elke dag vers", "nl", "—"],
    ["Frisches Brot jeden Morgen", "en", "de"],
  ];
  it.each(table)("%s on a %s page: %s", (text, page, named) => {
    expect(otherLanguage(text, page) ?? "—").toBe(named);
  });
});
