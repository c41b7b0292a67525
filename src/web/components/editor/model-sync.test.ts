import { describe, expect, it } from "vitest";
import {
  deleteSection,
  duplicateItem,
  duplicateSection,
  freshSectionId,
  itemArrayPath,
  type ModelJson,
  moveSection,
  parseModel,
  rebaseSectionPath,
  removeItem,
  serializeModel,
  setText,
  setTheme,
  shiftItemPath,
  themeOf,
  valueAt,
} from "./model-sync";

const model = (): ModelJson => ({
  version: 2,
  settings: { palette: { primary: "#c2410c", accent: "#0ea5e9" }, font: "sans", scheme: "auto" },
  sections: [
    { id: "s1", kind: "hero", heading: "Fresh bread", lead: "Every morning" },
    {
      id: "s2",
      kind: "pricing",
      heading: "Plans",
      items: [
        { title: "Basic", price: "€9", features: ["One loaf", "Coffee"] },
        { title: "Family", price: "€19", features: ["Three loaves"] },
      ],
    },
    { id: "s3", kind: "faq", items: [{ q: "Open on Sunday?", a: "Yes" }] },
  ],
});

const ids = (m: ModelJson) => (m.sections as { id: string }[]).map((s) => s.id);

describe("text at a data-edit path", () => {
  it("sets a section field and an item field, leaving the input untouched", () => {
    const before = model();
    const after = setText(
      setText(before, "sections.s1.heading", "Warm bread"),
      "sections.s2.items.1.price",
      "€21",
    );
    expect(valueAt(after, "sections.s1.heading")).toBe("Warm bread");
    expect(valueAt(after, "sections.s2.items.1.price")).toBe("€21");
    expect(valueAt(after, "sections.s2.items.0.price")).toBe("€9");
    expect(before).toEqual(model());
  });

  it("sets a string inside a nested array", () => {
    const after = setText(model(), "sections.s2.items.0.features.1", "Tea");
    expect(valueAt(after, "sections.s2.items.0.features")).toEqual(["One loaf", "Tea"]);
  });

  it("ignores paths that lead nowhere", () => {
    const before = model();
    for (const path of ["sections.s9.heading", "settings.font", "sections.s2.items.7.title", "sections"]) {
      expect(setText(before, path, "x")).toBe(before);
    }
  });
});

describe("sections", () => {
  it("moves a section up and down, and not past either end", () => {
    expect(ids(moveSection(model(), "s2", -1))).toEqual(["s2", "s1", "s3"]);
    expect(ids(moveSection(model(), "s2", 1))).toEqual(["s1", "s3", "s2"]);
    expect(ids(moveSection(model(), "s1", -1))).toEqual(["s1", "s2", "s3"]);
    expect(ids(moveSection(model(), "s3", 1))).toEqual(["s1", "s2", "s3"]);
  });

  it("duplicates a section right after it under a fresh id, as an independent copy", () => {
    const base = model();
    const newId = freshSectionId(base, "s2");
    expect(newId).toBe("s2-copy");
    const after = duplicateSection(base, "s2", newId);
    expect(ids(after)).toEqual(["s1", "s2", "s2-copy", "s3"]);
    expect(freshSectionId(after, "s2")).toBe("s2-copy2");
    const edited = setText(after, "sections.s2-copy.items.0.title", "Copy");
    expect(valueAt(edited, "sections.s2.items.0.title")).toBe("Basic");
    expect(valueAt(edited, "sections.s2-copy.items.0.title")).toBe("Copy");
  });

  it("deletes a section", () => {
    expect(ids(deleteSection(model(), "s2"))).toEqual(["s1", "s3"]);
    const before = model();
    expect(deleteSection(before, "nope")).toBe(before);
  });
});

describe("items", () => {
  it("duplicates an item after itself and removes one", () => {
    const twice = duplicateItem(model(), "sections.s2.items", 0);
    expect((valueAt(twice, "sections.s2.items") as { title: string }[]).map((i) => i.title)).toEqual([
      "Basic",
      "Basic",
      "Family",
    ]);
    const removed = removeItem(twice, "sections.s2.items", 2);
    expect((valueAt(removed, "sections.s2.items") as unknown[]).length).toBe(2);
    const before = model();
    expect(removeItem(before, "sections.s2.items", 5)).toBe(before);
    expect(duplicateItem(before, "sections.s1.heading", 0)).toBe(before);
  });

  it("finds an item's array from a path inside it", () => {
    expect(itemArrayPath("sections.s2.items.1.title", "items", 1)).toBe("sections.s2.items");
    expect(itemArrayPath("sections.s2.items.1.features.0", "features", 0)).toBe(
      "sections.s2.items.1.features",
    );
    expect(itemArrayPath("sections.s2.items.1.features.0", "items", 1)).toBe("sections.s2.items");
    expect(itemArrayPath("sections.s2.heading", "items", 0)).toBeNull();
  });

  it("renumbers paths after an insert or a removal, and rebases a duplicated section's paths", () => {
    expect(shiftItemPath("sections.s2.items.1.title", "sections.s2.items", 1, 1)).toBe(
      "sections.s2.items.2.title",
    );
    expect(shiftItemPath("sections.s2.items.0.title", "sections.s2.items", 1, 1)).toBe(
      "sections.s2.items.0.title",
    );
    expect(shiftItemPath("sections.s2.items.3", "sections.s2.items", 2, -1)).toBe("sections.s2.items.2");
    expect(shiftItemPath("sections.s3.items.3.q", "sections.s2.items", 0, 1)).toBe("sections.s3.items.3.q");
    expect(rebaseSectionPath("sections.s2.items.0.title", "s2", "s2-copy")).toBe(
      "sections.s2-copy.items.0.title",
    );
    expect(rebaseSectionPath("sections.s22.heading", "s2", "s2-copy")).toBe("sections.s22.heading");
  });
});

describe("theme", () => {
  it("writes primary colour, font and scheme into settings, keeping the rest of the palette", () => {
    const after = setTheme(model(), { primary: "#0f766e", font: "serif", scheme: "dark" });
    expect(after.settings).toEqual({
      palette: { primary: "#0f766e", accent: "#0ea5e9" },
      font: "serif",
      scheme: "dark",
    });
    expect(themeOf(after)).toEqual({ primary: "#0f766e", font: "serif", scheme: "dark" });
    expect(themeOf({})).toEqual({});
  });
});

describe("the model block's text", () => {
  it("round-trips and never contains a closing script tag", () => {
    const tricky = setText(model(), "sections.s1.heading", "</script><script>alert(1)</script>\u2028");
    const text = serializeModel(tricky);
    expect(text).not.toContain("</script");
    expect(parseModel(text)).toEqual(tricky);
    expect(parseModel("{broken")).toBeNull();
    expect(parseModel("[1,2]")).toBeNull();
  });
});
