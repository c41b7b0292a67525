import { describe, expect, it } from "vitest";
import { allPacks, packFor, packsFor } from "../../../src/generator/lang/index.js";
import { STYLE_NAMES } from "../../../src/generator/ops/schema.js";

/** Every word a pack lists, flattened, with where it sits (for a readable failure). */
function wordsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((entry, index) => wordsOf(entry, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, entry]) => wordsOf(entry, `${at}.${key}`));
  return [];
}

describe.each(allPacks().map((pack) => [pack.code, pack] as const))("the %s language pack", (_code, pack) => {
  it("names seven weekdays from Monday and twelve months, each with at least one word", () => {
    expect(pack.weekdays).toHaveLength(7);
    expect(pack.months).toHaveLength(12);
    for (const day of [...pack.weekdays, ...pack.months]) expect(day.length).toBeGreaterThan(0);
  });

  it("writes every word in lower case, trimmed, as the matcher expects", () => {
    // Badges and price periods are written on the page as the language writes them ("Épuisé", "/Tag"),
    // not matched: they keep their capitals.
    const words = wordsOf({
      ...pack,
      code: undefined,
      name: undefined,
      beyond: pack.beyond.map((b) => b.words),
      statusLabels: undefined,
      periods: undefined,
    });
    const wrong = words.filter(([, word]) => word !== word.toLowerCase().trim() || word === "");
    expect(wrong).toEqual([]);
  });

  it("gives every colour as a six-digit hex colour", () => {
    const wrong = Object.entries(pack.colours).filter(([, css]) => !/^#[0-9a-f]{6}$/.test(css));
    expect(wrong).toEqual([]);
  });

  it("has words for each of the eight designs", () => {
    for (const name of STYLE_NAMES) expect(pack.designs[name].length).toBeGreaterThan(0);
  });

  it("reads requests with its own words first and English second", () => {
    expect(packFor(pack.code)).toBe(pack);
    expect(packsFor(`${pack.code}-XX`).map((p) => p.code)).toEqual(
      pack.code === "en" ? ["en"] : [pack.code, "en"],
    );
  });
});

it("reads a page in a language without a pack with the English words", () => {
  expect(packsFor("ja").map((p) => p.code)).toEqual(["en"]);
});
