/**
 * Through iteratePage with a fake OpenAI-compatible model on loopback: an item the model adds for the owner
 * stays and loses only the facts the model gave it (an invented price, an invented figure in its text);
 * and a fact the owner changes is changed however the page writes it, so a model's own spelling of the
 * old phone or price ("+351 211 234 567" for "+351 21 123 4567", "14 euros" for "€14") does not stay,
 * and a model that names the old value in its own spelling still changes the page's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readModelBlock, renderStoredModel } from "../../../src/generator/composer/compose.js";
import { iteratePage } from "../../../src/generator/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import type { IteratedPage, IterateResult, LlmSettings } from "../../../src/generator/types.js";
import { type FakeLlmServer, fakeModelSettings, startFakeLlmServer } from "../../helpers/fake-llm-server.js";
import { page, visible } from "../ops/pages.js";

let server: FakeLlmServer;
let llm: LlmSettings;

beforeAll(async () => {
  server = await startFakeLlmServer();
  llm = fakeModelSettings(server);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

async function change(html: string, request: string, ops: unknown[]) {
  server.enqueue({ text: JSON.stringify({ parts: [{ part: request, ops }] }) });
  return iteratePage(html, request, { provider: "llm", llm });
}

function applied(result: IterateResult): IteratedPage & { page: string; stored: PageModel } {
  if (!result.ok) throw new Error(`expected a change, got: ${result.message}`);
  return { ...result, page: visible(result.html), stored: readModelBlock(result.html) as PageModel };
}

describe("an item the model adds for the owner stays, without the facts the model made up", () => {
  const html = () => renderStoredModel(page("restaurant")).html;

  it("keeps a new dish and leaves out the price the owner never gave", async () => {
    const result = applied(
      await change(html(), "we make focaccia now too", [
        { op: "add_item", section: "s2", item: { title: "Focaccia", price: "€6" } },
      ]),
    );
    const dishes = result.stored.sections.find((s) => s.id === "s2")?.items ?? [];
    expect(dishes.map((item) => [item.title, item.price])).toContainEqual(["Focaccia", undefined]);
    expect(result.page).not.toContain("€6");
    expect(result.notApplied).toEqual(["Left out “€6”: it is not in your request or on the page"]);
  });

  it("keeps the words of a new dish and cuts the clause with an invented figure", async () => {
    const result = applied(
      await change(html(), "add burrata to the menu", [
        {
          op: "add_item",
          section: "s2",
          item: { title: "Burrata", text: "Creamy burrata with tomatoes, aged for 48 hours." },
        },
      ]),
    );
    const burrata = result.stored.sections
      .find((s) => s.id === "s2")
      ?.items.find((i) => i.title === "Burrata");
    expect(burrata?.text).toBe("Creamy burrata with tomatoes.");
    expect(result.notApplied).toEqual(["Left out “48 hours”: it is not in your request or on the page"]);
  });

  it("keeps the items of a new section and leaves out the prices the owner never gave", async () => {
    const result = applied(
      await change(html(), "add a drinks section with espresso and limoncello", [
        {
          op: "add_section",
          kind: "products",
          heading: "Drinks",
          items: [
            { title: "Espresso", price: "€2" },
            { title: "Limoncello", price: "€5" },
          ],
        },
      ]),
    );
    const drinks = result.stored.sections.find((s) => s.heading === "Drinks")?.items ?? [];
    expect(drinks.map((item) => [item.title, item.price])).toEqual([
      ["Espresso", undefined],
      ["Limoncello", undefined],
    ]);
    expect(result.page).not.toMatch(/€2\b|€5\b/);
  });

  it("still leaves out a question whose answer the model made up", async () => {
    const result = await change(html(), "add a question about parking", [
      {
        op: "add_item",
        section: page("restaurant").sections.find((s) => s.kind === "faq")!.id,
        item: { title: "Is there parking?", text: "Yes, 20 spaces behind the restaurant." },
      },
    ]);
    expect(result.ok).toBe(false);
  });
});

describe("a fact the owner changes is changed however the page writes it", () => {
  /** The restaurant page as a model wrote its words: the phone and a price in its own spelling. */
  const written = () => {
    const model = page("restaurant");
    const menu = model.sections.find((s) => s.kind === "services");
    if (menu?.items[1]) menu.items[1].text = "Book a table on +351 211 234 567 any weekday.";
    if (menu?.items[0]) menu.items[0].text = "Our lunch menu costs 14 euros with a glass of wine.";
    return renderStoredModel(model).html;
  };

  it("changes the phone in the model's grouping too, and reports one change", async () => {
    const result = applied(
      await change(written(), "our number is now +351 21 999 8877", [
        { op: "set_fact", kind: "phone", from: "+351 21 123 4567", to: "+351 21 999 8877" },
      ]),
    );
    expect(result.page).not.toMatch(/123 ?4567|211 234 567/);
    expect(result.page).toContain("Book a table on +351 21 999 8877 any weekday.");
    expect(result.applied).toEqual([
      "Changed the phone number “+351 21 123 4567” to “+351 21 999 8877” everywhere on the page",
    ]);
  });

  it("finds the page's phone when the model names it in its own grouping", async () => {
    const html = renderStoredModel(page("restaurant")).html;
    const result = applied(
      await change(html, "new number +351 21 999 8877", [
        { op: "set_fact", kind: "phone", from: "+351 211 234 567", to: "+351 21 999 8877" },
      ]),
    );
    expect(result.page).not.toContain("123 4567");
    expect(result.applied).toEqual([
      "Changed the phone number “+351 21 123 4567” to “+351 21 999 8877” everywhere on the page",
    ]);
  });

  it("changes the whole phone when the model names it without its country code", async () => {
    const html = renderStoredModel(page("restaurant")).html;
    const result = applied(
      await change(html, "new number +351 21 999 8877", [
        { op: "set_fact", kind: "phone", from: "21 123 4567", to: "+351 21 999 8877" },
      ]),
    );
    expect(result.page).not.toContain("+351 +351");
    expect(result.page).toContain("+351 21 999 8877");
  });

  it("changes a price the model wrote in words", async () => {
    const result = applied(
      await change(written(), "lunch menu is €16 now", [
        { op: "set_fact", kind: "price", from: "€14", to: "€16" },
      ]),
    );
    expect(result.page).not.toMatch(/€14|14 euros/);
    expect(result.page).toContain("Our lunch menu costs €16 with a glass of wine.");
  });

  it("leaves another price with other digits alone", async () => {
    const result = applied(
      await change(written(), "lunch menu is €16 now", [
        { op: "set_fact", kind: "price", from: "€14", to: "€16" },
      ]),
    );
    expect(result.page).toContain("€45");
  });
});
