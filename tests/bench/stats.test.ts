import { describe, expect, it } from "vitest";
import { formatNumber, markdownTable, median, meetsTarget, percentile } from "../../bench/stats.js";

describe("bench statistics", () => {
  it("takes the median of odd and even counts without sorting the input in place", () => {
    const values = [9, 1, 5];
    expect(median(values)).toBe(5);
    expect(values).toEqual([9, 1, 5]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("takes nearest-rank percentiles of sorted values", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it("checks minimum and maximum targets, failing a value that was not measured", () => {
    expect(meetsTarget(0.4, { min: 0.4 })).toBe(true);
    expect(meetsTarget(0.39, { min: 0.4 })).toBe(false);
    expect(meetsTarget(1.3, { max: 1.3 })).toBe(true);
    expect(meetsTarget(Number.NaN, { max: 1.3 })).toBe(false);
  });

  it("formats numbers with few digits and lines up table columns", () => {
    expect([0.0623, 1.444, 12.34, 8513.4].map(formatNumber)).toEqual(["0.062", "1.44", "12.3", "8513"]);
    expect(formatNumber(Number.NaN)).toBe("—");
    expect(markdownTable(["a", "bb"], [["xyz", "1"]])).toBe("| a   | bb |\n|-----|----|\n| xyz | 1  |");
  });
});
