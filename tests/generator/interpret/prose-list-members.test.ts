/**
 * Members added to and taken out of the lists a page writes in prose: the list is found by the owner's
 * lead words, its head noun or the sort of member (a place), joined again with its own commas and "and";
 * a thing's name never joins a sentence listing what the product does.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../../src/generator/composer/compose.js";
import { readModelBlock } from "../../../src/generator/composer/engine/page-model-block.js";
import { iteratePage } from "../../../src/generator/index.js";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";

type Page = Parameters<typeof examplePage>[0];

/** The texts a change rewrote, before → after, and the reply lines. */
async function change(page: Page, say: string) {
  const model = examplePage(page);
  const before = new Map(pageTexts(model).map((t) => [t.path, t.text]));
  const result = await iteratePage(renderStoredModel(model).html, say, {});
  if (!result.ok) return { ok: false as const, message: result.message, changed: {} };
  const after = readModelBlock(result.html)!;
  const changed: Record<string, string> = {};
  for (const { path, text } of pageTexts(after)) if (before.get(path) !== text) changed[path] = text;
  return { ok: true as const, message: result.applied.join(" / "), changed };
}

describe("a member taken out of a prose list", () => {
  it("leaves the lead sentence and the summary list alike, the card named by the business's name stays", async () => {
    const { ok, changed } = await change("mudanzas", "ya no hacemos mudanzas en Getafe");
    expect(ok).toBe(true);
    const texts = Object.values(changed);
    expect(texts).toContain("Mudanzas Rápidas: hacemos mudanzas en Madrid y Alcalá.");
    expect(texts).toContain("Madrid, Alcalá, Toledo y Segovia");
    expect(texts.every((t) => !t.includes("Getafe"))).toBe(true);
  });
});

describe("a member added to a prose list", () => {
  it("joins the list under the head noun the owner names, with the 'and' the new member needs", async () => {
    const { changed } = await change("mudanzas", "añade francés a los idiomas");
    expect(Object.values(changed)).toEqual(["español, inglés y francés"]);
  });

  it("asks which list when a place fits two, naming both", async () => {
    const { ok, message } = await change("mudanzas", "ahora también servimos en Leganés");
    expect(ok).toBe(false);
    expect(message).toContain("“Madrid, Alcalá y Getafe” o “Toledo y Segovia”");
  });

  it("puts a feature as a card, never into the sentence of what the app does", async () => {
    const { ok, changed } = await change("budzet", "dodaj funkcję: wspólny budżet dla pary");
    expect(ok).toBe(true);
    expect(Object.values(changed)).toEqual(["Wspólny budżet dla pary"]);
  });
});
