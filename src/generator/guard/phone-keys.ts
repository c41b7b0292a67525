/**
 * The national digits of a phone number, however it is written: "+44 20 7946 0000", "0044 20 7946 0000"
 * and "020 7946 0000" all give "2079460000", so a number the owner gave nationally and the page writes
 * internationally is the same number.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export function phoneKeys(raw: string): string[] {
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 6) return [];
  const keys = new Set<string>([digits, digits.replace(/^0+/, "")]);
  if (/^\s*(?:\+|00)/.test(raw)) {
    const parsed = parsePhoneNumberFromString(raw.trim().replace(/^00/, "+"));
    if (parsed?.nationalNumber) keys.add(String(parsed.nationalNumber));
  }
  return [...keys].filter((k) => k.length >= 6);
}
