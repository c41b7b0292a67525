/**
 * Phone numbers as written ("+36 30 123 4567", "(555) 010-0199", "020 7946 0958", "06 1 234 5678"), with
 * E.164 for tel: links from libphonenumber-js. National numbers need a default country (see region.ts);
 * without one they keep their text and an empty e164. Runs after prices, hours and agendas, and rejects
 * anything shaped like a date, so "2027-05-14" or "12 000" is never a phone.
 */
import { parsePhoneNumberFromString as parseWithAreaCodes } from "libphonenumber-js/max";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { INTL_PHONE_GLUE, INTL_PHONE_LEAD } from "./intl.js";
import { sharesLanguage } from "./region.js";
import { type Claims, MASK } from "./spans.js";
import type { PhoneFact } from "./types.js";
import { re } from "./vocabulary.js";

const CANDIDATE = re(
  String.raw`(?<![\p{L}\d+\-/.,:])(?:\+|00)?\(?\d[\d\s()./-]{5,20}\d(?![\p{L}\d]|[.,]\d|:\d)`,
  "gu",
);
const PHONE_WORDS =
  /\b(?:call|phone|tel|telephone|mobile|mob|cell|ring|text|whatsapp|viber|signal|contact|reach|hotline|fax|telefon|tél|téléphone|tfn|tlf)\b\.?[:\s]*(?:us\s+)?(?:on\s+|at\s+)?$/i;
/**
 * A booking or order line's label, then a colon: "Reserva tu mesa: 910 555 321", "Bookings: 0161 …",
 * "Réservations : 04 …", "Reservierung: 030 …". The colon makes the number the way to book.
 */
const BOOKING_LABEL =
  /(?<![\p{L}])(?:book(?:ings?)?(?:\s(?:a|your)\stable)?|reservations?|orders?|appointments?|enquiries|reserva(?:s|\stu\smesa)?|pedidos|citas?|r[ée]servations?|r[ée]servez|commandes?|reservierung(?:en)?|bestellungen?|termine|prenotazion[ei]|prenota(?:\sun\stavolo)?|ordini|reserveringen|reserveren|bestellingen|afspraken|rezerwacje|rezerwacja|zamówienia|reservas|encomendas|marcações)\s?:\s*$/iu;
/** The same in other languages: "unter", "Llámanos al", "Appelez le", "Bel ons op", "Zadzwoń pod numer". */
const INTL_PHONE_WORDS = re(
  `(?<![\\p{L}])${INTL_PHONE_LEAD}\\.?[:\\s]*(?:${INTL_PHONE_GLUE}[:\\s]+){0,3}$`,
  "iu",
);
/** The North American way of writing a number: "(312) 555-0148", "(312) 555 0148". */
const NANP_SHAPE = /^\(\d{3}\)\s?\d{3}[-.\s]\d{4}$/;
const afterPhoneWord = (before: string) =>
  PHONE_WORDS.test(before) || INTL_PHONE_WORDS.test(before) || BOOKING_LABEL.test(before);
const DATE_SHAPES = [
  /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/,
  /^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/,
  /^(?:19|20)\d{2}\s?[-–]\s?(?:19|20)?\d{2}$/,
];

export function extractPhones(text: string, claims: Claims, region: CountryCode | undefined): PhoneFact[] {
  const masked = claims.mask(text, MASK);
  const out: PhoneFact[] = [];
  for (const m of masked.matchAll(CANDIDATE))
    for (const piece of sentencePieces(m[0], m.index)) {
      let raw = piece.text;
      // Trim an unbalanced bracket or a trailing separator the pattern took.
      raw = raw.replace(/[\s(./-]+$/, "");
      if (raw.startsWith("(") && !raw.includes(")")) raw = raw.slice(1);
      const start = piece.at + piece.text.indexOf(raw);
      const digits = raw.replace(/\D/g, "");
      if (digits.length < 7 || digits.length > 15) continue;
      if (DATE_SHAPES.some((shape) => shape.test(raw))) continue;
      const before = text.slice(Math.max(0, start - 24), start);
      const international = /^(?:\+|00)/.test(raw);
      // "(312) 555-0148" is written the North American way whatever else the page says.
      const country = NANP_SHAPE.test(raw) ? "US" : region;
      const parsed = inCountryWhereValid(raw.replace(/^00/, "+"), country);
      const possible = parsed?.isPossible() === true;
      const looksLikePhone =
        international || raw.startsWith("(") || raw.startsWith("0") || afterPhoneWord(before);
      if (!looksLikePhone && !(possible && parsed?.isValid())) continue;
      // Grouped like a number ("12 000 000") rather than a phone: only digits in threes after the first group.
      // Spain writes its nine-digit numbers so ("pedidos al 612 345 678"): a valid one of three full groups is one.
      const spanishShape = /^\d{3} \d{3} \d{3}$/.test(raw) && parsed?.isValid() === true;
      if (
        !international &&
        !afterPhoneWord(before) &&
        /^\d{1,3}(?: \d{3})+$/.test(raw) &&
        !raw.startsWith("0") &&
        !spanishShape
      )
        continue;
      claims.add(start, start + raw.length, "phone");
      // North American numbers never start with a trunk 0: "03 9123 4567" on a page with "$" prices in
      // Melbourne gets no tel: link rather than one that dials the US.
      const wrongCountry = !international && (country === "US" || country === "CA") && raw.startsWith("0");
      const trusted = possible && parsed && !wrongCountry;
      out.push({ text: raw, e164: trusted ? parsed.number : "" });
    }
  return out;
}

/**
 * A national number read in the guessed country, unless it is no valid number there and valid in exactly one
 * other country of the same language: "0316 123456" from a German description rings in Graz, so it dials
 * +43, never Germany's +49. Valid in none or in several, it stays as read (and gets no link if not possible).
 */
function inCountryWhereValid(raw: string, country: CountryCode | undefined) {
  const parsed = parsePhoneNumberFromString(raw, country);
  // Only the full metadata knows area codes ("0316" is none of Germany's); the small one checks lengths.
  const validIn = (where: CountryCode) => parseWithAreaCodes(raw, where)?.isValid() === true;
  if (!country || raw.startsWith("+") || !parsed || validIn(country)) return parsed;
  const valid = sharesLanguage(country).filter(validIn);
  if (valid.length === 1) return parsePhoneNumberFromString(raw, valid[0]);
  // Not valid at home and no single neighbour it belongs to: a tel: link would dial a guess.
  return valid.length > 1 ? undefined : parsed;
}

/**
 * A dot and a space end a sentence, never sit inside a number: "Worcester, MA 01608. (508) 555-0192" holds a
 * postcode and a phone, each read alone.
 */
function sentencePieces(text: string, at: number): { text: string; at: number }[] {
  const pieces: { text: string; at: number }[] = [];
  let from = 0;
  for (const end of text.matchAll(/\.\s+/g)) {
    pieces.push({ text: text.slice(from, end.index), at: at + from });
    from = end.index + end[0].length;
  }
  pieces.push({ text: text.slice(from), at: at + from });
  return pieces;
}
