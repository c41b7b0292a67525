/**
 * A clause read whole by a rule that only used one side of its comma leaves the other side unsaid no more:
 * that side is read on its own, or named as not understood — never silently dropped with the rest charged.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const GARAGE = compose(
  "business-homepage",
  "Garage à Nantes : vidange, freins, pneus et diagnostic électronique. Ouvert du lundi au vendredi de 8h à 18h30, le samedi de 9h à 12h. Rendez-vous au 02 40 11 22 33.",
  { companyName: "Garage Dubois", title: "Garage Dubois", industry: "automotive" },
).model;

describe("a side of a comma the reading did not use", () => {
  it("is named as not understood when no rule reads it", () => {
    const read = interpret("notre chat zorglub dort beaucoup, et le samedi c'est fermé désormais", GARAGE);
    expect(read.ops).toEqual([{ op: "set_hours", days: [5], hours: "closed" }]);
    expect(read.unread.map((u) => u.part)).toEqual(["notre chat zorglub dort beaucoup"]);
  });

  it("is read on its own when a rule reads it", () => {
    const read = interpret("we now also do aircon, and on saturdays we're closed from now on", GARAGE);
    expect(read.readBy.map((r) => r.rule)).toEqual(["add-mention", "opening-hours"]);
    expect(read.unread).toEqual([]);
  });

  it("is no part of its own when it only says the day the other side needs", () => {
    const read = interpret("le samedi, c'est fermé", GARAGE);
    expect(read.ops).toEqual([{ op: "set_hours", days: [5], hours: "closed" }]);
    expect(read.unread).toEqual([]);
  });
});
