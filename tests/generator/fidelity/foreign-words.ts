/**
 * Words that belong to one trade and must not appear on another trade's page (issue 10: a phone-repair
 * shop promised "SSO, audit logs", an oat-milk launch with "Private dining", a pet rescue with "Claim my
 * offer", a solicitor's form asking for "Work email"). Words are grouped by trade; each business kind
 * lists the groups that are its own, and every other group is foreign to it.
 *
 * Matching is whole-word and case-insensitive on what a visitor reads (text, select options,
 * placeholders, alt texts). A word the user wrote in the description is always allowed (checks.ts).
 * Entries "field:X" match a form field whose label or placeholder starts with X ("field:Company" catches
 * "Company" and "Company name", not the word "company" in a sentence).
 */
import { BUSINESS_KINDS, type BusinessKind } from "../../../src/generator/brief/types.js";

/** Trade vocabulary: words that only make sense for the kinds that own the group. */
export const TRADE_WORDS = {
  /** Software products. */
  software: [
    "dashboard",
    "integrations",
    "API",
    "SSO",
    "single sign-on",
    "audit log",
    "audit logs",
    "uptime",
    "faster releases",
    "release notes",
    "deploy",
    "per seat",
    "pipeline automation",
  ],
  /** Office work: fine for firms that sell to other firms, odd on a trattoria. */
  office: ["workflow", "workflows", "onboarding", "stakeholders", "teams onboard"],
  marketing: ["ROAS", "ad spend", "conversion rate", "campaign performance"],
  health: ["patients", "same-day appointments", "video consultations", "blood tests", "prescription"],
  fitness: ["HIIT", "cardio", "strength classes", "personal training", "mobility sessions", "workout"],
  school: ["scholarship", "curriculum", "alumni", "tuition", "career coaching", "bootcamp", "enrol now"],
  property: ["free valuation", "book a viewing", "viewings", "mortgage", "first-time buyers", "floor plans"],
  finance: ["retirement plans", "tax-smart", "pension", "portfolio returns", "financial planning"],
  cars: ["MOT", "test drive", "oil change", "tyres", "brake pads", "bodywork"],
  legal: ["solicitor", "legal advice", "litigation", "case review", "no win, no fee", "conveyancing"],
  travel: ["itinerary", "glacier hikes", "northern lights", "cosy lodges", "small-group adventures"],
  industry: ["supply chain audits", "lean workshops", "interim managers", "OEM", "payload", "tolerances"],
  shopping: [
    "Add to cart",
    "Add to basket",
    "checkout",
    "Claim my offer",
    "Shop now",
    "discount code",
    "free shipping",
    "in stock",
  ],
  charity: ["Donate", "donation", "Gift Aid"],
  stage: ["line-up", "headliner", "setlist", "encore", "backstage", "main stage"],
  fashion: ["lookbook", "size guide", "fit guide"],
  food: [
    "Private dining",
    "Seasonal menu",
    "Book a table",
    "tasting menu",
    "natural wines",
    "fresh pasta",
    "head chef",
    "à la carte",
  ],
  /** Form fields for people buying for a company: a consumer is never asked for these. */
  businessForms: [
    "field:Work email",
    "field:Business email",
    "field:Company",
    "field:Company size",
    "field:Job title",
  ],
} as const satisfies Record<string, readonly string[]>;

type Trade = keyof typeof TRADE_WORDS;

/**
 * Per kind: the groups that are its own (everything else is foreign) and extra words foreign to it.
 * `shopping` is owned by every kind that sells something; it is foreign only where buying makes no sense.
 */
const KINDS: Record<BusinessKind, { own: Trade[]; extra?: string[]; note: string }> = {
  restaurant: { own: ["food", "shopping"], extra: ["release"], note: "a place to eat: menus, tables" },
  cafe: { own: ["food", "shopping"], extra: ["release"], note: "coffee and cake, not software" },
  bakery: { own: ["shopping"], extra: ["release"], note: "bread and pastries to take away" },
  bar: { own: ["food", "shopping", "stage"], extra: ["release"], note: "drinks, maybe live music" },
  "food-product": { own: ["shopping"], note: "a packaged product: no tables, no dining" },
  shop: { own: ["shopping", "fashion"], note: "a shop sells; no software or clinic words" },
  saas: {
    own: ["software", "office", "marketing", "shopping", "businessForms"],
    note: "software sold to teams",
  },
  "mobile-app": { own: ["software", "office", "shopping"], note: "an app for consumers" },
  agency: {
    own: ["office", "marketing", "shopping", "businessForms"],
    note: "a creative or marketing agency: campaigns, not dashboards",
  },
  consultancy: {
    own: ["office", "marketing", "finance", "industry", "businessForms"],
    note: "advice to businesses; no shop words",
  },
  accountancy: { own: ["office", "finance", "businessForms"], note: "books and tax; no shop words" },
  "law-firm": { own: ["legal", "office"], note: "a solicitor: consumers are not asked for their company" },
  clinic: { own: ["health"], note: "care: patients yes, checkout no" },
  dentist: { own: ["health"], note: "care: patients yes, checkout no" },
  salon: { own: ["shopping"], note: "hair and beauty" },
  gym: { own: ["fitness", "shopping"], note: "training, classes" },
  coach: { own: ["fitness", "school", "office", "shopping"], note: "a personal or career coach" },
  hotel: { own: ["food", "travel", "shopping"], note: "rooms, breakfast, the area" },
  tour: { own: ["travel", "shopping"], note: "trips and guided tours" },
  school: { own: ["school", "office"], note: "courses and classes; no checkout" },
  "kids-camp": { own: ["school", "fitness"], note: "children's camps; parents are not asked for a company" },
  conference: {
    own: ["office", "marketing", "stage", "shopping", "businessForms"],
    note: "talks for professionals",
  },
  meetup: { own: ["office", "marketing", "stage"], note: "a free community evening" },
  workshop: { own: ["school", "office", "marketing", "shopping"], note: "a hands-on session" },
  festival: { own: ["stage", "food", "shopping"], note: "a concert or festival" },
  webinar: {
    own: ["office", "marketing"],
    note: "an online session: a breathing webinar has no HIIT, no checkout",
  },
  charity: { own: ["charity"], note: "donations and volunteering: never 'Claim my offer'" },
  fashion: { own: ["fashion", "shopping"], note: "clothing brand" },
  photographer: { own: ["shopping"], note: "photo sessions and prints" },
  freelancer: {
    own: ["office", "marketing", "shopping", "businessForms"],
    note: "a designer or developer selling to clients",
  },
  "property-development": { own: ["property"], note: "new homes for sale" },
  "estate-agent": { own: ["property"], note: "selling and letting homes" },
  garage: { own: ["cars", "shopping"], note: "car servicing and repairs" },
  "car-wash": { own: ["cars", "shopping"], note: "washing and valeting cars" },
  "repair-shop": { own: ["shopping"], note: "phones, laptops, bikes: no SSO, no faster releases" },
  "home-services": { own: ["shopping"], note: "plumbers, cleaners, electricians" },
  "pet-care": { own: ["shopping"], note: "grooming, boarding, vets' helpers" },
  industrial: { own: ["industry", "office", "businessForms"], note: "machines and parts for factories" },
  newsletter: { own: ["office", "marketing"], note: "a newsletter: subscribe, read" },
  other: { own: ["shopping"], note: "unknown kind: only neutral words" },
};

/** The words foreign to one kind: the union of the groups it does not own, plus its extras. */
function foreignTo(kind: BusinessKind): string[] {
  const { own, extra = [] } = KINDS[kind];
  const foreign = (Object.keys(TRADE_WORDS) as Trade[])
    .filter((trade) => !own.includes(trade))
    .flatMap((trade): readonly string[] => TRADE_WORDS[trade]);
  return [...foreign, ...extra];
}

/** Per business kind: every word foreign to it. */
export const FOREIGN_WORDS = {} as Record<BusinessKind, readonly string[]>;
for (const kind of BUSINESS_KINDS) FOREIGN_WORDS[kind] = foreignTo(kind);
