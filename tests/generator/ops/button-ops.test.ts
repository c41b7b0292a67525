import { describe, expect, it } from "vitest";
import { change, page, visible } from "./pages.js";

describe("add_button", () => {
  it("puts the new button first in the top banner and keeps the old main one beside it", () => {
    const model = page("restaurant");
    const hero = model.sections.find((s) => s.kind === "hero")!;
    const oldMain = hero.cta!.label;
    const oldSecond = hero.secondaryCta?.label;
    const done = change(
      model,
      [{ op: "add_button", label: "Donate", href: "https://example.org/give" }],
      "add a donate button linking to https://example.org/give",
    );
    const after = done.model.sections.find((s) => s.kind === "hero")!;
    expect(after.cta).toEqual({ label: "Donate", href: "https://example.org/give" });
    expect(after.secondaryCta?.label).toBe(oldMain);
    expect(done.applied[0]).toBe(
      `Added the button “Donate” at the top${oldSecond ? ` (“${oldSecond}” made way for it)` : ""}`,
    );
    expect(visible(done.html)).toContain('href="https://example.org/give"');
  });

  it("leaves out a link nobody gave", () => {
    const done = change(
      page("restaurant"),
      [{ op: "add_button", label: "Donate", href: "https://invented.example/x" }],
      "add a donate button",
    );
    expect(done.applied).toEqual([]);
  });

  it("adds no second button to a number the banner's button dials already, however it is written", () => {
    const model = page("restaurant");
    const hero = model.sections.find((s) => s.kind === "hero")!;
    hero.cta = { label: "Call +351 21 123 4567", href: "tel:+351211234567" };
    const before = { cta: hero.cta, secondaryCta: hero.secondaryCta };
    const done = change(
      model,
      [{ op: "add_button", label: "Call 21 123 4567", href: "tel:21-123-4567" }],
      "put a big call button at the top",
    );
    const after = done.model.sections.find((s) => s.kind === "hero")!;
    expect(done.applied).toEqual([]);
    expect({ cta: after.cta, secondaryCta: after.secondaryCta }).toEqual(before);
  });

  it("adds no second button to an address the banner's button leads to already", () => {
    const model = page("restaurant");
    const hero = model.sections.find((s) => s.kind === "hero")!;
    hero.cta = { label: "Give", href: "https://example.org/give/" };
    const done = change(
      model,
      [{ op: "add_button", label: "Donate", href: "https://www.example.org/give" }],
      "add a donate button linking to https://www.example.org/give",
    );
    expect(done.applied).toEqual([]);
  });
});
