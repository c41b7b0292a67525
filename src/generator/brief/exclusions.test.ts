import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const FAMILIES: [string, string, string[]][] = [
  [
    "we're not, then we don't",
    "We're not tree surgeons — we don't do felling or stump grinding.",
    ["We're not tree surgeons", "we don't do felling or stump grinding"],
  ],
  [
    "we don't take",
    "We don't take bookings for groups under 6.",
    ["We don't take bookings for groups under 6"],
  ],
  ["we don't treat", "We don't treat children under 12.", ["We don't treat children under 12"]],
  ["not suitable for", "Suitable for vegetarians; not suitable for coeliacs.", ["not suitable for coeliacs"]],
  ["we do not", "We do not offer same-day appointments.", ["We do not offer same-day appointments"]],
  ["I don't", "I don't shoot weddings on Sundays.", ["I don't shoot weddings on Sundays"]],
];

describe("what a business does not offer", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).notOffered).toEqual(expected);
    });
  }

  it("what is ruled out is no offering", () => {
    expect(brief("We don't do felling, stump grinding or hedge laying.").offerings).toEqual([]);
  });
});
