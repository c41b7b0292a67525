import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CUSTOM_BONUS_TIERS,
  checkCustomBaseTokens,
  customBonusTokens,
  formatEuros,
  generationCost,
  iterationCost,
  MAX_CUSTOM_BASE_TOKENS,
  MIN_CUSTOM_BASE_TOKENS,
  PACKAGES,
  PURCHASE_MAX_MESSAGE,
  PURCHASE_MIN_MESSAGE,
  parseCustomAmountInput,
  pricingDocument,
  quotePurchase,
} from "./pricing.js";

describe("spec examples", () => {
  it("custom 2000 gives 2200 tokens for €20", () => {
    expect(quotePurchase("custom", 2000)).toMatchObject({
      baseTokens: 2000,
      bonusTokens: 200,
      totalTokens: 2200,
      priceCents: 2000,
    });
  });
  it("custom 5000 gives 6000 tokens for €50", () => {
    expect(quotePurchase("custom", 5000)).toMatchObject({
      bonusTokens: 1000,
      totalTokens: 6000,
      priceCents: 5000,
    });
  });
  it("starter is 3000 tokens for €24.50 and business 7000 for €49.50", () => {
    expect(quotePurchase("starter")).toEqual({
      package: "starter",
      packageName: "Starter Pack",
      baseTokens: 2450,
      bonusTokens: 550,
      totalTokens: 3000,
      priceCents: 2450,
    });
    expect(quotePurchase("business")).toMatchObject({
      packageName: "Business Pack",
      totalTokens: 7000,
      priceCents: 4950,
    });
    expect(formatEuros(PACKAGES.starter.priceCents)).toBe("€24.50");
    expect(formatEuros(PACKAGES.business.priceCents)).toBe("€49.50");
  });
});

describe("bonus tiers", () => {
  it("switch exactly at 2000 and 5000", () => {
    expect(customBonusTokens(1999)).toBe(0);
    expect(customBonusTokens(2000)).toBe(200);
    expect(customBonusTokens(4999)).toBe(499);
    expect(customBonusTokens(5000)).toBe(1000);
    expect(customBonusTokens(2005)).toBe(200); // floor(200.5)
  });
  it("never lowers the total as the base grows, and is rounded down", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_CUSTOM_BASE_TOKENS, max: MAX_CUSTOM_BASE_TOKENS - 1 }), (base) => {
        const bonus = customBonusTokens(base);
        const tier = CUSTOM_BONUS_TIERS.find((t) => base >= t.minBase);
        expect(bonus).toBe(tier ? Math.floor((base * tier.percent) / 100) : 0);
        expect(Number.isInteger(bonus)).toBe(true);
        expect(base + bonus).toBeLessThan(base + 1 + customBonusTokens(base + 1));
        const quote = quotePurchase("custom", base);
        expect(quote.priceCents).toBe(base);
        expect(quote.totalTokens).toBe(base + bonus);
      }),
    );
  });
});

describe("bounds", () => {
  it("accepts 500..100000 and rejects the rest with the spec's messages", () => {
    expect(checkCustomBaseTokens(500)).toEqual({ ok: true });
    expect(checkCustomBaseTokens(100_000)).toEqual({ ok: true });
    expect(checkCustomBaseTokens(499)).toEqual({ ok: false, message: PURCHASE_MIN_MESSAGE });
    expect(checkCustomBaseTokens(100_001)).toEqual({ ok: false, message: PURCHASE_MAX_MESSAGE });
    expect(checkCustomBaseTokens(1000.5).ok).toBe(false);
    expect(checkCustomBaseTokens(Number.NaN).ok).toBe(false);
    expect(() => quotePurchase("custom", 499)).toThrow(PURCHASE_MIN_MESSAGE);
    expect(() => quotePurchase("custom", 100_001)).toThrow(PURCHASE_MAX_MESSAGE);
    expect(PURCHASE_MIN_MESSAGE).toBe("Minimum purchase amount is €5");
    expect(PURCHASE_MAX_MESSAGE).toBe("Maximum purchase amount is €1000 per transaction");
  });
  it("any integer is either quoted within €5..€1000 or refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (base) => {
        const ok = base >= MIN_CUSTOM_BASE_TOKENS && base <= MAX_CUSTOM_BASE_TOKENS;
        if (ok) {
          const { priceCents } = quotePurchase("custom", base);
          expect(priceCents).toBeGreaterThanOrEqual(500);
          expect(priceCents).toBeLessThanOrEqual(100_000);
        } else {
          expect(() => quotePurchase("custom", base)).toThrow(RangeError);
        }
      }),
    );
  });
  it("the custom input falls back to 1000 when blank or not a number", () => {
    expect(parseCustomAmountInput("")).toBe(1000);
    expect(parseCustomAmountInput("abc")).toBe(1000);
    expect(parseCustomAmountInput(" 2500 ")).toBe(2500);
  });
});

describe("costs", () => {
  it("generation is 500 + 50 per full 100 characters", () => {
    expect(generationCost("")).toBe(500);
    expect(generationCost("x".repeat(99))).toBe(500);
    expect(generationCost("x".repeat(100))).toBe(550);
    expect(generationCost("x".repeat(350))).toBe(650);
  });
  it("iteration is 200 + 50 per full 100 characters", () => {
    expect(iterationCost("")).toBe(200);
    expect(iterationCost("x".repeat(199))).toBe(250);
    expect(iterationCost("x".repeat(200))).toBe(300);
  });
  it("costs grow monotonically with length", () => {
    fc.assert(
      fc.property(fc.nat(5000), (n) => {
        expect(generationCost("a".repeat(n + 1))).toBeGreaterThanOrEqual(generationCost("a".repeat(n)));
        expect(generationCost("a".repeat(n)) - iterationCost("a".repeat(n))).toBe(300);
      }),
      { numRuns: 50 },
    );
  });
});

describe("pricing document", () => {
  it("carries packages with totals, bounds and formulas", () => {
    const doc = pricingDocument();
    expect(doc.packages.map((p) => [p.id, p.totalTokens, p.priceCents])).toEqual([
      ["starter", 3000, 2450],
      ["business", 7000, 4950],
    ]);
    expect(doc.custom).toMatchObject({ minBaseTokens: 500, maxBaseTokens: 100_000, defaultBaseTokens: 1000 });
    expect(doc.costs.generation).toEqual({ base: 500, perFull100Chars: 50 });
    expect(doc.welcomeGrantTokens).toBe(500);
    expect(doc.purchasedTokensLifetimeDays).toBe(90);
  });
});
