/**
 * Whether a business serves private people rather than companies (issue 27): an architect "for
 * homeowners", an interior designer of "kitchens and flats", a consultant "for families". Their visitors
 * are asked for an e-mail and a phone, never for a work e-mail and a company, whatever the trade's usual
 * clients are. Read from the words for households, homes and families in each language the composer writes.
 */
const PRIVATE_PEOPLE = new RegExp(
  `(?<![\\p{L}])(?:${[
    "home ?owners?|householders?|families|family homes?|couples|parents|private (?:clients|customers|individuals)|individuals|tenants|your home|houses|flats|apartments|loft conversions?|kitchen extensions?",
    "privatkunden|privatpersonen|familien|eltern|hausbesitzer\\p{L}*|eigenheim\\p{L}*|paare|wohnungen|einfamilienh\\p{L}+",
    "particuliers|familles|propriétaires|appartements?|maisons?|salles? de bains?",
    "particulares|familias|parejas|hogares?|viviendas?|pisos",
    "privati|famiglie|genitori|coppie|appartamenti|abitazioni|case",
    "particulieren|huiseigenaren|gezinnen|ouders|woningen|huizen",
    "famílias|casais|moradias|apartamentos",
    "klientów indywidualnych|osób prywatnych|rodzin\\p{L}*|rodziców|mieszka\\p{L}+|dom(?:ów|y)",
    "magánszemélyek\\p{L}*|családok\\p{L}*|lakások\\p{L}*",
  ].join("|")})(?![\\p{L}])`,
  "iu",
);

/** True when the description or the audience names private people or their homes as whom the business serves. */
export function servesPrivatePeople(description: string, audience = ""): boolean {
  return PRIVATE_PEOPLE.test(`${description} ${audience}`);
}
