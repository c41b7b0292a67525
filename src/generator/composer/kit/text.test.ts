import { describe, expect, it } from "vitest";
import { findDate, toLocalIso } from "./dates.js";
import { extractPhrases, initials, isPlural, stripInstruction } from "./text.js";

const NOW = new Date(2026, 0, 10, 9, 0);

describe("dates in prompts", () => {
  const at = (text: string) => {
    const d = findDate(text, NOW);
    return d ? `${toLocalIso(d)}${d.hasTime ? "" : " (no time)"}` : null;
  };
  it("reads the common ways people write a date and time", () => {
    expect(at("Join us on March 14 at 18:00")).toBe("2026-03-14T18:00");
    expect(at("Join us on March 14th at 6pm")).toBe("2026-03-14T18:00");
    expect(at("on 14 March 2027, 9:30 am")).toBe("2027-03-14T09:30");
    expect(at("Saturday, Apr 18 from 10:00")).toBe("2026-04-18T10:00");
    expect(at("kick-off 2026-09-01 17:30")).toBe("2026-09-01T17:30");
    expect(at("at 7:15 p.m. on June 5")).toBe("2026-06-05T19:15");
    expect(at("on May 20")).toBe("2026-05-20T00:00 (no time)");
  });
  it("takes a date without a year as the next one to come", () => {
    expect(at("on January 3 at 10:00")).toBe("2027-01-03T10:00");
  });
  it("ignores text without a real date", () => {
    expect(at("open 24/7 with 30 days free")).toBeNull();
    expect(at("on February 30")).toBeNull();
  });
});

describe("phrases from prompts", () => {
  it("takes lists after 'with', 'including', 'featuring'…", () => {
    expect(
      extractPhrases("A webinar with live Q&A, a downloadable training plan and nutrition tips."),
    ).toEqual(["live Q&A", "downloadable training plan", "nutrition tips"]);
    expect(
      extractPhrases("Our bottle tracks hydration, glows when it's time to drink and syncs with your phone."),
    ).toEqual([]);
    expect(
      extractPhrases(
        "A bottle that tracks hydration, glows when it's time to drink and syncs with your phone.",
      ),
    ).toEqual(["tracks hydration", "glows when it's time to drink", "syncs with your phone"]);
    expect(extractPhrases("Handmade ceramic mugs, bowls and vases, fired in small batches.")).toEqual([
      "Handmade ceramic mugs",
      "bowls",
      "vases",
    ]);
    expect(extractPhrases("- Free consultation\n- Same-day service\n- 10-year warranty")).toEqual([
      "Free consultation",
      "Same-day service",
      "10-year warranty",
    ]);
    expect(extractPhrases("I need a page for my dental clinic")).toEqual([]);
  });
  it("strips the instruction in front of the description", () => {
    expect(stripInstruction("Create a modern landing page for our yoga studio in Buda.")).toBe(
      "our yoga studio in Buda.",
    );
    expect(stripInstruction("Please make a page about strength training after 40")).toBe(
      "strength training after 40",
    );
  });
  it("initials and plurals", () => {
    expect(initials("Peak Studio")).toBe("PS");
    expect(initials("the Blue Harbor")).toBe("BH");
    expect(initials("LedgerLy")).toBe("LL");
    expect(isPlural("nutrition tips")).toBe(true);
    expect(isPlural("talks on AI")).toBe(true);
    expect(isPlural("live Q&A")).toBe(false);
    expect(isPlural("business analytics")).toBe(false);
  });
});
