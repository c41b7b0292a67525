/**
 * Street addresses ("Fő utca 12, Veszprém", "221B Baker Street, London", "Hauptstraße 5, 10115 Berlin")
 * and places ("in Veszprém", "Budapest, District VII", "online", "on Zoom"). A capitalised word after
 * "in"/"at" is a place only when it is not a month, weekday, language, person or piece of technology
 * ("Location: React", "built in React", "in Slack" are not places).
 */
import { type Claims, MASK, trimSpan } from "./spans.js";
import { NOT_A_NAME, re } from "./vocabulary.js";

const CITY =
  "\\p{Lu}[\\p{L}'’-]+(?:\\s(?:am|an|upon|on|de|del|la|le|sur)\\s\\p{Lu}[\\p{L}'’-]+|\\s\\p{Lu}[\\p{L}'’-]+)?";
const CITY_SUFFIX = `(?:,\\s(?:\\d{4,5}\\s)?${CITY}(?:\\s(?:[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}|[A-Z]{2}\\s\\d{5}))?)?`;

const GERMANIC_STREET_SUFFIX =
  "(?:straße|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|gracht|kade|laan|plein|straat|steeg)";
/** The street word written apart: "Schönhauser Allee", "Frankfurter Straße". */
const GERMANIC_STREET =
  "(?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Gracht|Kade|Laan|Plein|Straat|Steeg)";
/** The first word of a street named in several words: capitalised, and no word that starts a sentence. */
const STREET_LEAD =
  "(?!(?:Visit|Find|Come|Meet|Call|Our|We|The|At|In|On|Near|See|Join|Book|Order|Pick|Drop|Open|Closed|Address|Adresse|Adres)\\s)\\p{Lu}[\\p{L}'’.-]*";
/** Later words of such a name, with the particles Dutch and German names carry ("Witte de Withstraat"). */
const STREET_NAME_WORD = "(?:\\p{Lu}[\\p{L}'’.-]*|de|van|der|den|het|ter|ten|von|vom|zum|zur|am|an|auf)";

/** Each address pattern with a cheap test for its street word, so the costly pattern runs only when it may match. */
const ADDRESS_PATTERNS: [RegExp, RegExp][] = [
  // Hungarian: "Fő utca 12", "Andrássy út 60", "Deák Ferenc tér 3/B"
  [
    /\s(?:utca|u\.|út|útja|tér|tere|körút|krt\.|köz|sor|sétány|rakpart|fasor|lépcső)\s\d/u,
    re(
      `(?:\\d{4}\\s${CITY},\\s)?\\p{Lu}[\\p{L}.-]*(?:\\s\\p{Lu}[\\p{L}.-]*){0,3}\\s(?:utca|u\\.|út|útja|tér|tere|körút|krt\\.|köz|sor|sétány|rakpart|fasor|lépcső)\\s\\d+(?:[/-]?[\\p{L}\\d]{1,3})?\\.?${CITY_SUFFIX}`,
      "gu",
    ),
  ],
  // English: "221B Baker Street, London", "10 Downing St", "1600 Pennsylvania Avenue NW, Washington"
  [
    /\s(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Square|Place|Way|Court|Terrace|Row|Close|Crescent|Parade|Walk|Gardens|Quay|Wharf|Highway|Hwy)\b/u,
    re(
      `(?<![\\d.,])\\d{1,5}[A-Za-z]?(?:[-–]\\d{1,5})?,?\\s(?:\\p{Lu}[\\p{L}'’-]+\\s){1,3}(?:Street|St\\.?|Road|Rd\\.?|Avenue|Ave\\.?|Lane|Ln\\.?|Boulevard|Blvd\\.?|Drive|Square|Place|Way|Court|Terrace|Row|Close|Crescent|Parade|Walk|Gardens|Quay|Wharf|Highway|Hwy)(?:\\s(?:NW|NE|SW|SE|N|S|E|W))?(?![\\p{L}])${CITY_SUFFIX}`,
      "gu",
    ),
  ],
  // German and Dutch: "Hauptstraße 5", "Musterstr. 12a", "Keizersgracht 123", "Witte de Withstraat 12",
  // "Schönhauser Allee 36", "Prins Hendrikkade 20"
  [
    /(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|gracht|kade|laan|plein|straat|steeg)\s\d/iu,
    re(
      `(?:${STREET_LEAD}\\s(?:${STREET_NAME_WORD}\\s){0,3}(?:${GERMANIC_STREET}|\\p{Lu}[\\p{L}-]*${GERMANIC_STREET_SUFFIX})|\\p{Lu}[\\p{L}-]*${GERMANIC_STREET_SUFFIX})\\s\\d+[a-z]?(?![\\p{L}\\d])${CITY_SUFFIX}`,
      "gu",
    ),
  ],
  // French, Spanish, Italian, Portuguese: "12 rue de la Paix, Paris", "Via Roma 12", "Calle Mayor 5"
  [
    /\b(?:rue|avenue|boulevard|place|calle|avenida|plaza|via|viale|piazza|corso|rua|largo)\s/iu,
    re(
      `(?:\\d{1,4},?\\s)?(?:rue|avenue|boulevard|place|calle|avenida|plaza|via|viale|piazza|corso|rua|largo)\\s(?:(?:de|du|des|la|le|del|della|di|da|do|dos|das)\\s)*\\p{Lu}[\\p{L}'’-]+(?:\\s\\p{Lu}[\\p{L}'’-]+)*(?:,?\\s\\d{1,4}(?![\\d]))?${CITY_SUFFIX}`,
      "giu",
    ),
  ],
];

// "Budapest, District VII", "Budapest VII. kerület", "Vienna's 7th district"
const DISTRICT = re(
  `\\b${CITY},?\\s(?:District\\s[IVXLC]+\\b|[IVXLC]+\\.\\s?(?:kerület|district)|\\d{1,2}(?:st|nd|rd|th)\\sdistrict|\\d{1,2}\\.\\s?kerület)`,
  "gu",
);
// A Hungarian square or street named without a number ("Flórián tér, Budapest") is a place too.
const STREET_WORD = "(?:\\s(?:utca|út|tér|tere|körút|köz|sor|sétány|rakpart|fasor|liget|park))?";
const PLACE_AFTER = re(
  `(?<lead>\\b(?:in|at|near|from|based\\sin|located\\sin|right\\sin|across|around|outside|Location|Venue|Where|Place|Address|Helyszín)\\s?:?\\s)(?:the\\s)?(?<place>${CITY}${STREET_WORD}(?:,\\s${CITY})?)`,
  "gu",
);
const ONLINE =
  /\b(?:online)\b|\b(?:on|via|over)\s(?<platform>Zoom|Google Meet|Microsoft Teams|Teams|YouTube Live|YouTube|Twitch|Discord|Webex|Hopin|Crowdcast)\b/giu;

/** Words that follow "in"/"at" but name no place. */
const NOT_A_PLACE = new Set(
  [
    "react",
    "vue",
    "angular",
    "svelte",
    "next.js",
    "node",
    "python",
    "java",
    "javascript",
    "typescript",
    "rust",
    "go",
    "swift",
    "kotlin",
    "ruby",
    "rails",
    "django",
    "laravel",
    "php",
    "excel",
    "sheets",
    "google",
    "word",
    "powerpoint",
    "notion",
    "slack",
    "figma",
    "sketch",
    "canva",
    "photoshop",
    "illustrator",
    "shopify",
    "wordpress",
    "webflow",
    "wix",
    "salesforce",
    "hubspot",
    "jira",
    "trello",
    "asana",
    "airtable",
    "zapier",
    "stripe",
    "paypal",
    "docker",
    "kubernetes",
    "aws",
    "azure",
    "gcp",
    "linux",
    "windows",
    "macos",
    "ios",
    "android",
    "chrome",
    "safari",
    "firefox",
    "github",
    "gitlab",
    "openai",
    "chatgpt",
    "ai",
    "zoom",
    "teams",
    "discord",
    "whatsapp",
    "instagram",
    "facebook",
    "tiktok",
    "linkedin",
    "youtube",
    "x",
    "twitter",
    "spotify",
    "apple",
    "app",
    "store",
    "play",
    "beta",
    "stock",
    "english",
    "hungarian",
    "german",
    "french",
    "spanish",
    "italian",
    "dutch",
    "polish",
    "portuguese",
    "arabic",
    "hebrew",
    "chinese",
    "japanese",
    "mind",
    "touch",
    "person",
    "stock",
    "style",
    "town",
    "time",
    "home",
    "pm",
    "am",
    "noon",
    "midnight",
    "spring",
    "summer",
    "autumn",
    "fall",
    "winter",
    "q1",
    "q2",
    "q3",
    "q4",
  ].concat([...NOT_A_NAME]),
);

export interface Places {
  addresses: string[];
  places: string[];
}

const ALL_CAPS = re(String.raw`^\p{Lu}{2,}$`, "u");

export function extractPlaces(text: string, claims: Claims, exclude: string[]): Places {
  const masked = claims.mask(text, MASK);
  const addresses: string[] = [];
  const places: string[] = [];
  const excluded = new Set(exclude.map((e) => e.toLowerCase()).filter(Boolean));
  const addPlace = (place: string) => {
    if (place && !places.includes(place) && !excluded.has(place.toLowerCase())) places.push(place);
  };

  const addressSpans: { start: number; end: number }[] = [];
  for (const [mayMatch, pattern] of ADDRESS_PATTERNS) {
    if (!mayMatch.test(masked)) continue;
    for (const m of masked.matchAll(pattern)) {
      const span = trimSpan(text, m.index, m.index + m[0].length);
      if (addressSpans.some((s) => s.start < span.end && span.start < s.end)) continue;
      addressSpans.push(span);
      claims.add(span.start, span.end, "place");
      const address = text.slice(span.start, span.end);
      if (!addresses.includes(address)) addresses.push(address);
      const city =
        /,\s(?:\d{4,5}\s)?([^,]+?)(?:\s(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]{2}\s\d{5}))?$/u.exec(
          address,
        )?.[1];
      if (city) addPlace(city);
    }
  }
  const districts = /district|kerület/i.test(masked) ? masked.matchAll(DISTRICT) : [];
  for (const m of districts) {
    const span = trimSpan(text, m.index, m.index + m[0].length);
    if (claims.overlaps(span.start, span.end)) continue;
    claims.add(span.start, span.end, "place");
    addPlace(text.slice(span.start, span.end));
  }
  for (const m of masked.matchAll(PLACE_AFTER)) {
    const raw = m.groups?.place ?? "";
    const start = m.index + m[0].length - raw.length;
    if (claims.overlaps(start, start + raw.length)) continue;
    const kept = keepPlaceWords(raw);
    if (!kept) continue;
    claims.add(start, start + kept.length, "place");
    addPlace(kept);
  }
  for (const m of masked.matchAll(ONLINE)) {
    if (claims.overlaps(m.index, m.index + m[0].length)) continue;
    addPlace(m.groups?.platform ?? m[0]);
  }
  return { addresses, places };
}

/** The place words of "Veszprém", "Sopron, Hungary"; "" when the first word is no place. */
function keepPlaceWords(raw: string): string {
  const words = raw.split(/(?=,\s)|\s/).filter(Boolean);
  const first = words[0]?.toLowerCase().replace(/[’'-]s$/, "") ?? "";
  if (NOT_A_PLACE.has(first)) return "";
  if (ALL_CAPS.test(raw)) return "";
  // Stop at the first word that is not a place word ("Veszprém This" → "Veszprém").
  let end = 0;
  let out = raw;
  for (const part of raw.split(/\s/)) {
    if (end > 0 && NOT_A_PLACE.has(part.toLowerCase().replace(/,$/, ""))) {
      out = raw.slice(0, end).replace(/,$/, "");
      break;
    }
    end += part.length + 1;
  }
  return out.replace(/,$/, "");
}
