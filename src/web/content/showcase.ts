import type { Industry, LandingPageType } from "../../core/page-options";
import { welcomeGrantCoverageText } from "../../core/pricing";

export type ShowcaseCategory = "business" | "leads" | "launch" | "events" | "commerce";

export const SHOWCASE_CATEGORIES: { id: ShowcaseCategory | "all"; label: string }[] = [
  { id: "all", label: "All examples" },
  { id: "business", label: "Business sites" },
  { id: "leads", label: "Lead generation" },
  { id: "launch", label: "Launches & apps" },
  { id: "events", label: "Events & webinars" },
  { id: "commerce", label: "E-commerce" },
];

/**
 * One showcase page: a realistic request that the build sends to the public page engine (generatePage,
 * scripts/build-showcase-pages.ts), so the thumbnail and the preview are the page the composer really makes.
 */
export interface ShowcaseExample {
  id: string;
  category: ShowcaseCategory;
  pageType: LandingPageType;
  industry: Industry;
  title: string;
  companyName: string;
  targetAudience: string;
  /** The description as a customer would type it; every fact on the page comes from here. */
  prompt: string;
}

export const SHOWCASE_INTRO = {
  eyebrow: "Showcase",
  title: "Landing pages for every industry",
  lead: "Real pages made by our built-in composer from the descriptions below: each one a single, editable HTML file with its own layout, palette and copy, shaped by the page type and industry.",
};

/** Where the build writes each example's page (served sandboxed, like previews). */
export function showcasePageUrl(id: string): string {
  return `/showcase-pages/${id}.html`;
}

export const SHOWCASE_EXAMPLES: ShowcaseExample[] = [
  {
    id: "saas-signup",
    category: "launch",
    pageType: "saas-signup",
    industry: "technology",
    title: "Backups you never think about",
    companyName: "Northwind Cloud",
    targetAudience: "IT leads at companies with 20 to 200 staff",
    prompt:
      "Sign-up page for Northwind Cloud, automatic encrypted backups for Microsoft 365 and Google Workspace. Restores a single file or a whole mailbox in minutes. Plans: Team €4 per user per month, Business €7 per user per month. 14-day free trial, no credit card. Data stored in Frankfurt.",
  },
  {
    id: "restaurant",
    category: "business",
    pageType: "business-homepage",
    industry: "food",
    title: "Handmade pasta in Budapest",
    companyName: "Trattoria Bella",
    targetAudience: "locals and visitors looking for a relaxed Italian dinner",
    prompt:
      "Homepage for Trattoria Bella, a family-run Italian restaurant at Király utca 12, Budapest. Fresh pasta made every morning, wood-fired pizza and a short wine list from Piedmont. Open Tuesday to Sunday 12:00–22:00, closed Mondays. Book a table on +36 1 555 0199.",
  },
  {
    id: "fitness-leads",
    category: "leads",
    pageType: "lead-generation",
    industry: "fitness",
    title: "Your first session is on us",
    companyName: "PeakForm Studio",
    targetAudience: "busy professionals who want to get fit",
    prompt:
      "Lead page for PeakForm Studio, a personal training studio in Vienna. Offer: a free 45-minute first session with a certified trainer, including a movement check and a 4-week plan. Leave your name, e-mail and phone and we call you back within one working day.",
  },
  {
    id: "real-estate",
    category: "business",
    pageType: "business-homepage",
    industry: "real-estate",
    title: "Homes on the river",
    companyName: "Harbor & Oak Realty",
    targetAudience: "families and couples buying their first home",
    prompt:
      "Homepage for Harbor & Oak Realty, an estate agency for riverside homes in Bratislava. We help buyers find apartments and family houses, arrange viewings on weekdays and Saturdays, and handle the paperwork. Call +421 2 5555 0142 or e-mail hello@harborandoak.sk to book a viewing.",
  },
  {
    id: "conference",
    category: "events",
    pageType: "event-registration",
    industry: "technology",
    title: "DevSummit Europe 2026",
    companyName: "DevSummit Europe",
    targetAudience: "web developers and engineering leads",
    prompt:
      "Registration page for DevSummit Europe, two days of talks for people who build the web, on 15–16 October 2026 at the Prague Congress Centre. Tracks on performance, accessibility and TypeScript. Early-bird tickets €290 until 31 August, then €390.",
  },
  {
    id: "app-download",
    category: "launch",
    pageType: "app-download",
    industry: "finance",
    title: "Budgeting in your pocket",
    companyName: "Pocketwise",
    targetAudience: "young adults managing their own money",
    prompt:
      "App download page for Pocketwise, a budgeting app for iPhone and Android. It sorts your card payments into categories automatically, warns you before a bill is due and shows what is left to spend this month. Free to download; Plus costs €2.99 per month.",
  },
  {
    id: "e-commerce",
    category: "commerce",
    pageType: "e-commerce",
    industry: "fashion",
    title: "Clean skincare in small batches",
    companyName: "Lumen Skincare",
    targetAudience: "people with sensitive skin",
    prompt:
      "Shop page for Lumen Skincare's Daily Calm face cream, 50 ml for €34. Made in small batches in Ljubljana with oat extract and ceramides, fragrance-free and vegan. Free shipping in the EU on orders over €50, returns within 30 days.",
  },
  {
    id: "webinar",
    category: "events",
    pageType: "webinar",
    industry: "marketing",
    title: "Your first 1,000 customers",
    companyName: "Growth Lab",
    targetAudience: "founders of early-stage start-ups",
    prompt:
      "Webinar page for Growth Lab's free live masterclass 'Your first 1,000 customers' on 12 November 2026 at 18:00 CET, 60 minutes with Q&A. You will learn how to pick one channel, write a landing page that converts and measure what works. Hosted by Anna Kovács.",
  },
  {
    id: "portfolio",
    category: "business",
    pageType: "portfolio",
    industry: "other",
    title: "Architecture with quiet confidence",
    companyName: "Studio Kova",
    targetAudience: "private clients and developers planning a new building",
    prompt:
      "Portfolio for Studio Kova, a small architecture and interiors studio in Zagreb. We design homes, small offices and cafés with natural materials and a lot of daylight. Selected projects: Villa Lika, Kavana Tkalča, Ured Nova. Contact studio@kova.hr for a first meeting.",
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
  text: `Create a free account: ${welcomeGrantCoverageText()} No credit card needed.`,
  start: "Start",
  learnMore: "Learn More",
};
