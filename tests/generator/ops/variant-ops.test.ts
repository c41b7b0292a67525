/**
 * add_variant / remove_variant (ops/variant-ops.ts), driven by the variant rule's examples table: each
 * example's operations applied to its page change the chip the owner meant, and nothing of the look.
 */
import { describe, expect, it } from "vitest";
import { EXAMPLE_NOW, examplePage } from "../../../src/generator/interpret/example-pages.js";
import { examples } from "../../../src/generator/interpret/rules/variant.examples.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

const chip = (model: PageModel, icon: string) =>
  model.sections[0]!.items.find((item) => item.icon === icon)?.title;
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

describe("variant operations from the rule's examples", () => {
  for (const example of examples)
    it(`${example.page}: ${example.say}`, () => {
      const model = examplePage(example.page);
      const result = applyOps(model, example.ops, { request: example.say, now: EXAMPLE_NOW });
      const op = example.ops[0] as { op: string; kind: string; value: string };
      const icon = op.kind === "colour" ? "palette" : "layers";
      const before = chip(model, icon)!.split(" · ");
      const after = chip(result.model, icon)?.split(" · ") ?? [];
      expect(result.notApplied).toEqual([]);
      expect(result.applied).toHaveLength(1);
      expect(result.model.settings.palette).toEqual(model.settings.palette);
      if (op.op === "add_variant") {
        expect(after.slice(0, -1)).toEqual(before);
        expect(fold(after.at(-1)!)).toBe(fold(op.value));
      } else {
        expect(after.map(fold)).toEqual(before.map(fold).filter((v) => v !== fold(op.value)));
      }
    });
});

describe("variant operations on the page", () => {
  const jacket = () => examplePage("jacket");
  const apply = (model: PageModel, ops: unknown[]) => applyOps(model, ops, { request: "", now: EXAMPLE_NOW });

  it("writes a new value like its neighbours, and the description's list with it", () => {
    const result = apply(jacket(), [{ op: "add_variant", kind: "colour", value: "forest green" }]);
    expect(chip(result.model, "palette")).toBe("Charcoal · Moss · Oat · Forest green");
    expect(result.applied).toEqual(["Added the colour “Forest green” to the product's colours"]);
    expect(result.model.source.prompt).toContain("Colours: Charcoal, Moss, Oat and Forest green.");
    const pl = apply(examplePage("rower"), [{ op: "add_variant", kind: "colour", value: "Czerwony" }]);
    expect(chip(pl.model, "palette")).toBe("Grafitowy · miętowy · piaskowy · czerwony");
  });

  it("a value already there is already so, for free", () => {
    const result = apply(jacket(), [{ op: "add_variant", kind: "colour", value: "moss" }]);
    expect(result.applied).toEqual([]);
    expect(result.notApplied[0]).toMatch(/^Nothing to change/);
  });

  it("removing the first value capitalises the next; removing the last takes the chip away", () => {
    let model = jacket();
    const first = apply(model, [{ op: "remove_variant", kind: "colour", value: "charcoal" }]);
    expect(chip(first.model, "palette")).toBe("Moss · Oat");
    const pl = apply(examplePage("rower"), [{ op: "remove_variant", kind: "colour", value: "grafitowy" }]);
    expect(chip(pl.model, "palette")).toBe("Miętowy · piaskowy");
    model = first.model;
    model = apply(model, [{ op: "remove_variant", kind: "colour", value: "Moss" }]).model;
    const last = apply(model, [{ op: "remove_variant", kind: "colour", value: "Oat" }]);
    expect(chip(last.model, "palette")).toBeUndefined();
    expect(last.applied[0]).toMatch(/no longer lists them$/);
  });

  it("a value the page does not list, or a kind it has none of, is refused with a reason", () => {
    const missing = apply(jacket(), [{ op: "remove_variant", kind: "colour", value: "Sand" }]);
    expect(missing.notApplied).toEqual([
      "The page does not list “Sand”: the product comes in Charcoal, Moss, Oat",
    ]);
    const sizes = apply(jacket(), [{ op: "add_variant", kind: "size", value: "XL" }]);
    expect(sizes.notApplied[0]).toMatch(/lists no sizes/);
    const none = apply(examplePage("cafe"), [{ op: "add_variant", kind: "colour", value: "red" }]);
    expect(none.notApplied[0]).toMatch(/lists no colours/);
  });

  it("a sentence and a form's choices listing the values change with the chip", () => {
    const model = jacket();
    const features = model.sections.find((s) => s.kind !== "hero" && s.items.length > 0)!;
    features.items[0]!.text = "Pick Charcoal, Moss and Oat.";
    const form = model.sections.find((s) => s.form)!.form!;
    form.fields.push({
      name: "colour",
      label: "Colour",
      type: "select",
      required: true,
      options: ["Charcoal", "Moss", "Oat"],
    });
    const added = apply(model, [{ op: "add_variant", kind: "colour", value: "Coral" }]);
    const after = added.model.sections.find((s) => s.id === features.id)!.items[0]!.text;
    expect(after).toBe("Pick Charcoal, Moss, Oat and Coral.");
    expect(added.model.sections.find((s) => s.form)!.form!.fields.at(-1)!.options).toEqual([
      "Charcoal",
      "Moss",
      "Oat",
      "Coral",
    ]);
    expect(added.applied[0]).toBe(
      "Added the colour “Coral” to the product's colours, and in the sentence that lists them and the choices of “Colour”",
    );
    const removed = apply(model, [{ op: "remove_variant", kind: "colour", value: "Moss" }]);
    expect(removed.model.sections.find((s) => s.id === features.id)!.items[0]!.text).toBe(
      "Pick Charcoal and Oat.",
    );
    expect(removed.model.sections.find((s) => s.form)!.form!.fields.at(-1)!.options).toEqual([
      "Charcoal",
      "Oat",
    ]);
  });
});
