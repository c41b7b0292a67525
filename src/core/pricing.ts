/**
 * Token prices, purchase bounds, packages and costs: the one place these numbers live.
 * Imported by the server (which decides) and the web app (which only displays).
 */
import { readCustomAmount } from "./custom-amount.js";

/** One token costs one euro cent. */
export const TOKEN_PRICE_CENTS = 1;
export const WELCOME_GRANT_TOKENS = 500;
export const PURCHASED_TOKENS_LIFETIME_DAYS = 90;
/** The profile's "expiring soon" list covers lots expiring within this many days. */
export const EXPIRING_SOON_DAYS = 30;
export const MIN_CUSTOM_BASE_TOKENS = 500;
export const MAX_CUSTOM_BASE_TOKENS = 100_000;
/** The custom-amount input falls back to this when blank or not a number. */
export const DEFAULT_CUSTOM_BASE_TOKENS = 1000;
/** Above this many characters the generator shows the extra-tokens hint. */
export const LONG_PROMPT_HINT_THRESHOLD = 300;

export const GENERATION_BASE_COST = 500;
export const ITERATION_BASE_COST = 200;
export const COST_PER_FULL_100_CHARS = 50;

export const PURCHASE_MIN_MESSAGE = "Minimum purchase amount is €5";
export const PURCHASE_MAX_MESSAGE = "Maximum purchase amount is €1000 per transaction";

export type PackageId = "starter" | "business" | "custom";

export interface FixedPackage {
  id: Exclude<PackageId, "custom">;
  name: string;
  baseTokens: number;
  bonusTokens: number;
  priceCents: number;
}

export const PACKAGES: Record<FixedPackage["id"], FixedPackage> = {
  starter: { id: "starter", name: "Starter Pack", baseTokens: 2450, bonusTokens: 550, priceCents: 2450 },
  business: { id: "business", name: "Business Pack", baseTokens: 4950, bonusTokens: 2050, priceCents: 4950 },
};

export const CUSTOM_PACKAGE_NAME = "Custom Amount";

/** Bonus tiers for custom amounts, highest first: base >= minBase earns floor(base * percent / 100). */
export const CUSTOM_BONUS_TIERS = [
  { minBase: 5000, percent: 20 },
  { minBase: 2000, percent: 10 },
] as const;

export function customBonusTokens(baseTokens: number): number {
  const tier = CUSTOM_BONUS_TIERS.find((t) => baseTokens >= t.minBase);
  return tier ? Math.floor((baseTokens * tier.percent) / 100) : 0;
}

export function tokensToCents(tokens: number): number {
  return tokens * TOKEN_PRICE_CENTS;
}

/** Token counts as shown everywhere (screens, mails, ledger descriptions): en-US grouping, "7,000". */
export function formatTokens(tokens: number): string {
  return tokens.toLocaleString("en-US");
}

/** "€24.50", "€5", "€1,000" style price text for cents. */
export function formatEuros(cents: number): string {
  const whole = cents % 100 === 0;
  return `€${(cents / 100).toLocaleString("en-US", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

export type CustomAmountCheck = { ok: true } | { ok: false; message: string };

/** The spec's bounds, worded for the user; integers only. */
export function checkCustomBaseTokens(baseTokens: number): CustomAmountCheck {
  if (!Number.isFinite(baseTokens) || !Number.isInteger(baseTokens)) {
    return { ok: false, message: "Enter a whole number of tokens" };
  }
  if (baseTokens < MIN_CUSTOM_BASE_TOKENS) return { ok: false, message: PURCHASE_MIN_MESSAGE };
  if (baseTokens > MAX_CUSTOM_BASE_TOKENS) return { ok: false, message: PURCHASE_MAX_MESSAGE };
  return { ok: true };
}

/**
 * The custom-amount input as a number of tokens: blank or non-numeric means 1000 (the spec); "2,500" and
 * "2 500" are 2500 (custom-amount.ts). A fraction or unreadable digits also give 1000 here: the purchase
 * dialog refuses those with a message before anything is bought.
 */
export function parseCustomAmountInput(raw: string): number {
  const reading = readCustomAmount(raw);
  return reading.kind === "whole" ? reading.tokens : DEFAULT_CUSTOM_BASE_TOKENS;
}

export interface PurchaseQuote {
  package: PackageId;
  packageName: string;
  baseTokens: number;
  bonusTokens: number;
  totalTokens: number;
  priceCents: number;
}

/** Price, bonus and total for a package; throws RangeError for a custom amount outside the bounds. */
export function quotePurchase(packageId: PackageId, customBaseTokens?: number): PurchaseQuote {
  if (packageId === "custom") {
    const base = customBaseTokens ?? DEFAULT_CUSTOM_BASE_TOKENS;
    const check = checkCustomBaseTokens(base);
    if (!check.ok) throw new RangeError(check.message);
    const bonus = customBonusTokens(base);
    return {
      package: "custom",
      packageName: CUSTOM_PACKAGE_NAME,
      baseTokens: base,
      bonusTokens: bonus,
      totalTokens: base + bonus,
      priceCents: tokensToCents(base),
    };
  }
  const pkg = PACKAGES[packageId];
  return {
    package: pkg.id,
    packageName: pkg.name,
    baseTokens: pkg.baseTokens,
    bonusTokens: pkg.bonusTokens,
    totalTokens: pkg.baseTokens + pkg.bonusTokens,
    priceCents: pkg.priceCents,
  };
}

/** Tokens one generation costs: 500 plus 50 per full 100 characters of the prompt. */
export function generationCost(prompt: string): number {
  return GENERATION_BASE_COST + COST_PER_FULL_100_CHARS * Math.floor(prompt.length / 100);
}

/** Tokens one iteration costs: 200 plus 50 per full 100 characters of the change text. */
export function iterationCost(change: string): number {
  return ITERATION_BASE_COST + COST_PER_FULL_100_CHARS * Math.floor(change.length / 100);
}

/**
 * The longest description `tokens` pay for (each full 100 characters adds 50 to the 500 base), capped at
 * `maxLength`; 0 when they do not cover even the base cost.
 */
export function promptCharactersCovered(tokens: number, maxLength = Number.POSITIVE_INFINITY): number {
  if (tokens < GENERATION_BASE_COST) return 0;
  const extraBlocks = Math.floor((tokens - GENERATION_BASE_COST) / COST_PER_FULL_100_CHARS);
  return Math.min(maxLength, (extraBlocks + 1) * 100 - 1);
}

/** Typical page prices as marketed: 500–1,000 tokens. */
export const TYPICAL_PAGE_PRICE_TEXT = `most pages cost ${formatEuros(tokensToCents(GENERATION_BASE_COST))}–${formatEuros(tokensToCents(1000))}`;

/**
 * What the welcome grant really buys, said the same way in the hero, the welcome mail and the FAQ: one page
 * whose description is at most 99 characters (a longer one costs more than 500 tokens).
 */
export function welcomeGrantCoverageText(): string {
  const chars = promptCharactersCovered(WELCOME_GRANT_TOKENS);
  return `${formatTokens(WELCOME_GRANT_TOKENS)} free tokens pay for one page described in up to ${chars} characters; ${TYPICAL_PAGE_PRICE_TEXT}.`;
}

/** What GET /api/pricing serves: everything a client needs to show prices and costs. */
export function pricingDocument() {
  return {
    tokenPriceCents: TOKEN_PRICE_CENTS,
    currency: "EUR",
    welcomeGrantTokens: WELCOME_GRANT_TOKENS,
    purchasedTokensLifetimeDays: PURCHASED_TOKENS_LIFETIME_DAYS,
    custom: {
      minBaseTokens: MIN_CUSTOM_BASE_TOKENS,
      maxBaseTokens: MAX_CUSTOM_BASE_TOKENS,
      defaultBaseTokens: DEFAULT_CUSTOM_BASE_TOKENS,
      bonusTiers: CUSTOM_BONUS_TIERS,
    },
    packages: Object.values(PACKAGES).map((p) => ({ ...p, totalTokens: p.baseTokens + p.bonusTokens })),
    costs: {
      generation: { base: GENERATION_BASE_COST, perFull100Chars: COST_PER_FULL_100_CHARS },
      iteration: { base: ITERATION_BASE_COST, perFull100Chars: COST_PER_FULL_100_CHARS },
      longPromptHintThreshold: LONG_PROMPT_HINT_THRESHOLD,
    },
  };
}
