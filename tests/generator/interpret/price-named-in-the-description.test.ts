/**
 * A price the page shows without its label ("Launch price $129" drawn as "Nodo Hub $129") is still named
 * by the owner's words for it, read in the description stored with the page; a price named nowhere is not.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const LAUNCH =
  "Nodo Hub: a smart home hub that works offline. Zigbee and Matter, no cloud account needed. Launch price $129, ships 20 March 2027. Pre-order now.";

describe("a price named in the owner's description", () => {
  const { model } = compose("product-launch", LAUNCH, { companyName: "Nodo", title: "Nodo Hub" });

  it.each(["the launch price is $139 now", "make the launch price $139"])("“%s” moves it", (say) => {
    const { ops } = interpret(say, model);
    expect(ops).toEqual([{ op: "set_fact", kind: "price", from: "$129", to: "$139" }]);
  });

  it("a price the description names nowhere changes nothing", () => {
    const { ops, unread } = interpret("the shipping price is $5 now", model);
    expect(ops.filter((op) => op.op === "set_fact")).toEqual([]);
    expect(unread.length + ops.filter((op) => op.op === "refuse").length).toBeGreaterThan(0);
  });
});
