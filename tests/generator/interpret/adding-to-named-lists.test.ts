/**
 * Adding said many ways (iadd): a list named by its lead words ("what's included"), "we now also do X", a
 * count before a list that must match it, Hungarian "… szolgáltatásként", and an item that a line of
 * another section lists is one thing when it is removed.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";

const read = (say: string, model: PageModel) => interpret(say, model, {}).ops;

function withLine(id: Parameters<typeof examplePage>[0], title: string, text: string): PageModel {
  const model = examplePage(id);
  model.sections.find((s) => s.kind !== "hero")!.items.push({ title, text } as never);
  return model;
}

describe("a list named by its lead words joins that list", () => {
  it("add-to-lead: German 'im Preis' names the list led by 'Im Preis enthalten:'", () => {
    const model = withLine("baeckerei", "Frühstück", "Im Preis enthalten: Kaffee, Brötchen und Marmelade.");
    expect(read("füge Handtücher zu den Leistungen im Preis hinzu", model)).toEqual([
      {
        op: "replace_text",
        find: "Kaffee, Brötchen und Marmelade",
        with: "Kaffee, Brötchen, Marmelade und Handtücher",
      },
    ]);
  });

  it("add-to-lead: French 'ce qui est inclus' keeps the owner's article in the sentence", () => {
    const model = withLine("boulangerie", "Formule", "Inclus : un café, une viennoiserie et un jus.");
    expect(read("ajoute le petit-déjeuner à ce qui est inclus", model)).toEqual([
      {
        op: "replace_text",
        find: "un café, une viennoiserie et un jus",
        with: "un café, une viennoiserie, un jus et le petit-déjeuner",
      },
    ]);
  });

  it("add-to-lead: Spanish 'lo que incluye' names the list led by 'Incluye'", () => {
    const model = withLine("tienda", "Pack", "Incluye una vela, un jabón y una tarjeta.");
    expect(read("añade una bolsa de tela a lo que incluye el pack", model)).toEqual([
      {
        op: "replace_text",
        find: "Incluye una vela, un jabón y una tarjeta",
        with: "Incluye una vela, un jabón, una tarjeta y una bolsa de tela",
      },
    ]);
  });

  it("add-to-lead: a member already listed is not added twice", () => {
    const model = withLine("boulangerie", "Formule", "Inclus : un café, une viennoiserie et un jus.");
    expect(read("ajoute jus à ce qui est inclus", model)).toEqual([]);
  });
});

describe("a count before a list must match it", () => {
  it("add-items: 'three things you'll learn' names the list and adds three", () => {
    expect(
      read("ajoute deux choses que vous apprendrez : la TVA, la paie", examplePage("webinaire")),
    ).toEqual([
      { op: "add_item", section: "learn", item: { title: "TVA" } },
      { op: "add_item", section: "learn", item: { title: "Paie" } },
    ]);
  });

  it("add-items: a count that differs is refused naming both", () => {
    expect(read("füge zwei Produkte hinzu: Roggenbrot, Brezel, Zopf", examplePage("baeckerei"))).toEqual([
      {
        op: "refuse",
        part: "füge zwei Produkte hinzu: Roggenbrot, Brezel, Zopf",
        why: "Sie haben zwei genannt, aber 3 aufgezählt (“Roggenbrot”, “Brezel”, “Zopf”): sagen Sie sie noch einmal mit der richtigen Zahl oder ohne",
      },
    ]);
  });
});

describe("an item a line lists is the same thing", () => {
  it("remove-mention: the item goes, never asked 'the line or the item?'", () => {
    const model = examplePage("tienda");
    const [first, second] = model.sections.find((s) => s.kind === "products")!.items;
    model.sections
      .find((s) => s.kind !== "hero" && s.kind !== "products")!
      .items.push({
        title: `${first!.title}, ${second!.title.toLowerCase()} y velas de soja`,
      } as never);
    const said = second!.title.toLowerCase().split(" ").pop()!;
    expect(read(`quita la vela de ${said}`, model)).toEqual([
      { op: "remove_item", section: "products", item: second!.title },
    ]);
  });
});

describe("several lists a new member may join are asked back", () => {
  it("add-mention: 'we now also do …' names both lists", () => {
    const model = examplePage("saas");
    const features = model.sections.find((s) => s.kind === "features")!;
    model.sections.push({
      ...features,
      id: "s9",
      kind: "services",
      heading: "Services",
      items: [{ title: "Setup" }, { title: "Training" }],
    } as never);
    expect(read("we now also do payroll", model)).toEqual([
      {
        op: "refuse",
        part: "we now also do payroll",
        why: `which one: “${features.heading}” or “Services”? Name it`,
      },
    ]);
  });
});
