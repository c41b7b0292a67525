/**
 * A class added with its day and time joins the page's timetable, never its opening hours; opening hours
 * said with a range still set the hours.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("classes on a timetable", () => {
  it.each([
    ["studio", "Ajoutez un cours de pilates le dimanche à 17h", "Pilates le dimanche à 17h"],
    ["tanzschule", "Füg einen Kurs Rumba am Samstag um 18 Uhr hinzu", "Rumba am Samstag um 18 Uhr"],
    ["grooming", "add a Show Ring class on Thursdays at 6pm", "Show Ring on Thursdays at 6pm"],
  ] as const)("on %s, '%s' adds “%s” after the last class", (page, say, entry) => {
    const { ops, unread } = interpret(say, examplePage(page));
    expect(unread).toEqual([]);
    expect(ops[0]).toMatchObject({ op: "replace_text" });
    expect(ops[0]!.op === "replace_text" && ops[0]!.with.endsWith(`, ${entry}`)).toBe(true);
    expect(ops.some((op) => op.op === "set_hours")).toBe(false);
  });

  it("opening hours with a range are still opening hours on a page with a timetable", () => {
    const { ops } = interpret("we're open sundays 10-4", examplePage("grooming"));
    expect(ops.map((op) => op.op)).toEqual(["set_hours"]);
  });

  it("a class with no name is asked for its name, never added as hours", () => {
    const { ops } = interpret("add a class on Sundays at 11am", examplePage("grooming"));
    expect(ops).toEqual([
      {
        op: "refuse",
        part: "add a class on Sundays at 11am",
        why: "say the name of the class, with its day and time",
      },
    ]);
  });
});
