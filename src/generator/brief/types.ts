/**
 * The content brief: everything a description says, extracted before a word of the page is written
 * (DESIGN.md §5, issue 10). The composer renders from this and from nothing else: every fact on a page is
 * one of these, shown exactly as the user wrote it (`text` fields are verbatim slices of the input).
 *
 * This file is the contract between the extractor (src/generator/brief/) and its users (the composer,
 * iteration, tests). Add fields; do not change the meaning of existing ones.
 */

/** What the business is, read from the description (the industry dropdown is only a hint). */
export const BUSINESS_KINDS = [
  "restaurant",
  "cafe",
  "bakery",
  "bar",
  "food-product",
  "shop",
  "saas",
  "mobile-app",
  "agency",
  "consultancy",
  "accountancy",
  "law-firm",
  "clinic",
  "dentist",
  "salon",
  "gym",
  "coach",
  "hotel",
  "tour",
  "school",
  "kids-camp",
  "conference",
  "meetup",
  "workshop",
  "festival",
  "webinar",
  "charity",
  "fashion",
  "photographer",
  "freelancer",
  "property-development",
  "estate-agent",
  "garage",
  "car-wash",
  "repair-shop",
  "home-services",
  "pet-care",
  "industrial",
  "newsletter",
  "other",
] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

/** A money amount exactly as written ("€12.50", "3 900 Ft", "$2,450", "499 euro"). */
export interface PriceFact {
  /** Verbatim, including currency symbol/code, grouping and decimals as the user wrote them. */
  text: string;
  /** Numeric value (12.5 for "€12.50"); for comparisons only, never for display. */
  amount: number;
  /** ISO 4217 code when known ("EUR", "HUF", "USD", "GBP"), else "". */
  currency: string;
  /** What the price is for, from the same clause, verbatim: "three-course lunch menu", "per litre". */
  label: string;
  /** Unit after the price when given: "per litre", "/month", "a night", "per person". */
  per?: string;
  /** What a pack priced in parentheses belongs to, verbatim: "cardamom buns" for "box of 6" in
   * "cardamom buns (€3 each, box of 6 for €16)". */
  of?: string;
  /**
   * What the price comes with, verbatim from right after it: "with unlimited meetings" ("Pro is $12 per user
   * per month with unlimited meetings"), "8 hours, 400+ edited photos" ("from £1,400 (8 hours, 400+ edited
   * photos)"), "including a glass of fizz at midnight", "breakfast included". Shown beside the price.
   */
  note?: string;
}

/** A date, date range or time from the description, resolved against the request's clock and zone. */
export interface DateFact {
  /** Verbatim text ("Saturday 6 March 2027 at 10:00", "14–16 May", "March 14 at 18:00 CET"). */
  text: string;
  /** Local calendar date of the start, YYYY-MM-DD. */
  start: string;
  /** Local start time HH:MM, only when the description gives a time. */
  startTime?: string;
  /** Last day of a range, YYYY-MM-DD (multi-day events). */
  end?: string;
  /** End time HH:MM when given ("18:00–20:00"). */
  endTime?: string;
  /** IANA zone: from the description ("CET", "London time", "Europe/Budapest"), else the request's zone, else "". */
  zone: string;
  /** The absolute instant of the start in that zone (ISO with offset), only when a time is known. */
  startsAt?: string;
  /** True when the start is before the reference date (the page says it has taken place). */
  past: boolean;
}

/** Opening hours as written: "Tuesday to Sunday 12:00-22:00", "Mon–Fri 8–18". */
export interface HoursFact {
  text: string;
  /** The days part verbatim ("Tuesday to Sunday"), "" when only times are given. */
  days: string;
  /** Times verbatim ("12:00-22:00", or "until 19:00" for a day open late). */
  times: string;
  /**
   * The name the description gives these hours, verbatim, when it writes one before them: "Sprechzeiten"
   * ("Sprechzeiten Mo–Do 8–18 Uhr, Fr 8–13 Uhr": both lines), "Sailings", "Horaires". Not part of `text`.
   */
  label?: string;
}

export interface PhoneFact {
  /** As written ("+36 30 123 4567"). */
  text: string;
  /** For tel: links ("+36301234567"); "" when it cannot be normalised. */
  e164: string;
}

export interface PersonFact {
  /** "Dr. Tom Reyes", "Anna Kovács". */
  name: string;
  /** "head chef", "keynote speaker", "host" — verbatim when given. */
  role?: string;
}

/** A quote the user supplied, with its author when named ("…" — Ana Lopez, owner of Casa Ana). */
export interface QuoteFact {
  text: string;
  author?: string;
  role?: string;
}

/** One agenda line the user gave: "10:00 welcome coffee", "Day 1: foundations". */
export interface AgendaFact {
  time?: string;
  text: string;
  /** A class on a weekday of every week ("maandag 19:00 Vinyasa"), not a line of one day's programme. */
  weekly?: boolean;
}

/** One project of a list of past work (brief/past-work.ts). */
export interface PastWorkFact {
  /** As written: "Hotel Lucia in Como (2024)". */
  text: string;
  /** Without the bracketed note: "Hotel Lucia in Como". */
  name: string;
  /** The bracketed note, usually the year: "2024". */
  note?: string;
}

/** One list of what a product comes in: the owner's clause, what it varies and its values in order. */
export interface Variant {
  line: string;
  kind: "colour" | "size" | "choice";
  values: string[];
}

export interface ContentBrief {
  kind: BusinessKind;
  /** The description, control characters removed and whitespace collapsed (nothing else changed). */
  description: string;
  /**
   * The description split into sentences, never inside "99.98%", "Bt.", "Dr.", "e.g.", "3.5", "St.",
   * URLs or e-mail addresses; each verbatim, with its final punctuation.
   */
  sentences: string[];
  /** What the business offers, as the user's own phrases from lists ("fresh pasta, natural wines and a terrace"). */
  offerings: string[];
  /**
   * The lists of offerings the description names, with the owner's word for each ("Gusti: pistacchio,
   * nocciola, …" → Gusti with its flavours; "Classic flavours like …"). Absent in older briefs.
   */
  offeringLists?: { name: string; items: string[] }[];
  /**
   * What a product does, as the user's verb phrases from sentences whose subject is the product or the
   * business: "joins your Zoom and Google Meet calls", "transcribes them", "sends a summary to Slack".
   */
  capabilities: string[];
  /**
   * Work done for others, listed after a heading ("Recent projects: Casa Brera apartment (2025), Hotel Lucia
   * in Como (2024)"): each project verbatim with its place, and its bracketed year as a note. Not offerings.
   */
  pastWork: PastWorkFact[];
  /**
   * The clients named after a clients heading, each as written ("Aesop", "Monocle"): whom the business
   * worked for, never its projects or offerings (brief/clients.ts).
   */
  clients?: string[];
  /** What the owner asks visitors to do, from a list of verbs opening a sentence: "Adopt", "foster", "volunteer". */
  actions: string[];
  prices: PriceFact[];
  dates: DateFact[];
  hours: HoursFact[];
  /** Street addresses verbatim ("Fő utca 12, Veszprém", "221B Baker Street, London"). */
  addresses: string[];
  /** Place names where the business is or the event happens ("Veszprém", "Sopron", "online"). */
  places: string[];
  /** Places a business comes to, verbatim ("serving Headingley and Chapel Allerton"). */
  serviceAreas: string[];
  phones: PhoneFact[];
  emails: string[];
  /** Web addresses verbatim (with or without scheme). */
  urls: string[];
  /** Social profiles: handles or URLs with their network ("instagram": "@bistrokert"). */
  socials: { network: string; text: string }[];
  people: PersonFact[];
  quotes: QuoteFact[];
  agenda: AgendaFact[];
  /** Quantities and specs verbatim: "5 kg", "900 mm", "since 1994", "12 000 readers", "groups of 8", "12 places". */
  quantities: string[];
  /** Offers and promises the user makes: "free shipping over €40", "first class free", "30-day returns". */
  offers: string[];
  /**
   * What vouches for the business, verbatim: registrations, certifications, memberships, licences, insurance
   * and inspection ratings ("Gas Safe registered", "SOC 2 Type II certified", "members of the Chartered
   * Society of Physiotherapy", "Fully insured and DBS checked", "Registered charity no. 1145678").
   */
  credentials: string[];
  /** Languages the business serves customers in, each as written: "English", "Tamil", "español". */
  languages: string[];
  /** Who it is for by age, verbatim: "ages 8–12", "aged 3 months to 5 years", "Over-18s only". */
  ages: string[];
  /**
   * What one product comes in, each list as written ("Comes in Charcoal, Moss and Oat", "Sizes S, M and L"):
   * a choice about the product, never a feature, an offering or an area (brief/variants.ts).
   */
  variants?: Variant[];
  /**
   * What the business says it does not do or offer, verbatim: "we don't do felling or stump grinding",
   * "We don't treat children under 12", "not suitable for coeliacs".
   */
  notOffered: string[];
  /** Text the user put in quotation marks that is not a testimonial (slogans, names), verbatim without the marks. */
  quoted: string[];
  /** Forms the owner asked the page to carry beside its own ("with a signup form for our newsletter"). */
  formsAsked?: "subscribe"[];
  /** BCP 47 language of the description ("en", "hu", "ar"…; "en" when unsure) and its direction. */
  lang: string;
  dir: "ltr" | "rtl";
}

/** What extraction needs besides the text. */
export interface BriefInput {
  description: string;
  title: string;
  companyName: string;
  targetAudience: string;
  /** The dropdown choices: hints for the kind, never overriding clear words in the description. */
  industry: string;
  landingPageType: string;
  /** The reference instant for relative dates ("next Friday") and for "past". */
  now: Date;
  /** The zone the user's browser sent (IANA), used when the description names none. */
  timeZone?: string;
}
