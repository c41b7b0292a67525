/**
 * Translating a composer page through its model, with an OpenAI-compatible fake on loopback that answers
 * like a translator: each string of the asked-for JSON array comes back "in Italian".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readModelBlock, renderStoredModel } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { examplePage } from "../../src/generator/interpret/example-pages.js";
import type { EngineOptions } from "../../src/generator/types.js";
import {
  type FakeLlmServer,
  lastUserText,
  type RecordedRequest,
  startFakeLlmServer,
} from "../helpers/fake-llm-server.js";
import { LOCALE_CASES } from "./composer-locale-cases.js";
import { asksForChanges, echoRules } from "./iterate-echo-model.js";
import { ITERATE_NOW, iterateRequestFor } from "./iterate-pages.js";

/** The fake's translation: a marker word in front, English words that have an obvious Italian one swapped. */
const WORDS: Record<string, string> = {
  Contact: "Contatti",
  Prices: "Prezzi",
  About: "Chi siamo",
  Menu: "Menù",
};
const toItalian = (text: string) => WORDS[text] ?? `IT ${text}`;

type Mode = "translate" | "drop-numbers" | "garbage";
let mode: Mode = "translate";

function translatorAnswer(request: RecordedRequest) {
  const asked = JSON.parse(lastUserText(request).slice(lastUserText(request).indexOf("["))) as string[];
  if (mode === "garbage") return { text: "Certo! Ecco la traduzione." };
  const answer = asked.map((text) =>
    mode === "drop-numbers" ? toItalian(text).replace(/\d+/g, "") : toItalian(text),
  );
  return { text: JSON.stringify(answer), chunkSize: 200 };
}

let server: FakeLlmServer;
let composerPage: string;

beforeAll(async () => {
  // The change itself is read by the model too: it keeps the rules' reading (a translation).
  server = await startFakeLlmServer({
    fallback: (request) => (asksForChanges(request) ? echoRules(request) : translatorAnswer(request)),
  });
  composerPage = (await generatePage(iterateRequestFor("business-homepage"), { now: ITERATE_NOW })).html;
});
afterAll(() => server.close());

const withProvider = (): EngineOptions => ({
  provider: "llm",
  llm: { provider: "openai-compatible", baseUrl: server.baseUrl, apiKey: "k", model: "fake", maxRetries: 0 },
  now: ITERATE_NOW,
});

describe("translating a composer page", () => {
  it("is refused without an AI provider, at no cost, saying it needs one", async () => {
    const result = await iteratePage(composerPage, "translate the headline to Italian", { now: ITERATE_NOW });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      "Nothing was changed, and nothing was charged. Translating needs the AI provider, and none is set up on this server; you can change each text yourself in the editor.",
    );
  });

  it("says it needs an AI provider in the page's own language", async () => {
    const trattoria = renderStoredModel(examplePage("trattoria")).html;
    const result = await iteratePage(trattoria, "traduci la pagina in inglese", { now: ITERATE_NOW });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      "Non è stato modificato nulla e non è stato addebitato nulla. Per tradurre serve il fornitore di IA, e su questo server non ce n'è nessuno configurato; può cambiare ogni testo da sé nell'editor.",
    );
  });

  it("translates every text of the page and its own words, keeps the owner's facts and marks the language", async () => {
    mode = "translate";
    const before = readModelBlock(composerPage)!;
    const result = await iteratePage(composerPage, "translate the page into Italian", withProvider());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied).toEqual(["Translated the page into Italian"]);
    const model = readModelBlock(result.html)!;
    expect(model.lang).toBe("it");
    const hero = model.sections.find((s) => s.kind === "hero")!;
    expect(hero.heading).toBe(`IT ${before.sections.find((s) => s.kind === "hero")!.heading}`);
    // Prices, phones and e-mail addresses are not texts to translate: they stay exactly as written.
    expect(result.html).toContain("€14");
    expect(result.html).toContain("+351 21 123 4567");
    expect(result.html).toContain("ciao@trattoriasole.pt");
    // The page's own words follow: the root's language, the menu, the skip link, the form script's messages.
    expect(result.html).toMatch(/^<!doctype html>\s*<html lang="it">/);
    expect(result.html).toContain(">IT Skip to content<");
    expect(result.html).toMatch(
      /<script type="application\/json" id="page-text">[^<]*IT Please fill in this field\./,
    );
    // Nothing of the English copy is left in the sections.
    for (const section of model.sections)
      expect(section.heading.startsWith("IT ") || section.heading === "").toBe(true);
  });

  it("translates only the headline when asked, and other changes in the same message still apply", async () => {
    mode = "translate";
    const result = await iteratePage(
      composerPage,
      "translate the headline to Italian and make the headline bigger",
      withProvider(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied).toHaveLength(2);
    expect(result.applied).toContain("Translated the top banner into Italian");
    const model = readModelBlock(result.html)!;
    expect(model.sections.find((s) => s.kind === "hero")!.heading.startsWith("IT ")).toBe(true);
    expect(model.sections.find((s) => s.kind !== "hero")!.heading.startsWith("IT ")).toBe(false);
    expect(model.lang).not.toBe("it");
    expect(model.settings.style?.headline).toBe("bigger");
  });

  it("keeps a text as written when its translation lost a figure", async () => {
    mode = "drop-numbers";
    const result = await iteratePage(composerPage, "translate the page into Italian", withProvider());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied[0]).toMatch(/^Translated the page into Italian \(\d+ texts? kept as written/);
    expect(result.html).toContain("+351 21 123 4567");
  });

  it("changes nothing and charges nothing when the provider's answer is not a translation", async () => {
    mode = "garbage";
    const result = await iteratePage(composerPage, "translate the page into Italian", withProvider());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain("The translation into Italian could not be read; nothing was changed");
  });
});

describe("translating a page the composer wrote in another language", () => {
  it("translates its renderers' words too (a German shop's order buttons, its product choice)", async () => {
    const c = LOCALE_CASES.de.find((x) => x.type === "e-commerce")!;
    const german = (
      await generatePage(
        {
          landingPageType: c.type,
          industry: "e-commerce",
          companyName: c.company,
          title: c.title,
          prompt: c.prompt,
          targetAudience: c.audience,
          logoOption: "generate",
          logoData: null,
        },
        { now: ITERATE_NOW },
      )
    ).html;
    expect(german).toContain(">Bestellen<");
    mode = "translate";
    const result = await iteratePage(german, "translate the page into Italian", withProvider());
    if (!result.ok) throw new Error(result.message);
    expect(result.html).toMatch(/<html lang="it"/);
    expect(result.html).not.toContain(">Bestellen<");
    expect(result.html).toContain(">IT Bestellen<");
    expect(result.html).toContain(">IT Bitte wählen…<");
  });
});
