import { describe, expect, it } from "vitest";
import { addToText } from "./lists.js";

describe("a new member joins a sentence's list of names, never a list of things done", () => {
  it("joins a list of names in the list's own case and joining word", () => {
    expect(
      addToText("Turrón, horchata y chocolate negro.", ["Turrón", "Horchata", "Chocolate negro"], "Pistacho"),
    ).toBe("Turrón, horchata, chocolate negro y pistacho.");
  });

  it("leaves a sentence of verbs alone when its members start with their own verbs", () => {
    const text =
      "Ledgerly sends invoices, chases late payments automatically and tracks expenses from receipt photos.";
    const names = [
      "Sends invoices",
      "Chases late payments automatically",
      "Tracks expenses from receipt photos",
    ];
    expect(addToText(text, names, "Multi-currency invoices")).toBe(text);
  });

  it("leaves a sentence of verbs alone when the verb of its first member stands before the list", () => {
    const text = "Brightside cleans windows, clears gutters and scrubs roofs.";
    expect(addToText(text, ["Windows", "Clears gutters", "Scrubs roofs"], "Driveway washing")).toBe(text);
  });
});
