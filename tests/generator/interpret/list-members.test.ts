/**
 * One more member of a list the page writes twice — as cards and in a sentence, or as a form's choices:
 * "we verkopen nu ook orchideeën", "add a colour: forest green", "wir unterrichten jetzt auch Spanisch".
 * Read by the rules add-mention and add-items and applied; each test names its rule.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

function said(say: string, model: PageModel) {
  const read = interpret(say, model, {});
  return { read, result: applyOps(model, read.ops, { request: say }) };
}

const hero = (m: PageModel) => m.sections.find((s) => s.kind === "hero")!;

describe("a list's new member joins every place that lists its kind", () => {
  it("add-mention: a sentence after the owner's verb gets the member in its own case and joining word", () => {
    const model = examplePage("baeckerei");
    hero(model).lead = "Wir verkaufen Roggenbrot und Dinkelbrötchen aus eigener Backstube.";
    model.sections.find((s) => s.kind === "services")!.items = [];
    const { result } = said("wir verkaufen jetzt auch Brezeln", model);
    expect(hero(result.model).lead).toBe(
      "Wir verkaufen Roggenbrot, Dinkelbrötchen und Brezeln aus eigener Backstube.",
    );
  });

  it("add-mention: cards the sentence names get the new card, and the sentence lists it too", () => {
    const model = examplePage("bloemen");
    const services = model.sections.find((s) => s.kind === "services")!;
    services.items = [{ title: "Boeketten" }, { title: "Kamerplanten" }, { title: "Droogbloemen" }];
    hero(model).lead = "We verkopen boeketten, kamerplanten en droogbloemen.";
    const { read, result } = said("we verkopen nu ook orchideeën", model);
    expect(read.readBy.map((r) => r.rule)).toEqual(["add-mention"]);
    expect(result.model.sections.find((s) => s.kind === "services")!.items.map((i) => i.title)).toEqual([
      "Boeketten",
      "Kamerplanten",
      "Droogbloemen",
      "Orchideeën",
    ]);
    expect(hero(result.model).lead).toBe("We verkopen boeketten, kamerplanten, droogbloemen en orchideeën.");
    expect(result.applied).toEqual([
      "“Orchideeën” toegevoegd aan “Wat we bieden”, en aan de zin die ze opsomt",
    ]);
  });

  it("add-items: a colour added to the products also joins the order form's choices, priced like them", () => {
    const { result } = said("add a colour: Moss green £19", examplePage("shop"));
    const field = result.model.sections.find((s) => s.form)!.form!.fields.find((f) => f.label === "Product")!;
    expect(field.options).toEqual(["Ocean blue (£18)", "Rust (£18)", "Heather (£19)", "Moss green (£19)"]);
    expect(result.applied).toEqual(["Added “Moss green — £19” to Products, and to the choices of “Product”"]);
  });
});

describe("a member named by its kind goes to the list the page says of that kind", () => {
  it("add-items: 'a scent' joins the cards a 'Scents:' sentence lists, and that sentence, never the colours", () => {
    const model = examplePage("shop");
    hero(model).lead = "Hand-dyed yarn. Scents: Ocean blue, Rust and Heather.";
    const { result } = said("add a scent: lavender", model);
    expect(result.model.sections.find((s) => s.kind === "products")!.items.map((i) => i.title)).toContain(
      "Lavender",
    );
    expect(hero(result.model).lead).toBe("Hand-dyed yarn. Scents: Ocean blue, Rust, Heather and Lavender.");
    expect(result.model.settings).toEqual(examplePage("shop").settings);
  });
});
