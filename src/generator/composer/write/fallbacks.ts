/**
 * What a section the page type needs says when the description gives nothing for it (issue 27.1): no
 * dashed "Add … here" box on a published page, and no invented offer either. It says only what is true of
 * any such page: how the visitor reaches the business and what happens next, with the contact facts the
 * description does give. The owner is told what to add instead (the report's `toFill`).
 */
import type { Item, SectionKind } from "../../model.js";
import type { WriteContext } from "./context.js";
import { isFigureOrFee } from "./figures.js";
import { gameStore } from "./game.js";
import { placeStory, pointContext } from "./placement.js";
import { listItemsOf, storyPoints } from "./points.js";
import type { PageFrame, SectionContent } from "./sections.js";
import { pricingCards } from "./sections-offerings.js";
import { capitalize } from "./text.js";

/** List sections a page type may require that a vague description leaves empty. */
const LIST_SECTIONS = new Set<SectionKind>([
  "services",
  "features",
  "benefits",
  "products",
  "projects",
  "learn",
]);

/** Page types about one product, whose list says what it does. */
const PRODUCT_PAGES = new Set(["product-launch", "app-download", "saas-signup"]);

/** Sections holding a form, so "the form on this page" is there to be used. */
const FORM_SECTIONS = new Set<SectionKind>(["contact", "registration", "signup", "subscribe", "lead-form"]);

function hasForm(c: WriteContext, page: PageFrame): boolean {
  return (
    page.order.some((k) => FORM_SECTIONS.has(k)) ||
    c.source.landingPageType === "lead-generation" ||
    c.source.landingPageType === "newsletter"
  );
}

/** How to send the request: the page's form, else the phone or e-mail the description gives. */
function howToAsk(c: WriteContext, page: PageFrame): string | undefined {
  const phone = c.brief.phones[0]?.text;
  const email = c.brief.emails[0];
  const ways = [
    hasForm(c, page) ? c.say("A few lines in the form on this page are enough") : undefined,
    phone ? c.say("Or call {phone}", { phone }) : undefined,
    email ? c.say("Or write to {email}", { email }) : undefined,
  ].filter((w): w is string => Boolean(w));
  if (ways.length === 0) return undefined;
  // Without a form the first way is the only one: "Call …", not "Or call …".
  return hasForm(c, page) ? ways.join(". ") : ways[0].replace(/^\S+\s/, "");
}

function steps(c: WriteContext, page: PageFrame): Item[] {
  if (c.source.landingPageType === "newsletter")
    return [
      { title: c.say("Subscribe with your e-mail address"), icon: "mail" },
      { title: c.say("{company} arrives in your inbox"), icon: "bell" },
    ];
  // A signup page's form makes the account; an app page's buttons fetch the app: that is what happens next.
  if (c.source.landingPageType === "saas-signup")
    return [
      { title: c.say("Create your account with your e-mail address"), icon: "mail" },
      { title: c.say("Start using {company}"), icon: "play" },
    ];
  if (c.source.landingPageType === "app-download")
    return [
      { title: c.say("Install {company} on your phone"), icon: "smartphone" },
      { title: c.say("Open {company} and get started"), icon: "rocket" },
    ];
  if (c.source.landingPageType === "webinar") {
    // The main button may already say "Join the webinar": then the first step is saving a seat, so the
    // two steps never read the same.
    const join = c.say("Join the webinar");
    return [
      { title: page.action === join ? c.say("Save my seat") : page.action, icon: "calendar" },
      { title: join, icon: "play" },
    ];
  }
  // Worded in one of three ways, so two vague pages of one type do not read alike.
  const ask = c.choose("fallback-ask", [
    "Tell us what you need",
    "Send an enquiry",
    "Ask a question",
  ] as const);
  return [
    { title: c.say(ask), text: howToAsk(c, page), icon: "message-circle" },
    { title: c.say("{company} gets back to you"), icon: "mail" },
  ];
}

/**
 * An honest section for a required list the description leaves empty: the product's own sentences when
 * there are some beyond the hero (an app described in a language the feature reader does not know),
 * otherwise the steps to reach the business. Null for sections that are not lists.
 */
export function fallbackSection(c: WriteContext, kind: SectionKind, page: PageFrame): SectionContent | null {
  if (kind === "event-details") return eventWithoutDetails(c, page);
  if (!LIST_SECTIONS.has(kind)) return null;
  const saysWhatItIs = kind === "features" || kind === "benefits";
  // The story is placed once: its statements make the cards, its one question heads them.
  const story = storySentences(c, page);
  const points = storyCardPoints(c, page, story);
  // "Volt One is our first folding e-bike: 16 kg, 80 km range, folds in 10 seconds": the hero's own list
  // is what the product offers, better than steps to reach its maker.
  const titles = saysWhatItIs && points.length < 2 ? heroListItems(c) : points;
  const told = titles.map((title, i) => ({ title, icon: c.profile.icons[i % c.profile.icons.length] }));
  if (saysWhatItIs && told.length >= 2) {
    // "Kündigung erhalten?": the owner's question to the visitor heads the list it leads to; as a card it
    // would read as an offering ("Kündigung erhalten").
    const asked = storyQuestion(story);
    return { ...toldHeadings(c, kind), ...(asked ? { heading: asked } : {}), items: told };
  }
  // The steps a visitor takes, said as such: "How to reach …" read as filler above the contact section.
  return { heading: c.say("How it works"), items: steps(c, page) };
}

/** The eyebrow and heading of a list the owner's own sentences fill. */
function toldHeadings(c: WriteContext, kind: SectionKind): { eyebrow: string; heading: string } {
  if (gameStore(c)) return { eyebrow: c.say("The game"), heading: c.say("Inside the game") };
  // A product's list is what it does, not what its maker "offers" under a shop's "In store".
  if (kind === "features" && PRODUCT_PAGES.has(c.source.landingPageType))
    return { eyebrow: c.say("Features"), heading: c.say("What it does") };
  return {
    eyebrow: c.t(c.profile.offerings.eyebrow),
    heading: c.say("What {company} offers", { company: c.product }),
  };
}

/** The items of a list after a colon in the hero's sentence ("…: 16 kg, 80 km range, folds in 10 seconds"), capitalised; [] when it has none. */
function heroListItems(c: WriteContext): string[] {
  const first = c.story[0] ?? "";
  const after = /:\s+(.+)$/u.exec(first.trim().replace(/[.!?…]+$/u, ""))?.[1];
  return after ? listItemsOf(after, c.lang).map(capitalize) : [];
}

/**
 * The points of the story after the hero's (points.ts) that a features or benefits list shows when the
 * description lists nothing: two or more (one point is no list, the about section says it).
 */
export function storyCardPoints(
  c: WriteContext,
  page: PageFrame,
  story: string[] = storySentences(c, page),
): string[] {
  // A question to the visitor is no statement of what the business offers.
  const statements = story.filter((sentence) => !isQuestion(sentence));
  const points = storyPoints(statements, pointContext(c, page.order))
    // "We manage 340 properties", "fees from 8% + VAT": a figure or a fee is no service (the about says it).
    .filter((point) => !isFigureOrFee(point));
  return points.length >= 2 ? points : [];
}

/** The story's one question to the visitor ("Kündigung erhalten?", "Tired of late invoices?"), if it asks one. */
function storyQuestion(story: string[]): string | undefined {
  const asked = story.filter(isQuestion);
  return asked.length === 1 ? asked[0]!.trim() : undefined;
}

const isQuestion = (sentence: string) => /[?？]\s*$/u.test(sentence);

function storySentences(c: WriteContext, page: PageFrame): string[] {
  // A sentence that opens the pricing section ("Vorbestellung ab 15. Januar 2027 für 189 €") is said
  // there, and is no feature.
  const cards = page.order.includes("pricing") && pricingCards(c, page).length > 0;
  return placeStory(c, page.order, cards).about;
}

/**
 * An event the description gives no date, time or place for: who holds it and how to take part, both
 * true of the page; the owner is asked for the rest (a dashed "Add the date here" box shipped before).
 */
function eventWithoutDetails(c: WriteContext, page: PageFrame): SectionContent {
  const registers = page.order.includes("registration");
  return {
    eyebrow: c.say("Details"),
    heading: c.say("The details"),
    items: [
      { title: c.say("Organised by"), text: c.company, icon: "users" },
      ...(registers
        ? [
            {
              title: c.say("How to take part"),
              text: c.say("Register with the form on this page"),
              icon: "check",
            },
          ]
        : []),
    ],
  };
}
