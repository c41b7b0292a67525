/**
 * Points of the owner's story that are a figure of the business or its fee, not a thing it does: "We
 * manage 340 properties", "Wij beheren 520 woningen", "Trusted by 4,000 freelancers", "fees from 8% + VAT",
 * "tarief vanaf 7% + btw". On a services or features list they would read as services; they belong with
 * the business's story (its credentials and numbers) instead.
 */

/** What the business counts of itself, said with a verb of managing, serving or being used: then a figure. */
const COUNT_OF_ITSELF = new RegExp(
  [
    // English: "manages 340 properties", "we look after 180 clients", "trusted by 4,000 freelancers".
    String.raw`\b(?:manag(?:e|es|ed|ing)|look(?:s|ed)? after|serv(?:e|es|ed|ing)|ha(?:ve|s) helped|helped|trusted by|used by|loved by|chosen by|work(?:s|ed)? with|represent(?:s|ed)?|insure[sd]?|let(?:s)?|sold)\s+(?:over\s+|more than\s+|some\s+|around\s+)?\d`,
    // German, French, Spanish, Italian, Dutch.
    String.raw`\b(?:verwalte[nt]?|betreu(?:e|en|t)|vertrauen|genutzt von|gérons|gère|gèrent|accompagnons|utilisée? par|gestionamos|gestiona|administramos|usado por|gestiamo|gestisce|utilizzato da|beheren|beheert|beheer|gebruikt door)\s+(?:(?:über|mehr als|plus de|más de|oltre|meer dan|ruim)\s+)?\d`,
  ].join("|"),
  "iu",
);

/** A fee or a rate said as such: "fees from 8% + VAT", "Tarief vanaf 7% + btw", "honoraires dès 5 %". */
const FEE =
  /^(?:our\s+|unsere?\s+|nos\s+|nuestr[oa]s\s+|onze\s+|i nostri\s+|le nostre\s+)?(?:fees?|commission|rates?|charges?|tarie(?:f|ven)|provisie|kosten|gebühren?|honorar|provision|tarifs?|frais|honoraires|commissions?|tarifas?|honorarios|comisi[oó]n|tariff[ae]|commission[ei]|onorari|compenso)\b[^.]*\d/iu;

/** True for a point that counts the business's own clients or properties ("betreut 260 Mandanten"): no price either. */
export function isCountOfItself(point: string): boolean {
  return COUNT_OF_ITSELF.test(point.trim());
}

/** True for a point that is a figure of the business or its fee (never a service or a feature). */
export function isFigureOrFee(point: string): boolean {
  const text = point.trim();
  return COUNT_OF_ITSELF.test(text) || FEE.test(text);
}
