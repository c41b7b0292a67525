/**
 * Every rule's examples, one test each, named "<rule>: <say>": the request on its example page must give
 * exactly the example's ops, read by that rule (so a failing test names the rule that misread it).
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret, RULES } from "../../../src/generator/interpret/index.js";
import { opSchema } from "../../../src/generator/ops/schema.js";

describe("named rules read their own examples", () => {
  for (const rule of RULES) {
    for (const example of rule.examples) {
      it(`${rule.name}: ${example.say}`, () => {
        const result = interpret(example.say, examplePage(example.page), { scope: example.scope });
        expect(result.unread).toEqual([]);
        expect(result.ops).toEqual(example.ops);
        expect(new Set(result.readBy.map((r) => r.rule))).toEqual(new Set([rule.name]));
      });
    }
  }

  it("every example's ops are valid operations of the change language", () => {
    for (const rule of RULES) {
      for (const example of rule.examples) {
        for (const op of example.ops)
          expect(opSchema.safeParse(op).success, `${rule.name}: ${example.say}`).toBe(true);
      }
    }
  });
});
