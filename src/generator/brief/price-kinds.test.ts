/** "Fixed from €2,400" is a price, not a service: a label that only says what kind of price it is names nothing sold. */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("the kind of a price is no label", () => {
  it.each([
    ["Two-week audit, written report, fixed from £3,900.", ""],
    ["Fixed fees from £90 a month.", ""],
    ["Flat rate from €60 per visit.", ""],
    ["Festpreis ab 90 € pro Termin.", ""],
    ["Fixed from €2,400 a year for a full kitchen.", "full kitchen"],
    ["Year-end accounts from £400.", "Year-end accounts"],
  ])("%s → label %j", (description, label) => {
    expect(brief(description).prices.map((p) => p.label)).toEqual([label]);
  });
});
