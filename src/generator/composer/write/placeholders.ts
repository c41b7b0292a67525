/**
 * Sections a page type usually has but the description gave nothing for: what the owner is asked to add.
 * A new page never shows these (write/index.ts lists them in the report's "to fill in"); a section the
 * owner adds by request before giving its content shows the dashed box (an element with
 * `data-placeholder`) until iteration or the hand editor fills it.
 */
import type { SectionKind } from "../../model.js";
import type { Phrase } from "../locale/index.js";
import type { WriteContext } from "./context.js";
import { quotesHeading, type SectionContent } from "./sections.js";

const TEXTS: Partial<Record<SectionKind, [eyebrow: Phrase, heading: Phrase, placeholder: Phrase]>> = {
  services: ["Services", "What we offer", "Add what you offer here: one line per product or service"],
  // Named after the product: a features box is on most launch pages, and "What it does" on each of them
  // made two short pages of one type look alike.
  features: ["Features", "What {company} offers", "Add the main features here: one line each"],
  benefits: ["Why us", "Why choose us", "Add what makes you the right choice here"],
  learn: ["Topics", "What you will learn", "Add the topics of the session here"],
  products: ["Products", "The range", "Add your products and their prices here"],
  projects: ["Work", "Selected work", "Add your projects here, with a photo of each"],
  agenda: ["Programme", "Programme", "Add the programme here: times and what happens"],
  speakers: ["Speakers", "Speakers", "Add your speakers here: names and roles"],
  host: ["Your host", "Your host", "Add the host's name and a line about them"],
  team: ["Team", "The people", "Add the people behind the business here"],
  stats: ["In numbers", "In numbers", "Add real figures about your business here"],
  logos: ["Clients", "Who we work with", "Add the names of clients who agreed to be shown"],
  ratings: ["Ratings", "Ratings", "Add your app's store rating here"],
  trust: ["Why trust us", "Why trust us", "Add guarantees, certificates or awards you really have"],
  shipping: ["Delivery", "Delivery and returns", "Add your delivery and returns terms here"],
  deliverables: ["What you get", "What you get", "Add what the customer receives here"],
  "how-it-works": ["How it works", "How it works", "Add the steps, from first contact to result"],
  "problem-solution": ["The problem", "The problem we solve", "Add the problem you solve and how"],
  samples: ["Samples", "Recent issues", "Add sample issues or articles here"],
  gallery: ["Gallery", "Gallery", "Add photos here"],
  faq: ["FAQ", "Questions and answers", "Add the questions your customers ask, with your answers"],
  about: ["About", "About us", "Add a few sentences about who you are"],
  offers: ["Offers", "Offers", "Add your current offers here"],
  pricing: ["Prices", "Prices", "Add your prices here, exactly as you charge them"],
  hours: ["Opening hours", "Opening hours", "Add your opening hours here"],
  "event-details": ["Details", "The details", "Add the date, time and place here"],
  countdown: ["Countdown", "Starts in", "Add the date and time, and the countdown appears here"],
  download: ["Download", "Get {company}", "Add your App Store and Google Play links here"],
};

export function placeholderSection(c: WriteContext, kind: SectionKind): SectionContent {
  if (kind === "testimonials" || kind === "reviews")
    return {
      eyebrow: c.t(c.choose("quotes-eyebrow", ["Reviews", "Kind words", ""])) || undefined,
      heading: quotesHeading(c),
      items: [],
      placeholder: c.t(c.profile.quotePlaceholder),
    };
  if (kind === "benefits" && c.source.landingPageType === "newsletter")
    return {
      eyebrow: c.say("Inside"),
      heading: c.say("What's inside"),
      items: [],
      placeholder: c.say("Add what readers get in each issue"),
    };
  const texts = TEXTS[kind];
  if (!texts)
    return {
      eyebrow: "",
      heading: c.say("New section"),
      items: [],
      placeholder: c.say("Add the content of this section here"),
    };
  const [eyebrow, heading, placeholder] = texts;
  return {
    eyebrow: c.say(eyebrow),
    heading: c.say(heading, { company: c.company }),
    items: [],
    placeholder: c.say(placeholder),
  };
}
