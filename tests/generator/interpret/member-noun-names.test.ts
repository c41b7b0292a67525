/**
 * A member noun then a name, with no colon ("aggiungi il gusto nocciola", "add the flavour hazelnut",
 * "voeg de dienst X toe"), joins the page's list of that noun; a page with no such list refuses it or
 * leaves it unread — never invents a list ("add wifi" on a café).
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const gelateria = compose(
  "business-homepage",
  "Gelateria Sole a Lecce. I nostri gusti: fior di latte, caffè, cioccolato fondente. Cono 3 €, vaschetta 12 €. Aperti tutti i giorni 12:00–24:00.",
).model;

describe("a member noun before a name", () => {
  it.each([
    ["aggiungete il gusto zabaione per favore", "Zabaione"],
    ["nuovo gusto gianduia", "Gianduia"],
    ["mettete anche il gusto menta", "Menta"],
  ])("'%s' adds “%s” to the flavours", (say, title) => {
    const { ops, unread } = interpret(say, structuredClone(gelateria));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "add_item", section: "services", item: { title } }]);
  });

  it("a flavour on a page with no list of flavours is refused for free", () => {
    const { ops } = interpret("add the flavour hazelnut", examplePage("cafe"));
    expect(ops.map((op) => op.op)).toEqual(["refuse"]);
  });

  it("a thing with no member noun on a café is not invented into a list", () => {
    const { ops, unread } = interpret("add wifi", examplePage("cafe"));
    expect(ops).toEqual([]);
    expect(unread.map((u) => u.part)).toEqual(["add wifi"]);
  });

  it("a look said after a colour noun stays a look", () => {
    const { ops } = interpret("mettez des couleurs plus douces", examplePage("boulangerie"));
    expect(ops.map((op) => op.op)).toEqual(["set_style"]);
  });
});
