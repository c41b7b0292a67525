/**
 * The country a description's national phone numbers most likely belong to, when it is obvious: from a
 * zone it names, the currency of its prices, its language, or the zone the user's browser sent.
 */
import type { CountryCode } from "libphonenumber-js/min";

const ZONE_COUNTRY: Record<string, CountryCode> = {
  "Europe/Budapest": "HU",
  "Europe/London": "GB",
  "Europe/Dublin": "IE",
  "Europe/Berlin": "DE",
  "Europe/Vienna": "AT",
  "Europe/Zurich": "CH",
  "Europe/Paris": "FR",
  "Europe/Madrid": "ES",
  "Europe/Rome": "IT",
  "Europe/Amsterdam": "NL",
  "Europe/Brussels": "BE",
  "Europe/Warsaw": "PL",
  "Europe/Prague": "CZ",
  "Europe/Bratislava": "SK",
  "Europe/Lisbon": "PT",
  "Europe/Stockholm": "SE",
  "Europe/Oslo": "NO",
  "Europe/Copenhagen": "DK",
  "Europe/Helsinki": "FI",
  "Europe/Bucharest": "RO",
  "Europe/Athens": "GR",
  "Europe/Sofia": "BG",
  "Europe/Zagreb": "HR",
  "Europe/Ljubljana": "SI",
  "Europe/Belgrade": "RS",
  "Europe/Kiev": "UA",
  "Europe/Kyiv": "UA",
  "Asia/Tokyo": "JP",
  "Asia/Kolkata": "IN",
  "Asia/Calcutta": "IN",
  "Asia/Jerusalem": "IL",
  "Asia/Dubai": "AE",
  "Asia/Singapore": "SG",
  "Asia/Seoul": "KR",
  "Asia/Shanghai": "CN",
  "Asia/Hong_Kong": "HK",
  "Australia/Sydney": "AU",
  "Australia/Melbourne": "AU",
  "Australia/Perth": "AU",
  "Australia/Brisbane": "AU",
  "Pacific/Auckland": "NZ",
  "America/Toronto": "CA",
  "America/Vancouver": "CA",
  "America/Sao_Paulo": "BR",
  "America/Mexico_City": "MX",
};
const US_ZONES =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Indiana\/.+|Kentucky\/.+)|Pacific\/Honolulu)$/;

const CURRENCY_COUNTRY: Record<string, CountryCode> = {
  HUF: "HU",
  GBP: "GB",
  USD: "US",
  CHF: "CH",
  PLN: "PL",
  CZK: "CZ",
  RON: "RO",
  BGN: "BG",
  SEK: "SE",
  NOK: "NO",
  DKK: "DK",
  JPY: "JP",
  INR: "IN",
  AUD: "AU",
  CAD: "CA",
  NZD: "NZ",
  ILS: "IL",
  AED: "AE",
  BRL: "BR",
  MXN: "MX",
  KRW: "KR",
};

const LANGUAGE_COUNTRY: Record<string, CountryCode> = {
  hu: "HU",
  pl: "PL",
  nl: "NL",
  it: "IT",
  cs: "CZ",
  ro: "RO",
  el: "GR",
  he: "IL",
  ja: "JP",
  ko: "KR",
  fr: "FR",
  de: "DE",
  es: "ES",
  pt: "PT",
};

/**
 * Places that say which dollar a bare "$" is, and so where national phone numbers ring: an Australian state
 * with its postcode ("Fitzroy VIC 3065"), the country's name, or a state capital. Only read when the prices
 * are in dollars or absent, so "Perth" on a page priced in pounds stays in Scotland.
 */
const DOLLAR_PLACES: [RegExp, CountryCode][] = [
  [
    /\b(?:(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}\b|Australia(?:-wide)?\b|(?:Sydney|Melbourne|Brisbane|Adelaide|Canberra|Hobart|Darwin|Gold Coast)\b)/,
    "AU",
  ],
  [/\b(?:New Zealand|Auckland|Christchurch|Aotearoa)\b/, "NZ"],
  [/\b(?:Canada|Toronto|Vancouver|Montr[eé]al|Ottawa|Calgary|Edmonton|Winnipeg)\b/, "CA"],
];
const DOLLAR_CURRENCY: Partial<Record<CountryCode, string>> = { AU: "AUD", NZ: "NZD", CA: "CAD" };

/** The dollar country the words name ("AU" for "Fitzroy VIC 3065"), if any. */
export function dollarCountry(text: string): CountryCode | undefined {
  return DOLLAR_PLACES.find(([cue]) => cue.test(text))?.[1];
}

/** The currency of a bare "$" in that country: "AUD" in Australia; "USD" elsewhere. */
export function dollarCurrency(country: CountryCode | undefined): string {
  return (country && DOLLAR_CURRENCY[country]) || "USD";
}

export function zoneCountry(zone: string): CountryCode | undefined {
  if (!zone) return undefined;
  return ZONE_COUNTRY[zone] ?? (US_ZONES.test(zone) ? "US" : undefined);
}

export function defaultRegion(hints: {
  textZones: string[];
  currencies: string[];
  lang: string;
  requestZone: string;
  /** The dollar country named by the description's places ("AU" for "Sydney"), see dollarCountry. */
  dollarPlace?: CountryCode;
}): CountryCode | undefined {
  for (const zone of hints.textZones) {
    const country = zoneCountry(zone);
    if (country) return country;
  }
  const dollars = hints.currencies.every((c) => ["USD", "AUD", "NZD", "CAD"].includes(c));
  if (hints.dollarPlace && dollars) return hints.dollarPlace;
  for (const currency of hints.currencies) {
    const country = CURRENCY_COUNTRY[currency];
    if (country) return country;
  }
  const byLanguage = LANGUAGE_COUNTRY[hints.lang];
  const byRequest = zoneCountry(hints.requestZone);
  // German is Austria's and Switzerland's too: the owner's own zone says which of the language's countries.
  if (byLanguage && byRequest && sharesLanguage(byLanguage).includes(byRequest)) return byRequest;
  return byLanguage ?? byRequest;
}

/**
 * Countries whose national numbers are written like the language's home country's: where a number is
 * no valid one at home ("0316 123456" in German is Graz, not Germany), it may be one of these.
 */
const SAME_LANGUAGE: Partial<Record<CountryCode, CountryCode[]>> = {
  DE: ["AT", "CH", "LU", "LI"],
  FR: ["BE", "CH", "LU", "CA"],
  NL: ["BE"],
  IT: ["CH"],
  PT: ["BR"],
  ES: ["MX", "AR", "CO", "CL", "PE"],
  GB: ["IE"],
};

/** The other countries that write their numbers in this country's language (none when unknown). */
export function sharesLanguage(country: CountryCode): CountryCode[] {
  return SAME_LANGUAGE[country] ?? [];
}
