/** A new price said with the period the page already writes after the old one is not given the period twice. */
import { describe, expect, it } from "vitest";
import { composed, iterate } from "./whole-page.js";

const GYM = [
  "facebook-ads",
  "fitness",
  "Kraftwerk Gym",
  "Erster Monat gratis",
  "Kraftwerk Gym in Leipzig-Plagwitz: Krafttraining, Kurse und Sauna. Erster Monat gratis, danach 29,90 € im Monat. Geöffnet täglich 6–23 Uhr. Karl-Heine-Straße 50.",
] as const;

const STUDIO = [
  "business-homepage",
  "fitness",
  "Studio Lumen",
  "Pilates in Leeds",
  "Studio Lumen in Leeds: reformer pilates in small groups. Drop-in class £14, then £89 a month for unlimited classes. Call 0113 496 0101.",
] as const;

describe("a price said with the period the page writes after it", () => {
  it.each([
    [GYM, "danach 34,90 € im Monat", "danach 34,90 € im Monat", /im Monat im Monat/],
    [STUDIO, "unlimited classes are £95 a month now", "then £95 a month", /a month a month/],
  ])("%#: %s", (description, say, expected, doubled) => {
    const r = iterate(composed(description), say);
    expect(r.applied).toHaveLength(1);
    const page = r.texts.join(" | ");
    expect(page).toContain(expected);
    expect(page).not.toMatch(doubled);
  });
});

describe("a text with two prices", () => {
  it("changes the price whose period the owner says, never the first one by default", () => {
    const r = iterate(composed(STUDIO), "the monthly price is £95 a month");
    const page = r.texts.join(" | ");
    expect(page).toContain("Drop-in class £14, then £95 a month");
    expect(page).not.toContain("£89");
  });

  it("does not guess which of the two a bare price is", () => {
    const r = iterate(composed(STUDIO), "the price is £16");
    expect(r.ops).toEqual([]);
    expect(r.unread).toEqual(["the price is £16"]);
  });
});
