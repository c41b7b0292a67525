/**
 * A bare new name in a language that joins nouns joins the list whose names end as it does ("Goldkurs"
 * beside "Bronzekurs", "Silberkurs"); a name of no such family is not invented into a list.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const school = compose(
  "business-homepage",
  "Fahrschule Kurve in Trier. Führerscheine: Autoführerschein, Anhängerführerschein, Rollerführerschein. Telefon 0651 123 456.",
).model;
const cleaner = compose(
  "business-homepage",
  "Poetsbedrijf Helder in Gouda. Diensten: vloerreiniging, gevelreiniging, tapijtreiniging. Bel 0182 123 456.",
).model;

describe("a compound of the list's family", () => {
  it.each([
    [school, "Füge Motorradführerschein hinzu", "Motorradführerschein"],
    [cleaner, "voeg zonnepaneelreiniging toe", "Zonnepaneelreiniging"],
  ])("joins the list", (model, say, title) => {
    const { ops } = interpret(say, structuredClone(model));
    expect(ops).toEqual([{ op: "add_item", section: "services", item: { title } }]);
  });

  it("a name of no family stays unread", () => {
    const { ops, unread } = interpret("voeg gratis wifi toe", structuredClone(cleaner));
    expect(ops).toEqual([]);
    expect(unread.map((u) => u.part)).toEqual(["voeg gratis wifi toe"]);
  });
});
