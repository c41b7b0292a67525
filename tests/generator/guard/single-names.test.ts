/**
 * A person named by one word inside a sentence ("our feline specialist Anna", "notre coiffeuse Léa") is a
 * claim like "Anna Berg": cut unless the owner named them. Places after a small word ("in Leeds", "à
 * Lyon"), weekdays, languages, brands, title-case headings and German nouns name nobody.
 */
import { describe, expect, it } from "vitest";
import { untracedFacts } from "../../../src/generator/guard/index.js";

const OWNER = ["Muddy Paws is a dog grooming salon in Bristol at 14 Gloucester Road. Run by groomer Kate."];
const facts = (text: string, lang: string) =>
  untracedFacts(text, OWNER, lang).map((f) => `${f.kind} ${f.text}`);

describe("a person named by one word", () => {
  it.each([
    ["en", "Our feline specialist Anna keeps cats calm.", "person Anna"],
    ["en", "Your dog will love groomer Josh and his treats.", "person Josh"],
    ["fr", "Notre coiffeuse Léa vous accueille.", "person Léa"],
    ["es", "Nuestra higienista Carmen te atiende.", "person Carmen"],
  ])("%s: “%s” is cut when the owner named nobody so", (lang, text, found) => {
    expect(facts(text, lang)).toEqual([found]);
  });

  it("stays when the owner named them", () => {
    expect(facts("Book a groom with our groomer Kate.", "en")).toEqual([]);
  });

  it.each([
    "We groom dogs in Bristol every week.",
    "Grooming on Tuesday and in English too.",
    "Follow us on Instagram for news.",
    "Fresh Bread Every Morning",
    "Gentle grooming near Clifton.",
    "Seit 1952 Ihre Bäckerei für frisches Roggenbrot.",
  ])("names nobody: %s", (text) => {
    expect(facts(text, "en").filter((f) => f.startsWith("person"))).toEqual([]);
  });
});
