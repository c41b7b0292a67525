/**
 * Round G of owners' change requests (iterate-round-g.test.ts) on six new pages generated from these
 * descriptions: each request with the report it gives and exactly the lines of page text it takes away and
 * adds, or the reason it is refused.
 */
import type { PageRequest } from "../../src/generator/types.js";

export const ROUND_G_NOW = new Date("2026-11-26T10:00:00Z");

type Seed = Omit<PageRequest, "logoOption" | "logoData">;

export const ROUND_G_PAGES = {
  physio: {
    landingPageType: "business-homepage",
    industry: "healthcare",
    companyName: "Harbour Physio",
    title: "Harbour Physio Brighton",
    targetAudience: "active adults and office workers",
    prompt:
      "Harbour Physio is a physiotherapy clinic in Brighton at 48 Western Road. We treat sports injuries, back and neck pain and post-surgery rehab. First assessment £60, follow-up session £45, sports massage £50. Open Mon–Fri 8:00–19:00, Sat 9:00–13:00. Call 01273 555 0142 or email care@harbourphysio.co.uk. Free parking behind the clinic on Western Road.",
  },
  conference: {
    landingPageType: "event-registration",
    industry: "technology",
    companyName: "Frontend Friday",
    title: "Frontend Friday 2027",
    targetAudience: "web developers and designers",
    prompt:
      "Frontend Friday is a one-day frontend conference on 11 June 2027 at 9:30 at The Corn Exchange, 15 Market Street, Cambridge. Talks on React, accessibility and web performance. Speakers: Priya Shah, staff engineer at Monzo, and Leo Park, accessibility lead at the BBC. Early bird tickets £89, standard tickets £129. Lunch included.",
  },
  bookkeeping: {
    landingPageType: "saas-signup",
    industry: "finance",
    companyName: "Ledgerly",
    title: "Ledgerly bookkeeping",
    targetAudience: "small UK businesses",
    prompt:
      "Ledgerly is bookkeeping software for small UK businesses: bank feeds, receipt scanning and VAT returns in one place. Plans: Starter £12 per month, Growth £28 per month, Scale £55 per month. 14-day free trial, cancel anytime.",
  },
  bistro: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Le Petit Zinc",
    title: "Le Petit Zinc, bistrot lyonnais",
    targetAudience: "habitants et visiteurs de Lyon",
    prompt:
      "Le Petit Zinc est un bistrot à Lyon, 9 rue Mercière. Cuisine lyonnaise de saison : quenelles, salade lyonnaise et tarte aux pralines. Menu du midi 19 €, menu du soir 34 €, verre de vin 6 €. Ouvert du mardi au samedi de 12h à 22h. Réservations au 04 78 12 34 56 ou contact@petitzinc.fr.",
  },
  electrician: {
    landingPageType: "lead-generation",
    industry: "other",
    companyName: "Spark Right Electrical",
    title: "Electrician in Leeds",
    targetAudience: "homeowners and landlords in Leeds",
    prompt:
      "Spark Right Electrical: Dan Hughes, qualified electrician in Leeds. Rewiring, fuse box upgrades, EV charger installation and landlord safety certificates. NICEIC approved, 15 years' experience, free quotes. Call 0113 496 0555 or email dan@sparkright.co.uk.",
  },
  newsletter: {
    landingPageType: "newsletter",
    industry: "food",
    companyName: "The Sunday Sourdough",
    title: "The Sunday Sourdough newsletter",
    targetAudience: "home bakers",
    prompt:
      "The Sunday Sourdough is a weekly newsletter for home bakers by Maya Collins: one tested recipe, one technique and one baker's story every Sunday morning. Free to subscribe; paid members get the full recipe archive for £5 per month.",
  },
} satisfies Record<string, Seed>;

export type RoundGPage = keyof typeof ROUND_G_PAGES;

export function roundGPageRequest(page: RoundGPage): PageRequest {
  return { ...ROUND_G_PAGES[page], logoOption: "generate", logoData: null };
}

export interface RoundGCase {
  page: RoundGPage;
  ask: string;
  /** The report, one sentence per request applied. */
  applied?: string[];
  /** The parts of the message not applied, with their reasons. */
  notApplied?: string[];
  /** Every line of page text that goes and that comes, as often as it changes. */
  removed?: string[];
  added?: string[];
  /** Settings that change without text (colours, theme, sizes): exactly these. */
  settings?: Record<string, unknown>;
  /** The items drawn highlighted afterwards, when that changes (a highlight has no text of its own). */
  highlighted?: string[];
  /** The sections' order afterwards, when it changes. */
  kinds?: string[];
  /** The whole message refused: the request and its reason as the owner reads them. */
  refused?: string;
}

export const ROUND_G_CASES: RoundGCase[] = [
  {
    page: "physio",
    ask: "we're closed on saturdays now",
    applied: ["Took Saturdays out of the opening hours (“Sat 9:00–13:00” is gone)"],
    removed: [
      "Mon–Fri 8:00–19:00, Sat 9:00–13:00",
      "Mon–Fri 8:00–19:00; Sat 9:00–13:00.",
      "Sat 9:00–13:00",
      "Sat 9:00–13:00",
    ],
    added: ["Mon–Fri 8:00–19:00", "Mon–Fri 8:00–19:00."],
  },
  {
    page: "physio",
    ask: "hi! we are now open on sundays 9-1 too",
    applied: ["Added to the opening hours: Sun 9:00–13:00"],
    removed: ["Mon–Fri 8:00–19:00; Sat 9:00–13:00."],
    added: [
      "Mon–Fri 8:00–19:00; Sat 9:00–13:00; Sun 9:00–13:00.",
      "Opening hours",
      "Opening hours",
      "When we're open",
      "Mon–Fri",
      "8:00–19:00",
      "Sat",
      "9:00–13:00",
      "9:00–13:00",
      "Sun",
      "Sun 9:00–13:00",
      "Sun 9:00–13:00",
      "Opening hours:",
    ],
    kinds: ["hero", "about", "services", "pricing", "offers", "testimonials", "faq", "hours", "contact"],
  },
  {
    page: "physio",
    ask: "can you change the phone to 01273 555 0199 please",
    applied: ["Changed the phone number from 01273 555 0142 to 01273 555 0199 everywhere on the page"],
    removed: [
      "01273 555 0142",
      "01273 555 0142",
      "01273 555 0142",
      "By phone on 01273 555 0142, by e-mail at care@harbourphysio.co.uk or with the form on this page.",
    ],
    added: [
      "01273 555 0199",
      "01273 555 0199",
      "01273 555 0199",
      "By phone on 01273 555 0199, by e-mail at care@harbourphysio.co.uk or with the form on this page.",
    ],
  },
  {
    page: "physio",
    ask: "bump the follow up session to £48 and the sports massage to £55",
    applied: ["Set the price of Follow-up session to £48", "Set the price of Sports massage to £55"],
    removed: ["£45", "£50", "First assessment: £60; Follow-up session: £45; Sports massage: £50."],
    added: ["£48", "£55", "First assessment: £60; Follow-up session: £48; Sports massage: £55."],
  },
  {
    page: "physio",
    ask: "add a question about parking to the faq: Is there parking? - Yes, free parking behind the clinic.",
    applied: ["Added the FAQ question “Is there parking?”"],
    removed: [],
    added: ["Is there parking?", "Yes, free parking behind the clinic."],
  },
  {
    page: "physio",
    ask: "remove the reviews",
    applied: ["Removed the “Reviews of Harbour Physio” section"],
    removed: [
      "Kind words",
      "Reviews of Harbour Physio",
      "Add a patient's words here (with their permission)",
    ],
    added: [],
    kinds: ["hero", "about", "services", "pricing", "offers", "faq", "contact"],
  },
  {
    page: "physio",
    ask: "make the buttons dark green",
    applied: ["Set the main colour to dark green (text colours adjusted to stay readable)"],
    removed: [],
    added: [],
    settings: { palette: { primary: "#0e6a30", accent: "#751f5a" } },
  },
  {
    page: "physio",
    ask: "we moved to 12 Church Road, Hove",
    applied: [
      "Changed the address from 48 Western Road to 12 Church Road, Hove everywhere on the page; your own text still names Western Road: “Free parking behind the clinic on Western Road.” (change that text if it is no longer true)",
    ],
    removed: [
      "Harbour Physio is a physiotherapy clinic in Brighton at 48 Western Road. We treat sports injuries, back and neck pain and post-surgery rehab.",
      "48 Western Road",
      "48 Western Road",
      "48 Western Road",
    ],
    added: [
      "Harbour Physio is a physiotherapy clinic in Brighton at 12 Church Road, Hove. We treat sports injuries, back and neck pain and post-surgery rehab.",
      "12 Church Road, Hove",
      "12 Church Road, Hove",
      "12 Church Road, Hove",
    ],
  },
  {
    page: "physio",
    ask: "rename the second price to Follow-up appointment",
    applied: ["Renamed “Follow-up session” to “Follow-up appointment”"],
    removed: ["Follow-up session", "First assessment: £60; Follow-up session: £45; Sports massage: £50."],
    added: [
      "Follow-up appointment",
      "First assessment: £60; Follow-up appointment: £45; Sports massage: £50.",
    ],
  },
  {
    page: "physio",
    ask: "change the headline to Physio that gets you moving again",
    applied: ["Changed the headline to “Physio that gets you moving again”"],
    removed: ["Harbour Physio Brighton"],
    added: ["Physio that gets you moving again"],
  },
  {
    page: "physio",
    ask: "add online booking with a calendar",
    refused:
      "“add online booking with a calendar” — A page made here is one HTML file: it cannot show live availability or take bookings in a calendar; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "physio",
    ask: "move the faq above the prices",
    applied: ["Moved the “Harbour Physio: your questions” section above the “Pricing” section"],
    removed: [],
    added: [],
    kinds: ["hero", "about", "services", "faq", "pricing", "offers", "testimonials", "contact"],
  },
  {
    page: "physio",
    ask: "open till 8pm on thursdays",
    applied: [
      "Changed the closing time on Thursdays to 20:00 (Mon–Wed 8:00–19:00, Thu 8:00–20:00, Fri 8:00–19:00)",
    ],
    removed: [
      "Mon–Fri 8:00–19:00, Sat 9:00–13:00",
      "Mon–Fri 8:00–19:00; Sat 9:00–13:00.",
      "Mon–Fri 8:00–19:00",
      "Mon–Fri 8:00–19:00",
    ],
    added: [
      "Mon–Wed 8:00–19:00, Thu 8:00–20:00, Fri 8:00–19:00, Sat 9:00–13:00",
      "Mon–Wed 8:00–19:00, Thu 8:00–20:00, Fri 8:00–19:00; Sat 9:00–13:00.",
      "Mon–Wed 8:00–19:00, Thu 8:00–20:00, Fri 8:00–19:00",
      "Mon–Wed 8:00–19:00, Thu 8:00–20:00, Fri 8:00–19:00",
    ],
  },
  {
    page: "physio",
    ask: "new email: hello@harbourphysio.co.uk",
    applied: [
      "Changed the e-mail address from care@harbourphysio.co.uk to hello@harbourphysio.co.uk everywhere on the page",
    ],
    removed: [
      "By phone on 01273 555 0142, by e-mail at care@harbourphysio.co.uk or with the form on this page.",
      "care@harbourphysio.co.uk",
      "care@harbourphysio.co.uk",
    ],
    added: [
      "By phone on 01273 555 0142, by e-mail at hello@harbourphysio.co.uk or with the form on this page.",
      "hello@harbourphysio.co.uk",
      "hello@harbourphysio.co.uk",
    ],
  },
  {
    page: "electrician",
    ask: "we're closed on mondays now",
    refused:
      "“we're closed on mondays now” — The page gives no opening hours, so there are none to take Mondays out of; to show your hours, give them all: opening hours: Mon–Fri 9:00–17:00",
  },
  {
    page: "electrician",
    ask: "change the phone number to 07700 900 321 thanks",
    applied: ["Changed the phone number from 0113 496 0555 to 07700 900 321 everywhere on the page"],
    removed: ["0113 496 0555", "0113 496 0555"],
    added: ["07700 900 321", "07700 900 321"],
  },
  {
    page: "electrician",
    ask: "add a faq: Do you do emergency callouts? - Yes, 24/7 in Leeds.",
    applied: ["Added the FAQ question “Do you do emergency callouts?”"],
    removed: [],
    added: ["FAQ", "Questions and answers", "Do you do emergency callouts?", "Yes, 24/7 in Leeds."],
    kinds: ["hero", "benefits", "about", "offers", "team", "testimonials", "faq", "cta"],
  },
  {
    page: "electrician",
    ask: "remove the team section",
    applied: ["Removed the “Who you'll meet” section"],
    removed: ["Team", "Who you'll meet", "Dan Hughes", "Qualified electrician"],
    added: [],
    kinds: ["hero", "benefits", "about", "offers", "testimonials", "cta"],
  },
  {
    page: "electrician",
    ask: "could you make the headline shorter",
    refused:
      "“make the headline shorter” — The headline is in your words (“Electrician in Leeds”), so I do not shorten it by guessing; tell me the shorter text, e.g. “change the headline to …”",
  },
  {
    page: "electrician",
    ask: "add a service: Smoke alarm installation",
    applied: ["Added “Smoke alarm installation” to the “Services” section"],
    removed: [],
    added: ["Smoke alarm installation"],
  },
  {
    page: "electrician",
    ask: "rename rewiring to Full house rewiring",
    applied: ["Renamed “Rewiring” to “Full house rewiring”"],
    removed: [
      "Spark Right Electrical: Dan Hughes, qualified electrician in Leeds. Rewiring, fuse box upgrades, EV charger installation and landlord safety certificates.",
      "Rewiring",
    ],
    added: [
      "Spark Right Electrical: Dan Hughes, qualified electrician in Leeds. Full house rewiring, fuse box upgrades, EV charger installation and landlord safety certificates.",
      "Full house rewiring",
    ],
  },
  {
    page: "electrician",
    ask: "make the font more modern",
    refused:
      "“make the font more modern” — The headings already use the sans-serif font, the more modern of the two the built-in composer has",
  },
  {
    page: "electrician",
    ask: "we are open mon-fri 8-5",
    applied: ["Set the opening hours: Mon–Fri 8:00–17:00"],
    removed: [],
    added: [
      "Opening hours",
      "Opening hours",
      "Mon–Fri",
      "8:00–17:00",
      "Opening hours:",
      "Mon–Fri 8:00–17:00",
    ],
    kinds: ["hero", "benefits", "about", "offers", "team", "testimonials", "hours", "cta"],
  },
  {
    page: "electrician",
    ask: "remove the second service",
    applied: [
      "Removed “Fuse box upgrades” from the “Services” section; your own text still names it: “Spark Right Electrical: Dan Hughes, qualified electrician in Leeds. Rewiring, fuse box upgrades, EV charger installation and landlord safety certificates.” (change that text to remove it there)",
    ],
    removed: ["Fuse box upgrades"],
    added: [],
  },
  {
    page: "electrician",
    ask: "add a price list: Callout £70, EV charger from £850",
    applied: ["Added “Callout” at £70 and “EV charger” from £850 to a new “Prices” section"],
    removed: [],
    added: ["Prices", "Prices", "Callout", "£70", "Contact", "Contact", "EV charger", "from £850"],
    kinds: ["hero", "benefits", "about", "offers", "team", "testimonials", "pricing", "cta"],
  },
  {
    page: "electrician",
    ask: "put the reviews above the services",
    applied: ["Moved the “Reviews of Spark Right Electrical” section above the “Services” section"],
    removed: [],
    added: [],
    kinds: ["hero", "testimonials", "benefits", "about", "offers", "team", "cta"],
  },
  {
    page: "bookkeeping",
    ask: "rename the second plan to Business",
    applied: ["Renamed “Growth” to “Business”"],
    removed: ["Plans: Starter £12 per month, Growth £28 per month, Scale £55 per month.", "Growth"],
    added: ["Plans: Starter £12 per month, Business £28 per month, Scale £55 per month.", "Business"],
  },
  {
    page: "bookkeeping",
    ask: "bump all prices by £5",
    refused:
      "“bump all prices by £5” — I set prices to the amounts you give, never by working them out from the old ones; give each new price as it should appear: change Starter to …, change Growth to …",
  },
  {
    page: "bookkeeping",
    ask: "the trial is now 30 days",
    applied: ["Changed 14 days to 30 days everywhere on the page"],
    removed: ["Start your 14-day free trial", "Start your 14-day free trial", "14-day free trial"],
    added: ["Start your 30-day free trial", "Start your 30-day free trial", "30-day free trial"],
  },
  {
    page: "bookkeeping",
    ask: "highlight growth as most popular",
    applied: ["Highlighted “Growth” with the badge “Most popular”"],
    removed: [],
    added: ["Most popular"],
    highlighted: ["Growth"],
  },
  {
    page: "bookkeeping",
    ask: "remove the Scale plan",
    applied: [
      "Removed “Scale” from the “Pricing” section; your own text still names it: “Plans: Starter £12 per month, Growth £28 per month, Scale £55 per month.” (change that text to remove it there)",
    ],
    removed: ["Sign up", "Scale", "£55 per month"],
    added: [],
  },
  {
    page: "bookkeeping",
    ask: "add a faq: Can I cancel? - Yes, anytime from your account.",
    applied: ["Added the FAQ question “Can I cancel?”"],
    removed: [],
    added: ["FAQ", "Questions and answers", "Can I cancel?", "Yes, anytime from your account."],
    kinds: ["hero", "features", "testimonials", "pricing", "offers", "faq", "signup"],
  },
  {
    page: "bookkeeping",
    ask: "change the button to Try Ledgerly free",
    applied: ["Changed the button text to “Try Ledgerly free”"],
    removed: ["Start your 14-day free trial", "Start your 14-day free trial"],
    added: ["Try Ledgerly free", "Try Ledgerly free"],
  },
  {
    page: "bookkeeping",
    ask: "make it dark",
    applied: ["Switched to the dark theme"],
    removed: [],
    added: [],
    settings: { scheme: "dark" },
  },
  {
    page: "bookkeeping",
    ask: "add a plan Enterprise £99 per month",
    applied: ["Added “Enterprise” at £99 per month to the “Pricing” section"],
    removed: [],
    added: ["Sign up", "Enterprise", "£99 per month"],
  },
  {
    page: "bookkeeping",
    ask: "add stripe payments so people can pay for the plan on the page",
    refused:
      "“add stripe payments so people can pay for the plan on the page” — A page made here is one HTML file: it cannot take payments; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "bookkeeping",
    ask: "growth is now £30 per month",
    applied: ["Set the price of Growth to £30 per month"],
    removed: ["Plans: Starter £12 per month, Growth £28 per month, Scale £55 per month.", "£28 per month"],
    added: ["Plans: Starter £12 per month, Growth £30 per month, Scale £55 per month.", "£30 per month"],
  },
  {
    page: "bookkeeping",
    ask: "swap the features and the reviews",
    applied: ["Swapped the “What you can do with Ledgerly” and “Reviews of Ledgerly” sections"],
    removed: [],
    added: [],
    kinds: ["hero", "testimonials", "features", "pricing", "offers", "signup"],
  },
  {
    page: "conference",
    ask: "the date moved to 18 June 2027",
    applied: ["Moved the event to 18 June 2027 at 9:30 (was 11 June 2027 at 9:30)"],
    removed: [
      "Frontend Friday is a one-day frontend conference on 11 June 2027 at 9:30 at The Corn Exchange, 15 Market Street, Cambridge.",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30.",
    ],
    added: [
      "Frontend Friday is a one-day frontend conference on 18 June 2027 at 9:30 at The Corn Exchange, 15 Market Street, Cambridge.",
      "18 June 2027 at 9:30",
      "18 June 2027 at 9:30",
      "18 June 2027 at 9:30",
      "18 June 2027 at 9:30",
      "18 June 2027 at 9:30.",
    ],
  },
  {
    page: "conference",
    ask: "standard tickets are now £139",
    applied: ["Set the price of standard tickets to £139 (was £129)"],
    removed: [
      "Early bird tickets £89 · Standard tickets £129",
      "Early bird tickets £89 · Standard tickets £129",
      "Talks on React, accessibility and web performance. Speakers: Priya Shah, staff engineer at Monzo, and Leo Park, accessibility lead at the BBC. Early bird tickets £89, standard tickets £129.",
      "Early bird tickets: £89; Standard tickets: £129.",
      "Standard tickets (£129)",
    ],
    added: [
      "Early bird tickets £89 · Standard tickets £139",
      "Early bird tickets £89 · Standard tickets £139",
      "Talks on React, accessibility and web performance. Speakers: Priya Shah, staff engineer at Monzo, and Leo Park, accessibility lead at the BBC. Early bird tickets £89, standard tickets £139.",
      "Early bird tickets: £89; Standard tickets: £139.",
      "Standard tickets (£139)",
    ],
  },
  {
    page: "conference",
    ask: "add a speaker: Sam Lee, design lead at Figma",
    applied: ["Added Sam Lee (design lead at Figma) to the “Speakers” section"],
    removed: [],
    added: ["Sam Lee", "design lead at Figma"],
  },
  {
    page: "conference",
    ask: "agenda: 9:30 Registration; 10:00 Keynote; 12:30 Lunch; 17:00 Drinks",
    applied: ["Set the agenda to 4 lines as you gave them"],
    removed: ["Add the programme here: times and what happens"],
    added: ["9:30", "Registration", "10:00", "Keynote", "12:30", "Lunch", "17:00", "Drinks"],
  },
  {
    page: "conference",
    ask: "change the venue to 2 Station Road, Cambridge",
    applied: ["Changed the venue to 2 Station Road, Cambridge (was 15 Market Street, Cambridge)"],
    removed: [
      "Frontend Friday is a one-day frontend conference on 11 June 2027 at 9:30 at The Corn Exchange, 15 Market Street, Cambridge.",
      "15 Market Street, Cambridge",
      "15 Market Street, Cambridge",
      "15 Market Street, Cambridge",
      "15 Market Street, Cambridge",
    ],
    added: [
      "Frontend Friday is a one-day frontend conference on 11 June 2027 at 9:30 at 2 Station Road, Cambridge.",
      "2 Station Road, Cambridge",
      "2 Station Road, Cambridge",
      "2 Station Road, Cambridge",
      "2 Station Road, Cambridge",
    ],
  },
  {
    page: "conference",
    ask: "we're sold out",
    applied: [
      "Marked the event as “Sold out” and took the registration form off the page (say “add a waiting list” to collect names instead)",
    ],
    removed: [
      "Register",
      "Register",
      "Conference",
      "11 June 2027 at 9:30",
      "15 Market Street, Cambridge",
      "When",
      "Where",
      "Price",
      "Early bird tickets £89 · Standard tickets £129",
      "Save your seat",
      "Your name",
      "Work email",
      "Ticket",
      "Choose…",
      "Early bird tickets (£89)",
      "Standard tickets (£129)",
      "Company (optional)",
      "Thank you!",
      "Your message has been sent to Frontend Friday.",
    ],
    added: ["Sold out · Conference", "Sold out"],
  },
  {
    page: "conference",
    ask: "remove the countdown",
    applied: ["Removed the “Time left” section"],
    removed: [
      "11 June 2027 at 9:30",
      "Countdown",
      "Time left",
      "00",
      "00",
      "00",
      "00",
      "Days",
      "Hours",
      "Minutes",
      "Seconds",
    ],
    added: [],
    kinds: ["hero", "event-details", "about", "speakers", "agenda", "offers", "faq", "registration"],
  },
  {
    page: "conference",
    ask: "add a question to the faq: Is there wifi? - Yes, free wifi throughout the venue.",
    applied: ["Added the FAQ question “Is there wifi?”"],
    removed: [],
    added: ["Is there wifi?", "Yes, free wifi throughout the venue."],
  },
  {
    page: "conference",
    ask: "change the start time to 10:00",
    applied: ["Moved the event to 11 June 2027 at 10:00 (was 11 June 2027 at 9:30)"],
    removed: [
      "Frontend Friday is a one-day frontend conference on 11 June 2027 at 9:30 at The Corn Exchange, 15 Market Street, Cambridge.",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30",
      "11 June 2027 at 9:30.",
    ],
    added: [
      "Frontend Friday is a one-day frontend conference on 11 June 2027 at 10:00 at The Corn Exchange, 15 Market Street, Cambridge.",
      "11 June 2027 at 10:00",
      "11 June 2027 at 10:00",
      "11 June 2027 at 10:00",
      "11 June 2027 at 10:00",
      "11 June 2027 at 10:00.",
    ],
  },
  {
    page: "conference",
    ask: "make the register button orange",
    applied: ["Set the main colour to orange (text colours adjusted to stay readable)"],
    removed: [],
    added: [],
    settings: { palette: { primary: "#ea580c", accent: "#5a7bbf" } },
  },
  {
    page: "conference",
    ask: "can you send reminder emails to people who registered",
    refused:
      "“send reminder emails to people who registered” — A page made here is one HTML file: it cannot send e-mails or reminders to visitors; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "bistro",
    ask: "Changez le téléphone en 04 78 98 76 54",
    applied: ["Changed the phone number from 04 78 12 34 56 to 04 78 98 76 54 everywhere on the page"],
    removed: [
      "04 78 12 34 56",
      "04 78 12 34 56",
      "04 78 12 34 56",
      "Ouvert du mardi au samedi de 12h à 22h. Réservations au 04 78 12 34 56 ou contact@petitzinc.fr.",
      "Par téléphone au 04 78 12 34 56, par e-mail à contact@petitzinc.fr ou via le formulaire de cette page.",
    ],
    added: [
      "04 78 98 76 54",
      "04 78 98 76 54",
      "04 78 98 76 54",
      "Ouvert du mardi au samedi de 12h à 22h. Réservations au 04 78 98 76 54 ou contact@petitzinc.fr.",
      "Par téléphone au 04 78 98 76 54, par e-mail à contact@petitzinc.fr ou via le formulaire de cette page.",
    ],
  },
  {
    page: "bistro",
    ask: "le menu du soir passe à 36 €",
    applied: ["Set the price of Menu du soir to 36 €"],
    removed: ["34 €", "Menu du midi : 19 €; Menu du soir : 34 €; Verre de vin : 6 €."],
    added: ["36 €", "Menu du midi : 19 €; Menu du soir : 36 €; Verre de vin : 6 €."],
  },
  {
    page: "bistro",
    ask: "Supprimez la section avis",
    applied: ["Removed the “Ce qu'en disent nos clients” section"],
    removed: ["Avis", "Ce qu'en disent nos clients", "Ajoutez ici l'avis d'un client (avec son accord)"],
    added: [],
    kinds: ["hero", "about", "services", "pricing", "faq", "contact"],
  },
  {
    page: "bistro",
    ask: "nous sommes fermés le mardi maintenant",
    refused:
      "“nous sommes fermés le mardi maintenant” — I cannot tell how to take Tuesdays out of the opening hours as the page writes them (“du mardi au samedi de 12h à 22h”); give them all anew: opening hours: …",
  },
  {
    page: "bistro",
    ask: "ajoutez une question à la FAQ : Avez-vous une terrasse ? - Oui, en été.",
    applied: ["Added the FAQ question “Avez-vous une terrasse ?”"],
    removed: [],
    added: ["Avez-vous une terrasse ?", "Oui, en été."],
  },
  {
    page: "bistro",
    ask: "change the headline to Bistrot lyonnais depuis 1998",
    applied: ["Changed the headline to “Bistrot lyonnais depuis 1998”"],
    removed: ["Le Petit Zinc, bistrot lyonnais"],
    added: ["Bistrot lyonnais depuis 1998"],
  },
  {
    page: "bistro",
    ask: "mettez les boutons en bordeaux",
    applied: ["Set the main colour to burgundy (text colours adjusted to stay readable)"],
    removed: [],
    added: [],
    settings: { palette: { primary: "#881337", accent: "#4d606c" } },
  },
  {
    page: "bistro",
    ask: "add the sunday hours 12h-15h",
    refused:
      "“add the sunday hours 12h-15h” — Give the days and times: add opening hours: Mon–Fri 9:00–18:00, Sat 10:00–14:00",
  },
  {
    page: "bistro",
    ask: "translate the page into english",
    refused:
      "“translate the page into english” — Translating needs the AI provider (LLM_PROVIDER); the built-in composer keeps your own words",
  },
  {
    page: "newsletter",
    ask: "change the price to £6 per month",
    applied: ["Changed £5 per month to £6 per month everywhere on the page"],
    removed: ["Free to subscribe; paid members get the full recipe archive for £5 per month."],
    added: ["Free to subscribe; paid members get the full recipe archive for £6 per month."],
  },
  {
    page: "newsletter",
    ask: "add a faq: When does it arrive? - Every Sunday at 8am.",
    applied: ["Added the FAQ question “When does it arrive?”"],
    removed: [],
    added: ["FAQ", "Questions and answers", "When does it arrive?", "Every Sunday at 8am."],
    kinds: ["hero", "about", "benefits", "faq", "subscribe"],
  },
  {
    page: "newsletter",
    ask: "rename the what's inside section to Every issue",
    applied: ["Renamed the “What's inside” section to “Every issue”"],
    removed: ["What's inside"],
    added: ["Every issue"],
  },
  {
    page: "newsletter",
    ask: "add a fourth item to what's inside: one reader question",
    applied: ["Added “One reader question” to the “What's inside” section"],
    removed: [],
    added: ["One reader question"],
  },
  {
    page: "newsletter",
    ask: "change the button to Join free",
    applied: ["Changed the button text to “Join free”"],
    removed: ["Sign me up", "Sign me up"],
    added: ["Join free", "Join free"],
  },
  {
    page: "newsletter",
    ask: "make the headline bigger and the background darker",
    applied: ["Made the headline bigger", "Switched to the dark theme"],
    removed: [],
    added: [],
    settings: { scheme: "dark", style: { headline: "bigger" } },
  },
  {
    page: "newsletter",
    ask: "we're closed on sundays",
    refused:
      "“we're closed on sundays” — The page gives no opening hours, so there are none to take Sundays out of; to show your hours, give them all: opening hours: Mon–Fri 9:00–17:00",
  },
  {
    page: "newsletter",
    ask: "remove the about section",
    applied: ["Removed the “About The Sunday Sourdough” section"],
    removed: [
      "About",
      "About The Sunday Sourdough",
      "Free to subscribe; paid members get the full recipe archive for £5 per month.",
    ],
    added: [],
    kinds: ["hero", "benefits", "subscribe"],
  },
  {
    page: "newsletter",
    ask: "undo the last change",
    refused:
      "“undo the last change” — Every version of your page is kept: open its Version history and restore the one you want (restoring is free); a change request cannot tell which earlier page you mean",
  },
  {
    page: "newsletter",
    ask: 'add a testimonial from Jo: "Best thing in my inbox every week"',
    applied: ["Added Jo's words to a new “What readers say” section"],
    removed: [],
    added: ["Reviews", "What readers say", "Best thing in my inbox every week", "Jo"],
    kinds: ["hero", "about", "benefits", "testimonials", "subscribe"],
  },
  {
    page: "physio",
    ask: "we're closed on sundays now",
    applied: ["Added “Closed on Sundays” to the opening hours"],
    removed: [],
    added: ["Opening hours", "Closed on Sundays", "Closed on Sundays", "Opening hours:"],
  },
  {
    page: "physio",
    ask: "closed on mondays from now on",
    applied: ["Took Mondays out of the opening hours (“Mon–Fri” is now “Tue–Fri”)"],
    removed: [
      "Mon–Fri 8:00–19:00, Sat 9:00–13:00",
      "Mon–Fri 8:00–19:00; Sat 9:00–13:00.",
      "Mon–Fri 8:00–19:00",
      "Mon–Fri 8:00–19:00",
    ],
    added: [
      "Tue–Fri 8:00–19:00, Sat 9:00–13:00",
      "Tue–Fri 8:00–19:00; Sat 9:00–13:00.",
      "Tue–Fri 8:00–19:00",
      "Tue–Fri 8:00–19:00",
    ],
  },
  {
    page: "physio",
    ask: "opening hours: mon-fri 7-7, sat 8-12",
    applied: ["Set the opening hours: Mon–Fri 7:00–19:00; Sat 8:00–12:00"],
    removed: [
      "Mon–Fri 8:00–19:00, Sat 9:00–13:00",
      "Mon–Fri 8:00–19:00; Sat 9:00–13:00.",
      "Mon–Fri 8:00–19:00",
      "Mon–Fri 8:00–19:00",
      "Sat 9:00–13:00",
      "Sat 9:00–13:00",
    ],
    added: [
      "Mon–Fri 7:00–19:00, Sat 8:00–12:00",
      "Mon–Fri 7:00–19:00; Sat 8:00–12:00.",
      "Opening hours",
      "When we're open",
      "Mon–Fri",
      "7:00–19:00",
      "Sat",
      "8:00–12:00",
      "Mon–Fri 7:00–19:00",
      "Mon–Fri 7:00–19:00",
      "Sat 8:00–12:00",
      "Sat 8:00–12:00",
    ],
    kinds: ["hero", "about", "services", "pricing", "offers", "testimonials", "faq", "hours", "contact"],
  },
  {
    page: "physio",
    ask: "add a service Home visits £80",
    applied: ["Added “Home visits” at £80 to the “Our care” section"],
    removed: [],
    added: ["Home visits", "£80"],
  },
  {
    page: "physio",
    ask: "could you use a more classic font for the headings",
    applied: ["Switched headings to a serif font (the classic look you asked for)"],
    removed: [],
    added: [],
    settings: { font: "serif" },
  },
  {
    page: "bistro",
    ask: "can the font look more modern",
    applied: ["Switched headings to a sans-serif font (the modern look you asked for)"],
    removed: [],
    added: [],
    settings: { font: "sans" },
  },
  {
    page: "newsletter",
    ask: "can you go back to the previous version please",
    refused:
      "“go back to the previous version please” — Every version of your page is kept: open its Version history and restore the one you want (restoring is free); a change request cannot tell which earlier page you mean",
  },
  {
    page: "electrician",
    ask: "add another item to the services: PAT testing",
    applied: ["Added “PAT testing” to the “Services” section"],
    removed: [],
    added: ["PAT testing"],
  },
  {
    page: "electrician",
    ask: "remove the EV charger service",
    refused:
      "“remove the EV charger service” — The page has no service called “EV charger”; its services are “Rewiring”, “Fuse box upgrades”, “EV charger installation” and “Landlord safety certificates”",
  },
  {
    page: "bookkeeping",
    ask: "raise the prices by 10% please",
    refused:
      "“raise the prices by 10% please” — I set prices to the amounts you give, never by working them out from the old ones; give each new price as it should appear: change Starter to …, change Growth to …",
  },
  {
    page: "bookkeeping",
    ask: "remove the second plan and highlight the last one",
    applied: [
      "Removed “Growth” from the “Pricing” section; your own text still names it: “Plans: Starter £12 per month, Growth £28 per month, Scale £55 per month.” (change that text to remove it there)",
      "Highlighted “Scale”",
    ],
    removed: ["Sign up", "Growth", "£28 per month"],
    added: [],
    highlighted: ["Scale"],
  },
  {
    page: "conference",
    ask: "the early bird price is now £79 and add a faq: Is lunch vegan friendly? - Yes, all lunch options are vegan.",
    applied: [
      "Set the price of early bird to £79 (was £89)",
      "Added the FAQ question “Is lunch vegan friendly?”",
    ],
    removed: [
      "Early bird tickets £89 · Standard tickets £129",
      "Early bird tickets £89 · Standard tickets £129",
      "Talks on React, accessibility and web performance. Speakers: Priya Shah, staff engineer at Monzo, and Leo Park, accessibility lead at the BBC. Early bird tickets £89, standard tickets £129.",
      "Early bird tickets: £89; Standard tickets: £129.",
      "Early bird tickets (£89)",
    ],
    added: [
      "Early bird tickets £79 · Standard tickets £129",
      "Early bird tickets £79 · Standard tickets £129",
      "Talks on React, accessibility and web performance. Speakers: Priya Shah, staff engineer at Monzo, and Leo Park, accessibility lead at the BBC. Early bird tickets £79, standard tickets £129.",
      "Early bird tickets: £79; Standard tickets: £129.",
      "Is lunch vegan friendly?",
      "Yes, all lunch options are vegan.",
      "Early bird tickets (£79)",
    ],
  },
  {
    page: "bistro",
    ask: "Ajoutez un plat : Saucisson brioché 16 €",
    applied: ["Added “Saucisson brioché” at 16 € to the “Combien ça coûte” section"],
    removed: [],
    added: ["Contact", "Saucisson brioché", "16 €"],
  },
  {
    page: "electrician",
    ask: "add prices: Callout £70; Consumer unit £450 and EV charger from £850",
    applied: [
      "Added “Callout” at £70, “Consumer unit” at £450 and “EV charger” from £850 to a new “Prices” section",
    ],
    removed: [],
    added: [
      "Prices",
      "Prices",
      "Callout",
      "£70",
      "Contact",
      "Contact",
      "Contact",
      "Consumer unit",
      "£450",
      "EV charger",
      "from £850",
    ],
    kinds: ["hero", "benefits", "about", "offers", "team", "testimonials", "pricing", "cta"],
  },
  {
    page: "conference",
    ask: "change the early bird price to £79",
    applied: ["Set the price of early bird to £79 (was £89)"],
    removed: [
      "Early bird tickets £89 · Standard tickets £129",
      "Early bird tickets £89 · Standard tickets £129",
      "Talks on React, accessibility and web performance. Speakers: Priya Shah, staff engineer at Monzo, and Leo Park, accessibility lead at the BBC. Early bird tickets £89, standard tickets £129.",
      "Early bird tickets: £89; Standard tickets: £129.",
      "Early bird tickets (£89)",
    ],
    added: [
      "Early bird tickets £79 · Standard tickets £129",
      "Early bird tickets £79 · Standard tickets £129",
      "Talks on React, accessibility and web performance. Speakers: Priya Shah, staff engineer at Monzo, and Leo Park, accessibility lead at the BBC. Early bird tickets £79, standard tickets £129.",
      "Early bird tickets: £79; Standard tickets: £129.",
      "Early bird tickets (£79)",
    ],
  },
  {
    page: "bistro",
    ask: "Ajoutez Saucisson brioché à 16 €",
    applied: ["Added “Saucisson brioché” at 16 € to the “Combien ça coûte” section"],
    removed: [],
    added: ["Contact", "Saucisson brioché", "16 €"],
  },
];
