/** Realistic requests for every page type × industry, shared by the composer and browser tests. */
import {
  INDUSTRIES,
  type Industry,
  LANDING_PAGE_TYPES,
  type LandingPageType,
} from "../../src/core/page-options.js";
import type { PageRequest } from "../../src/generator/types.js";

/** [company, business description, audience] per industry. */
export const INDUSTRY_BRIEFS: Record<Industry, [string, string, string]> = {
  technology: [
    "Pipeflow",
    "our CRM for small agencies, with pipeline automation, AI email drafts and Slack integration",
    "agency owners",
  ],
  healthcare: [
    "Riverside Family Clinic",
    "our family clinic with same-day appointments, video consultations and on-site blood tests",
    "young families",
  ],
  finance: [
    "Alder & Co",
    "our independent financial planning firm, offering retirement plans, tax-smart investing and fixed fees",
    "self-employed professionals",
  ],
  "e-commerce": [
    "Wick & Wax",
    "our handmade soy candles, with refillable glass jars, seasonal scents and free shipping over €50",
    "gift shoppers",
  ],
  education: [
    "CodeCamp Academy",
    "our part-time coding bootcamp, featuring live mentoring, real client projects and career coaching",
    "career changers",
  ],
  "real-estate": [
    "Harbor Living",
    "our estate agency for seaside homes, with free valuations, video tours and local negotiators",
    "first-time buyers",
  ],
  consulting: [
    "Northbridge Partners",
    "our operations consultancy, offering supply chain audits, lean workshops and interim managers",
    "manufacturing CEOs",
  ],
  fitness: [
    "Peak Studio",
    "our boutique gym in Berlin offering small-group strength classes, mobility sessions and nutrition coaching",
    "busy professionals",
  ],
  food: [
    "Casa Verde",
    "our neighbourhood trattoria, with fresh pasta made daily, natural wines and a sunny terrace",
    "local food lovers",
  ],
  travel: [
    "Wanderly Trips",
    "our small-group adventures in Iceland, including glacier hikes, northern lights tours and cosy lodges",
    "adventurous couples",
  ],
  automotive: [
    "VoltDrive Garage",
    "our EV service centre, with battery health checks, tyre changes and a free courtesy car",
    "electric car owners",
  ],
  fashion: [
    "Atelier Nord",
    "our slow-fashion label, featuring organic linen shirts, wool coats and free repairs",
    "conscious shoppers",
  ],
  marketing: [
    "Brightside Media",
    "our performance marketing agency, offering paid social, SEO audits and landing page testing",
    "DTC founders",
  ],
  legal: [
    "Hale & Ortiz",
    "our employment law practice, offering fixed-fee contract reviews, tribunal representation and HR training",
    "small business owners",
  ],
  nonprofit: [
    "Open Hands",
    "our food bank network, with weekly food parcels, community kitchens and volunteer drivers",
    "local volunteers",
  ],
  manufacturing: [
    "Precisa Works",
    "our CNC machining plant, offering rapid prototypes, ISO 9001 quality and just-in-time delivery",
    "hardware startups",
  ],
  entertainment: [
    "Neon Hall",
    "our live music venue, featuring indie concerts, comedy nights and a rooftop bar",
    "music fans",
  ],
  other: [
    "Greenleaf Services",
    "our eco cleaning company, with plant-based products, weekly visits and vetted cleaners",
    "busy households",
  ],
};

const TYPE_PROMPTS: Record<LandingPageType, (s: string) => string> = {
  "business-homepage": (s) => `Create a homepage for ${s}. Show our services and how to contact us.`,
  "product-launch": (s) => `Landing page to launch ${s}. Launch date June 3rd, pre-orders open now at €49.`,
  "lead-generation": (s) => `Lead generation page for ${s}. Offer a free 30-minute consultation.`,
  "facebook-ads": (s) => `Facebook ad landing page for ${s}, with 20% off the first order.`,
  "google-ads": (s) => `Google Ads landing page for ${s}, for people searching for a trusted local provider.`,
  "event-registration": (s) =>
    `Registration page for our open day on 14 March 2026 6pm in Berlin, showcasing ${s}.`,
  "app-download": (s) => `Page to get people to download the mobile app for ${s}.`,
  "saas-signup": (s) => `Signup page for the online platform behind ${s}, with a free 14-day trial.`,
  "e-commerce": (s) => `Online shop page for ${s}. Prices from €29.`,
  portfolio: (s) => `Portfolio page showing our best work for ${s}.`,
  webinar: (s) => `A free webinar on October 2 at 7:30 pm about ${s}.`,
  newsletter: (s) => `A weekly newsletter about ${s}.`,
};

const TYPE_TITLES: Record<LandingPageType, string> = {
  "business-homepage": "Work with a team that cares",
  "product-launch": "Meet the all-new edition",
  "lead-generation": "Get your free consultation",
  "facebook-ads": "20% off your first order",
  "google-ads": "The trusted choice near you",
  "event-registration": "Open Day 2026",
  "app-download": "Everything in your pocket",
  "saas-signup": "Start your free trial today",
  "e-commerce": "The new collection is here",
  portfolio: "Selected work",
  webinar: "Live masterclass",
  newsletter: "The Friday Brief",
};

export function requestFor(type: LandingPageType, industry: Industry): PageRequest {
  const [companyName, subject, targetAudience] = INDUSTRY_BRIEFS[industry];
  return {
    landingPageType: type,
    industry,
    companyName,
    title: `${TYPE_TITLES[type]} at ${companyName}`,
    prompt: TYPE_PROMPTS[type](subject),
    targetAudience,
    logoOption: "generate",
    logoData: null,
    images: [],
  };
}

export const MATRIX = LANDING_PAGE_TYPES.flatMap((type) =>
  INDUSTRIES.map((industry) => ({ type, industry })),
);

/** A fixed clock so dates and countdowns are reproducible. */
export const NOW = new Date("2026-01-10T10:00:00Z");

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
