import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose } from "../compose-for-test.js";
import { applySaid } from "./pages.js";

const BAKERY_DE =
  "Bäckerei Korn in Leipzig, Hauptstraße 5. Frische Brötchen und Kuchen. Brezel 1,20 €. Geöffnet Mo–Fr 7:00–18:00. Telefon 0341 123456.";

describe("the words of a report on a page in another language", () => {
  it("name a part not understood, and a change that did nothing, in the page's language", async () => {
    const { html } = compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn" });
    const result = await iteratePage(html, "mach die Seite magischer");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(
      /^Nichts wurde geändert, und nichts wurde berechnet\. “mach die Seite magischer” — nicht verstanden/,
    );
  });

  it("say what the guard left out in the page's language", () => {
    const { model } = compose("business-homepage", BAKERY_DE, { companyName: "Bäckerei Korn" });
    const r = applySaid(model, [{ op: "add_fact", kind: "phone", value: "0341 999999" }], {
      request: "neue Nummer",
    });
    expect(r.notApplied).toEqual([
      "Weggelassen: “0341 999999” – das steht weder in Ihrer Anfrage noch auf der Seite",
    ]);
  });

  it("stay English on an English page", () => {
    const { model } = compose(
      "business-homepage",
      "Crumb & Co bakery in Leeds. Sourdough £4.50. Call 0113 496 0321.",
    );
    const r = applySaid(model, [{ op: "add_fact", kind: "phone", value: "0113 496 0999" }], {
      request: "new number",
    });
    expect(r.notApplied).toEqual(["Left out “0113 496 0999”: it is not in your request or on the page"]);
  });
});
