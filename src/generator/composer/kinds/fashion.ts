import type { KindProfile } from "./types.js";

export const fashion: KindProfile = {
  noun: "label",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#111827", accent: "#be185d" },
  alternatePalettes: [
    { primary: "#9f1239", accent: "#111827" },
    { primary: "#44403c", accent: "#d97706" },
  ],
  font: "serif",
  icons: ["shirt", "sparkles", "shopping-bag", "heart", "truck", "gift"],
  offerings: { eyebrow: "The collection", headings: ["The collection", "New pieces", "What we make"] },
  actions: ["Shop the collection", "Discover the collection", "Get in touch"],
  contactHeadings: ["Contact {company}", "Questions?", "Get in touch"],
  messageLabel: "Your question",
  aboutHeadings: ["About {company}", "The label", "How we make it"],
  quotesHeading: "What customers say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
