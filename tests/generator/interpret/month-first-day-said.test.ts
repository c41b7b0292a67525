/**
 * A delivery or launch day said month first without its year ("shipping slipped to april 3") moves the
 * page's date to that day of the page's year, as "3 April" does; it is never read as a month alone.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

describe("a day said month first", () => {
  const { model } = compose(
    "product-launch",
    "Nodo Hub: a smart home hub that works offline. Zigbee and Matter. Launch price $129, ships 20 March 2027. Pre-order now.",
    { companyName: "Nodo", title: "Nodo Hub" },
  );

  it.each(["shipping slipped to april 3", "ships april 3rd now", "shipping is now 3 April"])(
    "“%s” moves the shipping day, in the page's order",
    (say) => {
      expect(interpret(say, model).ops).toEqual([
        { op: "set_fact", kind: "date", from: "20 March 2027", to: "3 April 2027" },
      ]);
    },
  );
});
