/**
 * Phrasings owners use that name the page's own words in another form or hedge a wish: a Romance singular
 * for the page's plural ("lezione privata" → "Lezioni private"), a look said "somehow", "irgendwie".
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

describe("change-fact: a price named by its words in the singular where the page writes the plural", () => {
  it("it: 'la lezione privata sale a 50 €' changes 'Lezioni private 45 €' only", () => {
    const { model } = compose(
      "business-homepage",
      "Studio di pilates a Bologna. Lezioni di gruppo 15 €, lezioni private 45 €, pacchetto 10 lezioni 130 €. Tel. 051 234567.",
    );
    expect(interpret("la lezione privata sale a 50 €", model).ops).toEqual([
      { op: "set_fact", kind: "price", from: "45 €", to: "50 €" },
    ]);
  });

  it("es: 'la clase particular cuesta ahora 35 €' changes 'clases particulares 30 €'", () => {
    const { model } = compose(
      "business-homepage",
      "Academia de idiomas en Sevilla. Curso de inglés 120 € al mes, clases particulares 30 € la hora. Teléfono 954 111 222.",
    );
    expect(interpret("la clase particular cuesta ahora 35 €", model).ops).toEqual([
      { op: "set_fact", kind: "price", from: "30 € la hora", to: "35 € la hora" },
    ]);
  });
});

describe("style: a hedged look is still a look", () => {
  it.each([
    [
      "de",
      "mach die Seite irgendwie moderner",
      "Bäckerei Korn in Leipzig. Brezel 1,20 €. Telefon 0341 123456.",
    ],
    [
      "en",
      "make it kinda more modern",
      "Crumb Corner is a bakery in York. Sourdough £4.50. Phone 01904 555 010.",
    ],
  ])("%s: %s", (_lang, say, brief) => {
    const { model } = compose("business-homepage", brief);
    expect(interpret(say, model).ops).toEqual([{ op: "set_style", design: "minimal" }]);
  });
});

describe("remove-mention: a part of an item named is never the whole item removed", () => {
  const brief =
    "Elektromeisterbetrieb in Freiburg. Elektroinstallation, E-Check 149 €, 24h-Notdienst. Telefon 0761 123456.";

  it("de: 'die 24h beim Notdienst rausnehmen' is refused for free with how to say it", () => {
    const { model } = compose("business-homepage", brief);
    const { ops } = interpret("bitte die 24h beim Notdienst rausnehmen", model);
    expect(ops.map((op) => op.op)).toEqual(["refuse"]);
  });

  it("de: 'den Notdienst gibt es nicht mehr' still removes the item", () => {
    const { model } = compose("business-homepage", brief);
    const { ops } = interpret("den Notdienst gibt es nicht mehr", model);
    expect(ops).toEqual([{ op: "remove_item", section: "services", item: "24h-Notdienst" }]);
  });
});
