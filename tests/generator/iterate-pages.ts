/** Starting pages for the iteration request table: one realistic description per page type. */
import type { LandingPageType } from "../../src/core/page-options.js";
import type { PageRequest } from "../../src/generator/types.js";

export const ITERATE_NOW = new Date("2026-01-10T10:00:00Z");

type Seed = Omit<PageRequest, "logoOption" | "logoData">;

const SEEDS: Record<LandingPageType, Seed> = {
  "business-homepage": {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Trattoria Sole",
    title: "Trattoria Sole",
    targetAudience: "families and office workers",
    prompt:
      "Trattoria Sole is a family Italian restaurant in Lisbon at Rua Augusta 120. We serve fresh pasta, wood-fired pizza and tiramisu. Lunch menu €14, tasting menu €45. Open Mon–Fri 12:00–22:00, Sat 12:00–23:00. Call +351 21 123 4567 or write to ciao@trattoriasole.pt.",
  },
  "product-launch": {
    landingPageType: "product-launch",
    industry: "technology",
    companyName: "Lumen",
    title: "Lumen Desk Lamp",
    targetAudience: "home office workers",
    prompt:
      "Launching the Lumen smart desk lamp on March 3, 2026: adaptive brightness, circadian colour temperature and USB-C charging. Early bird price $89, regular $129. Join the waitlist.",
  },
  "lead-generation": {
    landingPageType: "lead-generation",
    industry: "consulting",
    companyName: "Northwind Advisory",
    title: "Free growth audit",
    targetAudience: "founders of B2B startups",
    prompt:
      "Northwind Advisory offers a free 30-minute growth audit for B2B startups: pipeline review, pricing check and a written action plan. Led by Maria Keller, former VP Sales at Stripe. Book your audit.",
  },
  "facebook-ads": {
    landingPageType: "facebook-ads",
    industry: "fitness",
    companyName: "IronPeak Gym",
    title: "First month free",
    targetAudience: "beginners",
    prompt:
      "IronPeak Gym: first month free for new members, then €29 per month. Personal coaching, group classes and open gym 6:00–23:00 every day. Leave your details and we'll call you.",
  },
  "google-ads": {
    landingPageType: "google-ads",
    industry: "real-estate",
    companyName: "FixFast Plumbing",
    title: "Emergency plumber in Leeds",
    targetAudience: "homeowners in Leeds",
    prompt:
      "FixFast Plumbing: 24/7 emergency plumber in Leeds, callout from £59, fixed prices, Gas Safe registered. Call 0113 496 0000 or request a callback.",
  },
  "event-registration": {
    landingPageType: "event-registration",
    industry: "technology",
    companyName: "DevDays",
    title: "DevDays Berlin 2026",
    targetAudience: "software engineers",
    prompt:
      "DevDays Berlin 2026 on May 14, 2026 at 9:00 CET at Kulturbrauerei, Berlin. Talks on TypeScript, databases and AI tooling. Keynote by Dr. Lena Fischer. Tickets €199, student tickets €79. Register now.",
  },
  "app-download": {
    landingPageType: "app-download",
    industry: "healthcare",
    companyName: "Calmly",
    title: "Calmly meditation app",
    targetAudience: "busy professionals",
    prompt:
      "Calmly is a meditation app with 5-minute guided sessions, sleep stories and streak tracking. Free to download, Premium $4.99 per month. Available on iOS and Android.",
  },
  "saas-signup": {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Pipeflow",
    title: "Pipeflow CRM",
    targetAudience: "agency owners",
    prompt:
      "Pipeflow is a CRM for small agencies with pipeline automation, AI email drafts and Slack integration. Plans: Starter €19 per month, Team €49 per month, Business €99 per month. 14-day free trial.",
  },
  "e-commerce": {
    landingPageType: "e-commerce",
    industry: "e-commerce",
    companyName: "Wick & Wax",
    title: "Handmade soy candles",
    targetAudience: "gift shoppers",
    prompt:
      "Wick & Wax sells handmade soy candles: Sea Salt candle €24, Fig & Cedar candle €28, Gift box of three €65. Refillable glass jars, free shipping over €50.",
  },
  portfolio: {
    landingPageType: "portfolio",
    industry: "marketing",
    companyName: "Studio Mira",
    title: "Mira Novak, brand designer",
    targetAudience: "startups",
    prompt:
      "I'm Mira Novak, a brand designer in Ljubljana. Projects: rebrand for Kava Coffee, packaging for Zima Tea and a website for Atlas Hotels. Reach me at hello@miranovak.design.",
  },
  webinar: {
    landingPageType: "webinar",
    industry: "education",
    companyName: "CodeCamp Academy",
    title: "From zero to your first API",
    targetAudience: "career changers",
    prompt:
      "Free live webinar on February 12, 2026 at 18:00 CET: from zero to your first API. You will learn REST basics, how to design endpoints and how to deploy. Hosted by Sam Patel, lead mentor at CodeCamp Academy.",
  },
  newsletter: {
    landingPageType: "newsletter",
    industry: "finance",
    companyName: "The Frugal Letter",
    title: "The Frugal Letter",
    targetAudience: "young savers",
    prompt:
      "The Frugal Letter is a weekly newsletter every Sunday with one money-saving idea, one investing lesson and one reader question. Free, 12,000 readers.",
  },
};

export function iterateRequestFor(type: LandingPageType): PageRequest {
  return { ...SEEDS[type], logoOption: "generate", logoData: null };
}
