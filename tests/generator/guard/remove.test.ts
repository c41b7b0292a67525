import { describe, expect, it } from "vitest";
import { removeUntraced } from "../../../src/generator/guard/index.js";

const SOURCES = [
  "Kovács Bakery in Leeds. Sourdough and rye every morning. Baguette £2.20. Call 0113 496 0000. " +
    "Tasting on 14 March 2027 at 18:00.",
];

// [what the model wrote, what is left]
const CASES: [string, string][] = [
  ["Now only £1.99!", ""],
  ["Baguette £1.99", ""],
  ["Fresh sourdough every morning, since 1987.", "Fresh sourdough every morning."],
  ["Fresh sourdough every morning (rated 4.9/5 by our guests).", "Fresh sourdough every morning."],
  ["Sourdough and rye — award-winning since 1987!", "Sourdough and rye!"],
  ["Rated 4.9/5 by 500+ customers. Come for the rye.", "Come for the rye."],
  ["“Best rye in Yorkshire” — Jane Doe", ""],
  [
    "Sourdough every morning.\nVoted best bakery in Leeds.\nCall 0113 496 0000.",
    "Sourdough every morning.\nCall 0113 496 0000.",
  ],
  [
    "Join the tasting on 14 March 2027 at 6 pm, or on 21 March 2027.",
    "Join the tasting on 14 March 2027 at 6 pm.",
  ],
  ["Baguette £2.20; rye £3.50.", "Baguette £2.20."],
  ["Sourdough and rye every morning in Leeds.", "Sourdough and rye every morning in Leeds."],
  ["Since 1995, our bakers rise before the sun.", "Our bakers rise before the sun."],
  ["Depuis 1995, la cheffe vous accueille comme à la maison.", "La cheffe vous accueille comme à la maison."],
  ["Seit 1952 – Ihre Bäckerei für frisches Roggenbrot.", "Ihre Bäckerei für frisches Roggenbrot."],
  ["Rated 4.9/5, come for the rye.", "Come for the rye."],
];

describe("removeUntraced cuts invented facts with their clause or sentence", () => {
  it.each(CASES)("%s", (text, left) => {
    const result = removeUntraced(text, SOURCES, "en");
    expect(result.text).toBe(left);
    expect(result.removed.length > 0).toBe(left !== text);
  });

  it("reads German capitalised nouns as nouns, not names", () => {
    const result = removeUntraced("Seit 1987 backen wir Sauerteig. Jeden Morgen frisch.", SOURCES, "de");
    expect(result.text).toBe("Jeden Morgen frisch.");
    expect(result.removed.map((f) => f.text)).toEqual(["Seit 1987"]);
  });

  it("takes a claim added after the owner's quote with the quote's closing mark left as it was", () => {
    const owner = ['Tom wrote: "The rye is worth the trip"', "Marco: «Un'esperienza indimenticabile»"];
    expect(removeUntraced("“The rye is worth the trip” – 5 stars!", owner, "en").text).toBe(
      "“The rye is worth the trip”",
    );
    expect(removeUntraced("«Un'esperienza indimenticabile» – 5 stelle!", owner, "it").text).toBe(
      "«Un'esperienza indimenticabile»",
    );
  });
});
