import type { Industry, LandingPageType } from "../../core/page-options";

/** Layout sketches the preview component can draw. */
export type PreviewLayout =
  | "pricing"
  | "split"
  | "form"
  | "gallery"
  | "event"
  | "app"
  | "product"
  | "countdown"
  | "portfolio";

export interface PreviewPalette {
  /** Page background. */
  bg: string;
  /** Cards and panels. */
  surface: string;
  /** Headline blocks and main button. */
  primary: string;
  /** Secondary highlights. */
  accent: string;
  /** Body "text" lines. */
  ink: string;
}

export type ShowcaseCategory = "business" | "leads" | "launch" | "events" | "commerce";

export const SHOWCASE_CATEGORIES: { id: ShowcaseCategory | "all"; label: string }[] = [
  { id: "all", label: "All examples" },
  { id: "business", label: "Business sites" },
  { id: "leads", label: "Lead generation" },
  { id: "launch", label: "Launches & apps" },
  { id: "events", label: "Events & webinars" },
  { id: "commerce", label: "E-commerce" },
];

export interface ShowcaseExample {
  id: string;
  company: string;
  headline: string;
  category: ShowcaseCategory;
  pageType: LandingPageType;
  industry: Industry;
  description: string;
  /** Sections the generated page contains. */
  sections: string[];
  layout: PreviewLayout;
  palette: PreviewPalette;
}

export const SHOWCASE_INTRO = {
  eyebrow: "Showcase",
  title: "Landing pages for every industry",
  lead: "A look at the kinds of pages people build from a few sentences: each one a single, editable HTML file with its own layout, palette and copy, shaped by the page type and industry you choose.",
};

export const SHOWCASE_EXAMPLES: ShowcaseExample[] = [
  {
    id: "saas-signup",
    company: "Northwind Cloud",
    headline: "Ship backups you never have to think about",
    category: "launch",
    pageType: "saas-signup",
    industry: "technology",
    description:
      "A SaaS sign-up page with a clear value proposition, a three-tier pricing table and a free-trial form above the fold.",
    sections: ["Hero with trial form", "Feature grid", "Pricing tiers", "FAQ"],
    layout: "pricing",
    palette: { bg: "#f5f7ff", surface: "#ffffff", primary: "#4338ca", accent: "#22d3ee", ink: "#c7d2fe" },
  },
  {
    id: "restaurant",
    company: "Trattoria Bella",
    headline: "Handmade pasta in the heart of Budapest",
    category: "business",
    pageType: "business-homepage",
    industry: "food",
    description:
      "A warm restaurant homepage: a split hero with a table-booking button, the menu highlights, opening hours and a map placeholder.",
    sections: ["Split hero", "Menu highlights", "Opening hours", "Location"],
    layout: "split",
    palette: { bg: "#fff7ed", surface: "#ffffff", primary: "#b45309", accent: "#dc2626", ink: "#fed7aa" },
  },
  {
    id: "fitness-leads",
    company: "PeakForm Studio",
    headline: "Your first personal training session is on us",
    category: "leads",
    pageType: "lead-generation",
    industry: "fitness",
    description:
      "A lead-generation page with the sign-up form above the fold, social proof, trainer profiles and one focused call to action.",
    sections: ["Form above the fold", "Results", "Trainers", "Testimonials"],
    layout: "form",
    palette: { bg: "#0f172a", surface: "#1e293b", primary: "#a3e635", accent: "#f97316", ink: "#334155" },
  },
  {
    id: "real-estate",
    company: "Harbor & Oak Realty",
    headline: "Find a home on the river",
    category: "business",
    pageType: "business-homepage",
    industry: "real-estate",
    description:
      "A property agency page with a listing gallery, neighbourhood guide and a viewing-request form, in a calm navy and gold palette.",
    sections: ["Hero search", "Featured listings", "Neighbourhoods", "Book a viewing"],
    layout: "gallery",
    palette: { bg: "#f8fafc", surface: "#ffffff", primary: "#1e3a5f", accent: "#ca8a04", ink: "#cbd5e1" },
  },
  {
    id: "conference",
    company: "DevSummit Europe",
    headline: "Two days of talks for people who build the web",
    category: "events",
    pageType: "event-registration",
    industry: "technology",
    description:
      "An event registration page with the date and venue up front, speaker cards, a day-by-day agenda and a ticket form.",
    sections: ["Date and venue", "Speakers", "Agenda", "Registration"],
    layout: "event",
    palette: { bg: "#faf5ff", surface: "#ffffff", primary: "#7e22ce", accent: "#ec4899", ink: "#e9d5ff" },
  },
  {
    id: "app-download",
    company: "Pocketwise",
    headline: "Budgeting that fits in your pocket",
    category: "launch",
    pageType: "app-download",
    industry: "finance",
    description:
      "A mobile-app page with a phone mock-up, store badges, feature highlights and ratings: everything points to the download.",
    sections: ["Phone mock-up", "Store badges", "Features", "Ratings"],
    layout: "app",
    palette: { bg: "#f0fdfa", surface: "#ffffff", primary: "#0f766e", accent: "#f59e0b", ink: "#99f6e4" },
  },
  {
    id: "e-commerce",
    company: "Lumen Skincare",
    headline: "Clean skincare, made in small batches",
    category: "commerce",
    pageType: "e-commerce",
    industry: "fashion",
    description:
      "A product page for an online shop: product gallery, price and add-to-cart, ingredient highlights, reviews and shipping details.",
    sections: ["Product hero", "Ingredients", "Reviews", "Shipping & returns"],
    layout: "product",
    palette: { bg: "#fdf2f8", surface: "#ffffff", primary: "#be185d", accent: "#f9a8d4", ink: "#fbcfe8" },
  },
  {
    id: "webinar",
    company: "Growth Lab",
    headline: "Live masterclass: your first 1,000 customers",
    category: "events",
    pageType: "webinar",
    industry: "marketing",
    description:
      "A webinar page with a live countdown, what you will learn, the host's bio and a one-field registration form.",
    sections: ["Countdown", "What you'll learn", "Host", "Register"],
    layout: "countdown",
    palette: { bg: "#fffbeb", surface: "#ffffff", primary: "#c2410c", accent: "#0ea5e9", ink: "#fde68a" },
  },
  {
    id: "portfolio",
    company: "Studio Kova",
    headline: "Architecture and interiors with quiet confidence",
    category: "business",
    pageType: "portfolio",
    industry: "other",
    description:
      "A minimalist portfolio with a large project grid, a short studio statement, client logos and a contact call to action.",
    sections: ["Statement", "Project grid", "Clients", "Contact"],
    layout: "portfolio",
    palette: { bg: "#fafaf9", surface: "#ffffff", primary: "#1c1917", accent: "#a8a29e", ink: "#e7e5e4" },
  },
];

export const SHOWCASE_STEPS = [
  {
    title: "Describe your page",
    text: "Write a few sentences about your business, choose the page type and industry, and add your logo if you have one.",
  },
  {
    title: "Review and refine",
    text: "Preview the result, then ask for changes in plain words. Every version is kept, so you can always go back.",
  },
  {
    title: "Download the HTML",
    text: "Get one self-contained file and publish it on the host of your choice, or keep editing it in any editor.",
  },
];

export const SHOWCASE_CTA = {
  title: "Ready to build yours?",
  text: "Create a free account and get 500 tokens: enough for your first landing page. No credit card needed.",
  start: "Start",
  learnMore: "Learn More",
};
