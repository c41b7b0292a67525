/**
 * One service priced by size ("Full groom £45 for small dogs, £60 for medium, £75 for large"): the owner's
 * words after the name pick the price they mean, and a word naming the price list moves the list.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const GROOMER: Description = [
  "business-homepage",
  "other",
  "Muddy Paws",
  "Muddy Paws Grooming",
  "Dog grooming salon in Horfield, Bristol. Full groom £45 for small dogs, £60 for medium, £75 for large. Bath and brush £30. Nail clipping £10, no appointment needed. Open Tuesday to Saturday 9am-5pm. Call 0117 496 0321.",
];

describe("a price picked by the owner's own words", () => {
  it.each([
    ["full groom for large dogs is now £80", "£80", "£75"],
    ["the large full groom costs £78", "£78", "£75"],
    ["full groom for medium dogs is £65 now", "£65", "£60"],
  ])("%s changes that size's price only", (say, added, gone) => {
    const after = iterate(composed(GROOMER), say);
    expect(after.unread).toEqual([]);
    const texts = after.texts.join(" | ");
    expect(texts).toContain(added);
    expect(texts).not.toContain(gone);
    for (const kept of ["£45", "£60", "£75", "£30", "£10"].filter((p) => p !== gone))
      expect(texts).toContain(kept);
  });

  it("moves the price list when the owner names it, never one of its cards", () => {
    const page = composed(GROOMER);
    const after = iterate(page, "put the prices at the top");
    expect(after.ops).toEqual([{ op: "move_section", section: "pricing", to: "first" }]);
    expect(after.model.sections.filter((s) => s.kind !== "hero")[0]?.kind).toBe("pricing");
  });
});
