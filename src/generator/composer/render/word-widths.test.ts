import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { columnsClass, longestWord } from "./word-widths.js";

describe("a row of cards is wide enough for its longest word", () => {
  it("counts the letters of the longest word, a hyphenated word by its parts", () => {
    expect(longestWord(["Manuelle Lymphdrainage", "Kiefergelenksbehandlung"])).toBe(23);
    expect(longestWord(["Made by a two-person team"])).toBe(6);
  });

  it("four cards with a long compound sit two by two; short words keep four abreast", () => {
    expect(
      columnsClass(
        ["Krankengymnastik", "Manuelle Lymphdrainage", "Sportphysiotherapie", "Kiefergelenksbehandlung"],
        4,
      ),
    ).toBe("c2");
    expect(columnsClass(["Boiler repairs", "Leaks", "Blocked drains", "Radiators"], 4)).toBe("");
    expect(
      columnsClass(["Sportphysiotherapie", "Massage", "Fango", "Rehasport", "Hausbesuche", "Kurse"], 6),
    ).toBe("c3");
  });

  it("a German physio page never sets its long services four to a row", () => {
    const { html } = compose(
      "business-homepage",
      "Praxis für Physiotherapie in Freiburg. Wir bieten Krankengymnastik, Manuelle Lymphdrainage, Sportphysiotherapie und Kiefergelenksbehandlung. Tel 0761 123456.",
      { industry: "healthcare", companyName: "Physio am Stadtgarten", title: "Physio am Stadtgarten" },
    );
    const list =
      /<div class="(tiles|grid)[^"]*"[^>]*data-items="items">(?:(?!<\/section>)[\s\S])*Kiefergelenksbehandlung/.exec(
        html,
      );
    expect(list?.[0]).toMatch(/class="(?:tiles|grid)[^"]*\bc2\b/);
    expect(html).toContain(".c2.c2>*");
  });
});
