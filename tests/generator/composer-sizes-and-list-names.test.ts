import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

/** The titles of every priced card on the page, wherever the page lists its prices. */
const pricedTitles = (prompt: string) =>
  compose("business-homepage", prompt, { industry: "food" }).model.sections.flatMap((s) =>
    s.kind === "faq" ? [] : s.items.filter((i) => i.price).map((i) => i.title),
  );

describe("a price named by its size alone is named in full", () => {
  it.each([
    [
      "Gelateria a Bologna. Coppetta piccola 2,50 €, media 3,50 €, grande 4,50 €. Aperti tutti i giorni 12-23.",
      ["Coppetta piccola", "Coppetta media", "Coppetta grande"],
    ],
    [
      "Heladería en Valencia. Tarrina pequeña 2,50 €, mediana 3,50 €. Abierto todos los días 12-23.",
      ["Tarrina pequeña", "Tarrina mediana"],
    ],
  ])("%s", (prompt, expected) => {
    expect(pricedTitles(prompt)).toEqual(expected);
  });

  it("keeps the owner's lone size beside its price when the size comes first ('Small latte £3, large £3.60')", () => {
    expect(pricedTitles("Coffee cart in Leeds. Small latte £3, large £3.60. Open weekdays 7-11.")).toEqual([
      "Small latte",
      "Large",
    ]);
  });

  it("takes no size from a price of another sentence", () => {
    const shown = pricedTitles(
      "Gelateria a Bologna. Coppetta piccola 2,50 €. Torta grande 30 €, media 22 €.",
    );
    expect(shown).toContain("Torta media");
    expect(shown).not.toContain("Coppetta media");
  });
});

describe("a list the owner names is headed by that name", () => {
  it.each([
    [
      "Gelateria da Marco a Bologna, gelato artigianale. Gusti: pistacchio di Bronte, nocciola, fior di latte, fragola. Via Saragozza 45.",
      "Gusti",
    ],
    [
      "Gelato shop in Turin. Classic flavours like pistachio, hazelnut and fior di latte. Small cup €2.50.",
      "Classic flavours",
    ],
  ])("%s", (prompt, heading) => {
    const { model } = compose("business-homepage", prompt, { industry: "food" });
    const list = model.sections.find((s) => s.items.some((i) => /^(Pistacchio|Pistachio)/.test(i.title)));
    expect(list?.heading).toBe(heading);
  });

  it("a list without a name of its own keeps a heading of the page's words", () => {
    const { model } = compose(
      "business-homepage",
      "Gelateria a Bologna. Pistacchio, nocciola, fior di latte e fragola. Via Saragozza 45.",
      { industry: "food" },
    );
    const list = model.sections.find((s) => s.items.some((i) => i.title === "Pistacchio"));
    expect(list?.heading).toBeTruthy();
    expect(list?.heading).not.toBe("Pistacchio");
  });
});
