/**
 * "we moved to Presuming Ed, 114 London Road" where the page writes "The Skiff, 12 Gloucester Road": the
 * street changes and so does the place's name before it — never "The Skiff, Presuming Ed, 114 London Road".
 */
import { describe, expect, it } from "vitest";
import { composePage } from "../../../src/generator/composer/compose.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageRequest } from "../../../src/generator/types.js";

const page = composePage(
  {
    title: "Brighton JS Meetup",
    companyName: "Brighton JS",
    landingPageType: "event-registration",
    industry: "technology",
    targetAudience: "",
    logoOption: "generate",
    logoData: null,
    prompt:
      "Monthly JavaScript meetup in Brighton. Next one: Wednesday 20 January 2027, 6:30pm at The Skiff, 12 Gloucester Road. Free entry, pizza provided. 60 seats.",
  } as PageRequest,
  { now: new Date("2026-11-22T10:00:00Z") },
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
