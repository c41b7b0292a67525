import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { withoutRestatedHeadline } from "./restated.js";

describe("a lead does not open by saying the headline again", () => {
  it.each([
    [
      "Trailhead 2 - our new ultralight hiking backpack.",
      ["Trailhead 2", "Ridgeline Gear"],
      "Our new ultralight hiking backpack.",
    ],
    [
      "Emergancy plumber in Manchester, 24/7 call outs, no call out fee before 10pm.",
      ["Emergency plumber Manchester", "Dave's Plumbing"],
      "24/7 call outs, no call out fee before 10pm.",
    ],
  ])("%s", (lead, names, expected) => {
    expect(withoutRestatedHeadline(lead, names)).toBe(expected);
  });

  it.each([
    // A word that is no name ends the opening, and the lead keeps what it says (the town).
    ["Gelateria da Marco a Bologna, gelato artigianale fatto ogni mattina.", ["Gelateria da Marco"]],
    // Fewer than three words after the names: the lead stays whole.
    ["Taller de ceramica para principiantes en Valencia.", ["Taller de cerámica para principiantes"]],
    // Nothing but the names: the hero is drawn around a lead, so it stays.
    [
      "Sommerfest im Gemeinschaftsgarten Lindenhof.",
      ["Sommerfest im Lindenhof", "Gemeinschaftsgarten Lindenhof"],
    ],
    // A lead that does not start with the names.
    ["Hand-poured soy candles from Lyon.", ["Atelier Mèche", "Bougies"]],
  ])("keeps %s", (lead, names) => {
    expect(withoutRestatedHeadline(lead, names)).toBe(lead);
  });

  it("a product page's hero reads its headline once", () => {
    const { model } = compose(
      "product-launch",
      "Trailhead 2 - our new ultralight hiking backpack. 28 litres, weighs just 640g. Pre-order now for $149.",
      { companyName: "Ridgeline Gear", title: "Trailhead 2" },
    );
    const hero = model.sections.find((s) => s.kind === "hero");
    expect(hero?.lead).toBe("Our new ultralight hiking backpack.");
  });
});
