import type { KindProfile } from "./types.js";

export const bakery: KindProfile = {
  noun: "bakery",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#a16207", accent: "#9f1239" },
  alternatePalettes: [
    { primary: "#881337", accent: "#a16207" },
    { primary: "#4d7c0f", accent: "#c2410c" },
  ],
  font: "serif",
  icons: ["flame", "leaf", "heart", "clock", "map-pin", "gift"],
  offerings: { eyebrow: "Fresh from the oven", headings: ["What we bake", "From our oven", "Our bakes"] },
  actions: ["Visit the bakery", "Order ahead", "Find us"],
  contactHeadings: ["Order from {company}", "Visit the bakery", "Find {company}"],
  messageLabel: "Your order or question",
  aboutHeadings: ["About {company}", "Our bakery", "How we bake"],
  quotesHeading: "What our customers say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
