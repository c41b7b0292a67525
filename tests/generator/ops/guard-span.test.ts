/**
 * The fact guard and values moved by a span the owner said (decision 0071): a date exactly the span away from
 * the one it replaces, or a time whose numbers the owner said, is no invented fact; anything else still is.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { guardOps } from "../../../src/generator/ops/guard.js";
import type { Op } from "../../../src/generator/ops/schema.js";

const model = examplePage("webinar");
const kept = (request: string, op: Op) => guardOps([op], { request, model }).ops.length === 1;

describe("the fact guard on a value moved by a span", () => {
  it.each([
    ["push it back a week", "21 January 2027", true],
    ["push it back a week", "22 January 2027", false],
    ["bring it forward two days", "12 January 2027", true],
    ["bring it forward two days", "11 January 2027", false],
  ])("%s → %s kept: %s", (request, to, expected) => {
    expect(kept(request, { op: "set_fact", kind: "date", from: "14 January 2027", to })).toBe(expected);
  });

  it.each([
    ["doors at 6.30 now", "18:30", true],
    ["doors at 6.30 now", "18:45", false],
  ])("%s → %s kept: %s", (request, to, expected) => {
    expect(kept(request, { op: "set_fact", kind: "time", from: "19:00", to })).toBe(expected);
  });
});
