/**
 * With a model configured, through a fake OpenAI-compatible model on loopback: words the model writes in
 * another language than the page's are left out and named in the page's language, and a part of the
 * request the rules read as one clause but the model answered only a piece of is not applied the rules'
 * way — what the model left of it is read again on its own, or named as not done.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import type { PageModel } from "../../src/generator/model.js";
import type { IterateResult } from "../../src/generator/types.js";
import type { FakeAnswer } from "../helpers/fake-llm-server.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";
import { visible } from "./ops/pages.js";

const BAKERY_DE =
  "Bäckerei Korn ist eine Familienbäckerei in Freiburg, Kaiser-Joseph-Straße 12. Roggenbrot 4,20 €, Brezel 1,10 €. Geöffnet Mo–Sa 6:30–18:00. Telefon 0761 123456.";
const YOGA =
  "Lotus Room is a yoga studio in Bristol at 14 Park Row. Drop-in class £12, 10-class pass £100. Open Mon–Fri 07:00–21:00. Call 0117 496 0123.";

const fake = fakeModelForThisFile({ clearRequests: false });

const parts = (list: [string, unknown[]][]): FakeAnswer => ({
  text: JSON.stringify({ parts: list.map(([part, ops]) => ({ part, ops })) }),
});
const bakery = () =>
  compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn", title: "Bäckerei Korn" });
const yoga = () => compose("business-homepage", YOGA, { companyName: "Lotus Room", title: "Lotus Room" });
const hero = (model: PageModel) => model.sections.find((s) => s.kind === "hero")?.id;

async function change(html: string, text: string, answer: FakeAnswer): Promise<IterateResult> {
  fake.server.enqueue(answer);
  return iteratePage(html, text, { provider: "llm", llm: fake.llm });
}

describe("the model's words are in the page's language", () => {
  it("leaves out an English headline the model wrote for a German page, and says so in German for free", async () => {
    const { html, model } = bakery();
    const result = await change(
      html,
      "Überschrift freundlicher bitte",
      parts([
        [
          "Überschrift freundlicher bitte",
          [{ op: "set_text", path: `sections.${hero(model)}.heading`, value: "Fresh bread every morning!" }],
        ],
      ]),
    );
    if (result.ok) throw new Error(`expected nothing to change, got: ${result.applied.join("; ")}`);
    expect(result.message).toContain(
      "“Überschrift freundlicher bitte” — nicht gemacht: die KI hat es nicht in der Sprache Ihrer Seite geschrieben",
    );
  });

  it("applies the German words of a part and names the English ones it leaves out, in German", async () => {
    const { html, model } = bakery();
    const faq = model.sections.find((s) => s.kind === "faq")?.id;
    const result = await change(
      html,
      "Überschrift freundlicher und eine Frage zu Torten",
      parts([
        [
          "Überschrift freundlicher und eine Frage zu Torten",
          [
            {
              op: "set_text",
              path: `sections.${hero(model)}.heading`,
              value: "Frisches Brot für jeden Morgen",
            },
            { op: "add_item", section: faq, item: { title: "Do you bake cakes for weddings?" } },
          ],
        ],
      ]),
    );
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("Frisches Brot für jeden Morgen");
    expect(visible(result.html)).not.toContain("Do you bake cakes");
    expect(result.notApplied).toContain(
      "Weggelassen: „Do you bake cakes for weddings?“ – die KI hat es nicht in der Sprache Ihrer Seite geschrieben",
    );
  });

  it("applies a German headline the model wrote for the same page", async () => {
    const { html, model } = bakery();
    const result = await change(
      html,
      "Überschrift freundlicher bitte",
      parts([
        [
          "Überschrift freundlicher bitte",
          [
            {
              op: "set_text",
              path: `sections.${hero(model)}.heading`,
              value: "Frisches Brot für jeden Morgen",
            },
          ],
        ],
      ]),
    );
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("Frisches Brot für jeden Morgen");
  });

  it("keeps the owner's own English words on a German page", async () => {
    const { html, model } = bakery();
    const result = await change(
      html,
      "Überschrift: 'Good bread for good people'",
      parts([
        [
          "Überschrift: 'Good bread for good people'",
          [{ op: "set_text", path: `sections.${hero(model)}.heading`, value: "Good bread for good people" }],
        ],
      ]),
    );
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("Good bread for good people");
  });

  it("leaves out a short German headline the model wrote for an English page", async () => {
    const { html, model } = yoga();
    const result = await change(
      html,
      "make the headline punchier",
      parts([
        [
          "make the headline punchier",
          [{ op: "set_text", path: `sections.${hero(model)}.heading`, value: "Stärker werden in Bristol" }],
        ],
      ]),
    );
    if (result.ok) throw new Error(`expected nothing to change, got: ${result.applied.join("; ")}`);
    expect(result.message).toContain(
      "“make the headline punchier” — not done: the AI wrote it in another language than your page's",
    );
  });
});

describe("a clause the model answered only a piece of", () => {
  it("is not read the rules' way ('drop-in' is no removal): the model's piece and the rest read again both apply", async () => {
    const { html } = yoga();
    const result = await change(
      html,
      "drop-in £13 and the 10-class pass £110",
      parts([["drop-in £13", [{ op: "set_fact", kind: "price", from: "£12", to: "£13" }]]]),
    );
    if (!result.ok) throw new Error(result.message);
    const page = visible(result.html);
    expect(page).toContain("£13");
    expect(page).toContain("£110");
    expect(page).not.toContain("£100");
    const stored = readModelBlock(result.html) as PageModel;
    const titles = stored.sections.flatMap((s) => s.items.map((i) => i.title));
    expect(titles).toContain("10-class pass");
  });

  it("names the rest as not done when it cannot be read on its own", async () => {
    const { html } = yoga();
    const result = await change(
      html,
      "drop-in £13 and make the page smell of lavender somehow",
      parts([["drop-in £13", [{ op: "set_fact", kind: "price", from: "£12", to: "£13" }]]]),
    );
    if (!result.ok) throw new Error(result.message);
    expect(visible(result.html)).toContain("£13");
    expect(result.notApplied?.join(" ")).toMatch(/make the page smell of lavender somehow” — not understood/);
  });
});
