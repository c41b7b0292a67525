/**
 * Courtesy asks for nothing and is never an item's name; "only X" after a removal says what stays, never a
 * replacement: "tire o Android, por agora só iOS" must not write "iOS e IOS".
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("courtesy words", () => {
  it.each([
    ["trattoria", "togli il tiramisù, grazie", "Tiramisù"],
    ["tienda", "quita la vela de lavanda, por favor", "Vela de lavanda"],
    ["boulangerie", "enlève la baguette s'il vous plaît", "Baguette"],
  ])("on %s, '%s' removes only the item, with nothing unread", (page, say, item) => {
    const { ops, unread } = interpret(say, examplePage(page as never));
    expect(unread).toEqual([]);
    expect(ops).toEqual([expect.objectContaining({ op: "remove_item", item })]);
  });

  it("a removal then 'por favor' is never a replacement by “favor”", () => {
    const { ops } = interpret("tira a parte das categorias, por favor", examplePage("app"));
    expect(JSON.stringify(ops)).not.toMatch(/favor/i);
  });

  it("'add: …, please' adds the items and reports nothing as not understood", () => {
    const { ops, unread } = interpret("add: dark mode, please", examplePage("app"));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "add_item", section: "features", item: { title: "Dark mode" } }]);
  });
});

describe("what stays, said after a removal", () => {
  it.each([
    "take PayPal out, only Stripe for now",
    "quita PayPal, por ahora solo Stripe",
    "tire o PayPal, por agora só Stripe",
  ])("'%s' removes PayPal from the sentence and keeps Stripe once", (say) => {
    const { ops, unread } = interpret(say, examplePage("yoga"));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "replace_text", find: "with Stripe and PayPal", with: "with Stripe" }]);
  });
});
