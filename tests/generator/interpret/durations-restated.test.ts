/**
 * How long an event lasts is changed where the page says how long, never at its clock time ("à 18 h 30"
 * has the shape of a duration), and a span added ("30 minutes de plus") is never read as the new duration.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a duration restated", () => {
  it.each([
    ["la durée passe à 1 h 30", [{ op: "replace_text", find: "40 minutes", with: "1 h 30" }]],
    ["ça dure 1 h 30 maintenant", [{ op: "replace_text", find: "40 minutes", with: "1 h 30" }]],
  ])("%s changes the duration, not the start time", (say, ops) => {
    expect(interpret(say, examplePage("webinaire")).ops).toEqual(ops);
  });

  it.each(["la fête dure 30 minutes de plus", "ça dure jusqu'à 20 h"])(
    "%s is not read as a new duration or as the start time",
    (say) => {
      const ops = interpret(say, examplePage("webinaire")).ops;
      expect(JSON.stringify(ops)).not.toMatch(/18h30|40 minutes/);
    },
  );
});
