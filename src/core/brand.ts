/**
 * The product's default name and its tagline. The operator's brand is the BRAND_NAME setting: the server
 * reads it at start (config.ts: mails, their subjects), the web app at build time (web/lib/company.ts).
 */
export const DEFAULT_BRAND_NAME = "LandingForge";
export const PRODUCT_TAGLINE = "Describe your landing page. Get one polished HTML file.";
