/** The spec's page types and industries, with the labels the UI shows. */

export const LANDING_PAGE_TYPES = [
  "business-homepage",
  "product-launch",
  "lead-generation",
  "facebook-ads",
  "google-ads",
  "event-registration",
  "app-download",
  "saas-signup",
  "e-commerce",
  "portfolio",
  "webinar",
  "newsletter",
] as const;
export type LandingPageType = (typeof LANDING_PAGE_TYPES)[number];

export const LANDING_PAGE_TYPE_LABELS: Record<LandingPageType, string> = {
  "business-homepage": "Business Homepage",
  "product-launch": "Product Launch",
  "lead-generation": "Lead Generation",
  "facebook-ads": "Facebook Ads",
  "google-ads": "Google Ads",
  "event-registration": "Event Registration",
  "app-download": "App Download",
  "saas-signup": "SaaS Signup",
  "e-commerce": "E-commerce",
  portfolio: "Portfolio",
  webinar: "Webinar",
  newsletter: "Newsletter",
};

export const INDUSTRIES = [
  "technology",
  "healthcare",
  "finance",
  "e-commerce",
  "education",
  "real-estate",
  "consulting",
  "fitness",
  "food",
  "travel",
  "automotive",
  "fashion",
  "marketing",
  "legal",
  "nonprofit",
  "manufacturing",
  "entertainment",
  "other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  technology: "Technology",
  healthcare: "Healthcare",
  finance: "Finance",
  "e-commerce": "E-commerce",
  education: "Education",
  "real-estate": "Real Estate",
  consulting: "Consulting",
  fitness: "Fitness",
  food: "Food & Restaurant",
  travel: "Travel",
  automotive: "Automotive",
  fashion: "Fashion",
  marketing: "Marketing",
  legal: "Legal",
  nonprofit: "Nonprofit",
  manufacturing: "Manufacturing",
  entertainment: "Entertainment",
  other: "Other",
};

export const LOGO_OPTIONS = ["generate", "upload"] as const;
export type LogoOption = (typeof LOGO_OPTIONS)[number];

/** Uploaded logos: images only, at most 2 MB. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const ALLOWED_LOGO_MIME_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/svg+xml",
] as const;
