import type { KindProfile } from "./types.js";

export const foodProduct: KindProfile = {
  noun: "brand",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#15803d", accent: "#ca8a04" },
  alternatePalettes: [
    { primary: "#a16207", accent: "#15803d" },
    { primary: "#be185d", accent: "#65a30d" },
  ],
  font: "sans",
  icons: ["leaf", "heart", "package", "truck", "sparkles", "gift"],
  offerings: { eyebrow: "The range", headings: ["Meet the range", "What's inside", "Our products"] },
  actions: ["Find out more", "Get in touch", "Stock it"],
  contactHeadings: ["Get in touch with {company}", "Questions about {company}?", "Stock {company}"],
  messageLabel: "Your question or order",
  aboutHeadings: ["About {company}", "Our story", "Why we make it"],
  quotesHeading: "What people say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
