import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const FAMILIES: [string, string, string[]][] = [
  ["a range with a dash", "A week-long camp for ages 8–12.", ["ages 8–12"]],
  ["a range with 'to'", "Tutoring for ages 7 to 16.", ["ages 7 to 16"]],
  ["months to years", "A nursery for children aged 3 months to 5 years.", ["aged 3 months to 5 years"]],
  ["and over", "Open to anyone aged 14 and over.", ["aged 14 and over"]],
  ["over-18s only", "Over-18s only. Dress code: smart casual.", ["Over-18s only"]],
  ["18+ only", "Late show, 18+ only.", ["18+ only"]],
  ["adults only", "Adults only after 7pm.", ["Adults only"]],
  ["year olds", "Holiday club for 6-12 year olds.", ["6-12 year olds"]],
  ["from an age in Spanish", "Cursos para niños desde 8 años y adultos.", ["desde 8 años"]],
  ["from an age in German", "Kurse für Kinder ab 6 Jahren.", ["ab 6 Jahren"]],
  ["a range in French", "Stage pour enfants de 6 à 12 ans.", ["de 6 à 12 ans"]],
  ["from an age", "Beginners from age 6, exam preparation up to Grade 8.", ["from age 6"]],
  ["years of experience are no age", "Más de 20 años de experiencia.", []],
];

describe("ages", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).ages).toEqual(expected);
    });
  }

  it("an age is no quantity", () => {
    expect(brief("A nursery for children aged 3 months to 5 years.").quantities).toEqual([]);
  });
});
