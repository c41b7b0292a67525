/**
 * Sections named by their place ("the first two sections", "den dritten Abschnitt"), read and applied:
 * the order the owner sees afterwards. The top banner is never counted. Each test names its rule.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

function order(say: string, page: Parameters<typeof examplePage>[0]) {
  const model = examplePage(page);
  const read = interpret(say, model, {});
  const result = applyOps(model, read.ops, { request: say });
  return { read, result, kinds: result.model.sections.map((s) => s.kind) };
}

describe("sections by place", () => {
  it("swap-sections: the first two sections under the top banner change places", () => {
    const { kinds, result } = order("swap the first two sections", "cafe");
    expect(kinds).toEqual(["hero", "about", "services", "testimonials", "faq", "contact"]);
    expect(result.applied).toHaveLength(1);
  });

  it("swap-sections: a German swap of the first two keeps the rest in place", () => {
    expect(order("tausche die ersten zwei Abschnitte", "baeckerei").kinds).toEqual([
      "hero",
      "faq",
      "services",
      "contact",
    ]);
  });

  it("swap-sections: two places apart are swapped without moving the one between", () => {
    expect(order("échange la première et la troisième section", "boulangerie").kinds).toEqual([
      "hero",
      "contact",
      "faq",
      "services",
    ]);
  });

  it("move-section: the third section goes to the end", () => {
    expect(order("mueve la tercera sección al final", "tienda").kinds).toEqual([
      "hero",
      "products",
      "offers",
      "contact",
      "about",
    ]);
  });

  it("move-section: the last section goes right under the top banner", () => {
    expect(order("move the last section to the top", "cafe").kinds).toEqual([
      "hero",
      "contact",
      "services",
      "about",
      "testimonials",
      "faq",
    ]);
  });

  it("move-section: a place past the page's end is refused for free in the page's language, nothing moved", () => {
    const { read, kinds } = order("move the fifth section to the top", "bloemen");
    expect(read.ops).toEqual([
      {
        op: "refuse",
        part: "move the fifth section to the top",
        why: "deze pagina heeft 3 secties onder de banner, er is geen sectie 5",
      },
    ]);
    expect(kinds).toEqual(["hero", "services", "faq", "contact"]);
  });
});
