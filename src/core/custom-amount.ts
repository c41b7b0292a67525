/**
 * Reading a number of tokens as people type it: "2500", "2,500", "2 500", "2.500" or "2'500" are all 2,500
 * (a separator followed by exactly three digits groups thousands, one separator throughout); a decimal part
 * ("2500.7", "2,500.7", "25,00") is a fraction, which tokens never are; digits in any other shape cannot be
 * read. Only an input without a digit (blank, "abc") is "non-numeric" in the spec's sense.
 */

export type CustomAmountReading =
  | { kind: "whole"; tokens: number }
  | { kind: "fraction" }
  | { kind: "unreadable" }
  | { kind: "none" };

/** Thousands separators people type: comma, dot, space, no-break spaces, apostrophes. */
const SEPARATOR = "[,. \\u00a0\\u202f'’]";
const PLAIN = "\\d+";
/** 1–3 digits, then groups of three, each after the same separator. */
const GROUPED = `\\d{1,3}(${SEPARATOR})\\d{3}(?:\\1\\d{3})*`;
const WHOLE = new RegExp(`^-?(?:${PLAIN}|${GROUPED})$`);
const FRACTION = new RegExp(`^-?(?:${PLAIN}|${GROUPED})?[.,]\\d+$`);

export function readCustomAmount(raw: string): CustomAmountReading {
  const text = raw.trim();
  if (!/\d/.test(text)) return { kind: "none" };
  if (WHOLE.test(text)) return { kind: "whole", tokens: Number.parseInt(text.replace(/[^\d-]/g, ""), 10) };
  if (FRACTION.test(text)) return { kind: "fraction" };
  return { kind: "unreadable" };
}
