/**
 * "we heten nu De Vries & Bakker Administratie": the business's new name, said as news in the owner's
 * language, is written wherever the page wrote the old one; words that only sound alike name nothing.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const KANTOOR: Description = [
  "lead-generation",
  "finance",
  "De Vries Administratie",
  "Administratiekantoor De Vries",
  "Administratiekantoor in Utrecht voor zzp'ers. Btw-aangifte per kwartaal 95 euro. Eerste gesprek gratis. Bel 030 234 5678.",
];

const SALON: Description = [
  "business-homepage",
  "other",
  "Muddy Paws",
  "Dog grooming in Bristol",
  "Dog grooming salon in Horfield, Bristol. Full groom £45. We never sedate dogs. Call 0117 496 0321.",
];

describe("the business renamed", () => {
  it.each([
    [KANTOOR, "we heten nu De Vries & Bakker Administratie", "De Vries & Bakker Administratie"],
    [SALON, "we're now called Muddy Paws & Co, same team", "Muddy Paws & Co"],
    [SALON, "nous nous appelons désormais Pattes Propres", "Pattes Propres"],
  ])("%#: %s", (description, say, name) => {
    const after = iterate(composed(description), say);
    expect(after.unread).toEqual([]);
    expect(after.model.source.companyName).toBe(name);
    expect(after.texts.join(" | ")).toContain(name);
  });

  it("reads no name where the words go on about something else", () => {
    const after = iterate(composed(SALON), "we're now called back within a day");
    expect(after.model.source.companyName).toBe("Muddy Paws");
  });
});
