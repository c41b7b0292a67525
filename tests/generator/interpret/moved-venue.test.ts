/**
 * "we moved to Presuming Ed, 114 London Road" where the page writes "The Skiff, 12 Gloucester Road": the
 * street changes and so does the place's name before it — never "The Skiff, Presuming Ed, 114 London Road".
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const page = compose(
  "event-registration",
  "Monthly JavaScript meetup in Brighton. Next one: Wednesday 20 January 2027, 6:30pm at The Skiff, 12 Gloucester Road. Free entry, pizza provided. 60 seats.",
  { title: "Brighton JS Meetup", companyName: "Brighton JS", industry: "technology" },
).model;

describe("a move to a named place", () => {
  it("changes the street and the place's name", () => {
    const result = interpret("we moved to Presuming Ed, 114 London Road", structuredClone(page));
    expect(result.unread).toEqual([]);
    expect(result.ops).toEqual([
      { op: "set_fact", kind: "address", from: "12 Gloucester Road", to: "114 London Road" },
      { op: "replace_text", find: "The Skiff", with: "Presuming Ed" },
    ]);
  });

  it("to a street alone changes the street only", () => {
    const result = interpret("we moved to 114 London Road", structuredClone(page));
    expect(result.ops).toEqual([
      { op: "set_fact", kind: "address", from: "12 Gloucester Road", to: "114 London Road" },
    ]);
  });
});
