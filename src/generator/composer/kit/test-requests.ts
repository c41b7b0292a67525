/** Realistic requests for every page type × industry, shared by the composer's tests and benchmark. */
import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  type Industry,
  LANDING_PAGE_TYPES,
  type LandingPageType,
} from "../../../core/page-options.js";
import type { PageRequest } from "../../types.js";

const SUBJECT: Record<Industry, [string, string, string]> = {
  technology: [
    "a project management tool",
    "Kanban boards, time tracking and client reports",
    "remote product teams",
  ],
  healthcare: [
    "our family dental clinic",
    "teeth whitening, gentle check-ups and emergency appointments",
    "busy parents",
  ],
  finance: [
    "independent retirement planning",
    "pension reviews, tax-efficient investing and a yearly plan",
    "people in their fifties",
  ],
  "e-commerce": [
    "our online plant shop",
    "rare houseplants, self-watering pots and plant care kits",
    "city apartment dwellers",
  ],
  education: [
    "an online Spanish course",
    "live conversation classes, grammar drills and weekly homework feedback",
    "adult beginners",
  ],
  "real-estate": [
    "new riverside apartments",
    "river views, underground parking and a rooftop garden",
    "first-time buyers",
  ],
  consulting: [
    "supply chain consulting",
    "inventory audits, supplier negotiations and cost reduction plans",
    "mid-sized manufacturers",
  ],
  fitness: [
    "strength training after 40",
    "live Q&A, a downloadable training plan and nutrition tips",
    "busy professionals over 40",
  ],
  food: ["our neighbourhood pizzeria", "wood-fired pizzas, fresh pasta and natural wines", "local families"],
  travel: [
    "guided hiking holidays in the Alps",
    "mountain huts, local guides and luggage transfers",
    "active retirees",
  ],
  automotive: [
    "our electric car service centre",
    "battery health checks, tyre changes and software updates",
    "EV owners",
  ],
  fashion: [
    "a sustainable linen collection",
    "relaxed dresses, tailored shirts and natural dyes",
    "conscious shoppers",
  ],
  marketing: [
    "a social media growth programme",
    "content calendars, short-form video and monthly analytics",
    "small business owners",
  ],
  legal: [
    "employment law advice",
    "contract reviews, dismissal disputes and HR policy audits",
    "startup founders",
  ],
  nonprofit: [
    "our winter food drive",
    "family food boxes, volunteer shifts and corporate matching",
    "local volunteers",
  ],
  manufacturing: [
    "precision CNC machining",
    "rapid prototypes, aluminium parts and quality reports",
    "hardware startups",
  ],
  entertainment: [
    "a summer jazz festival",
    "open-air concerts, food trucks and late-night jam sessions",
    "music lovers",
  ],
  other: [
    "professional dog grooming",
    "breed-specific cuts, nail trims and a mobile grooming van",
    "dog owners",
  ],
};

const TEMPLATE: Record<LandingPageType, (s: string, list: string, who: string) => string> = {
  "business-homepage": (s, l) =>
    `Create a homepage for ${s}. We offer ${l}. Founded in 2014, we have over 1,200 happy clients.`,
  "product-launch": (s, l) => `We're launching ${s} on March 14. It comes with ${l}. Pre-order for €49.`,
  "lead-generation": (s, l) => `Capture leads for ${s} with a free guide covering ${l}.`,
  "facebook-ads": (s, l) => `Facebook ad landing page for ${s}: 20% off this month, including ${l}.`,
  "google-ads": (s, l) => `Google Ads landing page for ${s} with ${l}. Book today, fixed prices.`,
  "event-registration": (s, l) =>
    `Open day for ${s} on April 18 at 10:00 at the Danube Conference Centre with ${l}.`,
  "app-download": (s, l) => `A mobile app for ${s} featuring ${l}.`,
  "saas-signup": (s, l) => `Sign-up page for ${s} software with ${l}. Plans from $19 per month.`,
  "e-commerce": (s, l) => `An online store for ${s} selling ${l}.`,
  portfolio: (s, l) => `Portfolio for a specialist in ${s}, showcasing ${l}.`,
  webinar: (s, l) => `A free webinar about ${s} on March 14 at 18:00, covering ${l}.`,
  newsletter: (s, l) => `A weekly newsletter about ${s} with ${l}.`,
};

export function matrixRequest(type: LandingPageType, industry: Industry): PageRequest {
  const [subject, list, audience] = SUBJECT[industry];
  return {
    prompt: TEMPLATE[type](subject, list, audience),
    title: `${INDUSTRY_LABELS[industry].split(" ")[0]} ${type === "webinar" ? "Masterclass" : "Made Simple"}`,
    companyName: `Harbor ${INDUSTRY_LABELS[industry].split(" ")[0]} Co`,
    targetAudience: audience,
    landingPageType: type,
    industry,
    logoOption: "generate",
    logoData: null,
  };
}

export function matrix(): { type: LandingPageType; industry: Industry; request: PageRequest }[] {
  return LANDING_PAGE_TYPES.flatMap((type) =>
    INDUSTRIES.map((industry) => ({ type, industry, request: matrixRequest(type, industry) })),
  );
}
