/**
 * Never a silent partial: every new value a message states is used by an operation or named back to the
 * owner as not done — in every language, and for two facts said in one sentence.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

const facts = (say: string, page: Parameters<typeof examplePage>[0]) =>
  interpret(say, examplePage(page)).ops.flatMap((op) => (op.op === "set_fact" ? [[op.kind, op.to]] : []));

describe("two facts in one sentence are both changed", () => {
  const cases = [
    {
      page: "cafe" as const,
      say: "new number 01904 555 999 and the email is now orders@crumbcorner.co.uk",
      phone: "01904 555 999",
      email: "orders@crumbcorner.co.uk",
    },
    {
      page: "baeckerei" as const,
      say: "neue Nummer 0251 654321 und die E-Mail ist jetzt hallo@baeckerei-korn.de",
      phone: "0251 654321",
      email: "hallo@baeckerei-korn.de",
    },
    {
      page: "boulangerie" as const,
      say: "nouveau numéro : 04 78 98 76 54, et l'adresse mail devient commandes@boulangerie-martin.fr",
      phone: "04 78 98 76 54",
      email: "commandes@boulangerie-martin.fr",
    },
    {
      page: "trattoria" as const,
      say: "nuovo numero 055 765 4321 e la mail ora è info@trattoriadalia.it",
      phone: "055 765 4321",
      email: "info@trattoriadalia.it",
    },
  ];
  for (const c of cases) {
    it(`${c.page}: ${c.say}`, () => {
      expect(facts(c.say, c.page)).toEqual([
        ["phone", c.phone],
        ["email", c.email],
      ]);
    });
  }
});

describe("a new value no operation uses is named as not done", () => {
  it("a phone number said after the e-mail's change is named, the e-mail still changes", () => {
    const { ops, unread } = interpret(
      "change the email to orders@crumbcorner.co.uk and 01904 555 999",
      examplePage("cafe"),
    );
    expect(ops).toContainEqual(expect.objectContaining({ op: "set_fact", kind: "email" }));
    expect(unread.map((u) => u.part)).toEqual(["01904 555 999"]);
  });

  it("a value the page already shows, used to name what goes, is not named", () => {
    const { ops, unread } = interpret("remove the phone number 01904 555 010", examplePage("cafe"));
    expect(ops).toEqual([{ op: "remove_fact", kind: "phone", value: "01904 555 010" }]);
    expect(unread).toEqual([]);
  });
});

describe("a price said with its currency in words", () => {
  it("is the price the operation writes with its sign ('36 euros' is '€36'), not a part left undone", () => {
    for (const say of ["the price is now 36 euros", "it costs 36 eur now"]) {
      const read = interpret(say, examplePage("bottle"));
      expect(read.unread).toEqual([]);
      expect(read.ops).toEqual([{ op: "set_fact", kind: "price", from: "€32", to: "€36" }]);
    }
  });
});
