import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";
import { change } from "./pages.js";

describe("a new phone number written without its country code", () => {
  it("is linked in the country of the number it replaces, whatever zone the page was made in", () => {
    const { model } = compose(
      "lead-generation",
      "Die Schreinerei Vogt aus Freiburg baut Küchen, Treppen und Möbel nach Maß. Wir beraten Sie gern vor Ort. Rufen Sie uns an: 0761 4567890, oder schreiben Sie an info@schreinerei-vogt.de.",
      { companyName: "Schreinerei Vogt", title: "Schreinerei Vogt", timeZone: "Europe/London" },
    );
    expect(model.lang).toBe("de");
    const result = change(model, [
      { op: "set_fact", kind: "phone", from: "0761 4567890", to: "0761 9876543" },
    ]);
    expect(result.html).toContain('href="tel:+497619876543"');
    expect(result.html).not.toContain("tel:+4476");
    expect(result.html).not.toContain("4567890");
  });
});
