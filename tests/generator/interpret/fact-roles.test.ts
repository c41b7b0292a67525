/**
 * Facts changed by their role, on the rules' example pages, through to the changed page model: each test
 * is named "<rule>: <what the owner relies on>", so a failing test names the rule that misread it.
 */
import { describe, expect, it } from "vitest";
import { type ExamplePageId, examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

/** The request read on the example page and applied: the texts of the changed page and the report. */
function said(page: ExamplePageId, request: string) {
  const model = examplePage(page);
  const read = interpret(request, model);
  const result = applyOps(model, read.ops, { request });
  return { texts: pageTexts(result.model).map((t) => t.text), result, read };
}

describe("facts restated, added or changed by their role", () => {
  it("restated-quantity: a sentence restated with two new numbers changes both, nothing else", () => {
    const { texts, result } = said("masterclass", "rated 4.9 by 3,100 attendees now");
    expect(texts).toContain("Rated 4.9 by 3,100 attendees");
    expect(texts.join(" ")).not.toMatch(/4\.8|2,300/);
    expect(result.applied).toHaveLength(1);
  });

  it("restated-quantity: a German rating restated with its count keeps the page's words", () => {
    const { texts } = said("sprachapp", "bewertet mit 4,7 von 15.000 Nutzern");
    expect(texts).toContain("Bewertet mit 4,7 von 15.000 Nutzern");
  });
});
