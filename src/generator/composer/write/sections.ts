/**
 * One writer per section kind. A writer builds its section only from the content brief and the kind's
 * words; when the description gives nothing for it, it returns null, and the plan either leaves the
 * section out or shows a placeholder the owner fills in (placeholders.ts). Writers never assume the page
 * type beyond wording, so any kind can be added to any page by iteration.
 */
import type { BusinessKind } from "../../brief/types.js";
import type { Item, Section, SectionKind } from "../../model.js";
import { KIND_PROFILES, type KindProfile } from "../kinds/index.js";
import { kindWords, type Phrase } from "../locale/index.js";
import { EVENT_TYPES, REQUIRED_SECTIONS } from "../page-types.js";
import { describedAction, invitesOnly } from "./actions.js";
import { extrasOf } from "./brief-extras.js";
import { productCapabilities } from "./capabilities.js";
import { offerLine } from "./clauses.js";
import { asBadge } from "./compact.js";
import type { WriteContext } from "./context.js";
import { countdownTarget, machineDate, mainDate } from "./dates.js";
import {
  contactItems,
  eventItems,
  faqItems,
  NO_VENUE_TYPES,
  priceClause,
  priceSummary,
  priceTitle,
  venueOf,
} from "./facts.js";
import { storyCardPoints } from "./fallbacks.js";
import { contactForm, leadForm, orderForm, registrationForm, signupForm, subscribeForm } from "./forms.js";
import { gameStore } from "./game.js";
import { offerBadges } from "./offer-badges.js";
import {
  type OfferingOptions,
  offeringIcon,
  offeringItems,
  paidPrices,
  remainingPrices,
} from "./offerings.js";
import { placeStory, pointContext, shownElsewhere } from "./placement.js";
import { repeatsThePage, storyPoints } from "./points.js";
import { givesTalks } from "./talks.js";
import { asSentence, capitalize, fill, sameText } from "./text.js";

export type SectionContent = Omit<Section, "id" | "kind" | "variant">;

/** What writers know about the page beyond the brief: its sections and its main call to action. */
export interface PageFrame {
  order: SectionKind[];
  action: string;
  target: string;
}

type Writer = (c: WriteContext, page: PageFrame) => SectionContent | null;

/** Kinds whose own words speak of an event ("About the conference"). */
const EVENT_PROFILES = new Set([
  "conference",
  "meetup",
  "workshop",
  "festival",
  "webinar",
  "kids-camp",
  "tour",
]);
const isEventPage = (c: WriteContext) => EVENT_TYPES.includes(c.source.landingPageType);

/** How each section that lists offerings treats the things the description prices (OfferingOptions). */
const PRICED_SECTIONS: Partial<Record<SectionKind, OfferingOptions["priced"]>> = {
  products: "all",
  services: "fallback",
  benefits: "fallback",
  features: "none",
  learn: "none",
  projects: "none",
};

/** The page's list of offerings, as the section that lists them shows it (with prices or without). */
export function pageOfferings(c: WriteContext, page: PageFrame) {
  const list = page.order.find((k) => PRICED_SECTIONS[k] !== undefined);
  return offeringItems(c, { priced: (list && PRICED_SECTIONS[list]) || "none" });
}

/** The prices the pricing section shows: those not already beside an offering. */
function pricingCards(c: WriteContext, page: PageFrame): Item[] {
  return remainingPrices(c, pageOfferings(c, page).priced);
}

function offerings(
  eyebrow: (c: WriteContext) => string,
  headings: (c: WriteContext) => readonly string[],
  priced: OfferingOptions["priced"] = "fallback",
): Writer {
  return (c) => {
    const { items } = offeringItems(c, { priced });
    if (items.length === 0) return null;
    return {
      eyebrow: c.t(eyebrow(c)),
      heading: c.words(c.choose("offerings-heading", [...headings(c), "What {company} offers"])),
      items,
    };
  };
}

/** Kinds whose own words speak of a range of things sold or served, not of one product's features. */
const SELLING_KINDS = new Set<string>([
  "shop",
  "fashion",
  "food-product",
  "cafe",
  "bakery",
  "restaurant",
  "bar",
  "other",
]);

const PRODUCT_PAGES: Record<string, BusinessKind> = { "saas-signup": "saas", "app-download": "mobile-app" };

/**
 * Whose words a features section speaks: software's on a sign-up or app page (a quiz tool is not a
 * school, whatever kind its description suggests), else the business kind's.
 */
function productProfile(c: WriteContext): KindProfile {
  const product = PRODUCT_PAGES[c.source.landingPageType];
  return product && c.brief.kind !== "saas" && c.brief.kind !== "mobile-app"
    ? KIND_PROFILES[product]
    : c.profile;
}

/**
 * A product's features: what it does (capabilities.ts) and the list phrases the description gives, except
 * those of a sentence that prices a plan ("Pro is $12 … with unlimited meetings": the plan's contents).
 * A capability whose own list is there item by item gives way to that list ("shows maps with huts, water
 * points and weather warnings"); list phrases already inside a capability are not repeated.
 */
function featureItems(c: WriteContext): Item[] {
  // The composer's own reading first, then any the brief found that it did not.
  const own = productCapabilities(c);
  const capabilities = [
    ...own,
    ...(extrasOf(c.brief).capabilities ?? [])
      .map(capitalize)
      .filter((cap) => !own.some((o) => o.toLocaleLowerCase() === cap.toLocaleLowerCase())),
  ];
  const { items } = offeringItems(c, { priced: "none" });
  const pricedSentences = c.brief.sentences.filter((s) => c.brief.prices.some((p) => s.includes(p.text)));
  const listed = items.filter(
    (it) => !pricedSentences.some((s) => s.toLowerCase().includes(it.title.toLowerCase())),
  );
  const inside = (cap: string) => listed.filter((it) => cap.toLowerCase().includes(it.title.toLowerCase()));
  const kept = capabilities.filter((cap) => inside(cap).length < 2);
  const rest = listed.filter((it) => !kept.some((cap) => inside(cap).includes(it)));
  return [...kept.map((title, i) => ({ title, icon: offeringIcon(c, title, i) })), ...rest];
}

export function quotesHeading(c: WriteContext): string {
  return c.words(
    c.choose("quotes-heading", [
      c.profile.quotesHeading,
      "What people say about {company}",
      "Reviews of {company}",
    ]),
  );
}

function people(c: WriteContext, limit: number): Item[] {
  return c.brief.people
    .slice(0, limit)
    .map((p) => ({ title: p.name, meta: p.role ? capitalize(p.role) : undefined }));
}

/** Speakers, hosts or a team: only the people the description names, with their roles. */
function peopleSection(kind: string, eyebrow: Phrase, headings: readonly Phrase[], limit: number): Writer {
  return (c) =>
    c.brief.people.length === 0
      ? null
      : {
          eyebrow: c.say(eyebrow),
          heading: c.say(c.choose(`${kind}-heading`, headings)),
          items: people(c, limit),
        };
}

function quotes(c: WriteContext): SectionContent | null {
  if (c.brief.quotes.length === 0) return null;
  return {
    eyebrow: c.t(c.choose("quotes-eyebrow", ["Reviews", "Kind words", ""])) || undefined,
    heading: quotesHeading(c),
    items: c.brief.quotes.map((q) => ({ title: q.author ?? "", text: q.text, meta: q.role })),
  };
}

function galleryItems(c: WriteContext, role: "gallery" | "product"): Item[] {
  return c.images.flatMap((img, i) => (img.role === role ? [{ title: img.alt, image: i }] : []));
}

/** Whether a required features or benefits list of this page is made of the story's points (fallbacks.ts). */
function storyFillsCards(c: WriteContext, page: PageFrame): boolean {
  const required = REQUIRED_SECTIONS[c.source.landingPageType] ?? [];
  return (["features", "benefits"] as const).some(
    (kind) =>
      page.order.includes(kind) &&
      required.includes(kind) &&
      SECTION_WRITERS[kind](c, page) === null &&
      storyCardPoints(c, page).length > 0,
  );
}

/** Headings that promise people or their story ("The team behind the app", "Why we built {company}"). */
const PEOPLE_HEADING = /\b(?:team|who|behind|we|our|story|people)\b/i;

/**
 * The kind's about headings, without those that promise people when the description names nobody and
 * the points are about the product ("The team behind Queuely" over "Integrates with Slack").
 */
function aboutHeadings(c: WriteContext, points: string[]): readonly string[] {
  const ownStory = points.some((p) => /^(?:we|our|i|my)\b/i.test(p));
  if (c.brief.people.length > 0 || ownStory) return c.profile.aboutHeadings;
  const plain = c.profile.aboutHeadings.filter((h) => !PEOPLE_HEADING.test(h));
  return plain.length > 0 ? plain : ["About {company}"];
}

export const SECTION_WRITERS: Record<Exclude<SectionKind, "hero">, Writer> = {
  about: (c, page) => {
    // A product page whose features are the story's points says them there, not twice.
    if (storyFillsCards(c, page)) return null;
    const placement = placeStory(c, page.order, pricingCards(c, page).length > 0);
    // The owner's later sentences as points: what the rest of the page does not already show.
    const points = storyPoints(placement.about, pointContext(c, page.order));
    // Quantities ("since 1968", "12 places") sit beside the story; alone they make no section.
    if (points.length === 0) return null;
    // A quantity the hero or the points already say is not listed again beside them.
    const said = [...c.story.slice(0, c.heroSentences), ...points].join(" ");
    // Credentials ("Gas Safe registered") and quantities ("since 1968") not already said, as a check list;
    // a quantity a price or an offer shows elsewhere ("£9/month for 1 user") is no fact of its own.
    const elsewhere = shownElsewhere(c, page.order).join(" ");
    const facts = [...(extrasOf(c.brief).credentials ?? []), ...c.brief.quantities].filter(
      (q) => q.length > 5 && !said.includes(q) && !elsewhere.includes(q),
    );
    // An event by a business of another kind is not "Our story" or "Our studio": it is about the event.
    const eventOfAnotherKind = isEventPage(c) && !EVENT_PROFILES.has(c.brief.kind);
    return {
      eyebrow: c.say("About"),
      heading: eventOfAnotherKind
        ? c.say("About {company}")
        : c.words(c.choose("about-heading", aboutHeadings(c, points))),
      items: [...points, ...facts.map(capitalize)].map((title) => ({ title })),
    };
  },

  services: offerings(
    (c) => c.profile.offerings.eyebrow,
    (c) => c.profile.offerings.headings,
  ),
  features: (c) => {
    const items = featureItems(c);
    if (items.length === 0) return null;
    if (gameStore(c)) return { eyebrow: c.say("The game"), heading: c.say("Inside the game"), items };
    // A new thing a shop or kitchen launches has features, not "Our selection" or "On the counter".
    if (c.source.landingPageType === "product-launch" && SELLING_KINDS.has(c.brief.kind))
      return {
        eyebrow: c.say("Features"),
        heading: c.say(c.choose("launch-features", ["What it does", "Features"] as const)),
        items,
      };
    const profile = productProfile(c);
    const words = kindWords(c.locale, profile);
    const say = (english: string) => fill(words.get(english) ?? c.t(english), { company: c.company });
    return {
      eyebrow: say(profile.offerings.eyebrow),
      heading: say(c.choose("offerings-heading", profile.offerings.headings)),
      items,
    };
  },
  benefits: offerings(
    (c) => c.profile.offerings.eyebrow,
    (c) => c.profile.offerings.headings,
  ),
  learn: offerings(
    () => "Topics",
    () => ["What you will learn", "What we'll cover", "In this session"],
    "none",
  ),

  products: (c) => {
    const { items } = offeringItems(c);
    const photos = galleryItems(c, "product");
    const all = [...items, ...photos.slice(items.length)].map((it, i) => ({
      ...it,
      image: photos[i]?.image,
    }));
    if (all.length === 0) return null;
    return {
      eyebrow: c.t(c.profile.offerings.eyebrow),
      heading: c.words(c.choose("offerings-heading", c.profile.offerings.headings)),
      items: all,
    };
  },

  projects: (c) => {
    const { items } = offeringItems(c, { priced: "none" });
    const photos = galleryItems(c, "gallery");
    const all = [...items, ...photos.slice(items.length)].map((it, i) => ({
      ...it,
      image: photos[i]?.image,
    }));
    if (all.length === 0) return null;
    return {
      eyebrow: c.say("Work"),
      heading: c.say(c.choose("projects-heading", ["Selected work", "What I work on", "The work"] as const)),
      items: all,
    };
  },

  skills: () => null,

  offers: (c, page) => {
    // An offer the main button already takes up ("Start your 14-day free trial") is not listed again.
    const action = describedAction(c)?.toLocaleLowerCase();
    const offers = c.brief.offers.filter(
      (o) => !action?.includes(offerLine(o, c.brief.description).toLocaleLowerCase()),
    );
    return offers.length === 0
      ? null
      : {
          eyebrow: c.say("Offers"),
          heading: c.say(c.choose("offers-heading", ["Good to know", "Offers", "Worth knowing"] as const)),
          items: offerBadges(c, page.order, offers).map((title) => ({ title })),
        };
  },

  pricing: (c, page) => {
    const items = pricingCards(c, page);
    if (items.length === 0) return null;
    // What the owner's sentences about prices say beyond the cards ("14 days free"), as points.
    const context = pointContext(c, page.order);
    context.shown.push(...items.flatMap((it) => [it.title, it.price ?? "", it.text ?? ""]));
    const lead = storyPoints(placeStory(c, page.order, true).pricing, context)
      .map(asSentence)
      .join(" ");
    // A charity's sums are gifts ("€25 feeds a dog for a month"), not prices.
    const giving = c.brief.kind === "charity";
    return {
      eyebrow: giving ? c.t("Support us") : c.say("Prices"),
      heading: giving
        ? c.t("How your support helps")
        : c.say(c.choose("pricing-heading", ["Prices", "What it costs", "Pricing"] as const)),
      lead: lead || undefined,
      items: giving ? items.map((it) => (it.title === c.say("Price") ? { ...it, title: "" } : it)) : items,
    };
  },

  hours: (c) =>
    c.brief.hours.length === 0
      ? null
      : {
          eyebrow: c.say("Opening hours"),
          heading: c.say(c.choose("hours-heading", ["When we're open", "Opening hours"] as const)),
          items: c.brief.hours.map((h) => ({
            title: h.days ? capitalize(h.days) : c.say("Open"),
            text: h.times || h.text,
            icon: "clock",
          })),
        },

  "event-details": (c) => {
    const items = eventItems(c);
    if (items.length === 0) return null;
    return {
      eyebrow: c.say("Details"),
      heading: c.say(
        c.choose("details-heading", ["The details", "Event details", "Practical details"] as const),
      ),
      items,
    };
  },

  countdown: (c) => {
    const date = mainDate(c.brief.dates);
    if (!date || date.past) return null;
    return {
      eyebrow: c.say("Countdown"),
      heading: c.say(c.choose("countdown-heading", ["Starts in", "Time left", "Counting down"] as const)),
      lead: capitalize(date.text),
      items: [],
      date: countdownTarget(date),
    };
  },

  agenda: (c) =>
    c.brief.agenda.length === 0
      ? null
      : {
          eyebrow: c.say("Programme"),
          heading: c.say(
            c.choose("agenda-heading", ["Programme", "The agenda", "How the day runs"] as const),
          ),
          items: c.brief.agenda.map((a) => ({ title: capitalize(a.text), meta: a.time })),
        },

  speakers: (c, page) =>
    givesTalks(c.brief)
      ? peopleSection(
          "speakers",
          "Speakers",
          ["Speakers", "Who's speaking", "Meet the speakers"],
          12,
        )(c, page)
      : // The teacher of a pottery course or the leader of a retreat gives no talk: no "Speakers" eyebrow
        // (and so no "Speakers" in the menu), they are who the visitor will meet.
        c.brief.people.length === 0
        ? null
        : { heading: c.say("Who you'll meet"), items: people(c, 12) },
  host: peopleSection("host", "Your host", ["Your host", "Who's hosting", "Meet your host"], 3),
  team: peopleSection("team", "Team", ["The people", "Who you'll meet", "Our people"], 12),

  testimonials: quotes,
  reviews: quotes,

  gallery: (c) => {
    const items = galleryItems(c, "gallery");
    return items.length === 0
      ? null
      : {
          eyebrow: c.say("Gallery"),
          heading: c.say(c.choose("gallery-heading", ["A look inside", "Gallery", "Pictures"] as const)),
          items,
        };
  },

  faq: (c, page) => {
    const hasForm = page.order.some((k) =>
      ["contact", "registration", "signup", "subscribe", "lead-form"].includes(k),
    );
    const items = faqItems(c, hasForm, isEventPage(c));
    if (items.length < 2) return null;
    return {
      eyebrow: c.say("FAQ"),
      heading: c.words(
        c.choose("faq-heading", [
          "Questions and answers",
          "Good questions",
          "Before you ask",
          "Questions about {company}",
          "{company}: your questions",
        ]),
      ),
      items,
    };
  },

  download: (c, page) => {
    // Where the app is to be had, in the owner's words, above the badges (or instead of them); what the
    // button or the chips already say ("Wishlist it on Steam today") is not said again.
    const context = pointContext(c, page.order);
    context.shown.push(page.action);
    const all = placeStory(c, page.order, false).download;
    const fresh = all.filter((s) => !repeatsThePage(s, context));
    // Without store links the section still says where it is to be had.
    const said = fresh.length > 0 || c.brief.urls.length > 0 ? fresh : all.slice(0, 1);
    const where = said.map((s) => asSentence(asBadge(s.replace(/[.!?…]+$/u, ""), c.lang))).join(" ");
    const store = gameStore(c);
    const stores = c.brief.urls.flatMap((url): Item[] =>
      /apps\.apple\.com|itunes\.apple\.com/i.test(url)
        ? [{ title: "App Store", href: url }]
        : /play\.google\.com/i.test(url)
          ? [{ title: "Google Play", href: url }]
          : [],
    );
    return {
      eyebrow: c.say("Download"),
      heading: store
        ? c.say("{title} on {store}", { title: c.title, store })
        : c.words(
            c.choose("download-heading", ["Get {company}", "Download {company}", "{company} on your phone"]),
          ),
      lead: where || undefined,
      items: stores,
      placeholder: stores.length === 0 ? c.say("Add your App Store and Google Play links here") : undefined,
    };
  },

  contact: (c) => {
    const shop = c.source.landingPageType === "e-commerce";
    // Every product the page sells, each with its price, as the order form's choice.
    const products = shop
      ? offeringItems(c).items.map((it) => (it.price ? `${it.title} (${it.price})` : it.title))
      : [];
    return {
      eyebrow: c.say(shop ? "Order" : "Contact"),
      heading: shop
        ? c.say(c.choose("order-heading", ["Order", "Place an order", "Order from us"] as const))
        : c.words(c.choose("contact-heading", c.profile.contactHeadings)),
      items: contactItems(c.brief, c.lang, NO_VENUE_TYPES.has(c.source.landingPageType)),
      form: shop ? orderForm(c, products) : contactForm(c),
    };
  },

  registration: (c, page) => {
    const date = mainDate(c.brief.dates);
    if (date?.past) {
      return {
        eyebrow: c.say("Registration"),
        heading: c.say("This event has taken place"),
        lead: c.say("{title} took place: {date}.", { title: c.title, date: date.text }),
        items: [],
        form: contactForm(c, c.say("Ask about the next one"), "form-registration"),
        past: true,
      };
    }
    const summary: Item[] = [];
    if (date)
      summary.push({ title: c.say("When"), text: date.text, datetime: machineDate(date), icon: "calendar" });
    const where = venueOf(c);
    if (where) summary.push({ title: c.say("Where"), text: where, icon: "map-pin" });
    const prices = paidPrices(c);
    if (prices.length > 0)
      summary.push({
        title: c.say("Price"),
        text: priceSummary(prices, c.brief.description),
        icon: "ticket",
      });
    // A choice of ticket when the description names several: each as written ("£12 in advance").
    const tickets = prices.map((p) => {
      const title = priceTitle(p, c.brief.description, c.brief.prices);
      const line = priceClause(p, c.brief.description);
      return title ? `${capitalize(title)} (${line})` : line;
    });
    return {
      eyebrow: c.say("Registration"),
      heading: c.say(
        c.choose("registration-heading", ["Register", "Book your place", "Save your seat"] as const),
      ),
      items: summary,
      form: registrationForm(c, page.action, tickets),
    };
  },

  signup: (c, page) => ({
    eyebrow: c.say("Sign up"),
    // The heading names the product or the sign-up; the button beside it says what the visitor gets.
    heading:
      c.source.landingPageType === "product-launch"
        ? describedAction(c)
          ? c.say("Get {company}", { company: c.title })
          : c.say(
              c.choose("signup-heading", [
                "Be the first to know",
                "Hear about it first",
                "Stay in the loop",
              ] as const),
            )
        : c.words(
            c.choose(
              "signup-heading",
              invitesOnly(c) ? ["Request access"] : ["Get started with {company}", "Sign up for {company}"],
            ),
          ),
    items: [],
    form: signupForm(c, page.action),
  }),

  subscribe: (c, page) => ({
    eyebrow: c.say("Subscribe"),
    heading: c.words(
      c.choose(
        "subscribe-heading",
        // Not the button's own words again ("Join the list" above a "Join the list" button).
        ["Subscribe to {company}", "Get {company} in your inbox", "Join the list"].filter(
          (h) => c.words(h) !== page.action,
        ),
      ),
    ),
    items: [],
    form: subscribeForm(c, page.action),
  }),

  "lead-form": (c) => ({
    eyebrow: c.say("Contact"),
    heading: c.words(
      // Named after the business, so it neither repeats the main button nor reads like every other page.
      c.choose("lead-heading", [
        "Contact {company}",
        "Write to {company}",
        "Get in touch with {company}",
        "Ask {company}",
      ]),
    ),
    items: contactItems(c.brief, c.lang, NO_VENUE_TYPES.has(c.source.landingPageType)),
    form: leadForm(c, "form-lead", describedAction(c)),
  }),

  // The closing band is headed by the business's name and recalls the headline beneath it: the hero's
  // heading twice would make two regions of one name.
  cta: (c, page) => ({
    heading: sameText(c.company, c.title) ? c.say("Get in touch with {company}") : c.company,
    lead: sameText(c.company, c.title) ? undefined : c.title,
    items: [],
    cta: { label: page.action, href: page.target },
  }),

  // Facts the composer is never given by default: these exist only as placeholders (placeholders.ts).
  stats: () => null,
  logos: () => null,
  ratings: () => null,
  trust: () => null,
  shipping: (c, page) =>
    c.brief.offers.length === 0
      ? null
      : {
          eyebrow: c.say("Delivery"),
          heading: c.say("Delivery and returns"),
          items: offerBadges(c, page.order).map((title) => ({ title, icon: "truck" })),
        },
  deliverables: () => null,
  "how-it-works": () => null,
  "problem-solution": () => null,
  samples: () => null,
};
