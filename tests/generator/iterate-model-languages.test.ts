/**
 * The model path in the owner's language, through a fake OpenAI-compatible model on loopback: what it
 * invents (a quote's author, "5 Sterne", a price, a name after a quote) never reaches a page in German,
 * Spanish or French either, and every refusal or note about it is wholly in the page's language; a part the
 * model names in words of its own is not reported as done, and an operation on a path the page lacks
 * leaves the part to the rules' reading.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readModelBlock, renderStoredModel } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { PageModel } from "../../src/generator/model.js";
import { GenerationError, type IterateResult } from "../../src/generator/types.js";
import type { FakeAnswer } from "../helpers/fake-llm-server.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { page, visible } from "./ops/pages.js";

const BAKERY_DE =
  "Bäckerei Korn ist eine Familienbäckerei in München, Hauptstraße 5. Wir backen Roggenbrot für 4,50 €, Brezeln für 1,20 € und Hochzeitstorten ab 1.234,50 €. Geöffnet Mo–Sa 7:00–18:00. Telefon 089 123456.";
const YOGA_ES =
  "Yoga Feria es un estudio de yoga en Sevilla, Calle Feria 22. Clase suelta 12 €, bono de 10 clases 100 €. Abierto de lunes a viernes de 8:00 a 21:00. Ya han pasado 12 000 alumnos por el estudio.";

const fake = fakeModelForThisFile();

const parts = (list: { part: string; ops: unknown[] }[]): FakeAnswer => ({
  text: JSON.stringify({ parts: list }),
});
const bakery = () =>
  compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn", title: "Bäckerei Korn" });

async function change(html: string, text: string, answers: FakeAnswer[]): Promise<IterateResult> {
  fake.server.enqueue(...answers);
  return iteratePage(html, text, { provider: "llm", llm: fake.llm });
}

function applied(result: IterateResult) {
  if (!result.ok) throw new Error(`expected a change, got: ${result.message}`);
  return { ...result, stored: readModelBlock(result.html) as PageModel, page: visible(result.html) };
}

function refused(result: IterateResult): string {
  if (result.ok) throw new Error(`expected nothing to change, got: ${result.applied.join("; ")}`);
  return result.message;
}

describe("a testimonial is the owner's words, said by whom the owner says", () => {
  it("keeps only the author's name the owner gave, and says in German what it left out", async () => {
    const request = "Fügt eine Bewertung von Anna hinzu: Die besten Brezeln der Stadt!";
    const result = applied(
      await change(bakery().html, request, [
        parts([
          {
            part: request,
            ops: [
              {
                op: "add_item",
                section: "testimonials",
                item: { title: "Die besten Brezeln der Stadt!", meta: "Anna Schmidt, 5 Sterne" },
              },
            ],
          },
        ]),
      ]),
    );
    expect(result.page).toContain("Die besten Brezeln der Stadt!");
    expect(result.page).toContain("Anna");
    expect(result.page).not.toContain("Schmidt");
    expect(result.page).not.toContain("5 Sterne");
    expect(result.notApplied).toContain(
      "Weggelassen: “Schmidt, 5 Sterne” – das steht weder in Ihrer Anfrage noch auf der Seite",
    );
  });

  it("refuses for free, in German, a quote the owner never wrote", async () => {
    const message = refused(
      await change(bakery().html, "Fügt eine Kundenstimme hinzu", [
        parts([
          {
            part: "Fügt eine Kundenstimme hinzu",
            ops: [
              {
                op: "add_item",
                section: "testimonials",
                item: {
                  title: "Himmlisch",
                  text: "„Jeden Samstag hole ich hier meine Brezeln.“",
                  meta: "Hans Müller",
                },
              },
            ],
          },
        ]),
      ]),
    );
    expect(message).toMatch(/^Nichts wurde geändert, und nichts wurde berechnet\./);
    expect(message).toContain("Weggelassen: „Jeden Samstag hole ich hier meine Brezeln.“");
    expect(message).not.toContain("Hans Müller");
  });
});

describe("a made-up quote in French is refused in French, however many of its words the page has", () => {
  it("leaves out a review whose words are the page's own, not the owner's", async () => {
    const bistro = compose(
      "business-homepage",
      "Le Petit Zinc est un bistrot à Bordeaux, 3 place du Parlement. Menu du midi 18 €. Une adresse pour déjeuner.",
      { companyName: "Le Petit Zinc", title: "Le Petit Zinc" },
    );
    const message = refused(
      await change(bistro.html, "ajoutez un avis client", [
        parts([
          {
            part: "ajoutez un avis client",
            ops: [
              {
                op: "add_item",
                section: "testimonials",
                item: { title: "Une adresse incontournable à Bordeaux", meta: "Marie Lefèvre" },
              },
            ],
          },
        ]),
      ]),
    );
    expect(message).toMatch(/^Rien n'a été modifié, et rien n'a été facturé\./);
    expect(message).toContain("Laissé de côté : “Une adresse incontournable à Bordeaux”");
    expect(message).not.toContain("Marie Lefèvre");
  });
});

describe("the model's parts are matched to the request's own words", () => {
  it("does not count a part the model names in its own words as the owner's part done", async () => {
    const request = "move the prices up and change the headline to Pasta made by hand";
    const result = applied(
      await change(renderStoredModel(page("restaurant")).html, request, [
        parts([
          { part: "remove the prices", ops: [{ op: "remove_section", section: "pricing" }] },
          {
            part: "change the headline to Pasta made by hand",
            ops: [{ op: "set_text", path: "sections.s1.heading", value: "Pasta made by hand" }],
          },
        ]),
      ]),
    );
    expect(result.stored.sections.some((s) => s.kind === "pricing")).toBe(true);
    expect(result.applied).not.toContain("Removed the Pricing section");
    expect(result.stored.sections[0]?.heading).toBe("Pasta made by hand");
  });

  it("applies the rules' reading of a part whose every operation names a path the page lacks", async () => {
    const request = "change the headline to Pasta made by hand";
    const result = applied(
      await change(renderStoredModel(page("restaurant")).html, request, [
        parts([
          {
            part: request,
            ops: [{ op: "set_text", path: "sections.s99.heading", value: "Pasta made by hand" }],
          },
        ]),
      ]),
    );
    expect(result.stored.sections[0]?.heading).toBe("Pasta made by hand");
    expect(result.notApplied ?? []).toEqual([]);
  });

  it("fails for free in German when the model answers junk twice and the rules read nothing", async () => {
    const error = await change(bakery().html, "Erzählt etwas über unsere Geschichte", [
      { text: "Gerne!" },
      { text: "{}" },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).code).toBe("provider_error");
    expect((error as GenerationError).message).toBe(
      "Die KI hat nicht mit Änderungen geantwortet, die wir lesen konnten; nichts wurde berechnet. Bitte versuchen Sie es noch einmal.",
    );
  });
});

describe("a page a model wrote as raw HTML answers in its own language", () => {
  const raw = readFileSync(new URL("./fixtures/good-newsletter.html", import.meta.url), "utf8")
    .replace('lang="en"', 'lang="de"')
    .replace("Issue 42: the perfect pour-over.", "Ausgabe 42: der perfekte Aufguss.");
  const block = (search: string, replace: string) =>
    ["<<<<<<< SEARCH", search, "=======", replace, ">>>>>>> REPLACE"].join("\n");

  it("refuses in German an edit that invents a price", async () => {
    const message = refused(
      await change(raw, "Fügt einen Preis hinzu", [
        {
          text: block(
            "<p>Ausgabe 42: der perfekte Aufguss.</p>",
            "<p>Ausgabe 42: der perfekte Aufguss. Jetzt nur 1.234,50 €!</p>",
          ),
        },
      ]),
    );
    expect(message).toBe(
      "Nichts wurde geändert, und nichts wurde berechnet. Weggelassen: “1.234,50 €” – das steht weder in Ihrer Anfrage noch auf der Seite.",
    );
  });

  it("tells of a model too slow to answer in German, and charges nothing", async () => {
    fake.server.enqueue({ text: "", delayMs: 3000 });
    const error = await iteratePage(raw, "Macht die Überschrift besser", {
      provider: "llm",
      llm: { ...fake.llm, timeoutMs: 300 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).code).toBe("timeout");
    expect((error as GenerationError).message).toBe(
      "Der KI-Dienst hat zu lange für eine Antwort gebraucht; nichts wurde berechnet. Bitte versuchen Sie es noch einmal.",
    );
  });

  it("charges nothing for an edit a reader cannot see (a space)", async () => {
    const message = refused(
      await change(raw, "Macht die Überschrift besser", [
        { text: block("<h1>Better coffee, every Friday</h1>", "<h1>Better coffee,  every Friday</h1>") },
      ]),
    );
    expect(message).toBe(
      "Die Antwort der KI ließ die Seite, wie sie war, also wurde nichts geändert (und nichts berechnet).",
    );
  });
});

describe("generation: the notes about what the guard took out are in the page's language", () => {
  const request = (prompt: string, company: string) => ({
    landingPageType: "business-homepage" as const,
    industry: "other" as const,
    companyName: company,
    title: company,
    targetAudience: "",
    prompt,
    logoOption: "generate" as const,
    logoData: null,
    images: [],
  });

  it("takes a made-up name after a German quote off the page, and says so in German", async () => {
    fake.server.enqueue(
      {
        text: JSON.stringify({
          sections: [
            { id: "s1", heading: "Bewertet mit 4,9 von 10.000 Kunden", tagline: "„Himmlisch“ – Hans Müller" },
          ],
        }),
      },
      { text: JSON.stringify({ fixes: [] }) },
    );
    const made = await generatePage(request(BAKERY_DE, "Bäckerei Korn"), { provider: "llm", llm: fake.llm });
    const shown = visible(made.html);
    for (const invented of ["Hans Müller", "4,9", "10.000"]) expect(shown).not.toContain(invented);
    expect(shown).toContain("1.234,50 €");
    expect(made.notes).toContain("Entfernt: “Hans Müller” – steht nicht in Ihrer Beschreibung");
    expect(made.notes?.every((note) => !/Removed|description/.test(note))).toBe(true);
  });

  it("writes the Spanish notes in Spanish", async () => {
    fake.server.enqueue(
      { text: JSON.stringify({ sections: [{ id: "s1", heading: "Valorados con 4,9 por 30 000 alumnos" }] }) },
      { text: JSON.stringify({ fixes: [] }) },
    );
    const made = await generatePage(request(YOGA_ES, "Yoga Feria"), { provider: "llm", llm: fake.llm });
    expect(visible(made.html)).not.toContain("30 000");
    expect(made.notes).toContain("Eliminado: “30 000 alumnos”, no está en su descripción");
  });
});
