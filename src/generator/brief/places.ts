/**
 * Street addresses ("Fő utca 12, Veszprém", "221B Baker Street, London", "Hauptstraße 5, 10115 Berlin")
 * and places ("in Veszprém", "Budapest, District VII", "online", "on Zoom"). A capitalised word after
 * "in"/"at" is a place only when it is not a month, weekday, language, person or piece of technology
 * ("Location: React", "built in React", "in Slack" are not places).
 */

import { ADDRESS_PATTERNS, addressTown, CITY } from "./addresses.js";
import { INTL_MONTHS } from "./intl.js";
import { type Claims, MASK, trimSpan } from "./spans.js";
import { caseless, NOT_A_NAME, re } from "./vocabulary.js";

/**
 * A town written before the street in a case of its own ("w Krakowie, ul. Długa 12", "Debrecenben, Kossuth
 * utca 5") says where the business is, as a sentence does; it is no part of the address, which would show
 * "Krakowie, ul. Długa 12". Polish marks it with the preposition before it, Hungarian with its ending.
 */
const CASE_PREPOSITION_BEFORE = re(`(?<![\\p{L}])(?:w|we|na|z|ze|koło|pod|przy|obok|niedaleko)\\s$`, "iu");
const POLISH_STREET = /^(?:ul\.|al\.|pl\.|os\.|ulica|aleja|plac)\s/iu;
const HUNGARIAN_CASE_TOWN = re(`^[^,]*(?:ban|ben|ról|ről|ból|ből|nál|nél),\\s`, "u");

function withoutInflectedTown(
  text: string,
  span: { start: number; end: number },
): { start: number; end: number } {
  const address = text.slice(span.start, span.end);
  const comma = address.indexOf(", ");
  if (comma < 0 || !/\d/.test(address.slice(comma))) return span;
  const inflected =
    HUNGARIAN_CASE_TOWN.test(address) ||
    (POLISH_STREET.test(address.slice(comma + 2)) &&
      CASE_PREPOSITION_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start)));
  return inflected ? { start: span.start + comma + 2, end: span.end } : span;
}

const DISTRICT = re(
  `\\b${CITY},?\\s(?:District\\s[IVXLC]+\\b|[IVXLC]+\\.\\s?(?:kerület|district)|\\d{1,2}(?:st|nd|rd|th)\\sdistrict|\\d{1,2}\\.\\s?kerület)`,
  "gu",
);
// A Hungarian square or street named without a number ("Flórián tér, Budapest") is a place too.
const STREET_WORD = "(?:\\s(?:utca|út|tér|tere|körút|köz|sor|sétány|rakpart|fasor|liget|park))?";
/** A part of a town written before it in lower case: "in south Manchester", "across north-east London". */
const AREA_OF =
  "(?:(?:north|south|east|west|central|inner|outer|greater|north-east|north-west|south-east|south-west)\\s)?";
const PLACE_AFTER = re(
  `(?<lead>(?<![\\p{L}\\d_])(?:in|at|near|from|based\\sin|located\\sin|right\\sin|across|around|outside|près\\sde|cerca\\sde|vicino\\sa|nahe|Location|Venue|Where|Place|Address|Helyszín|à|en|em|w|we|nach|Adresse|Adres|Dirección|Direccion|Indirizzo|Endereço|Cím|Lieu|Lugar|Luogo|Ort|Locatie|Miejsce|Adres)\\s?:?\\s)(?:the\\s)?(?<place>${AREA_OF}${CITY}${STREET_WORD}(?:,\\s${CITY}(?![\\p{L}'’-]|\\s\\d))?)`,
  "gu",
);
const VENUE_KINDS = (
  "Hall Centre Center Church Chapel Cathedral Hotel Museum Gallery Library Theatre Theater School College " +
  "University Arena Stadium Station Market Pavilion Institute Club Barn Farm House Studios? Works Mill Yard " +
  "Lido Baths Inn Arms Tavern Brewery Winery Vineyard Cellars? Rooms Ballroom Gardens Harbour Marina Pier " +
  "Leisure\\sCentre"
)
  .split(" ")
  // The kind as owners write it after a name, capitalised or not: "the Crown Library", "the Crown library".
  .map((kind) => `[${kind[0]}${kind[0]!.toLowerCase()}]${kind.slice(1)}`)
  .join("|");
/**
 * A venue named with its kind: "Ashfield Community Centre", "St Mark's Church Hall, Dalston Lane", "the Crown
 * library" (the name is kept whole with its kind, never cut to "Crown").
 */
const VENUE = re(
  `(?<![\\p{L}\\d_])(?:at|in|from|inside|outside)\\s(?:the\\s)?(?<venue>(?:\\p{Lu}[\\p{L}'’.-]*\\s){1,4}(?:${VENUE_KINDS})(?![\\p{L}])(?:,\\s(?:\\p{Lu}[\\p{L}'’-]*\\s){1,3}(?:Street|St|Road|Rd|Lane|Avenue|Ave|Way|Place|Row|Square|Terrace))?)`,
  "gu",
);
/** A street named without a number: "a little tapas bar on Gardner Street", "just off Church Road". */
const STREET_ONLY = re(
  `(?<![\\p{L}\\d_])(?:on|off|in|at)\\s(?:the\\s)?(?<street>(?:\\p{Lu}[\\p{L}'’-]+\\s){1,3}(?:Street|Road|Lane|Avenue|Square|Place|Row|Terrace|Parade|Walk|Quay|Wharf|Green|Hill|Broadway|Crescent|Close)(?![\\p{L}]))`,
  "gu",
);
/**
 * The places a business goes to, with the word that says so: "serving the North Side of Chicago", "We cover
 * all of Greater London inside the M25", "across the US", "travelling across the North West".
 */
const AREA_NAME = `(?:all\\sof\\s|the\\swhole\\sof\\s)?(?:the\\s)?${AREA_OF}(?:St\\.?\\s)?\\p{Lu}[\\p{L}'’–-]*(?:\\s(?:of\\s(?:the\\s)?|upon\\s|on\\s)?\\p{Lu}[\\p{L}\\d'’-]*)*(?:\\s(?:inside|within)\\s(?:the\\s)?\\p{Lu}[\\p{L}\\d-]*)?(?:\\s(?:area|region|metro\\sarea|metro|suburbs))?`;
/** The same in other languages: "nous intervenons sur Lyon", "operiamo a Milano", "trabajamos en Sevilla". */
const INTL_AREA_LEAD =
  "interv(?:enons|enant|ient|enez)\\s(?:sur|à|dans)|(?:operiamo|lavoriamo|interveniamo)\\s(?:a|in|su)|(?:trabajamos|operamos)\\sen|(?:atendemos|trabalhamos)\\s(?:em|no|na)|(?:wir\\s)?(?:arbeiten|kommen)\\s(?:in|nach)|(?:werken|komen)\\sin|działamy\\sw";
const AREA_LEAD = caseless(
  `(?:serving|covering|we\\s(?:also\\s)?cover|across|throughout|travel(?:l)?ing\\s(?:across|throughout|to|around)|deliver(?:ing|ed|s)?\\s(?:to\\syour\\sdoor\\s)?(?:across|throughout|to|in)|anywhere\\sin|all\\sover|${INTL_AREA_LEAD})`,
);
const SERVICE_AREA = re(
  `(?<![\\p{L}])${AREA_LEAD}\\s(?<areas>${AREA_NAME}(?:(?:,\\s(?:including\\s)?|\\s(?:and|&|et|e|y|und|en|i)\\s)${AREA_NAME})*)`,
  "gu",
);
// "the greater Austin area, including Round Rock and Cedar Park": three places.
const AREA_SPLIT = /,\s(?:including\s)?|\s(?:and|&|et|e|y|und|en|i)\s/u;

/** Words after a place name that make it what something is made of or its style: "Wensleydale wool". */
const MATERIAL_AFTER = re(
  "^\\s(?:wool|yarn|fleece|cotton|linen|silk|leather|denim|cashmere|merino|tweed|oak|timber|wood|slate|stone|granite|marble|clay|porcelain|glass|steel|beans?|coffee|tea|honey|cheese|wine|cider|ale|beer|gin|whisky|whiskey|butter|cream|milk|lamb|beef|pork|salmon|oysters?|apples?|grapes?|hops|barley|wheat|flour|salt|water|lavender|heather|seaweed|style|cuisine|food|recipes?|breed)(?![\\p{L}])",
  "iu",
);
/** Before "in"/"from": where a thing is made or comes from, not where the business is ("made in Portugal"). */
const ORIGIN_BEFORE =
  /\b(?:(?:made|manufactured|produced|grown|sourced|imported|woven|printed|designed|harvested|picked|shipped)\s+(?:in|from)|(?:wines?|coffees?|beans|teas?|cheeses?|oils?|wool|yarn|cotton|silk|spices|chocolate|cocoa|honey|produce|ingredients|fabrics?|leather|timber|rugs|crafts|ceramics|textiles)\s+(?:[\p{L}-]+\s+)?from)\s$/iu;
/**
 * A group of people "in" a place is where the customers are, not where the business is: "food parcels for
 * families in Hackney", "a webinar for freelancers in Germany" (service areas, never an event's venue).
 */
const AUDIENCE_BEFORE =
  /\b(?:freelancers|founders|teachers|parents|students|businesses|people|owners|teams|families|customers|clients|professionals|landlords|homeowners|creators|developers|designers|marketers|nurses|doctors|companies|startups|sellers|makers|artists|musicians|retailers|employers|managers|leaders|women|men|kids|children|expats|newcomers|anyone|everyone)\s+(?:based\s+|living\s+|working\s+)?in\s$/iu;
/** Before "at": where someone worked ("15 years at Goldman Sachs", "ex-head of growth at Monzo"). */
const EMPLOYER_BEFORE = re(
  `(?:years?|months?|ex-\\p{L}[\\p{L}\\s-]{0,30}|formerly|previously|worked|working|career|time|head\\sof\\s\\p{L}+|(?:engineer|designer|manager|director|partner|analyst|intern|developer|consultant|banker|trader|researcher|scientist|lawyer)s?)\\sat\\s$`,
  "iu",
);
/** A place listed after a place ("in Didsbury, Chorlton and Withington"), and what may end such a list. */
// In other languages too: "in Deutschland, Österreich und der Schweiz", "en France, Belgique et Suisse".
const MORE_PLACES = re(
  `^(?:,\\s(?:(?:and|und|et|y|e|en|i|és)\\s)?|\\s(?:and|&|or|und|oder|et|ou|y|o|e|en|of|i|és)\\s)(?:(?:der|die|das|the|la|le|les|el|los|las|il|lo|de)\\s)?(${CITY})`,
  "u",
);
const LIST_END =
  /^(?:\s?[.,;:!?)]|$|\s(?:in|on|at|from|since|every|with|for|near|until|daily|only|[-–—])(?![\p{L}]))/u;

const ONLINE_ACTION =
  /\b(?:book|order|buy|shop|pay|apply|register|sign\s+up|enrol|enroll|find\s+us|follow\s+us|chat|available|booking|ordering|reviews?|tickets?|menu)(?:\s+\p{L}+){0,3}\s+$/iu;
const ARTICLE_BEFORE = /(?:^|\s)(?:an?|the|our|my|your|their)\s$/iu;
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
    // "nach Vereinbarung", "nach Absprache": when, by agreement, never a town after "nach".
    "vereinbarung",
    "absprache",
    "bedarf",
    "wunsch",
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
    // Shops that stock a product: "at Tesco" says where to buy it, not where the business is.
    "tesco",
    "sainsbury's",
    "sainsbury’s",
    "waitrose",
    "asda",
    "aldi",
    "lidl",
    "ocado",
    "boots",
    "morrisons",
    "costco",
    "walmart",
    "target",
    "kroger",
    "carrefour",
    "rewe",
    "edeka",
    "dm",
    "albert",
    "spar",
    "scratch",
    "minecraft",
    "roblox",
    "unity",
    "blender",
    "lightroom",
    "procreate",
    "xero",
    "quickbooks",
    "sage",
    "ableton",
    "garageband",
    "tableau",
    "etsy",
    "ebay",
    "amazon",
    "substack",
    "patreon",
    "squarespace",
    "html",
    "css",
    "sql",
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
    // Months and seasons after "en", "à", "w" ("en mayo", "w lipcu") are times, not places.
    ...INTL_MONTHS,
  ].concat([...NOT_A_NAME]),
);

export interface Places {
  addresses: string[];
  places: string[];
  /** Places a business goes to, from "serving", "across", "we cover" ("the North Side of Chicago"). */
  serviceAreas: string[];
}

const ALL_CAPS = re(String.raw`^\p{Lu}{2,}$`, "u");

/** Capitalised names in brackets right after a place: "(Didsbury, Chorlton, Withington)". */
const NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)*`;
const JOIN = String.raw`\s*(?:,|&|\s(?:and|y|et|und|e|en|i|és)\s)\s*`;
const PARTS_IN_BRACKETS = new RegExp(String.raw`^\s*\(${NAME}(?:${JOIN}${NAME})+\)`, "u");
const PARTS_SPLIT = new RegExp(JOIN, "u");

export function extractPlaces(text: string, claims: Claims, exclude: string[]): Places {
  const masked = claims.mask(text, MASK);
  const addresses: string[] = [];
  const places: string[] = [];
  const excluded = new Set(exclude.map((e) => e.toLowerCase()).filter(Boolean));
  const addPlace = (found: string) => {
    // "at Platform, New Station Street": the comma after a name is the sentence's, not the name's.
    const place = found.replace(/[\s,;:]+$/u, "");
    if (place && !places.includes(place) && !excluded.has(place.toLowerCase())) places.push(place);
  };

  const addressSpans: { start: number; end: number }[] = [];
  for (const [mayMatch, pattern] of ADDRESS_PATTERNS) {
    if (!mayMatch.test(masked)) continue;
    for (const m of masked.matchAll(pattern)) {
      const span = withoutInflectedTown(text, trimSpan(text, m.index, m.index + m[0].length));
      if (addressSpans.some((s) => s.start < span.end && span.start < s.end)) continue;
      // A street word opening the business's own name ("Camino Vivo organiza…", "Via Lattea Gelati") names
      // the business, not where it is: without a number it is no address.
      const named = text.slice(span.start, span.end);
      if (!/\d/u.test(named) && [...excluded].some((name) => name.startsWith(named.toLowerCase()))) continue;
      addressSpans.push(span);
      claims.add(span.start, span.end, "place");
      const address = text.slice(span.start, span.end);
      if (!addresses.includes(address)) addresses.push(address);
      const city = addressTown(address, pattern === ADDRESS_PATTERNS[0][1]);
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
  const serviceAreas: string[] = [];
  for (const m of masked.matchAll(SERVICE_AREA)) {
    const found = m.groups?.areas ?? "";
    const span = trimSpan(text, m.index + m[0].length - found.length, m.index + m[0].length);
    if (claims.overlaps(span.start, span.end)) continue;
    claims.add(span.start, span.end, "place");
    for (const area of text.slice(span.start, span.end).split(AREA_SPLIT))
      if (area && !serviceAreas.includes(area)) serviceAreas.push(area);
  }
  for (const pattern of [VENUE, STREET_ONLY]) {
    for (const m of masked.matchAll(pattern)) {
      const raw = m.groups?.venue ?? m.groups?.street ?? "";
      const start = m.index + m[0].length - raw.length;
      if (claims.overlaps(start, start + raw.length) || NOT_A_PLACE.has(raw.split(" ")[0].toLowerCase()))
        continue;
      claims.add(start, start + raw.length, "place");
      addPlace(raw);
    }
  }
  for (const m of masked.matchAll(PLACE_AFTER)) {
    const raw = m.groups?.place ?? "";
    const start = m.index + m[0].length - raw.length;
    if (claims.overlaps(start, start + raw.length)) continue;
    const kept = keepPlaceWords(raw);
    if (!kept || !isWhereTheBusinessIs(text, start, kept)) continue;
    // A name that goes on in capitals past what was read is not shown cut ("Vinoteka Pod" of "Vinoteka Pod Lipou …").
    if (kept === raw && /^\s\p{Lu}\p{Ll}/u.test(masked.slice(start + raw.length))) continue;
    // "in Didsbury, Chorlton and Withington", "Clinics in Leith and Morningside, Edinburgh": each one.
    const more = morePlaces(masked, start + kept.length);
    const names = more.length > 0 ? [...kept.split(", "), ...more.map((p) => p.name)] : [kept];
    const listEnd = more.length > 0 ? more[more.length - 1].end : start + kept.length;
    // "and beyond" belongs to the place before it: no offering "Beyond".
    const around = AND_AROUND.exec(masked.slice(listEnd, listEnd + 25));
    claims.add(start, listEnd + (around?.[0].length ?? 0), "place");
    // "in south Manchester (Didsbury, Chorlton, Withington)": the parts of the place named in brackets
    // are where the business works, each one kept.
    const parts = PARTS_IN_BRACKETS.exec(masked.slice(listEnd));
    if (parts) {
      const inside = text.slice(listEnd, listEnd + parts[0].length);
      claims.add(listEnd, listEnd + parts[0].length, "place");
      for (const part of inside.replace(/^\s*\(|\)$/gu, "").split(PARTS_SPLIT))
        if (part && !serviceAreas.includes(part)) serviceAreas.push(part);
    }
    const before = text.slice(Math.max(0, start - 50), start);
    const customersThere = AUDIENCE_BEFORE.test(before) || coversTowns(before, more.length, around !== null);
    for (const name of names) {
      if (keepPlaceWords(name) !== name) continue;
      if (!customersThere) addPlace(name);
      else if (!serviceAreas.includes(name)) serviceAreas.push(name);
    }
  }
  for (const m of masked.matchAll(ONLINE)) {
    if (claims.overlaps(m.index, m.index + m[0].length)) continue;
    // "book online", "order online": how to reach the business, not where it is.
    if (!m.groups?.platform && ONLINE_ACTION.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // "including an online gallery": a word describing a thing, not where the business works.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
    if (
      !m.groups?.platform &&
      ARTICLE_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index)) &&
      /^\s\p{Ll}/u.test(after)
    )
      continue;
    addPlace(m.groups?.platform ?? m[0]);
  }
  return { addresses, places, serviceAreas };
}

/** A place after "in"/"from"/"at" that says where the business is, not what it is made of or who worked where. */
function isWhereTheBusinessIs(text: string, start: number, place: string): boolean {
  const before = text.slice(Math.max(0, start - 50), start);
  if (ORIGIN_BEFORE.test(before) || EMPLOYER_BEFORE.test(before)) return false;
  return !MATERIAL_AFTER.test(text.slice(start + place.length, start + place.length + 20));
}

/**
 * Whether a list of towns after "in" is where the business goes, not where it is: "garden clearances in Swindon,
 * Marlborough and Wootton Bassett", "intervenant à Nantes, Rezé et Orvault", "photography in Yorkshire and
 * beyond" (one street address cannot be in several towns). Premises named before keep them places: "Clinics in
 * Leith and Morningside, Edinburgh".
 */
function coversTowns(before: string, listed: number, andAround: boolean): boolean {
  if (!SPREAD_LEAD.test(before) || PREMISES_BEFORE.test(before)) return false;
  return listed > 0 || andAround;
}
const SPREAD_LEAD = /(?:^|[\s(])(?:in|à|en|em|w|we|around|across)\s$/iu;
const PREMISES_BEFORE =
  /\b(?:clinics|studios|shops|stores|offices|branches|locations|salons|cafés|cafes|restaurants|gyms|schools|sites|venues|apartments|flats|rooms|properties|homes|houses|villas|cottages|apartamentos|appartamenti|Wohnungen|cabinets|praktijken|filialen|Praxen|Hallen|Standorte|Läden|Geschäfte|negozi|sedi|tiendas|lojas|unidades)\s+(?:\p{L}+\s+)?(?:in|à|en|em|w)\s$/iu;
/** "in Yorkshire and beyond", "à Lyon et environs", "in Köln und Umgebung": a place and what lies around it. */
const AND_AROUND =
  /^\s(?:and\s(?:beyond|surrounding\s(?:areas?|villages|towns)|surrounds|nearby)|et\s(?:environs|alentours)|und\sUmgebung|e\s(?:dintorni|provincia|região)|en\somgeving|y\salrededores)(?![\p{L}])/iu;

/** The places listed after the first one, when the list ends as a list does (else none). */
function morePlaces(masked: string, from: number): { name: string; end: number }[] {
  const found: { name: string; end: number }[] = [];
  let at = from;
  for (let m = MORE_PLACES.exec(masked.slice(at)); m; m = MORE_PLACES.exec(masked.slice(at))) {
    at += m[0].length;
    found.push({ name: m[1], end: at });
  }
  return found.length > 0 && LIST_END.test(masked.slice(at)) ? found : [];
}

/** A Polish case ending on a name after "w": "w Scratchu", "w Pythonie", "w Excelu" name a tool, no town. */
const CASE_ENDING = /(?:u|ie|em)$/u;

/** The place words of "Veszprém", "Sopron, Hungary"; "" when the first word is no place. */
function keepPlaceWords(raw: string): string {
  const words = raw.split(/(?=,\s)|\s/).filter(Boolean);
  const first = words[0]?.toLowerCase().replace(/[’'-]s$/, "") ?? "";
  // "New" opens a place's name before another capital: "New Hampshire", "New York" ("in New ways" is none).
  const named = first === "new" && /^\p{Lu}/u.test(words[1] ?? "");
  if ((NOT_A_PLACE.has(first) || NOT_A_PLACE.has(first.replace(CASE_ENDING, ""))) && !named) return "";
  if (ALL_CAPS.test(raw)) return "";
  // Stop at the first word that is not a place word ("Veszprém This" → "Veszprém").
  let end = 0;
  let out = raw;
  const parts = raw.split(/\s/);
  for (const [i, part] of parts.entries()) {
    // A capitalised small word between capitalised words is the name's own ("Vinoteka Pod Lipou", "Café Au Lait").
    const next = parts[i + 1] ?? "";
    const inName =
      /^\p{Lu}/u.test(part) &&
      !/,$/.test(part) &&
      /^\p{Lu}/u.test(next) &&
      !NOT_A_PLACE.has(next.toLowerCase().replace(/,$/, ""));
    if (end > 0 && !inName && NOT_A_PLACE.has(part.toLowerCase().replace(/,$/, ""))) {
      out = raw.slice(0, end).replace(/,$/, "");
      break;
    }
    end += part.length + 1;
  }
  return out.replace(/,$/, "");
}
