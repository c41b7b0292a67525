import { describe, expect, it } from "vitest";
import { readCustomAmount } from "./custom-amount";
import { parseCustomAmountInput } from "./pricing";

describe("reading a typed number of tokens", () => {
  it("reads thousands grouped by a comma, dot, space, no-break space or apostrophe as a whole number", () => {
    for (const raw of ["2,500", "2 500", "2\u00a0500", "2\u202f500", "2.500", "2'500", " 2,500 ", "2500"]) {
      expect(readCustomAmount(raw), raw).toEqual({ kind: "whole", tokens: 2500 });
    }
    expect(readCustomAmount("100,000")).toEqual({ kind: "whole", tokens: 100_000 });
    expect(readCustomAmount("1,234,567")).toEqual({ kind: "whole", tokens: 1_234_567 });
    expect(readCustomAmount("-1,000")).toEqual({ kind: "whole", tokens: -1000 });
  });

  it("calls a decimal part a fraction, whichever mark and grouping it comes with", () => {
    for (const raw of ["2500.7", "2500,7", "2,500.7", "2.500,7", "25,00", ".5", "2,5"]) {
      expect(readCustomAmount(raw).kind, raw).toBe("fraction");
    }
  });

  it("does not read digits in no number's shape (mixed separators, groups of other sizes)", () => {
    for (const raw of ["2,50,0", "2,500 000", "25 00 0", "2500 tokens", "1e4", "2..500"]) {
      expect(readCustomAmount(raw).kind, raw).toBe("unreadable");
    }
  });

  it("finds nothing to read in a blank or non-numeric input", () => {
    expect(readCustomAmount("").kind).toBe("none");
    expect(readCustomAmount("  ").kind).toBe("none");
    expect(readCustomAmount("abc").kind).toBe("none");
  });

  it("gives the purchase input the grouped amount, and 1,000 for what it cannot buy as typed", () => {
    expect(parseCustomAmountInput("2,500")).toBe(2500);
    expect(parseCustomAmountInput("2 500")).toBe(2500);
    expect(parseCustomAmountInput("2500.7")).toBe(1000);
    expect(parseCustomAmountInput("abc")).toBe(1000);
  });
});
