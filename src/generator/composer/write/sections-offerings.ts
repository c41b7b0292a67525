/**
 * The writers of the sections that list what the business offers: services, features, products, work,
 * offers, prices, delivery and the gallery. Each returns null when the description gives nothing for it.
 */
import type { BusinessKind } from "../../brief/types.js";
import type { Item, SectionKind } from "../../model.js";
import { KIND_PROFILES, type KindProfile } from "../kinds/index.js";
import { kindWords } from "../locale/index.js";
import { describedAction } from "./actions.js";
import { extrasOf } from "./brief-extras.js";
import { productCapabilities } from "./capabilities.js";
import { offerLine } from "./clauses.js";
import type { WriteContext } from "./context.js";
import { priceLine, thenLine } from "./facts.js";
import { isCountOfItself } from "./figures.js";
import { freeTier, freeTierCard, saidByFreeTier } from "./free-tier.js";
import { gameStore } from "./game.js";
import { offerBadges } from "./offer-badges.js";
import {
  type OfferingOptions,
  offeringIcon,
  offeringItems,
  paidPrices,
  remainingPrices,
} from "./offerings.js";
import { placeStory, pointContext } from "./placement.js";
import { storyPoints } from "./points.js";
import type { PageFrame, Writer } from "./section-frame.js";
import { asSentence, capitalize, fill } from "./text.js";

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
  const list = page.order.find(
    (k) => PRICED_SECTIONS[k] !== undefined && (k !== "services" || showsServices(c, page)),
  );
  return offeringItems(c, { priced: (list && PRICED_SECTIONS[list]) || "none" });
}

/**
 * A portfolio with no list of past work shows its offerings as the projects' cards: no services section,
 * and its prices are the pricing section's. Any other page's projects slot stays empty without past work.
 */
function showsServices(c: WriteContext, page: PageFrame): boolean {
  const offeringsAsProjects =
    c.source.landingPageType === "portfolio" && (c.brief.pastWork ?? []).length === 0;
  return !(offeringsAsProjects && page.order.includes("projects"));
}

/** The prices the pricing section shows: those not already beside an offering. */
/** "first class free" beside the price line "first class free, then £10 a class": said there already. */
function saidByThenLine(c: WriteContext, offer: string): boolean {
  return paidPrices(c).some((p) => {
    const line = priceLine(p, c.brief.description);
    return thenLine(p, line) && line.toLocaleLowerCase().includes(offer.trim().toLocaleLowerCase());
  });
}

export function pricingCards(c: WriteContext, page: PageFrame): Item[] {
  const cards = remainingPrices(c, pageOfferings(c, page).priced);
  // "Free for 3 clients, Pro $12/month": the free tier is a plan beside the paid one.
  const tier = freeTier(c);
  return tier && cards.length > 0 ? [freeTierCard(tier), ...cards] : cards;
}

function offerings(
  eyebrow: (c: WriteContext) => string,
  headings: (c: WriteContext) => readonly string[],
  priced: OfferingOptions["priced"] = "fallback",
  offered = true,
): Writer {
  return (c) => {
    const { items } = offeringItems(c, { priced });
    if (items.length === 0) return null;
    // A session's topics are not what its host "offers" ("Cosa offre Studio Fiscale Bianchi" over a tax webinar's topics).
    const generic = offered ? ["What {company} offers"] : [];
    return {
      eyebrow: c.t(eyebrow(c)),
      heading:
        ownListName(c, items) ?? c.productWords(c.choose("offerings-heading", [...headings(c), ...generic])),
      items,
    };
  };
}

/**
 * The owner's own name for a list when every item shown comes from it: "Gusti: pistacchio, nocciola, …"
 * heads its flavours "Gusti", never a generic "In breve" or "What we offer" over a list of flavours.
 */
export function ownListName(c: WriteContext, items: readonly Item[]): string | undefined {
  if (items.length < 2) return undefined;
  const low = (text: string) => text.trim().toLocaleLowerCase();
  const list = (c.brief.offeringLists ?? []).find((l) => {
    const names = new Set(l.items.map(low));
    return items.every((it) => names.has(low(it.title)));
  });
  return list ? capitalize(list.name) : undefined;
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
  const found = [
    ...own,
    ...(extrasOf(c.brief).capabilities ?? [])
      .map(capitalize)
      .filter((cap) => !own.some((o) => o.toLocaleLowerCase() === cap.toLocaleLowerCase())),
  ];
  // A capability the lead says whole gives way when two others are left to make the list.
  // One that only joins two others ("Tracks your sleep and works without an app" beside both) says them twice.
  const low = (text: string) => text.toLocaleLowerCase();
  const joinsOthers = (cap: string) =>
    found.filter((other) => other !== cap && low(cap).includes(low(other))).length >= 2;
  const fresh = found.filter((cap) => !saidByLead(c, cap) && !joinsOthers(cap));
  const capabilities = fresh.length >= 2 ? fresh : found.filter((cap) => !joinsOthers(cap));
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

/**
 * Whether the hero's lead already says a capability whole: "Ledgerly reconciles your Stripe payouts …"
 * under the headline and "Reconciles your Stripe payouts …" as the only card would read the same twice.
 */
function saidByLead(c: WriteContext, capability: string): boolean {
  const cap = capability.toLocaleLowerCase().replace(/[.!?…]+$/u, "");
  return c.story.slice(0, c.heroSentences).some((sentence) => {
    const lead = sentence.toLocaleLowerCase().replace(/[.!?…]+$/u, "");
    return lead.endsWith(cap) && cap.length >= 0.6 * lead.length;
  });
}

export function galleryItems(c: WriteContext, role: "gallery" | "product"): Item[] {
  return c.images.flatMap((img, i) => (img.role === role ? [{ title: img.alt, image: i }] : []));
}

/** The projects a description lists as done (brief/past-work.ts): name and place, the year below. */
function pastWorkItems(c: WriteContext): Item[] {
  return (c.brief.pastWork ?? []).map((p, i) => ({
    title: capitalize(p.name),
    ...(p.note ? { meta: p.note } : {}),
    icon: offeringIcon(c, p.name, i),
  }));
}

const serviceCards = offerings(
  (c) => c.profile.offerings.eyebrow,
  (c) => c.profile.offerings.headings,
);

/** The offering sections' writers, gathered by SECTION_WRITERS (sections.ts). */
export const OFFERING_WRITERS = {
  services: (c, page) => (showsServices(c, page) ? serviceCards(c, page) : null),
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
    const say = (english: string) => fill(words.get(english) ?? c.t(english), { company: c.product });
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
    false,
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
      heading:
        ownListName(c, all) ?? c.productWords(c.choose("offerings-heading", c.profile.offerings.headings)),
      items: all,
    };
  },

  projects: (c) => {
    // What they did, each with its place and year, when the description lists it; else (a portfolio of
    // what they do) the offerings.
    const past = pastWorkItems(c);
    const items = past.length > 0 ? past : offeringItems(c, { priced: "none" }).items;
    if (past.length === 0 && c.source.landingPageType !== "portfolio") return null;
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
    const tier = page.order.includes("pricing") && pricingCards(c, page).length > 0 ? freeTier(c) : undefined;
    const offers = c.brief.offers.filter(
      (o) =>
        !action?.includes(offerLine(o, c.brief.description).toLocaleLowerCase()) &&
        !saidByFreeTier(tier, o) &&
        !saidByThenLine(c, o),
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
    // "We look after 180 clients, fees from £95/month": the count is the about's, not a word on prices.
    const lead = storyPoints(placeStory(c, page.order, true).pricing, context)
      .filter((point) => !isCountOfItself(point))
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

  shipping: (c, page) =>
    c.brief.offers.length === 0
      ? null
      : {
          eyebrow: c.say("Delivery"),
          heading: c.say("Delivery and returns"),
          items: offerBadges(c, page.order).map((title) => ({ title, icon: "truck" })),
        },
} satisfies Partial<Record<SectionKind, Writer>>;
