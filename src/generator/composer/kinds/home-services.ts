import type { KindProfile } from "./types.js";

export const homeServices: KindProfile = {
  noun: "team",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#0369a1", accent: "#ca8a04" },
  alternatePalettes: [
    { primary: "#9a3412", accent: "#0369a1" },
    { primary: "#166534", accent: "#ca8a04" },
  ],
  font: "sans",
  icons: ["wrench", "house", "shield-check", "calendar", "phone", "clock"],
  offerings: { eyebrow: "Services", headings: ["What we do", "Services", "Jobs we take on"] },
  actions: ["Request a quote", "Book a visit", "Call us"],
  contactHeadings: ["Get a quote from {company}", "Book a visit", "Get in touch"],
  messageLabel: "What needs doing, and where?",
  aboutHeadings: ["About {company}", "How we work", "Who we are"],
  quotesHeading: "What customers say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
