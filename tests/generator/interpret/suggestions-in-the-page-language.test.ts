/**
 * A request no rule reads is answered with the closest phrasings the rules understand, in the page's own
 * language: a Hungarian page suggests Hungarian phrasings, never English ones.
 */
import { expect, it } from "vitest";
import { composedExample } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

it("suggests Hungarian phrasings on a Hungarian page", () => {
  const read = interpret("tegyél a lapra egy zenelejátszót", composedExample("pekseg"));
  expect(read.ops).toEqual([]);
  const suggestions = read.unread[0]?.suggestions ?? [];
  expect(suggestions.length).toBeGreaterThan(0);
  const hungarian = /[őűáéíóú]|legyen|töröld|adj hozzá|nagyobb/iu;
  for (const said of suggestions) expect(said).toMatch(hungarian);
});
