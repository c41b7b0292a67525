/**
 * Street address patterns of many countries ("Fő utca 12, Veszprém", "221B Baker Street, London",
 * "Hauptstraße 5, 10115 Berlin") and the town an address names. Read by places.ts.
 */

import { caseless, re } from "./vocabulary.js";

/**
 * A town of one or two words; a second word is never the letters of a postcode ("Bristol BS1 4DB"). Small
 * joining words go between two capitalised ones: "Frankfurt am Main", "Val di Fiemme", "Rio de Janeiro".
 */
export const CITY =
  "\\p{Lu}[\\p{L}'’-]+(?!\\d)(?:\\s(?:am|an|upon|on|de|del|la|le|sur|di|della|dei|da|do|dos|das|du|des|im|sul)\\s\\p{Lu}[\\p{L}'’-]+|(?:\\s\\p{Lu}[\\p{L}'’-]+(?!\\d)){1,2})?";
/**
 * A postcode before the town: "04275 Leipzig", "1052 Budapest", "3511 AS Utrecht" (Dutch), "31-019 Kraków"
 * (Polish), "1100-053 Lisboa" (Portuguese).
 */
const POSTCODE = "(?:\\d{4}\\s?[A-Z]{2}(?![\\p{L}])|\\d{2}-\\d{3}|\\d{4}-\\d{3}|\\d{4,5})";
/** A British postcode: "BS5 9QE", "CR0 4XG", "EC1A 1BB". */
const UK_POSTCODE = "[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}(?![\\p{L}\\d])";
/** An Australian state closing the town, then its postcode: "Fitzroy VIC 3065", "Paddington NSW 2021". */
const AU_POSTCODE = "(?<=\\s(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT))\\s\\d{4}(?![\\p{L}\\d])";
/**
 * The town after its postcode, with the words a town's name may have there and the province: "50022 Greve in
 * Chianti (FI)", "60311 Frankfurt am Main", "00060 Castelnuovo di Porto (RM)".
 */
const TOWN_AFTER_POSTCODE = `${CITY}(?:\\s(?:in|di|al|am|an\\sder|sul|sur)\\s\\p{Lu}[\\p{L}'’-]+)?(?:\\s\\([A-Z]{2}\\))?`;
/** A word after an address's comma that starts how to reach the business, not its town: "Industriestraße 5, Telefon 07031…". */
const NOT_CONTACT_WORD =
  "(?!(?:Telefon|Tel|Phone|Tél|Téléphone|Teléfono|Telefono|Telefoon|Telefone|Call|Email|E-mail|Mail|Fax|Mobil|Handy|WhatsApp|Bel|Open|Opening|Geöffnet|Öffnungszeiten)(?![\\p{L}]))";
const CITY_SUFFIX = `(?:,?\\s(?=${POSTCODE}\\s)${POSTCODE}\\s${TOWN_AFTER_POSTCODE}|,\\s${UK_POSTCODE}|,\\s(?:${POSTCODE}\\s${TOWN_AFTER_POSTCODE}|${NOT_CONTACT_WORD}${CITY})(?:\\s(?:${UK_POSTCODE}|[A-Z]{2}\\s\\d{5})|${AU_POSTCODE}|,\\s[A-Z]{2}(?:\\s\\d{5})?(?![\\p{L}\\d]))?)?`;

/** A suite or unit after an American street, before its town: "85 Main Street, Suite 4, Worcester, MA 01608". */
const US_UNIT = "(?:,?\\s(?:Suite|Ste\\.|Unit|Apt\\.?|Floor|Fl\\.|#)\\s?\\d{1,5}[A-Z]?(?![\\p{L}\\d]))?";

/** A Brazilian address's district, town and state after the number: "Rua Coronel Quirino, 1200 - Cambuí, Campinas - SP". */
const BR_PLACE = "\\p{Lu}[\\p{L}'’-]+(?:\\s(?:d[aeo]s?\\s)?\\p{Lu}[\\p{L}'’-]+){0,3}";
const BRAZIL_TAIL = `\\s[-–]\\s${BR_PLACE}(?:,\\s${BR_PLACE})?\\s[-–]\\s[A-Z]{2}(?![\\p{L}])`;

/** A town after the street in words, outside English: "Oudegracht 120 in Utrecht", "Hauptstraße 5 in Berlin". */
const IN_TOWN = `\\s(?:in|à|en|em|w|a)\\s(?!${POSTCODE})${CITY}`;

const GERMANIC_STREET_SUFFIX =
  "(?:straße|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|gracht|kade|laan|plein|straat|steeg|markt|graben|wall|kai|chaussee|promenade|pfad|zeile)";
/** The street word written apart: "Schönhauser Allee", "Frankfurter Straße". */
const GERMANIC_STREET =
  "(?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Gracht|Kade|Laan|Plein|Straat|Steeg)";
/**
 * The first word of a street named in several words: capitalised, and no word that starts a sentence. A dot
 * only closes a short word ("St.", "Dr."): "in der Freiburger Altstadt. Konviktstraße 12" is no street name,
 * nor is "… und Sophie Lang. Hohenzollernstraße 30" (a word of four letters and a dot ends a sentence).
 */
const STREET_LEAD =
  "(?!(?:Visit|Find|Come|Meet|Call|Our|We|The|At|In|On|Near|See|Join|Book|Order|Pick|Drop|Open|Closed|Address|Adresse|Adres)\\s)\\p{Lu}(?:\\p{L}{0,2}\\.|[\\p{L}'’-]*)";
/** Later words of such a name, with the particles Dutch and German names carry ("Witte de Withstraat"). */
const STREET_NAME_WORD =
  "(?:\\p{Lu}(?:\\p{L}{0,2}\\.|[\\p{L}'’-]*)|de|van|der|den|het|ter|ten|von|vom|zum|zur|am|an|auf)";

/** Street words of French, Spanish, Catalan, Italian and Portuguese addresses, before the street's name. */
const ROMANCE_STREET =
  "rue|avenue|av\\.|boulevard|bd|place|quai|chemin|all[ée]e|impasse|route|calle|c/|avenida|avda\\.|plaza|paseo|pasaje|camino|carrer|ronda|traves[íi]a|via|viale|piazza|piazzale|corso|vicolo|largo|rua|travessa|pra[çc]a|alameda|estrada";

/** Each address pattern with a cheap test for its street word, so the costly pattern runs only when it may match. */
export const ADDRESS_PATTERNS: [RegExp, RegExp][] = [
  // Hungarian: "Fő utca 12", "Andrássy út 60", "Deák Ferenc tér 3/B"
  [
    /\s(?:utca|u\.|út|útja|tér|tere|körút|krt\.|köz|sor|sétány|rakpart|fasor|lépcső)\s\d/u,
    re(
      `(?:(?:\\d{4}\\s)?${CITY},\\s)?\\p{Lu}[\\p{L}.-]*(?:\\s\\p{Lu}[\\p{L}.-]*){0,3}\\s(?:utca|u\\.|út|útja|tér|tere|körút|krt\\.|köz|sor|sétány|rakpart|fasor|lépcső)\\s\\d+(?:[/-]?[\\p{L}\\d]{1,3})?\\.?${CITY_SUFFIX}`,
      "gu",
    ),
  ],
  // English: "221B Baker Street, London", "10 Downing St", "1600 Pennsylvania Avenue NW, Washington"
  [
    /\s(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Square|Place|Way|Court|Terrace|Row|Close|Crescent|Parade|Walk|Gardens|Quay|Wharf|Highway|Hwy|Hill|Mews|Rise|Grove|Green)\b/u,
    re(
      `(?<![\\d.,])(?:(?:Unit|Flat|Suite|Apt\\.?|Apartment|Studio|Shop|Office)\\s)?\\d{1,5}[A-Za-z]?(?:[-–]\\d{1,5})?,?\\s(?:[NSEW]\\.?\\s|(?:North|South|East|West)\\s)?(?:\\p{Lu}[\\p{L}'’-]+\\s){1,3}(?:Street|St\\.?|Road|Rd\\.?|Avenue|Ave\\.?|Lane|Ln\\.?|Boulevard|Blvd\\.?|Drive|Square|Place|Way|Court|Terrace|Row|Close|Crescent|Parade|Walk|Gardens|Quay|Wharf|Highway|Hwy|Hill|Mews|Rise|Grove|Green)(?:\\s(?:NW|NE|SW|SE|N|S|E|W))?(?![\\p{L}])${US_UNIT}${CITY_SUFFIX}`,
      "gu",
    ),
  ],
  // German and Dutch: "Hauptstraße 5", "Musterstr. 12a", "Keizersgracht 123", "Witte de Withstraat 12",
  // "Schönhauser Allee 36", "Prins Hendrikkade 20"
  [
    /(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|gracht|kade|laan|plein|straat|steeg|markt|graben|wall|kai|chaussee|promenade|pfad|zeile)\s\d/iu,
    re(
      `(?:${STREET_LEAD}\\s(?:${STREET_NAME_WORD}\\s){0,3}(?:${GERMANIC_STREET}|\\p{Lu}[\\p{L}-]*${GERMANIC_STREET_SUFFIX})|\\p{Lu}[\\p{L}-]*(?:${GERMANIC_STREET_SUFFIX}|-${GERMANIC_STREET}))\\s\\d+[a-z]?(?![\\p{L}\\d])(?:${IN_TOWN}|${CITY_SUFFIX})`,
      "gu",
    ),
  ],
  // French, Spanish, Italian, Portuguese: "12 rue de la Paix, Paris", "Via Roma 12", "Calle Mayor 5",
  // "Rua Augusta 100, 1100-053 Lisboa". The street's name is capitalised ("a place to relax" is none).
  [
    re(`(?<![\\p{L}])(?:${ROMANCE_STREET})\\s`, "iu"),
    re(
      `(?:\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s)?${caseless(`(?:${ROMANCE_STREET})`)}\\s(?:${caseless("(?:de|du|des|la|le|les|l'|d'|del|de\\sla|della|delle|dei|di|da|do|dos|das|dels)")}\\s?)*\\p{Lu}[\\p{L}'’-]+(?:\\s(?:\\p{Lu}[\\p{L}'’-]+|de|del|da|di|do|dos|das|la|le))*(?:,?\\s(?:n[º°o]\\.?\\s?)?\\d{1,4}[a-zA-Z]?(?![\\d])(?!\\s(?!(?:in|à|en|em|w|a)\\s)\\p{Ll}))?(?:${BRAZIL_TAIL}|${IN_TOWN}|${CITY_SUFFIX})`,
      "gu",
    ),
  ],
  // Polish: "ul. Floriańska 15, 31-019 Kraków", "al. Jerozolimskie 54", "pl. Szczepański 3", and the town
  // before the street as Poles often write it: "Kraków, ul. Długa 12".
  [
    /(?:^|[^\p{L}])(?:ul|al|pl|os)\.\s|\b(?:ulica|aleja|plac)\s/iu,
    re(
      `(?:(?<![\\p{L}])${CITY},\\s)?(?<![\\p{L}])${caseless("(?:ul\\.|al\\.|pl\\.|os\\.|ulica|aleja|plac)")}\\s\\p{Lu}[\\p{L}'’.-]*(?:\\s\\p{Lu}[\\p{L}'’.-]*){0,3}\\s\\d{1,4}[a-zA-Z]?(?:\\s?[/]\\s?\\d{1,4})?(?![\\p{L}\\d])(?:${IN_TOWN}|${CITY_SUFFIX})`,
      "gu",
    ),
  ],
  // English without a house number, closed by a British postcode: "New Station Street, Leeds LS1 4JB", with
  // the venue named before it after "at": "at The Corn Exchange, New Station Street, Leeds LS1 4JB".
  [
    re(UK_POSTCODE, "u"),
    re(
      `(?:(?<=(?:^|\\s)at\\s)(?:The\\s|the\\s)?(?:\\p{Lu}[\\p{L}'’&-]*\\s){0,3}\\p{Lu}[\\p{L}'’&-]*,\\s)?(?:\\p{Lu}[\\p{L}'’-]+\\s){1,3}(?:Street|St\\.?|Road|Rd\\.?|Avenue|Ave\\.?|Lane|Boulevard|Drive|Square|Place|Way|Court|Terrace|Row|Close|Crescent|Parade|Walk|Gardens|Quay|Wharf|Hill|Mews|Green)(?:,\\s${CITY})?,?\\s${UK_POSTCODE}`,
      "gu",
    ),
  ],
  // British premises with no street word, closed by a postcode: "Unit 7, Tyseley Industrial Estate,
  // Birmingham B11 2AA", "12 Riverside Business Park, Leeds LS11 5DD".
  [
    re(UK_POSTCODE, "u"),
    re(
      `(?<![\\p{L}\\d])(?:(?:Units?|Suite|Flat|Studio|Shop|Office|Block|Building|Warehouse)\\s\\d{1,4}[A-Za-z]?|\\d{1,5}[A-Za-z]?)(?:,?\\s\\p{Lu}[\\p{L}'’&-]*(?:\\s\\p{Lu}[\\p{L}'’&-]*){0,4}){1,3},\\s${CITY}\\s${UK_POSTCODE}`,
      "gu",
    ),
  ],
];

const TOWN_AFTER = re(
  `(?:,\\s|\\s(?=${POSTCODE}\\s))(?:${POSTCODE}\\s)?([^,\\d]+?)(?:\\s(?:[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}|[A-Z]{2}\\s\\d{5})|,\\s[A-Z]{2}(?:\\s\\d{5})?)?$`,
  "u",
);
const TOWN_IN = re(`\\s(?:in|à|en|em|w|a)\\s(\\p{Lu}[^,\\d]*)$`, "u");
const TOWN_BEFORE = re(`^(?:${POSTCODE}\\s)?([^,\\d]+),\\s.*\\d`, "u");

/**
 * The town of an address, without its postcode: "04275 Leipzig" → "Leipzig"; a Hungarian address may name it
 * first ("Somlóvásárhely, Fő utca 3").
 */
export function addressTown(address: string, townFirst: boolean): string {
  return (
    TOWN_AFTER.exec(address)?.[1] ??
    (townFirst ? TOWN_BEFORE.exec(address)?.[1] : undefined) ??
    TOWN_IN.exec(address)?.[1] ??
    ""
  )
    .replace(/\s[-–]\s[A-Z]{2}$/u, "") // a Brazilian state after its town: "Campinas - SP"
    .trim();
}
