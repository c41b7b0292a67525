/**
 * Promises and praise a model writes into a page's copy, through a fake OpenAI-compatible model on
 * loopback: a money-back guarantee in its French, Spanish and German idioms, "best rated" in Spanish and
 * French, "no call-out fee" — none reaches the page unless the owner said it, and each is named in the
 * page's language; a failing model gives the composer's page with the note in the page's language.
 */
import { describe, expect, it } from "vitest";
import { generatePage } from "../../src/generator/index.js";
import { modelWords } from "../../src/generator/llm/model-words.js";
import type { PageRequest } from "../../src/generator/types.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";

const fake = fakeModelForThisFile();

const page = (prompt: string, name: string): PageRequest => ({
  prompt,
  title: name,
  companyName: name,
  landingPageType: "business-homepage",
  industry: "other",
  targetAudience: "",
  logoOption: "generate",
  logoData: null,
  images: [],
});
const hero = (copy: object) => ({ text: JSON.stringify({ sections: [{ id: "s1", ...copy }] }) });
const shown = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");

async function generate(request: PageRequest, copy: object) {
  // One answer: the fact-repair round, when there is one, finds none and the guard cuts what is left.
  fake.server.enqueue(hero(copy));
  return generatePage(request, { provider: "llm", llm: fake.llm });
}

const YOGA = page(
  "Atelier Souffle, yoga à Nantes. Cours collectif 14 €. contact@souffle.fr",
  "Atelier Souffle",
);
const DENTIST = page(
  "Clínica Sonrisa, dentista en Málaga. Limpieza dental 40 €. Tel. 952 123 456.",
  "Clínica Sonrisa",
);
const LOCKSMITH = page(
  "Keyfix, locksmith in Leeds. Lock change from £70, call-out £45. Call 0113 496 0555.",
  "Keyfix",
);

describe("promises and praise the owner never made are cut from the model's copy", () => {
  it("a French money-back promise (“satisfait ou remboursé”) is cut and named in French", async () => {
    const result = await generate(YOGA, { heading: "Respirez mieux", tagline: "Satisfait ou remboursé" });
    expect(shown(result.html)).not.toMatch(/rembours/i);
    expect(result.notes).toContain("Retiré : “Satisfait ou remboursé” – absent de votre description");
    expect(shown(result.html)).toContain("Respirez mieux");
  });

  it("a Spanish “best rated” and refund promise are cut", async () => {
    const result = await generate(DENTIST, {
      heading: "La clínica mejor valorada de Málaga",
      tagline: "Con devolución del dinero",
    });
    expect(shown(result.html)).not.toMatch(/mejor valorada|devolución del dinero/i);
  });

  it("“no call-out fee” on a page whose call-out costs £45 is cut; the owner's words stay", async () => {
    const result = await generate(LOCKSMITH, {
      heading: "Locked out in Leeds?",
      tagline: "No call-out fee, ever",
    });
    expect(shown(result.html)).not.toMatch(/no call-out fee/i);
    expect(shown(result.html)).toContain("£45");
    expect(result.notes).toContain("Removed “No call-out fee”: not in your description");
  });

  it("the owner's own refund promise stays", async () => {
    const owner = page(
      "Atelier Souffle, yoga à Nantes. Cours collectif 14 €. Satisfait ou remboursé.",
      "Atelier Souffle",
    );
    const result = await generate(owner, { tagline: "Satisfait ou remboursé" });
    expect(shown(result.html)).toContain("Satisfait ou remboursé");
  });
});

describe("a failing model gives the composer's page, said in the page's language", () => {
  it("prose instead of a plan on a Spanish page: the composer's page with the note in Spanish", async () => {
    // Prose is no plan (only a plan of the wrong shape is asked for again).
    fake.server.enqueue({ text: "Lo siento, no puedo." });
    const result = await generatePage(DENTIST, { provider: "llm", llm: fake.llm });
    expect(result.model).toBe("composer");
    expect(result.notes).toContain(modelWords("es", "composerWrote"));
    expect(shown(result.html)).toContain("40 €");
  });
});
