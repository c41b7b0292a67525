import { describe, expect, it } from "vitest";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { guardOps } from "../../../src/generator/ops/guard.js";
import type { Op } from "../../../src/generator/ops/schema.js";
import { page } from "./pages.js";

describe("guardOps", () => {
  it("keeps facts that come from the request or are already on the page", () => {
    const model = page("restaurant");
    const ops: Op[] = [
      { op: "set_fact", kind: "price", from: "€45", to: "€49" },
      { op: "add_item", section: "pricing", item: { title: "Kids menu", price: "€14" } },
    ];
    expect(guardOps(ops, { request: "tasting menu is €49 now, add a kids menu", model })).toEqual({
      ops,
      dropped: [],
    });
  });

  it("drops an operation whose value is an invented fact and says so", () => {
    const r = applyOps(page("restaurant"), [{ op: "set_fact", kind: "price", from: "€45", to: "£1.99" }], {
      request: "make the tasting menu cheaper",
    });
    expect(r.applied).toEqual([]);
    expect(r.notApplied).toEqual(["Left out “£1.99”: it is not in your request or on the page"]);
  });

  it("cuts an invented quote author out of a testimonial and keeps the rest", () => {
    const r = applyOps(
      page("restaurant"),
      [
        {
          op: "add_item",
          section: "testimonials",
          item: { title: "The best carbonara in Lisbon", meta: "Jane Doe" },
        },
      ],
      { request: "add a testimonial: the best carbonara in Lisbon" },
    );
    expect(r.notApplied).toEqual(["Left out “Jane Doe”: it is not in your request or on the page"]);
    const added = r.model.sections.find((s) => s.kind === "testimonials")?.items.at(-1);
    expect(added?.title).toBe("The best carbonara in Lisbon");
    expect(added?.meta ?? "").toBe("");
  });

  it("drops a replacement whose new words hold an invented fact, rather than removing the old words", () => {
    const model = page("restaurant");
    const guarded = guardOps([{ op: "replace_text", find: "€45", with: "£1.99" }], {
      request: "make the tasting menu cheaper",
      model,
    });
    expect(guarded.ops).toEqual([]);
    expect(guarded.dropped).toEqual(["Left out “£1.99”: it is not in your request or on the page"]);
  });

  it("drops opening hours the owner did not say", () => {
    const model = page("restaurant");
    const said = guardOps([{ op: "set_hours", days: [0], hours: "08:00-14:00" }], {
      request: "we r open mondays now aswell, 8-2",
      model,
    });
    expect(said.dropped).toEqual([]);
    const invented = guardOps([{ op: "set_hours", days: [0], hours: "09:00-17:00" }], {
      request: "we r open mondays now",
      model,
    });
    expect(invented.dropped).toEqual([
      "Left out the opening hours “09:00-17:00”: they are not in your request or on the page",
    ]);
  });
});
