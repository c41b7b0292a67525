/**
 * A name the page lists is removed from its list, and the reason said after a removal ("we dropped it")
 * is no unread wish: nothing is refused or named back to the owner.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("removing a mention, with the owner's reason", () => {
  it("'remove paypal, we dropped it' takes PayPal out of 'Integrates with Stripe and PayPal'", () => {
    const { ops, unread } = interpret("remove paypal, we dropped it", examplePage("yoga"));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "replace_text", find: "with Stripe and PayPal", with: "with Stripe" }]);
  });

  it("a reason after a section removal is not named as not understood", () => {
    const { ops, unread } = interpret("remove the faq, we don't use it anymore", examplePage("cafe"));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "remove_section", section: "faq" }]);
  });

  it("a payment service the page does not name is still refused as beyond the page", () => {
    const { ops } = interpret("remove paypal", examplePage("cafe"));
    expect(ops.map((op) => op.op)).toEqual(["refuse"]);
  });

  it.each([
    ["baeckerei", "entferne das Roggenbrot, das backen wir nicht mehr", "Roggenbrot"],
    ["boulangerie", "retire la baguette, on ne la fait plus", "Baguette"],
    ["tienda", "quita la vela de lavanda, ya no la hacemos", "Vela de lavanda"],
    ["saas", "remove the Studio plan, nobody bought it", "Studio"],
  ] as const)("on %s, '%s' removes the one item and reads the rest as the reason", (page, say, item) => {
    const { ops, unread } = interpret(say, examplePage(page));
    expect(unread).toEqual([]);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ op: "remove_item", item });
  });
});
