/**
 * The page's main call to action: what it asks the visitor to do, worded for the page type and the
 * business kind, and where the button leads (the section holding the form or the offer).
 */

import type { LandingPageType } from "../../../core/page-options.js";
import { isPageInstruction } from "../../brief/instructions.js";
import { wantedAction } from "../../brief/page-wishes.js";
import type { SectionKind } from "../../model.js";
import { LOCALES, say } from "../locale/index.js";
import { EVENT_TYPES, TYPES_WITH_FORM_IN_HERO } from "../page-types.js";
import { comesToCustomers, VISIT_WORDING } from "./comes-to-you.js";
import type { WriteContext } from "./context.js";
import { mainDate } from "./dates.js";
import { asksForWishlist, gameStore } from "./game.js";
import { capitalize } from "./text.js";

const EVENT_KINDS = new Set(["conference", "meetup", "workshop", "festival", "webinar", "kids-camp", "tour"]);

/** The label of the main button, in the page's language. */
export function primaryAction(c: WriteContext): string {
  // An event that has taken place takes no bookings: every button asks about the next one, as its form does.
  if (EVENT_TYPES.includes(c.source.landingPageType) && mainDate(c.brief.dates)?.past)
    return c.say("Ask about the next one");
  // A game's button is its store's ("Wishlist on Steam"), in the page's language.
  const store = gameStore(c);
  if (store && asksForWishlist(c)) return c.say("Wishlist on {store}", { store });
  return formAction(c);
}

/**
 * The label of a form's button: the main action, except a store's ("Wishlist on Steam"), which the
 * owner's form cannot do — the form sends the owner a visitor's details, so it asks for those.
 */
export function formAction(c: WriteContext): string {
  return describedAction(c) ?? c.t(englishAction(c));
}

/** The action the description itself asks for, in its words, else the one its offer implies. */
export function describedAction(c: WriteContext): string | undefined {
  return ownAction(c) ?? offerAction(c);
}

/** Verbs a description's own call to action starts with, by page type (events keep their own words). */
const OWN_VERBS: Partial<Record<LandingPageType, RegExp>> = {
  "saas-signup": /^(?:Try|Start|Sign up|Join|Get started|Create)\b/u,
  "lead-generation": /^(?:Book|Get|Request|Claim|Reserve|Leave|Try|Start|Join|Enrol|Enroll|Apply|Ask for)\b/u,
  "facebook-ads": /^(?:Book|Get|Request|Claim|Reserve|Leave|Try|Start|Join|Enrol|Enroll|Apply|Ask for)\b/u,
  "google-ads": /^(?:Book|Get|Request|Claim|Reserve|Leave|Try|Start|Join|Enrol|Enroll|Apply|Ask for)\b/u,
  "business-homepage": /^(?:Book|Get|Request|Claim|Reserve|Ask for)\b/u,
  "product-launch": /^(?:Pre-?order|Reserve|Join|Ask for|Request|Get)\b/u,
  "e-commerce": /^(?:Order|Shop|Pre-?order)\b/u,
  "app-download": /^(?:Wishlist|Download|Install|Play|Pre-?register|Get it)\b/u,
};

/** "Pre-order price $129 (retail $159)" names a price: it is a fact for the prices, never a button. */
function statesAPrice(clause: string): boolean {
  return /[(]|\bprices?\b/iu.test(clause);
}

/**
 * The call to action the description writes itself, verbatim: "Try it free for 30 days.", "Book a free
 * 20-minute call.", "Start a 14-day trial, no card needed." (its first clause), "Join the waitlist.",
 * "Book online or call …" ("Book online"). At most six words, and never one holding a phone number or an
 * address (a button leads to the form, it does not dial). English pages only.
 */
export function ownAction(c: WriteContext): string | undefined {
  const verbs = OWN_VERBS[c.source.landingPageType];
  if (c.lang !== "en" || !verbs) return undefined;
  const contacts = [...c.brief.phones.map((p) => p.text), ...c.brief.emails, ...c.brief.urls];
  for (const sentence of c.story) {
    const clause = sentence
      .split(/[,;:]\s|\s(?:or|and)\s/u)[0]!
      .replace(/[.!?…]+$/u, "")
      .trim();
    if (!verbs.test(clause) || clause.split(/\s+/).length > 6 || statesAPrice(clause)) continue;
    if (contacts.some((contact) => clause.includes(contact)) || /\d{5,}|\d{3}[\s-]\d{3}/.test(clause))
      continue;
    return clause;
  }
  // The request's own wish for visitors ("want homeowners to book a visit" → "Book a visit").
  for (const sentence of c.brief.sentences) {
    const wanted = isPageInstruction(sentence) ? wantedAction(sentence) : undefined;
    const action = wanted && capitalize(wanted);
    if (action && verbs.test(action) && action.split(/\s+/).length <= 6) return action;
  }
  return undefined;
}

/** Page types whose button takes up what the description offers (a trial, a free consultation, a pre-order). */
const OFFER_TYPES = new Set([
  "saas-signup",
  "lead-generation",
  "facebook-ads",
  "google-ads",
  "business-homepage",
  "product-launch",
  "e-commerce",
]);

/** Ordering before release, in the nine languages: "pre-order", "Vorbestellung", "précommande", "preventa", "preordine"… */
const PRE_ORDER =
  /(?<![\p{L}])(?:pre-?orders?|vorbestell|vorverkauf|pr[ée]-?command|preventa|pre-?ordin|voorbestel|voorverkoop|pr[ée]-?encomend|pr[ée]-?venda|przedsprzeda|előrendel)/iu;

/** A free thing a visitor books or gets: "free 30-minute consultation", "free home valuation", "14-day trial". */
const FREE_THING =
  /\b(?:(?:\d+|one|two|three|seven|ten|fourteen|thirty)[- ](?:day|week|month)\s+)?(?:free\s+)?(?:[\p{L}\d-]+\s+){0,2}?(?:trial|consultation|assessment|valuation|quotes?|estimates?|audit|check-?up|intro call|discovery call|first lesson|taster session)\b/iu;
const BOOKED = /(?:consultation|assessment|check-?up|call|lesson|session)$/i;
const STARTED = /trial$/i;

/**
 * The button that takes up the description's own offer, in its words: "Start your 14-day trial", "Book your
 * free 30-minute consultation", "Get your free home valuation", "Pre-order now". English pages only (other
 * languages keep the composer's translated labels, and say "Pre-order now" in theirs); undefined when the
 * description offers none of these.
 */
export function offerAction(c: WriteContext): string | undefined {
  const type = c.source.landingPageType;
  // A pre-order is said in every language ("Preordine a 420 €", "jetzt vorbestellen"): its button says so.
  if ((type === "product-launch" || type === "e-commerce") && PRE_ORDER.test(c.brief.description))
    return c.say("Pre-order now");
  if (c.lang !== "en" || !OFFER_TYPES.has(type)) return undefined;
  if (type === "product-launch" || type === "e-commerce") return undefined;
  const candidates = [...c.brief.offers, ...c.brief.sentences];
  for (const text of candidates) {
    const thing = FREE_THING.exec(text)?.[0];
    if (!thing) continue;
    // A trial that is not free is still started; a paid consultation is no offer to lead with.
    if (!/\bfree\b/i.test(thing) && !STARTED.test(thing)) continue;
    const own = thing.replace(/^Free\b/, "free");
    if (STARTED.test(thing)) return `Start your ${own}`;
    // "free quotes" are got, not "your free quotes".
    if (/s$/.test(thing)) return `Get ${own}`;
    return `${BOOKED.test(thing) ? "Book" : "Get"} your ${own}`;
  }
  return undefined;
}

/** Whether the description asks for a waiting list rather than open sign-up (then "Request access" fits). */
export function invitesOnly(c: WriteContext): boolean {
  return /\b(?:wait(?:ing)?[- ]?list|private beta|closed beta|beta|early access|invite[- ]only|by invitation)\b/i.test(
    c.brief.description,
  );
}

/** What the owner wants the page to bring, said in a request to us, in the nine languages. */
const AIMS: [aim: string, words: RegExp][] = [
  [
    "book",
    /(?<![\p{L}])(?:bookings?|appointments?|réservations?|rendez-vous|reservas?|citas|prenotazioni|appuntamenti|buchungen|termine|terminanfragen|boekingen|afspraken|reserveringen|marcações|agendamentos|rezerwacj\p{L}*|wizyt|foglalás\p{L}*|időpont\p{L}*)(?![\p{L}])/iu,
  ],
  [
    "order",
    /(?<![\p{L}])(?:orders|sales|commandes|ventes|pedidos|ventas|ordini|vendite|bestellungen|verkäufe|bestellingen|encomendas|zamówie\p{L}*|rendelés\p{L}*)(?![\p{L}])/iu,
  ],
];

/** The trade's actions that serve each aim ("Book a visit", "Check availability"; "Order ahead", "Shop now"). */
const AIMED_ACTIONS: Record<string, RegExp> = {
  book: /^(?:Book|Check availability|Arrange|Reserve)\b/u,
  order: /^(?:Order|Shop)\b/u,
};

/** The aim of the owner's request for the page ("need a page for my grooming van, get bookings" → "book"). */
function ownerAim(c: WriteContext): string | undefined {
  const requests = c.brief.sentences.filter((s) => isPageInstruction(s)).join(" ");
  return AIMS.find(([, words]) => words.test(requests))?.[0];
}

/**
 * An event people come to help at ("Volunteer beach clean-up", "Freiwillige gesucht", "bénévoles"): its
 * call is to join, not to book a place or save a seat.
 */
const VOLUNTEER =
  /(?<![\p{L}])(?:volunteer\p{L}*|clean-?ups?|litter[- ]picks?|freiwillig\p{L}*|ehrenamt\p{L}*|bénévol\p{L}*|voluntari\p{L}*|volontari\p{L}*|vrijwillig\p{L}*|wolontariu\p{L}*|önkéntes\p{L}*)(?![\p{L}])/iu;

export function isVolunteerEvent(c: Pick<WriteContext, "brief">): boolean {
  return c.brief.kind === "charity" || VOLUNTEER.test(c.brief.description);
}

function englishAction(c: WriteContext): string {
  const pickOne = (options: readonly string[]) => c.choose("action", options);
  // A button that says "Call" must dial: the page's buttons lead to its form, so those are left out.
  // A business that comes to its customers has no shop to visit ("mobile bike repair": no "Visit the shop").
  const away = comesToCustomers(c.brief);
  const own = c.profile.actions.filter((a) => !/^call\b/i.test(a) && !(away && VISIT_WORDING.test(a)));
  switch (c.source.landingPageType) {
    case "event-registration":
      if (isVolunteerEvent(c)) return "Join us";
      return EVENT_KINDS.has(c.brief.kind)
        ? own[0]
        : pickOne(["Register", "Book your place", "Save your seat"]);
    case "webinar":
      return pickOne(["Save my seat", "Register", "Join the webinar"]);
    case "product-launch":
      return pickOne(["Get notified", "Keep me posted", "Tell me when it's out"]);
    case "app-download":
      return pickOne(["Get the app", "Download the app"]);
    case "saas-signup":
      return invitesOnly(c) ? "Request access" : pickOne(["Get started", "Sign up"]);
    case "e-commerce":
      return pickOne(["See the products", "Browse the range", "Order now"]);
    case "newsletter":
      return pickOne(["Subscribe", "Sign me up", "Join the list"]);
    default: {
      // A place that takes table bookings and gives a number to book on asks for a table ("Book a table").
      const booking = own.find((a) => /^Book a table$/u.test(a));
      if (booking && c.brief.phones.length > 0) return booking;
      // The owner's aim for the page ("…, get bookings", "voglio più ordini") picks the trade's action for it.
      const aimed = own.filter((a) => AIMED_ACTIONS[ownerAim(c) ?? ""]?.test(a));
      if (aimed.length > 0) return pickOne(aimed);
      // The trade's own actions plus plain ones, so two businesses of a kind rarely share their button.
      return pickOne([...new Set([...own, "Contact us", "Send an enquiry", "Ask a question"])]);
    }
  }
}

/**
 * Where the main button leads: the page's main form or offer, in order of preference (else the hero's
 * form). A page whose hero holds the form (lead generation, newsletter) leads there.
 */
export function primaryTarget(order: SectionKind[], type?: LandingPageType): string {
  if (type && TYPES_WITH_FORM_IN_HERO.includes(type)) return "#hero";
  const preferred: SectionKind[] = [
    "lead-form",
    "registration",
    "signup",
    "subscribe",
    "contact",
    "download",
    "products",
    "pricing",
  ];
  const found = preferred.find((k) => order.includes(k));
  return found ? `#${found}` : "#hero";
}

/** Buttons that invite a look at the products rather than an order, in English and every catalogue ("Vedi i prodotti"). */
const BROWSE_ACTIONS = new Set(
  (["See the products", "Browse the range"] as const).flatMap((english) => [
    english,
    ...Object.keys(LOCALES).map((lang) => say(lang, english)),
  ]),
);

/** Where the main button leads: "Browse the range" to the products, anything else to the page's main form. */
export function actionTarget(action: string, order: SectionKind[], type?: LandingPageType): string {
  return BROWSE_ACTIONS.has(action) && order.includes("products") ? "#products" : primaryTarget(order, type);
}

const SHORT_ACTIONS: Record<string, string> = {
  "#contact": "Contact",
  "#lead-form": "Contact",
  "#registration": "Register",
  "#signup": "Sign up",
  "#subscribe": "Subscribe",
  "#download": "Download",
  "#products": "Products",
  "#pricing": "Prices",
};

/**
 * A word naming where a secondary button leads (the header's, a price card's), so the hero's call to
 * action is not repeated all over the page.
 */
export function shortAction(target: string): string | undefined {
  return SHORT_ACTIONS[target];
}
