import { describe, expect, it } from "vitest";
import { entryItem } from "./item-list.js";

describe("an entry with a short note in brackets", () => {
  it("keeps the note under the name, never half a bracket in the name", () => {
    expect(entryItem("Villa Serena in Lecco (2026)")).toEqual({
      title: "Villa Serena in Lecco",
      meta: "2026",
    });
    expect(entryItem("oat latte (vegan)")).toEqual({ title: "Oat latte", meta: "vegan" });
  });

  it("leaves a price in brackets to the price reader", () => {
    expect(entryItem("Family pass (€99)")?.price).toBe("€99");
  });
});
