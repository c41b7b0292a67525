/**
 * Where each sentence of the description goes after the hero's: a fact is said once, in the section a
 * visitor looks in. A sentence that only states facts the page already shows in their own place ("Call
 * 029 2034 5678.", "Open Tuesday to Sunday 8:00–17:00.", "Tickets 890 Kč.") is not repeated in the about
 * section; a sentence about prices that says more than the price cards ("Free for 5 meetings a month; Pro
 * is $12 per user per month with unlimited meetings …") opens the pricing section; the rest is the story.
 */
import { recurringTimes } from "../../brief/schedules.js";
import type { SectionKind } from "../../model.js";
import { isFunctionWord, isLeadUpWord } from "../locale/clause-words.js";
import { EVENT_TYPES } from "../page-types.js";
import { describedAction, primaryAction } from "./actions.js";
import { extrasOf } from "./brief-extras.js";
import { productCapabilities } from "./capabilities.js";
import { offerLine, spanOf } from "./clauses.js";
import type { WriteContext } from "./context.js";
import { mainDate } from "./dates.js";
import { contactItems, eventItems, priceClause, priceSummary, priceTitle, venueOf } from "./facts.js";
import { isInvitation } from "./invitations.js";
import { offeringItems, paidPrices } from "./offerings.js";
import type { PointContext } from "./points.js";

/** Words that only lead up to a fact ("Call", "Open", "Book on", "Tickets"): a sentence of these and facts says nothing more. */
const LEAD_UP = new Set(
  (
    "a an the and or but is are our we you your us it its at on in to by for from of with per each only just " +
    "call ring phone text whatsapp email e-mail write speak talk contact reach visit find book order open opening " +
    "hours daily every day week weekend tickets ticket entry admission price prices cost costs now here online " +
    "table appointment appointments slot visit " +
    "us today also then all just"
  ).split(" "),
);

/** The sections a visitor acts in, in the order an invitation is said beside them (the first on the page). */
export const INVITATION_HOMES: SectionKind[] = [
  "registration",
  "signup",
  "subscribe",
  "lead-form",
  "download",
  "contact",
  "cta",
];

/** Sections that show a kind of fact in its own place. */
const PRICE_HOMES: SectionKind[] = ["pricing", "event-details", "registration"];
const DATE_HOMES: SectionKind[] = ["event-details", "registration", "countdown"];

interface Spans {
  text: string;
  /** The page's language, whose small words lead up to a fact as well. */
  lang: string;
  /** The description's facts this page shows elsewhere, as phrases to find in a sentence. */
  shown: string[];
}

/** The description's facts a page of these sections shows in their own place (prices, offers, contacts…). */
export function shownElsewhere(c: WriteContext, order: SectionKind[]): string[] {
  return shownFacts(c, order).shown;
}

function shownFacts(c: WriteContext, order: SectionKind[]): Spans {
  const { brief } = c;
  const shown: string[] = [];
  // The footer and the contact cards carry every contact detail and the opening hours.
  shown.push(...brief.phones.map((p) => p.text), ...brief.emails, ...brief.urls);
  // The contact cards show the first address only: a second office ("and 5 Peach Street") is the story's.
  shown.push(
    ...brief.hours.map((h) => h.text),
    ...brief.addresses.slice(0, 1),
    ...brief.socials.map((s) => s.text),
  );
  if (order.some((k) => PRICE_HOMES.includes(k)))
    for (const p of paidPrices(c)) {
      const clause = priceClause(p, brief.description);
      // What the price comes with is the card's text ("4 hours, 300 edited photos"): shown there too.
      shown.push(clause, ...(p.note ? [p.note] : []));
      // A price card shows its name above the price ("Full-day coverage" / "from $3,800"); a name that
      // ends in "of" or "for" reads only with its price ("8 payments of €300") and is not counted.
      // A raw label priceTitle does not show ("Launching 15 March 2027": a year names no price) is not counted.
      const label = priceTitle(p, brief.description, brief.prices) ? p.label : "";
      if (order.includes("pricing") && label && !/\s(?:of|for|at|with|to|per|by|in|on)$/i.test(label.trim()))
        shown.push(`${label} ${clause}`, `${label} is ${clause}`);
    }
  // An event's details show each price with its name ("Early bird €249 until 1 March").
  if (order.includes("event-details") || order.includes("registration"))
    shown.push(...priceSummary(paidPrices(c), brief.description).split(" · "));
  // Things sold with their prices on a product or service card: "Rings from 180 zł" is said there.
  const list = order.includes("products") ? "all" : order.includes("services") ? "fallback" : undefined;
  if (list)
    for (const p of offeringItems(c, { priced: list }).priced) {
      const clause = priceClause(p, brief.description);
      // The card shows the name and the price apart, so a sentence joining them with any word ("Riserva 2019
      // a 32 €", "Brot für 4 €") says nothing more.
      shown.push(`${p.label} ${clause}`, `${p.label} is ${clause}`, clause, p.label);
    }
  if (order.includes("offers")) shown.push(...brief.offers.map((o) => offerLine(o, brief.description)));
  if (order.some((k) => DATE_HOMES.includes(k))) shown.push(...brief.dates.map((d) => d.text));
  // The event's details show its duration, places and prices as the owner wrote them ("12 places").
  if (order.includes("event-details")) shown.push(...eventItems(c).map((item) => item.text ?? ""));
  return { text: brief.description, lang: c.lang, shown: shown.filter((s) => s.trim().length > 0) };
}

/** A test of whether a sentence only says facts a page of these sections shows in their own place ("8 places, £45"). */
export function saysOnlyFactsShownElsewhere(
  c: WriteContext,
  order: SectionKind[],
): (sentence: string) => boolean {
  const facts = shownFacts(c, order);
  return (sentence) => onlyShownFacts(sentence, facts);
}

/** Whether a sentence says nothing but facts shown elsewhere and the words that lead up to them. */
function onlyShownFacts(sentence: string, facts: Spans): boolean {
  let rest = sentence;
  let removed = false;
  for (const fact of [...facts.shown].sort((a, b) => b.length - a.length)) {
    if (!spanOf(rest, fact)) continue;
    rest = rest.split(fact).join(" ");
    removed = true;
  }
  // A number left over ("9:00–15:30", "€279" shown nowhere else) is a fact of its own.
  if (!removed || /\d/.test(rest)) return false;
  const words = rest.toLocaleLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  // In the page's language too: "Precio 1.240 € por persona" beside the price card says nothing more.
  return words.every(
    (w) => w.length < 3 || LEAD_UP.has(w) || isLeadUpWord(w, facts.lang) || isFunctionWord(w, facts.lang),
  );
}

export interface Placement {
  /** Sentences of the about section, in order. */
  about: string[];
  /** Sentences that open the pricing section. */
  pricing: string[];
  /** Sentences left out because they only repeat facts the page shows elsewhere. */
  repeated: string[];
  /** Sentences that say where to get an app or a game ("Free on iOS and Android"): the download section's. */
  download: string[];
  /** Sentences that ask the visitor to act ("Join the waitlist for the mobile app"): said beside the form. */
  invitations: string[];
}

/** The stores and platforms an app or a game is got from. */
const PLATFORMS =
  /(?<!\p{L})(?:iOS|iPhone|iPad|Android|App Store|Google Play|Play Store|Steam|Nintendo Switch|PlayStation|Xbox|Windows|macOS|Mac|PC|Linux)(?!\p{L})/u;

/** A short sentence whose news is where the app or game is to be had. */
export function saysWhereToGet(sentence: string): boolean {
  return PLATFORMS.test(sentence) && sentence.split(/\s+/).length <= 10;
}

/** How one sentence after the hero's reads on a page of some sections (independent of the price cards). */
interface SentenceRole {
  sentence: string;
  priced: boolean;
  toDownload: boolean;
  onlyShown: boolean;
  invites: boolean;
}

/**
 * The roles of the story's sentences per page context and section order, worked out once: every section
 * writer asks where the story goes (the about, pricing, download and fallback writers, for the draft and
 * the final order), and finding the facts shown elsewhere is the costly part.
 */
const ROLES = new WeakMap<WriteContext, Map<string, SentenceRole[]>>();

function sentenceRoles(c: WriteContext, order: SectionKind[]): SentenceRole[] {
  const byOrder = ROLES.get(c) ?? new Map<string, SentenceRole[]>();
  ROLES.set(c, byOrder);
  const key = order.join(" ");
  const known = byOrder.get(key);
  if (known) return known;
  const facts = shownFacts(c, order);
  const prices = paidPrices(c);
  const roles = c.story.slice(c.heroSentences).map((sentence) => {
    const priced = prices.some((p) => sentence.includes(p.text));
    return {
      sentence,
      priced,
      toDownload: order.includes("download") && !priced && saysWhereToGet(sentence),
      onlyShown: onlyShownFacts(sentence, facts) || listsPastWork(c, order, sentence),
      invites: !priced && isInvitation(sentence, c.lang),
    };
  });
  byOrder.set(key, roles);
  return roles;
}

/**
 * Whether a sentence is the list of past work a projects section shows ("Recent projects: Casa Brera
 * apartment (2025), Hotel Lucia in Como (2024)"): its heading and its projects, nothing more.
 */
function listsPastWork(c: WriteContext, order: SectionKind[], sentence: string): boolean {
  if (!order.includes("projects")) return false;
  const first = (c.brief.pastWork ?? []).find((p) => sentence.includes(p.text));
  if (!first) return false;
  // The heading only ("Recent projects:", "Progetti recenti:"): a sentence saying more before it stays.
  return sentence.slice(0, sentence.indexOf(first.text)).trim().split(/\s+/).length <= 4;
}

/**
 * Where the sentences after the hero's go on a page with these sections; `pricingCards` says whether the
 * pricing section has prices of its own to show (else a sentence about prices stays in the story).
 */
export function placeStory(c: WriteContext, order: SectionKind[], pricingCards: boolean): Placement {
  const placement: Placement = { about: [], pricing: [], repeated: [], download: [], invitations: [] };
  const buttons = [describedAction(c), primaryAction(c)].filter((b): b is string => Boolean(b));
  // Without a form to say it beside, an invitation stays in the story.
  const besideForm = order.some((k) => INVITATION_HOMES.includes(k));
  for (const { sentence, priced, toDownload, onlyShown, invites } of sentenceRoles(c, order)) {
    const toPricing = priced && pricingCards && order.includes("pricing");
    if (toDownload) placement.download.push(sentence);
    // The button says it already ("Join the waitlist." above a "Join the waitlist" button).
    else if (invites && !onlyShown && besideForm)
      (buttons.some((b) => repeatsButton(sentence, b)) ? placement.repeated : placement.invitations).push(
        sentence,
      );
    else if (onlyShown) {
      // The price cards say it all ("€25 feeds a dog for a month"); other facts may stay in the story.
      if (!toPricing) placement.repeated.push(sentence);
    } else if (toPricing) placement.pricing.push(sentence);
    else placement.about.push(sentence);
  }
  return placement;
}

/**
 * Whether an invitation says no more than a button: "Wishlist it on Steam now" beside "Wishlist on Steam",
 * "Join the waitlist." beside "Join the waitlist" (every word of the button, at most three more).
 */
function repeatsButton(sentence: string, button: string): boolean {
  const words = (text: string): string[] => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const said = words(sentence);
  const label = words(button);
  return label.length > 0 && label.every((w) => said.includes(w)) && said.length <= label.length + 3;
}

/** How many times the story's sentences were read for a page context (for the test that it is once per order). */
export function storyReadings(c: WriteContext): number {
  return ROLES.get(c)?.size ?? 0;
}

/** Sections that show the owner's offerings as cards. */
const CARD_SECTIONS: SectionKind[] = ["services", "features", "benefits", "learn", "products", "projects"];
const PEOPLE_SECTIONS: SectionKind[] = ["team", "speakers", "host"];

/**
 * What a page of these sections shows outside its story, for cutting the story into points that say
 * something new (points.ts): the facts in their own places, the cards, the hero's chips and (unless
 * `withHero` is false, for the hero's own sentences) its lead.
 */
export function pointContext(c: WriteContext, order: SectionKind[], withHero = true): PointContext {
  const { brief } = c;
  const shown = [...shownFacts(c, order).shown, c.company, c.title, c.audience, c.noun];
  if (withHero) shown.push(...c.story.slice(0, c.heroSentences));
  // The main button's words ("Wishlist on Steam"), and the description's own ("Wishlist it now"): not a
  // point as well.
  shown.push(describedAction(c) ?? "", primaryAction(c));
  // The hero's chips: the venue and the main date, not every place or date the description names.
  shown.push(venueOf(c) ?? "", mainDate(brief.dates)?.text ?? "");
  // A recurring event's time, where an event page shows it (its details' When, its hero chip); a pub's
  // "quiz every Tuesday at 20:00" stays a point of its story.
  if (order.includes("event-details") || EVENT_TYPES.includes(c.source.landingPageType))
    shown.push(...recurringTimes(brief.description).slice(0, 1));
  shown.push(...(extrasOf(brief).ages ?? []));
  // The footer labels each contact detail ("Adresse", "Telefon"): "Adresse Jarrestraße 40" says nothing new.
  shown.push(...contactItems(brief, c.lang).map((item) => item.title));
  if (order.some((k) => CARD_SECTIONS.includes(k))) {
    for (const item of offeringItems(c, { priced: "all" }).items)
      shown.push(item.title, item.price ?? "", item.text ?? "");
    shown.push(...productCapabilities(c), ...(extrasOf(brief).capabilities ?? []));
  }
  if (order.includes("offers") || order.includes("shipping"))
    shown.push(...brief.offers.map((o) => offerLine(o, brief.description)));
  if (order.some((k) => PEOPLE_SECTIONS.includes(k)))
    shown.push(...brief.people.flatMap((p) => [p.name, p.role ?? ""]));
  if (order.includes("agenda")) shown.push(...brief.agenda.flatMap((a) => [a.text, a.time ?? ""]));
  if (order.includes("projects")) shown.push(...(brief.pastWork ?? []).map((p) => p.text));
  const facts = [
    ...brief.prices.flatMap((p) => [p.text, priceClause(p, brief.description)]),
    ...brief.dates.map((d) => d.text),
    ...brief.hours.map((h) => h.text),
    ...brief.addresses,
    ...brief.phones.map((p) => p.text),
    ...brief.emails,
    ...brief.urls,
    ...brief.quantities,
    ...brief.offers,
    ...brief.people.map((p) => p.name),
    // "written by Jun Park, ex-chef": a role after its person's name is theirs, never a point of its own.
    ...brief.people.flatMap((p) => (p.role ? [`${p.name}, ${p.role}`] : [])),
    ...brief.places,
    ...brief.quoted,
    ...(extrasOf(brief).credentials ?? []),
    ...(extrasOf(brief).ages ?? []),
  ];
  return {
    lang: c.lang,
    name: c.company,
    shown: shown.filter(Boolean),
    facts,
    listed: brief.offerings,
    whereWhen: [
      ...brief.addresses,
      ...brief.places,
      ...brief.dates.map((d) => d.text),
      ...brief.hours.map((h) => h.text),
    ],
    prices: brief.prices.map((p) => p.text),
  };
}
