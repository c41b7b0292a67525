import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const FAMILIES: [string, string, string[]][] = [
  [
    "I speak a list",
    "I'm Priya, a photographer. I speak English, Tamil and Hindi.",
    ["English", "Tamil", "Hindi"],
  ],
  ["Spanish on a US page", "Licensed plumber. Se habla español.", ["español"]],
  [
    "after a bare 'in' at the clause end",
    "Tutoring for ages 7 to 16, in English or German.",
    ["English", "German"],
  ],
  ["'-speaking'", "Polish-speaking staff on site.", ["Polish"]],
  ["a label", "Languages: French / Arabic.", ["French", "Arabic"]],
  ["a cuisine is no language", "Lessons in French cooking every Friday.", []],
  [
    "German names of languages",
    "Wir sprechen Deutsch, Englisch und Türkisch.",
    ["Deutsch", "Englisch", "Türkisch"],
  ],
];

describe("languages", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).languages).toEqual(expected);
    });
  }

  it("a list of languages is not what the business sells", () => {
    expect(brief("I speak English, Tamil and Hindi.").offerings).toEqual([]);
  });
});
