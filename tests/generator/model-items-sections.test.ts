/**
 * What the model adds for the owner, through a fake OpenAI-compatible model on loopback: a new section keeps
 * the owner's items and loses only an item nobody named that carries a price of the model's own; a question
 * the owner asked and answered keeps their answer without the sentence the model added to it; and a model
 * that answers a one-part request in another language, with operations tied to no part, leaves the request
 * refused — the rules' literal reading ("the headline becomes 'something more motivating'") does not stand in.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock, renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import type { PageModel } from "../../src/generator/model.js";
import type { IterateResult } from "../../src/generator/types.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { visible } from "./ops/pages.js";

const DENTIST =
  "Gabinet stomatologiczny w Krakowie, ul. Długa 15. Przegląd 150 zł, wybielanie 900 zł, higienizacja 250 zł. Czynne pon–pt 8:00–20:00. Tel. 12 345 67 89, rejestracja@usmiech.pl.";
const YOGA =
  "Estudio de yoga en Valencia, Calle de la Paz 8. Clase suelta 12 €, bono 10 clases 95 €. Clases de hatha y vinyasa. Lunes a viernes 7:00–21:00. WhatsApp 612 345 678.";

const fake = fakeModelForThisFile();

function pageOf(description: string, name: string): { html: string; model: PageModel } {
  const { model } = compose("business-homepage", description, { companyName: name, title: name });
  return { html: renderStoredModel(model).html, model };
}

async function change(html: string, request: string, ops: unknown[]): Promise<IterateResult> {
  fake.server.enqueue({ text: JSON.stringify({ ops }) });
  return iteratePage(html, request, { provider: "llm", llm: fake.llm });
}

describe("a new section keeps the owner's items", () => {
  it("adds the prices the page has and leaves out the treatment the model priced itself, naming it", async () => {
    const { html } = pageOf(DENTIST, "Gabinet Uśmiech");
    const result = await change(html, "dodaj sekcję z cennikiem", [
      {
        op: "add_section",
        kind: "pricing",
        heading: "Cennik",
        items: [
          { title: "Przegląd", price: "150 zł" },
          { title: "Wybielanie", price: "900 zł" },
          { title: "Leczenie kanałowe", price: "1 200 zł" },
        ],
      },
    ]);
    if (!result.ok) throw new Error(result.message);
    const shown = visible(result.html);
    expect(shown).toContain("Cennik");
    expect(shown).not.toContain("Leczenie kanałowe");
    expect(shown).not.toContain("1 200");
    const pricing = readModelBlock(result.html)?.sections.find((s) => s.heading === "Cennik");
    expect(pricing?.items.map((i) => i.title)).toEqual(["Przegląd", "Wybielanie"]);
    expect(result.notApplied?.join("\n")).toContain("Leczenie kanałowe 1 200 zł");
  });
});

describe("a question the owner answered keeps their answer", () => {
  it("adds the question with the owner's answer and cuts the price the model added to it", async () => {
    const { html, model } = pageOf(YOGA, "Shanti Valencia");
    const faq = model.sections.find((s) => s.kind === "faq");
    expect(faq).toBeDefined();
    const result = await change(
      html,
      "añade una pregunta: ¿Hay que traer esterilla? No, las prestamos gratis",
      [
        {
          op: "add_item",
          section: faq?.id,
          item: {
            title: "¿Hay que traer esterilla?",
            text: "No, las prestamos gratis. Además, la primera clase cuesta solo 5 €.",
          },
        },
      ],
    );
    if (!result.ok) throw new Error(result.message);
    const shown = visible(result.html);
    expect(shown).toContain("¿Hay que traer esterilla?");
    expect(shown).toContain("No, las prestamos gratis.");
    expect(shown).not.toMatch(/(?<!\d)5 €/);
    expect(result.notApplied?.join("\n")).toContain("“5 €”");
  });

  it("still leaves out whole an answer in the model's own words", async () => {
    const { html, model } = pageOf(YOGA, "Shanti Valencia");
    const faq = model.sections.find((s) => s.kind === "faq");
    const result = await change(html, "añade una pregunta sobre las esterillas", [
      {
        op: "add_item",
        section: faq?.id,
        item: { title: "¿Hay que traer esterilla?", text: "Te prestamos una por solo 2 € la clase." },
      },
    ]);
    const shown = result.ok ? visible(result.html) : "";
    expect(shown).not.toMatch(/(?<!\d)2 €/);
    expect(shown).not.toContain("Te prestamos una");
  });
});

describe("a one-part request the model answered only in another language", () => {
  it("is refused for free in the page's language, not read literally by the rules", async () => {
    const { html, model } = pageOf(YOGA, "Shanti Valencia");
    const hero = model.sections[0]?.id;
    const result = await change(html, "cambia el titular a algo más motivador", [
      {
        op: "set_text",
        path: `sections.${hero}.heading`,
        value: "Find your balance in the heart of Valencia",
      },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain("“cambia el titular a algo más motivador” — no hecho");
    expect(result.message).toMatch(/idioma de su página/);
    expect(result.message).not.toContain("Find your balance");
  });
});

describe("the model's reading of a piece of a longer clause", () => {
  const SALON =
    "Salon de coiffure à Bordeaux, 8 cours Victor Hugo. Coupe femme 42 €, coupe homme 25 €, couleur à partir de 60 €. Ouvert du mardi au samedi, 9 h – 19 h. Réservation au 05 56 12 34 56.";

  it("removes an item the model named as the page shows it, with its price", async () => {
    const { html, model } = pageOf(SALON, "Salon Élise");
    const services = model.sections.find((s) => s.items.some((i) => i.price?.endsWith("60 €")));
    const item = services?.items.find((i) => i.price?.endsWith("60 €"));
    expect(item).toBeDefined();
    fake.server.enqueue({
      text: JSON.stringify({
        parts: [
          {
            part: "virez la couleur",
            ops: [{ op: "remove_item", section: services?.id, item: `${item?.title} ${item?.price}` }],
          },
        ],
      }),
    });
    const result = await iteratePage(html, "virez la couleur", { provider: "llm", llm: fake.llm });
    if (!result.ok) throw new Error(result.message);
    expect(
      readModelBlock(result.html)
        ?.sections.find((s) => s.id === services?.id)
        ?.items.map((i) => i.title),
    ).not.toContain(item?.title);
    expect(result.applied.join("\n")).toContain(item?.title ?? "?");
  });

  it("reads the rest of the clause again, so a part the model skipped is done or named", async () => {
    const { html } = pageOf(YOGA, "Shanti Valencia");
    fake.server.enqueue({
      text: JSON.stringify({
        parts: [
          {
            part: "el bono 10 clases ahora cuesta 99 €",
            ops: [{ op: "set_fact", kind: "price", from: "95 €", to: "99 €" }],
          },
        ],
      }),
    });
    const request =
      "el bono 10 clases ahora cuesta 99 €, y quiero que pongáis que la primera clase es con reserva";
    const result = await iteratePage(html, request, { provider: "llm", llm: fake.llm });
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("99 €");
    const report = [...result.applied, ...(result.notApplied ?? [])].join("\n");
    expect(report).toMatch(/reserva/);
  });
});
