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
});
