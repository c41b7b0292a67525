/**
 * The content brief extractor (issue 10): every fact a description gives, verbatim, before a word of the
 * page is written. Pure, synchronous and deterministic: the same input (including `now`) gives the same
 * brief.
 *
 * Extractors run in a fixed order and claim the text they take (spans.ts), so a later one never reads the
 * same characters again: contacts and quotes first, then credentials, offers, what is not offered,
 * languages, ages, prices, opening hours, agendas, phones, dates, people, places, quantities, and the
 * offerings from what is left.
 */
import { extractActions } from "./actions.js";
import { withAddRequestsRead } from "./add-requests.js";
import { extractAgenda } from "./agenda.js";
import { extractAges } from "./ages.js";
import { extractCapabilities } from "./capabilities.js";
import { extractClients } from "./clients.js";
import { extractContacts } from "./contacts.js";
import { extractCredentials } from "./credentials.js";
import { extractDates } from "./dates.js";
import { extractExclusions } from "./exclusions.js";
import { claimFormSentences } from "./form-asks.js";
import { extractHours } from "./hours.js";
import { claimInstructions, claimOpeningRequests } from "./instructions.js";
import { classifyKind } from "./kind.js";
import { detectLanguage } from "./language.js";
import { extractLanguages } from "./languages.js";
import { namedPeopleWithRoles, withRolesAfterNames } from "./named-person.js";
import { extractOfferings } from "./offerings.js";
import { extractOffers } from "./offers.js";
import { formsAskedIn } from "./page-wishes.js";
import { claimPartners } from "./partners.js";
import { extractPastWork } from "./past-work.js";
import { extractPeople } from "./people.js";
import { extractPhones } from "./phones.js";
import { extractPlaces } from "./places.js";
import { extractPrices } from "./prices.js";
import { extractProgramme } from "./programme.js";
import { extractQuantities } from "./quantities.js";
import { extractQuotes } from "./quotes.js";
import { defaultRegion, dollarCountry, dollarCurrency } from "./region.js";
import { sanitizeText } from "./sanitize.js";
import { splitSentences } from "./sentences.js";
import { Claims } from "./spans.js";
import { claimSpecLists } from "./spec-lists.js";
import { extractTimetable } from "./timetable.js";
import { withTownsCapitalised } from "./towns.js";
import type { BriefInput, ContentBrief, PersonFact } from "./types.js";
import { languageTag } from "./variant.js";
import { extractVariants } from "./variants.js";
import { findZoneMentions, isValidZone } from "./zones.js";

export { sanitizeText } from "./sanitize.js";
export * from "./types.js";

export function extractBrief(input: BriefInput): ContentBrief {
  // "Add de-shedding treatment too": the asking is said to us, the thing it names is the owner's fact.
  const written = withAddRequestsRead(sanitizeText(String(input.description ?? "")));
  const { lang, dir } = detectLanguage(written);
  // "a bologna", "à lyon": a town the owner wrote in lower case is still a name (towns.ts).
  const description = withTownsCapitalised(written, lang);
  const sentenceSpans = splitSentences(description);
  const requestZone = input.timeZone && isValidZone(input.timeZone) ? input.timeZone : "";
  const claims = new Claims();
  // What the owner asks of us ("need a page for my plumbing business") is read for no fact.
  claimInstructions(sentenceSpans, claims);
  // What the form asks ("Registration asks for name and work email") shapes the form, not the copy.
  claimFormSentences(sentenceSpans, claims);

  const contacts = extractContacts(description, claims);
  const { quotes, quoted } = extractQuotes(description, claims);
  // "Clients include Aesop, Monocle and Kinfolk": whom they worked for, read before the work and offerings.
  const clients = extractClients(sentenceSpans, claims, lang);
  // Work done for others ("Recent projects: … in Como (2024)"): its places and years are not the business's.
  const pastWork = extractPastWork(description, sentenceSpans, claims, lang);
  const credentials = extractCredentials(description, claims);
  const offers = extractOffers(description, claims);
  const notOffered = extractExclusions(description, claims);
  const languages = extractLanguages(description, claims);
  const ages = extractAges(description, claims);
  const dollarPlace = dollarCountry(
    [description, input.title, input.companyName, input.targetAudience].filter(Boolean).join("\n"),
  );
  // A bare "$" in Fitzroy VIC 3065 is the Australian dollar ("US$" says otherwise and keeps USD).
  const prices = extractPrices(description, claims).map((p) =>
    p.currency === "USD" && !/US\$|USD|US dollars?/i.test(p.text)
      ? { ...p, currency: dollarCurrency(dollarPlace) }
      : p,
  );
  // A weekly class timetable first: its days and times are no opening hours.
  const timetable = extractTimetable(description, claims);
  const hours = extractHours(description, claims);
  const agenda = [...timetable, ...extractAgenda(description, claims)];
  const zones = findZoneMentions(description, requestZone);
  const foundRegion = defaultRegion({
    textZones: zones.map((z) => z.zone),
    currencies: prices.map((p) => p.currency),
    lang,
    requestZone,
    dollarPlace,
  });
  const pageLang = languageTag(lang, description, foundRegion);
  // A Brazilian description's phones dial Brazil even when nothing else names the country.
  const region = pageLang === "pt-BR" ? "BR" : foundRegion;
  const phones = extractPhones(description, claims, region);
  const dates = extractDates(description, sentenceSpans, claims, {
    now: input.now instanceof Date && !Number.isNaN(input.now.getTime()) ? input.now : new Date(0),
    requestZone,
    zones,
    monthFirst: region === "US",
  });
  // "Comes in Charcoal, Moss and Oat": a product's choices, claimed before places read "in Charcoal" as an area.
  const variants = extractVariants(sentenceSpans, claims);
  // "Dr. Henrik Brandt. Seit 2009 Anwalt für Arbeitsrecht.": a name alone, then what the person is.
  const introduced = namedPeopleWithRoles(sentenceSpans, claims, [input.companyName, input.title]);
  const people = withRolesAfterNames(
    withIntroduced(extractPeople(description, claims, [input.companyName]), introduced),
    sentenceSpans,
    claims,
  );
  // "Lineup: live music, street food and a craft market": the event's agenda, one item each; a line-up of
  // names is its people's (read just above). A webinar's programme is what it teaches: its learn list.
  // Read whole, by its label, so no item is cut or lost ("Au programme : a, b, c" has no "and").
  const programmeRead = extractProgramme(sentenceSpans, claims);
  const webinar = input.landingPageType === "webinar";
  const programme = webinar ? [] : programmeRead;
  const learned = webinar ? programmeRead.map((item) => item.text) : [];
  // Places before quantities: "5 place de la République" and "ul. Długa 5 w Gdańsku" are addresses, not "5 places" or "5 W".
  const {
    addresses,
    places,
    serviceAreas: areasNamed,
  } = extractPlaces(description, claims, [input.companyName, ...people.map((p) => p.name)]);
  const quantities = extractQuantities(description, claims);
  claimOpeningRequests(sentenceSpans, claims);
  // "Zasięg do 80 km, waga 17 kg, ładowanie w 3,5 godziny": specs, no word of which is a feature.
  claimSpecLists(sentenceSpans, claims);
  // Insurers, ways to pay and integrations are conditions: no offering is read from them.
  claimPartners(sentenceSpans, claims);
  const { capabilities, sentenceStarts } = extractCapabilities(sentenceSpans, input.companyName);
  const {
    offerings,
    serviceAreas: areasListed,
    lists,
  } = extractOfferings(
    description,
    sentenceSpans,
    claims,
    [input.companyName, input.title],
    lang,
    sentenceStarts,
  );

  const serviceAreas = [...new Set([...areasNamed, ...areasListed])];
  // "inside and out £15" is one priced thing: its "inside" is no offering of its own.
  // "Falegnameria artigianale a Cremona, mobili su misura e restauro": the first sentence's opening item is
  // what the business is and where, not one of its services.
  const offeringsOwn = offerings.filter(
    (o) => !halfOfPriceLabel(o, prices) && !namesTheBusiness(o, sentenceSpans[0]?.text ?? ""),
  );

  return {
    kind: classifyKind(input, description),
    description,
    sentences: sentenceSpans.map((s) => s.text),
    formsAsked: formsAskedIn(sentenceSpans.map((s) => s.text)),
    offerings: [...learned, ...offeringsOwn],
    ...(lists.length > 0 ? { offeringLists: lists } : {}),
    capabilities,
    pastWork,
    ...(clients.length > 0 ? { clients } : {}),
    actions: extractActions(sentenceSpans),
    prices,
    dates,
    hours,
    addresses,
    places,
    serviceAreas,
    phones,
    emails: contacts.emails,
    urls: contacts.urls,
    socials: contacts.socials,
    people,
    quotes,
    agenda: [...agenda, ...programme],
    quantities,
    offers,
    credentials,
    languages,
    ages,
    ...(variants.length > 0 ? { variants } : {}),
    notOffered,
    quoted,
    lang: pageLang,
    dir,
  };
}

/** Whether an offering is one side of a price's label joined by "and": "inside" of "inside and out £15". */
function halfOfPriceLabel(offering: string, prices: { label: string }[]): boolean {
  const item = offering.toLowerCase();
  return prices.some((p) => {
    const label = p.label.toLowerCase();
    return label !== item && label.split(/\s(?:and|&|or|und|et|e|y|en|i)\s/u).includes(item);
  });
}

/** A trade, then "in"/"a"/"à"/"w" and a town: "Falegnameria artigianale a Cremona", "Bakery in Leeds". */
const TRADE_IN_TOWN =
  /^\p{L}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,3}\s(?:in|a|à|en|em|w|we|im|bei|te|no|na|at)\s\p{Lu}[\p{L}'’-]+(?:[\s-]\p{Lu}[\p{L}'’-]+)?$/u;

/** Whether an offering is the description's opening words naming the business and its town. */
function namesTheBusiness(offering: string, firstSentence: string): boolean {
  return TRADE_IN_TOWN.test(offering) && firstSentence.trimStart().startsWith(offering);
}

/** The people found, with those a name-alone sentence introduced (their role kept when found twice). */
function withIntroduced(people: PersonFact[], introduced: PersonFact[]): PersonFact[] {
  const out = [...people];
  for (const p of introduced) {
    const known = out.find((q) => q.name === p.name);
    if (!known) out.push(p);
    else if (!known.role) known.role = p.role;
  }
  return out;
}
