/**
 * A form asked for with a list of fields (rule forms): the fields it lacks are added, typed; the fields it
 * has stay as they are; a list it already asks for is refused for free.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

function said(say: string, model: PageModel) {
  const read = interpret(say, model, {});
  return { read, result: applyOps(model, read.ops, { request: say }) };
}

const fields = (m: PageModel) => m.sections.find((s) => s.form)!.form!.fields.map((f) => [f.label, f.type]);

describe("a form's fields listed in one request", () => {
  it("forms: the missing fields are added with their types, the existing ones kept", () => {
    const model = examplePage("webinar");
    const before = fields(model);
    const { result } = said("add a form with name, phone and preferred date", model);
    expect(fields(result.model)).toEqual([...before, ["Phone", "tel"], ["Preferred date", "date"]]);
    expect(result.applied).toHaveLength(2);
  });

  it("forms: a wished-for date in German is a date field, the name and phone it has are kept", () => {
    const model = examplePage("baeckerei");
    const { result } = said("das Formular soll nach Name, Telefon und Wunschtermin fragen", model);
    expect(fields(result.model)).toContainEqual(["Wunschtermin", "date"]);
  });

  it("forms: a list the form already asks for changes nothing and is said so", () => {
    const { result } = said("the form should ask for name and email", examplePage("cafe"));
    expect(result.applied).toEqual([]);
    expect(result.notApplied[0]).toContain("the form already asks for name, email");
  });
});
