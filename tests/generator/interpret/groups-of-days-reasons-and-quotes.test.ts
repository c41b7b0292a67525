/**
 * Words every language pack reads the same way: a group of days ("w weekendy", "am Wochenende", "los fines
 * de semana") names those days only, never the whole week; a reason after a removal ("it's broken") is no
 * second wish; a number inside a quote is the quote's, never a correction of the page; a mood of youth
 * ("más juvenil") is a design.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const cafe = compose(
  "business-homepage",
  "Kawiarnia na Starym Mieście w Gdańsku, ul. Mariacka 7. Espresso 9 zł, flat white 14 zł. Otwarte codziennie 8:00–20:00.",
).model;
const bar = compose(
  "business-homepage",
  "Café in Leipzig, Karl-Liebknecht-Straße 20. Täglich geöffnet 8:00–18:00. Cappuccino 3,50 €.",
).model;
const app = compose(
  "saas-signup",
  "Tally sends invoices and chases late payments. Features: reminders, recurring invoices, Apple Health sync. Pro $12/month.",
).model;

describe("a group of days", () => {
  it.each([
    [cafe, "w weekendy otwieramy o 9:00", [5, 6], "09:00-20:00"],
    [bar, "am Wochenende erst ab 10 Uhr", [5, 6], "10:00-18:00"],
  ])("%#: names the weekend only", (model, say, days, hours) => {
    const { ops, unread } = interpret(say, structuredClone(model));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "set_hours", days, hours }]);
  });
});

describe("what follows a change and is not a second wish", () => {
  it("a reason after a removal is the owner's reason", () => {
    const { ops, unread } = interpret("remove apple health sync, it's broken", structuredClone(app));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "remove_item", section: "features", item: "Apple Health sync" }]);
  });

  it("a number inside a quote is the quote's, not an old value to correct", () => {
    const say = "add a testimonial from Priya: 'I got paid in 3 days instead of 30.'";
    const { ops, unread } = interpret(say, structuredClone(app));
    expect(unread).toEqual([]);
    expect(ops).toEqual([
      {
        op: "add_section",
        kind: "testimonials",
        items: [{ title: "Priya", text: "I got paid in 3 days instead of 30." }],
      },
    ]);
  });
});

describe("a count said in a unit the page does not count in", () => {
  it("is not put on the page's one other duration", () => {
    const shop = compose(
      "e-commerce",
      "Świece sojowe z Krakowa. Świeca 180 ml – 59 zł. Czas palenia około 40 godzin. Wysyłka w 2 dni robocze.",
    ).model;
    const { ops, unread } = interpret("wysyłka w 24 godziny", structuredClone(shop));
    expect(ops).toEqual([]);
    expect(unread.map((u) => u.part)).toEqual(["wysyłka w 24 godziny"]);
  });
});

describe("a mood of youth", () => {
  it.each(["pon un tono más juvenil", "make it look younger", "etwas jugendlicher bitte"])(
    "%s is a design",
    (say) => {
      const { ops } = interpret(say, structuredClone(bar));
      expect(ops).toEqual([{ op: "set_style", design: "playful" }]);
    },
  );
});
