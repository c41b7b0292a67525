/**
 * New members of the owner's lists found by the owner's own words (h-items, round 3): the list after a lead
 * the owner repeats ("consegniamo anche a …"), a thing added by its name alone to the page's one list of
 * offers, a priced entry that never lands in a list of places, and what is not read because nothing proves
 * where it goes (it stays free).
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";

const read = (say: string, model: PageModel) => interpret(say, model, {});
const about = (m: PageModel) => m.sections.find((s) => s.kind === "about")!;

describe("a member said after the page's own lead joins that list", () => {
  it("add-mention: a single value after the lead becomes a pair, only in that sentence", () => {
    const model = examplePage("yoga");
    about(model).items[0]!.title = "Flow Yoga runs classes in Leeds";
    const { ops } = read("we now also run classes in Bradford", model);
    expect(ops).toEqual([
      { op: "replace_text", find: "runs classes in Leeds", with: "runs classes in Leeds and Bradford" },
    ]);
  });

  it("add-mention: a place and a time after the lead is no member of the list", () => {
    const model = examplePage("osteria");
    expect(read("consegniamo anche a domicilio la domenica sera", model).ops).toEqual([]);
  });

  it("add-place: a place already listed is not added twice, and the owner is told why", () => {
    expect(read("consegniamo anche a Casalecchio", examplePage("osteria")).ops).toEqual([
      { op: "refuse", part: "consegniamo anche a Casalecchio", why: "la pagina nomina già Casalecchio" },
    ]);
  });

  it("add-items: a priced entry never joins a list of places", () => {
    const { ops } = read("Füge eine Familienkiste für 39 € hinzu", examplePage("gemuesekiste"));
    expect(ops).toEqual([
      { op: "add_item", section: "services", item: { title: "Familienkiste", price: "39 €" } },
    ]);
  });
});

describe("a thing added by its name alone", () => {
  it("add-by-name: a name that proves nothing about its sort is not read", () => {
    for (const say of [
      "add a playlist",
      "add a discount",
      "add wifi",
      "add allergy info",
      "add vegan options",
    ]) {
      expect(read(say, examplePage("cafe")).ops, say).toEqual([]);
    }
    // A map is no item either: it is refused for what it is, a thing loaded from another site.
    expect(read("add a map", examplePage("cafe")).ops.map((op) => op.op)).toEqual(["refuse"]);
  });

  it("add-by-name: a page with no list of offers adds no name, and says so for free", () => {
    const { ops } = read("add our new sourdough rye loaf", examplePage("webinar"));
    expect(ops).toEqual([
      {
        op: "refuse",
        part: "add our new sourdough rye loaf",
        why: "this page shows no list of features or offers to add “Sourdough rye loaf” to: say which section it goes in",
      },
    ]);
  });

  it("add-by-name: the owner's 'new' is proof enough, and no price is invented", () => {
    expect(read("add our new sourdough rye loaf", examplePage("cafe")).ops).toEqual([
      { op: "add_item", section: "services", item: { title: "Sourdough rye loaf" } },
    ]);
  });
});
