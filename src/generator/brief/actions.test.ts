import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const CASES: [string, string, string[]][] = [
  [
    "three ways to help",
    "Adopt, foster or volunteer at our shelter on Tuam Road.",
    ["Adopt", "foster", "volunteer"],
  ],
  [
    "the last one with more words",
    "Donate, fundraise or join us as a volunteer.",
    ["Donate", "fundraise", "join"],
  ],
  ["what guests do", "Eat, drink and dance until late.", ["Eat", "drink", "dance"]],
  ["one verb is no list", "Book now.", []],
  ["a list of things is no list of actions", "Sourdough, croissants and cinnamon rolls.", []],
];

describe("actions", () => {
  for (const [say, description, expected] of CASES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).actions).toEqual(expected);
    });
  }
});
