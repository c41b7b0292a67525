/**
 * "change 40 roasters to 55 roasters": a count of a thing the page writes becomes the owner's new count, in
 * any language, with the noun said once; dates stay the event's rules' to read.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const FESTIVAL: Description = [
  "event-registration",
  "food",
  "Harbour Coffee Festival",
  "Harbour Coffee Festival 2027",
  "Two-day coffee festival at Harbourside Exchange, Bristol on 17-18 April 2027. 40 roasters, brewing workshops every hour. Day ticket £15.",
];

const FIERA: Description = [
  "event-registration",
  "food",
  "Festa del Caffè",
  "Festa del Caffè 2027",
  "Festa del caffè a Torino il 9 maggio 2027. 40 torrefattori, laboratori ogni ora. Ingresso 10 €.",
];

describe("a count changed to another", () => {
  it.each([
    [FESTIVAL, "change 40 roasters to 55 roasters", "55 roasters"],
    [FESTIVAL, "change 40 roasters to 55", "55 roasters"],
    [FIERA, "cambia 40 torrefattori in 55 torrefattori", "55 torrefattori"],
  ])("%#: %s", (description, say, written) => {
    const after = iterate(composed(description), say);
    expect(after.unread).toEqual([]);
    const texts = after.texts.join(" | ");
    expect(texts).toContain(written);
    expect(texts).not.toMatch(/\b40 (roasters|torrefattori)/);
  });

  it("leaves a count the page does not write unread", () => {
    const after = iterate(composed(FESTIVAL), "change 30 roasters to 55 roasters");
    expect(after.texts.join(" | ")).toContain("40 roasters");
    expect(after.texts.join(" | ")).not.toContain("55 roasters");
  });
});
