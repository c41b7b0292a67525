/**
 * The last net over a change a model took part in (guard/page-change.ts): whatever road a model's words
 * took onto the page — a translation's answer, an operation — a new or changed text keeps only facts the
 * page before or the owner's request gives; links and the forms' address too.
 */
import { describe, expect, it } from "vitest";
import { factsIn } from "../../src/generator/guard/index.js";
import { guardChangedPage } from "../../src/generator/guard/page-change.js";
import type { PageModel } from "../../src/generator/model.js";
import { page } from "./ops/pages.js";

function heading(model: PageModel, index = 1): string {
  return model.sections[index]?.heading ?? "";
}

describe("the fact guard over a changed page", () => {
  it("cuts invented facts from a rewritten text and reports them, keeping the words around them", () => {
    const before = page("restaurant");
    const after = structuredClone(before);
    after.sections[1]!.lead = "Fresh pasta every day. Family-run since 1987. Rated 4.9/5 by Jane Doe.";
    const guarded = guardChangedPage(before, after, "make the about section warmer");
    expect(after.sections[1]!.lead).toBe("Fresh pasta every day.");
    expect(guarded.removed).toEqual(expect.arrayContaining(["since 1987", "Rated 4.9/5"]));
    expect(guarded.notes[0]).toMatch(/^Left out “.*since 1987.*”: it is not in your request or on the page$/);
  });

  it("keeps facts the page already states or the request gives, and a text the change left alone", () => {
    const before = page("restaurant");
    const after = structuredClone(before);
    after.sections[1]!.heading = "Lunch for €14 at Rua Augusta 120, tasting menu €52";
    const guarded = guardChangedPage(before, after, "say the tasting menu is €52 now");
    expect(heading(after)).toBe("Lunch for €14 at Rua Augusta 120, tasting menu €52");
    expect(guarded.removed).toEqual([]);
  });

  it("puts back the text as it was when nothing but invented facts is left of it", () => {
    const before = page("restaurant");
    const after = structuredClone(before);
    after.sections[1]!.heading = "Since 1987";
    guardChangedPage(before, after, "translate the page into French");
    expect(heading(after)).toBe(heading(before));
  });

  it("drops an invented link from an item and an invented address for the forms", () => {
    const before = page("restaurant");
    const after = structuredClone(before);
    const item = after.sections.find((s) => s.items.length)!.items[0]!;
    item.href = "https://invented-example.com/menu";
    after.settings.formAction = "https://collector.invented-example.com/leads";
    after.settings.ownFormAction = true;
    const guarded = guardChangedPage(before, after, "make it friendlier");
    expect(item.href).toBeUndefined();
    expect(after.settings.formAction).toBe(before.settings.formAction);
    expect(after.settings.ownFormAction).toBe(before.settings.ownFormAction);
    expect(guarded.removed).toContain("https://collector.invented-example.com/leads");
  });

  it("names an invented closing time whole in the report, not as two numbers", () => {
    expect(factsIn("Open until 23:30 every night.", "en").map((f) => `${f.kind}: ${f.text}`)).toEqual([
      "time: 23:30",
    ]);
    const before = page("restaurant");
    const after = structuredClone(before);
    after.sections[1]!.lead = "Fresh pasta every day. Open until 23:30 every night.";
    expect(guardChangedPage(before, after, "make it warmer").removed).toEqual(["23:30"]);
  });
});
