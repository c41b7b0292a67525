import type { KindProfile } from "./types.js";

/**
 * A car wash or valeting business: it washes and cleans cars, it does not repair them, so it never says
 * "Workshop services", "Our workshop" or "Call the garage" (what a hand car wash read when it was a garage).
 */
export const carWash: KindProfile = {
  noun: "car wash",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#0369a1", accent: "#0d9488" },
  alternatePalettes: [
    { primary: "#0f766e", accent: "#f59e0b" },
    { primary: "#b91c1c", accent: "#0369a1" },
  ],
  font: "sans",
  icons: ["car", "sparkles", "shield-check", "clock", "map-pin", "calendar"],
  offerings: { eyebrow: "Services", headings: ["What we offer", "Services", "At a glance"] },
  actions: ["Visit us", "Get in touch", "Contact us"],
  contactHeadings: ["Find {company}", "Contact {company}", "Get in touch"],
  messageLabel: "Your message",
  aboutHeadings: ["About {company}", "How we work", "About us"],
  quotesHeading: "What customers say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
