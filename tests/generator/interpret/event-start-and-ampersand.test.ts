/**
 * An event's date line is never read as a week's opening hours: "on commence à 14h30" on a workshop held
 * "samedi 13 février 2027 de 14h à 17h" moves the workshop's start, it adds no Saturday opening hours. And a
 * title's "&" said as "and" names the whole card ("no more mum and baby classes" of "Mum & baby yoga").
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

describe("an event's start said with a verb of opening", () => {
  const workshop = compose(
    "event-registration",
    "Atelier d'initiation au tour de potier le samedi 13 février 2027 de 14h à 17h à Nantes. 65 € par personne. 6 places.",
  ).model;

  it("moves the event's time, never sets opening hours", () => {
    const { ops, unread } = interpret("on commence à 14h30", structuredClone(workshop));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "set_fact", kind: "time", from: "14h", to: "14h30" }]);
  });
});

describe("an ampersand said as 'and'", () => {
  const studio = compose(
    "business-homepage",
    "Yoga studio in Brighton. Classes: hatha, yin, vinyasa flow and mum & baby yoga. Drop-in £12. Email hello@stillpoint.example.",
  ).model;

  it.each(["no more mum and baby classes", "remove mum and baby"])("%s removes the whole card", (say) => {
    const { ops, unread } = interpret(say, structuredClone(studio));
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "remove_item", section: "services", item: "Mum & baby yoga" }]);
  });
});
