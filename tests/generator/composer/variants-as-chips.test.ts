/** A product's colours and sizes are chips in its hero, never feature cards, points or areas it covers. */
import { describe, expect, it } from "vitest";
import { compose, pageWords, section } from "../compose-for-test.js";

describe("what a product comes in is a row of chips", () => {
  it.each([
    [
      "Fjell wool blanket, woven in Norway from undyed wool. Comes in Charcoal, Moss and Oat. Sizes 130×170 and 150×200. €149.",
      ["Charcoal · Moss · Oat: palette", "130×170 · 150×200: layers"],
    ],
    [
      "Leinenhemd aus Portugal, locker geschnitten. Farben: Schwarz, Weiß und Salbei. Größen S, M, L und XL. 89 €.",
      ["Schwarz · Weiß · Salbei: palette", "S · M · L · XL: layers"],
    ],
    [
      "Tote bag en toile bio, cousu à Lille. Disponible en écru, noir et terracotta. 35 €.",
      ["Lille: map-pin", "Écru · noir · terracotta: palette"],
    ],
  ])("%s", (prompt, chips) => {
    const { model, html } = compose("product-launch", prompt, { companyName: "Fjell", title: "Fjell" });
    expect(section(model, "hero")?.items.map((i) => `${i.title}: ${i.icon}`)).toEqual(chips);
    const elsewhere = model.sections
      .filter((s) => s.kind !== "hero")
      .flatMap((s) => s.items.map((i) => i.title));
    for (const value of ["Charcoal", "Moss", "Schwarz", "Salbei", "noir"])
      expect(elsewhere.join(" | ")).not.toContain(value);
    expect(pageWords(html)).not.toMatch(/areas we cover|which areas/i);
  });
});
