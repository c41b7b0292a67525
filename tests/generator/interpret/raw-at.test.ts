/**
 * The one map from the normalized clause back to the owner's words (interpret/raw-at.ts): rules find
 * command words on the normalized text and cut the owner's words out of the raw one, so a cut must land
 * on the same place whatever punctuation, quotes, accents or spacing the owner typed.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { rawAround, rawIndex } from "../../../src/generator/interpret/raw-at.js";
import { norm } from "../../../src/generator/interpret/text.js";
import { maskQuotes } from "../../../src/generator/interpret/values.js";

/** The raw words before and after a phrase found on the normalized text. */
function around(raw: string, phrase: string): [string, string] {
  const text = norm(maskQuotes(raw));
  const at = text.indexOf(phrase);
  expect(at).toBeGreaterThanOrEqual(0);
  return rawAround(raw, at, at + phrase.length);
}

describe("a place in the normalized clause maps back to the owner's words", () => {
  it("keeps the punctuation glued to a word outside the cut", () => {
    expect(around("add wheel building £60 to the Services.", "services")).toEqual([
      "add wheel building £60 to the ",
      ".",
    ]);
    expect(around("tagline: Baked daily", "tagline")).toEqual(["", ": Baked daily"]);
  });

  it("counts a quote with spaces as the one blanked word it is in the normalized text", () => {
    expect(around("rename „Unser Angebot“ to Frisch, not Alt", "not")).toEqual([
      "rename „Unser Angebot“ to Frisch, ",
      " Alt",
    ]);
  });

  it("maps accented and upper-case letters one to one, decomposed accents too", () => {
    expect(around("c'est Léa Maurel et non Léa Morel", "et non")).toEqual([
      "c'est Léa Maurel ",
      " Léa Morel",
    ]);
    const decomposed = "E\u0301TE\u0301 pre\u0301vu, pas hiver";
    expect(around(decomposed, "pas")).toEqual(["E\u0301TE\u0301 pre\u0301vu, ", " hiver"]);
  });

  it("reads doubled spaces and tabs as the one space the normalized text has", () => {
    const raw = "Ändere  die\tÖffnungszeiten   auf Montag";
    expect(raw.slice(rawIndex(raw, norm(raw).indexOf("auf")))).toBe("auf Montag");
  });

  it("maps a place past the end to the end of the owner's words", () => {
    expect(rawIndex("dark mode", 500)).toBe(9);
  });
});

describe("a clause joined back to the text before it", () => {
  it("is found after the clause before it when the same words were said earlier in the message", () => {
    const { ops, unread } = interpret(
      "change the tagline to Bread, made daily. Change the headline to Bread, made daily",
      examplePage("cafe"),
    );
    expect(unread).toEqual([]);
    expect(ops).toEqual([
      { op: "set_text", path: "sections.s1.tagline", value: "Bread, made daily" },
      { op: "set_text", path: "sections.s1.heading", value: "Bread, made daily" },
    ]);
  });
});
