/**
 * Pictures by meaning: clay is thrown on a wheel, not cut with a joiner's saw (a pottery course was
 * pictured with a pegboard of tools), and a calm practice shows no workout gear (a yoga studio got a
 * stopwatch and a sports bottle beside its mat).
 */
import { describe, expect, it } from "vitest";
import { scenesFor } from "../../../src/generator/composer/scenes/index.js";

describe("a pottery class is pictured with clay on a wheel", () => {
  it.each([
    ["workshop", "Beginners' pottery evenings in Bath, 6 weeks, clay and firing included."],
    ["workshop", "Töpferkurs in Freiburg: vier Abende an der Drehscheibe."],
    ["school", "Cours de céramique pour adultes à Rennes, le mardi soir."],
    ["workshop", "Corso di ceramica al tornio a Faenza, 8 lezioni."],
    ["shop", "Handmade ceramic mugs and bowls from our studio in Cornwall."],
  ] as const)("%s: %s", (kind, text) => {
    const scenes = scenesFor(kind, text);
    expect(scenes[0]).toBe("potters-wheel");
    expect(scenes).not.toContain("workbench");
  });

  it("a joinery course still gets the workbench", () => {
    expect(scenesFor("workshop", "Weekend joinery course: dovetails and mortise joints.")[0]).toBe(
      "workbench",
    );
  });
});

describe("a calm practice shows no workout gear", () => {
  it.each([
    "Yogastudio in Gent: Hatha op maandag, Yin op donderdag.",
    "Pilates reformer classes in Brighton, small groups.",
    "Meditation and breathwork evenings in Leeds.",
  ])("%s", (text) => {
    const scenes = scenesFor("gym", text);
    expect(scenes).not.toContain("stopwatch-bottle");
    expect(scenes).not.toContain("dumbbells");
  });
});
