/**
 * Whole messages: every part of a multi-part message is read or named as unread, lists and quotes stay
 * whole, a selected section scopes "this"/"here", and nothing unreadable is guessed.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

describe("multi-part messages", () => {
  it("applies a testimonial and a removal said in one sentence, the quote kept exactly", () => {
    const { ops, unread } = interpret(
      "Add a testimonial from Clare & Tom: 'Lovely bread, and remove nothing' and remove the FAQ",
      examplePage("cafe"),
    );
    expect(unread).toEqual([]);
    expect(ops).toEqual([
      {
        op: "add_item",
        section: "testimonials",
        item: { title: "Clare & Tom", text: "Lovely bread, and remove nothing" },
      },
      { op: "remove_section", section: "faq" },
    ]);
  });

  it("reads a swap of one fact for a value and the command after its 'and' as two parts", () => {
    const { ops, unread } = interpret(
      "swap the phone to 04 78 99 88 77 and make the whole thing green",
      examplePage("boulangerie"),
    );
    expect(unread).toEqual([]);
    expect(ops.map((op) => op.op)).toEqual(["set_fact", "set_style"]);
    expect(ops[0]).toMatchObject({ kind: "phone", to: "04 78 99 88 77" });
  });

  it.each([
    [
      "boulangerie",
      "ajoute : nous sommes aussi ouverts le lundi de 8h à 12h",
      { days: [0], hours: "08:00-12:00" },
    ],
    ["cafe", "add: we are now also open on Mondays 8-2", { days: [0], hours: "08:00-14:00" }],
  ] as const)(
    "on %s, reads opening hours said after 'add:' as hours, not as a line (%s)",
    (page, say, hours) => {
      const { ops, unread } = interpret(say, examplePage(page));
      expect(unread).toEqual([]);
      expect(ops).toEqual([{ op: "set_hours", ...hours }]);
    },
  );

  it.each([
    ["baeckerei", "Können wir die FAQ ganz nach oben schieben?"],
    ["bloemen", "Kunnen we de FAQ helemaal naar boven verplaatsen?"],
  ] as const)("on %s, reads a question opened by a modal with its verb last (%s)", (page, say) => {
    const { ops, unread } = interpret(say, examplePage(page));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "move_section", section: "faq", to: "first" }]);
  });

  it("reads each line and sentence of a message on its own", () => {
    const { ops, unread } = interpret(
      "Closed on Sundays.\nPhone is now 01904 555 999, then move the testimonials to the end",
      examplePage("cafe"),
    );
    expect(unread).toEqual([]);
    expect(ops).toEqual([
      { op: "set_hours", days: [6], hours: "closed" },
      { op: "set_fact", kind: "phone", from: "01904 555 010", to: "01904 555 999" },
      { op: "move_section", section: "testimonials", to: "last" },
    ]);
  });

  it("keeps a list with commas and 'and' as one clause of three items", () => {
    const { ops } = interpret("add features: bank feeds, invoices and receipts", examplePage("saas"));
    expect(ops.map((op) => op.op)).toEqual(["add_item", "add_item", "add_item"]);
  });

  it("a list after a colon is cut only by a command verb, not by an item that starts with a size word", () => {
    const { ops, unread } = interpret(
      "add a pricing table: Small £5, Large £9 and remove the features",
      examplePage("saas"),
    );
    expect(unread).toEqual([]);
    expect(ops).toEqual([
      { op: "add_item", section: "pricing", item: { title: "Small", price: "£5" } },
      { op: "add_item", section: "pricing", item: { title: "Large", price: "£9" } },
      { op: "remove_section", section: "features" },
    ]);
  });

  it("keeps a German date with its day's full stop ('13. März 2027') in one clause", () => {
    const { ops, unread } = interpret(
      "Der Kurs wird auf den 13. März 2027 verschoben, gleiche Uhrzeit",
      examplePage("baeckerei"),
    );
    expect(unread.map((u) => u.part)).not.toContain("Der Kurs wird auf den 13.");
    expect(ops.every((op) => op.op !== "set_status")).toBe(true);
  });

  it("keeps prices and times whole when cutting at commas", () => {
    const { ops, unread } = interpret(
      "almond croissant is now £3.50, open till 8 on Fridays",
      examplePage("cafe"),
    );
    expect(unread).toEqual([]);
    expect(ops).toEqual([
      { op: "set_fact", kind: "price", from: "£3.20", to: "£3.50" },
      { op: "set_hours", days: [4], hours: "08:00-20:00" },
    ]);
  });

  it("never cuts off who says it: 'we're also open …' is one clause", () => {
    const { ops, unread } = interpret("we're also open on mondays 8-12", examplePage("cafe"));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "set_hours", days: [0], hours: "08:00-12:00" }]);
  });

  it("names the part it cannot read and still applies the rest", () => {
    const { ops, unread } = interpret("make it pop and also blorp the wibble", examplePage("cafe"));
    expect(ops).toEqual([{ op: "set_style", design: "bold" }]);
    expect(unread.map((u) => u.part)).toEqual(["blorp the wibble"]);
  });
});

describe("nothing is guessed", () => {
  it("returns gibberish unread, with three phrasings the rules do understand", () => {
    const { ops, unread } = interpret("flurble the quonk with zazz", examplePage("cafe"));
    expect(ops).toEqual([]);
    expect(unread).toHaveLength(1);
    expect(unread[0]!.suggestions).toHaveLength(3);
  });

  it("suggests the nearest known phrasing for a near miss", () => {
    const { unread } = interpret("the headline thing please", examplePage("cafe"));
    expect(unread[0]?.suggestions.some((s) => s.includes("headline"))).toBe(true);
  });

  it("suggests phrasings about the owner's own page, never another business's items or prices", () => {
    const { model } = compose(
      "business-homepage",
      "Muddy Paws is a dog grooming salon in Bristol. Full groom £35, nail trim £8. Open Tuesday to Saturday 9:00–17:00. Call 0117 496 0123.",
    );
    const { unread } = interpret("can the removal of plans and croissants be dearer", model);
    const said = unread[0]!.suggestions.join(" | ");
    expect(unread[0]!.suggestions).toHaveLength(3);
    const own = new Set(model.sections.flatMap((s) => s.items.map((i) => i.price)));
    for (const page of ["cafe", "saas", "shop", "webinar", "baeckerei", "tienda"] as const) {
      const other = examplePage(page);
      for (const item of other.sections.flatMap((s) => s.items))
        if (item.price && !own.has(item.price)) expect(said).not.toContain(item.price);
      expect(said).not.toContain(other.source.companyName);
    }
    expect(said).not.toMatch(/Studio|Almond croissant|Ocean blue/i);
  });

  it("suggests only phrasings that would change the owner's own page", () => {
    const { model } = compose(
      "business-homepage",
      "Osteria Lucia, a family trattoria in Bristol. Fresh pasta made every morning, wood-fired pizza and tiramisu. Open Tuesday to Sunday 12:00-22:00, closed Mondays. Book a table on 0117 496 0321. 14 Park Street, Bristol BS1 5HX.",
    );
    const { unread } = interpret("Pizza is €12 now", model);
    const suggestions = unread[0]!.suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.join(" | ")).not.toMatch(/trial/i);
    for (const said of suggestions) {
      const tried = interpret(said, model);
      expect(tried.unread, said).toEqual([]);
      expect(tried.ops.length, said).toBeGreaterThan(0);
      expect(
        tried.ops.some((op) => op.op === "refuse"),
        said,
      ).toBe(false);
    }
  });

  it("suggests phrasings in the page's language when its examples have them", () => {
    const { unread } = interpret("die Seite soll glitzern", examplePage("baeckerei"));
    expect(unread[0]!.suggestions.every((s) => !/\b(?:the|make|add)\b/i.test(s))).toBe(true);
  });

  it("a new colour stated as news is an item, not a change of look", () => {
    const { ops } = interpret("we added a fourth colour, forest green", examplePage("shop"));
    expect(ops).toEqual([{ op: "add_item", section: "products", item: { title: "Forest green" } }]);
  });
});

describe("a selected section scopes the request", () => {
  it("'make this shorter' shortens the selected section", () => {
    const { ops } = interpret("make this shorter", examplePage("cafe"), { scope: { section: "s5" } });
    expect(ops).toEqual([{ op: "shorten", section: "faq" }]);
  });

  it("'put our Instagram here' adds the detail into the selected section", () => {
    const { ops } = interpret("put our Instagram here @crumbcorner", examplePage("cafe"), {
      scope: { section: "s6" },
    });
    expect(ops).toEqual([
      { op: "add_item", section: "contact", item: { title: "Instagram", text: "@crumbcorner" } },
    ]);
  });
});
