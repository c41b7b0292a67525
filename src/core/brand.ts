/** The product's name and tagline, shared by the web app, the mails and the server. */
export const PRODUCT_NAME = "LandingForge";
export const PRODUCT_TAGLINE = "Describe your landing page. Get one polished HTML file.";
