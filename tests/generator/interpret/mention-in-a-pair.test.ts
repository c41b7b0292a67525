/**
 * A card of two things joined by "and" loses only the one named ("Comidas vegetarianas y dos clases diarias"
 * → "Dos clases diarias"); an "and" inside what is named ("Direct billing with Bupa and AXA") joins no two
 * things of the card, so the card goes whole — never "AXA" left alone.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const physio = compose(
  "lead-generation",
  "Physiotherapy clinic in Bristol (Clifton). Initial assessment £55, follow-up sessions £45. Open Monday to Friday 8am-7pm. Call 0117 496 0200. HCPC-registered physios, direct billing with Bupa and AXA.",
  { title: "Back in Motion Physiotherapy", companyName: "Back in Motion", industry: "healthcare" },
).model;

describe("a mention in a card that says two things", () => {
  it("takes the whole card when the 'and' is inside what is named", () => {
    const result = interpret("remove the bit about direct billing", structuredClone(physio));
    const ops = result.ops.filter((op) => op.op !== "refuse");
    expect(ops).toHaveLength(1);
    expect(JSON.stringify(ops[0])).toContain("Direct billing with Bupa and AXA");
    expect(JSON.stringify(ops[0])).not.toContain('"with":"AXA"');
  });
});
