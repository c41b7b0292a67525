import { describe, expect, it } from "vitest";
import { findPhrase, tokens } from "../../../src/generator/interpret/text.js";

describe("French and Italian elisions are read once, for every rule", () => {
  it("finds a phrase ending in an elidable word glued to the next word", () => {
    expect(findPhrase("mets plus d'espace", ["plus de"])).toMatchObject({ phrase: "plus de", index: 5 });
    expect(findPhrase("jusqu'a 18h", ["jusque"])).not.toBeNull();
    expect(findPhrase("metti un po' dell'aria", ["della"])).not.toBeNull();
  });

  it("never takes a word that only starts like the elided one", () => {
    expect(findPhrase("plus devant", ["plus de"])).toBeNull();
    expect(findPhrase("the dog's bed", ["de"])).toBeNull();
  });

  it("gives the word after an elided article as its own token", () => {
    expect(tokens("mets plus d'espace, l'atelier et dell'offerta")).toEqual([
      "mets",
      "plus",
      "espace",
      "atelier",
      "et",
      "offerta",
    ]);
  });

  it("keeps English apostrophes inside their word", () => {
    expect(tokens("don't move Joe's price")).toEqual(["don't", "move", "joe's", "price"]);
  });
});
