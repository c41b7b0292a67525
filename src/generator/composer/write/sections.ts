/**
 * One writer per section kind. A writer builds its section only from the content brief and the kind's
 * words; when the description gives nothing for it, it returns null, and the plan either leaves the
 * section out or shows a placeholder the owner fills in (placeholders.ts). Writers never assume the page
 * type beyond wording, so any kind can be added to any page by iteration.
 */
import type { Item, SectionKind } from "../../model.js";
import type { Phrase } from "../locale/index.js";
import { EVENT_TYPES, REQUIRED_SECTIONS } from "../page-types.js";
import { extrasOf } from "./brief-extras.js";
import type { WriteContext } from "./context.js";
import { countdownTarget, mainDate } from "./dates.js";
import { eventItems, faqItems } from "./facts.js";
import { storyCardPoints } from "./fallbacks.js";
import { isCountOfItself, isFigureOrFee } from "./figures.js";
import { freeTier, saidByFreeTier } from "./free-tier.js";
import { placeStory, pointContext, shownElsewhere } from "./placement.js";
import { storyPoints } from "./points.js";
import { isEventPage, type PageFrame, type SectionContent, type Writer } from "./section-frame.js";
import { ACTION_WRITERS } from "./sections-actions.js";
import { OFFERING_WRITERS, pricingCards } from "./sections-offerings.js";
import { givesTalks } from "./talks.js";
import { capitalize } from "./text.js";

export type { PageFrame, SectionContent } from "./section-frame.js";
export { pageOfferings } from "./sections-offerings.js";

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
    items: c.brief.quotes.map((q) => ({ title: signature(q.author), text: q.text, meta: q.role })),
  };
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

/** "Clients include Castelbel and Claus Porto", "Headliners: The Unthanks and Kathryn Tickell". */
const LABELLED_LIST = [
  /^(\p{Lu}[\p{L}'’ -]{1,28}?)\s*:\s+(.+?)[.!]?$/u,
  /^(\p{Lu}[\p{L}'’ -]{1,28}?)\s+(?:include|includes)\s+(.+?)[.!]?$/u,
];

/**
 * A point that names what follows ("Clients include …", "Headliners: …") as a label and its list, so the
 * check line reads "Clients — Castelbel and Claus Porto" rather than the owner's sentence. The list stays
 * verbatim; a point of any other shape is its own title.
 */
function labelled(point: string): Item {
  for (const pattern of LABELLED_LIST) {
    const m = pattern.exec(point.trim());
    if (m?.[1] && m[2] && m[1].split(/\s+/).length <= 3 && /\p{L}/u.test(m[2]))
      return { title: m[1], text: m[2] };
  }
  return { title: point };
}

export const SECTION_WRITERS: Record<Exclude<SectionKind, "hero">, Writer> = {
  ...OFFERING_WRITERS,
  ...ACTION_WRITERS,
  about: (c, page) => {
    // A product page whose features are the story's points says them there, not twice: only the figures
    // and fees the cards leave out ("manages 340 properties") stay here.
    const cardsTold = storyFillsCards(c, page);
    const placement = placeStory(c, page.order, pricingCards(c, page).length > 0);
    // The owner's later sentences as points: what the rest of the page does not already show.
    const context = pointContext(c, page.order);
    const points = storyPoints(placement.about, context).filter(
      (point) => !cardsTold || isFigureOrFee(point),
    );
    // A count of the business's own said beside its prices ("We look after 180 clients, fees from £95") is
    // left out of the pricing section's lead, and said here.
    points.push(...storyPoints(placement.pricing, context).filter(isCountOfItself));
    // Quantities ("since 1968", "12 places") sit beside the story; alone they make no section.
    if (points.length === 0) return null;
    // A quantity the hero or the points already say is not listed again beside them.
    const said = [...c.story.slice(0, c.heroSentences), ...points].join(" ");
    // Credentials ("Gas Safe registered") and quantities ("since 1968") not already said, as a check list;
    // a quantity a price or an offer shows elsewhere ("£9/month for 1 user") is no fact of its own.
    const elsewhere = shownElsewhere(c, page.order).join(" ");
    const facts = [...(extrasOf(c.brief).credentials ?? []), ...c.brief.quantities].filter(
      (q) => q.length > 5 && !said.includes(q) && !elsewhere.includes(q) && !saidByFreeTier(freeTier(c), q),
    );
    // An event by a business of another kind is not "Our story" or "Our studio": it is about the event.
    const eventOfAnotherKind = isEventPage(c) && !EVENT_PROFILES.has(c.brief.kind);
    return {
      eyebrow: c.say("About"),
      heading: eventOfAnotherKind
        ? c.say("About {company}")
        : c.words(c.choose("about-heading", aboutHeadings(c, points))),
      items: [...points.map(labelled), ...facts.map((fact) => ({ title: capitalize(fact) }))],
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
      // A product's date is when it ships or launches, not when something starts or runs out.
      heading: c.say(
        EVENT_TYPES.includes(c.source.landingPageType)
          ? c.choose("countdown-heading", ["Starts in", "Time left", "Counting down"] as const)
          : "Counting down",
      ),
      lead: capitalize(date.text),
      items: [],
      date: countdownTarget(date),
    };
  },

  agenda: (c) =>
    c.brief.agenda.length === 0
      ? null
      : c.brief.agenda.every((a) => a.weekly)
        ? // A weekly class timetable: the days and times of each class, never "How the day runs".
          {
            eyebrow: c.say("Timetable"),
            heading: c.say(c.choose("timetable-heading", ["Timetable", "Classes every week"] as const)),
            items: c.brief.agenda.map((a) => ({ title: capitalize(a.text), meta: capitalize(a.time ?? "") })),
          }
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

  // Facts the composer is never given by default: these exist only as placeholders (placeholders.ts).
  stats: () => null,
  // The clients the owner named, as written: a row of names, never projects or services.
  logos: (c) =>
    c.brief.clients?.length
      ? { heading: c.say("Clients"), items: c.brief.clients.map((title) => ({ title })) }
      : null,
  ratings: () => null,
  trust: () => null,
  deliverables: () => null,
  "how-it-works": () => null,
  "problem-solution": () => null,
  samples: () => null,
};

/** A signature opens with a capital: "equipo de Laconicum" signs as "Equipo de Laconicum". */
function signature(author: string | undefined): string {
  return author ? author.charAt(0).toLocaleUpperCase() + author.slice(1) : "";
}
