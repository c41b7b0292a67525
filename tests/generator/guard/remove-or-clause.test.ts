/**
 * A fact in a clause that offers another way ("call … or write to …") goes with that clause alone, read
 * with the page's language's "or"; a word that only looks like one ("o" in Portuguese, "of" in English)
 * cuts nothing, so the whole sentence goes as before.
 */
import { describe, expect, it } from "vitest";
import { removeUntraced } from "../../../src/generator/guard/index.js";

const SOURCES = ["Call 0117 496 0321. Telefono 051 643 2210. Teléfono 612 345 678. Telefon 0761 555 2040."];

describe("an invented fact after “or” goes with its clause", () => {
  it.each([
    ["Call us on 0117 496 0321 or write to hello@invented.co.uk.", "en", "Call us on 0117 496 0321."],
    ["Chiamaci al +39 051 643 2210 o scrivi a info@inventato.it.", "it", "Chiamaci al +39 051 643 2210."],
    ["Llámanos al 612 345 678 o escribe a hola@inventado.es.", "es", "Llámanos al 612 345 678."],
    [
      "Rufen Sie 0761 555 2040 an oder schreiben Sie an info@erfunden.de.",
      "de",
      "Rufen Sie 0761 555 2040 an.",
    ],
  ])("%s", (text, lang, left) => {
    expect(removeUntraced(text, SOURCES, lang).text).toBe(left);
  });

  it("reads no “or” in a Portuguese article: the sentence goes whole", () => {
    expect(removeUntraced("Ligue para 0117 496 0321 o quanto antes, desde 1990.", SOURCES, "pt").text).toBe(
      "Ligue para 0117 496 0321 o quanto antes.",
    );
    expect(removeUntraced("Prove o pão de 4 € o mais fresco.", SOURCES, "pt").text).toBe("");
  });

  it("ends no opening clause at “or”: “Since 1987 or so,” goes whole", () => {
    expect(removeUntraced("Since 1987 or so, our bakers rise before the sun.", SOURCES, "en").text).toBe(
      "Our bakers rise before the sun.",
    );
  });

  it("reads no “or” in an English “of”", () => {
    expect(removeUntraced("A choice of 40 flavours", SOURCES, "en").text).toBe("");
  });
});
