/** What a product comes in is one list of choices, in every language, never areas or offerings. */
import { describe, expect, it } from "vitest";
import { briefOf } from "../../../tests/generator/compose-for-test.js";

describe("variants: what one product comes in", () => {
  it.each([
    [
      "Fjell wool blanket, woven in Norway. Comes in Charcoal, Moss and Oat. Sizes 130×170 and 150×200. €149.",
      [
        { line: "Comes in Charcoal, Moss and Oat", kind: "colour", values: ["Charcoal", "Moss", "Oat"] },
        { line: "Sizes 130×170 and 150×200", kind: "size", values: ["130×170", "150×200"] },
      ],
    ],
    [
      "Leinenhemd aus Portugal. Farben: Schwarz, Weiß und Salbei. Größen S, M, L und XL. 89 €.",
      [
        { line: "Farben: Schwarz, Weiß und Salbei", kind: "colour", values: ["Schwarz", "Weiß", "Salbei"] },
        { line: "Größen S, M, L und XL", kind: "size", values: ["S", "M", "L", "XL"] },
      ],
    ],
    [
      "Tote bag en toile bio. Disponible en écru, noir et terracotta. 35 €.",
      [
        {
          line: "Disponible en écru, noir et terracotta",
          kind: "colour",
          values: ["écru", "noir", "terracotta"],
        },
      ],
    ],
    [
      "Houten snijplank, handgemaakt in Gent. Verkrijgbaar in eik en walnoot.",
      [{ line: "Verkrijgbaar in eik en walnoot", kind: "choice", values: ["eik", "walnoot"] }],
    ],
  ])("%s", (description, variants) => {
    const brief = briefOf(description, "product-launch");
    expect(brief.variants).toEqual(variants);
    expect(brief.serviceAreas).toEqual([]);
    for (const v of variants) for (const value of v.values) expect(brief.offerings).not.toContain(value);
  });

  it("a place the business serves is no variant", () => {
    const brief = briefOf("Window cleaning in Leeds, Bradford and Wakefield.");
    expect(brief.variants).toBeUndefined();
  });
});
