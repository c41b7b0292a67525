import type { KindProfile } from "./types.js";

export const shop: KindProfile = {
  noun: "shop",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#be185d", accent: "#0369a1" },
  alternatePalettes: [
    { primary: "#6b1f4f", accent: "#c2790f" },
    { primary: "#1c1917", accent: "#e11d48" },
  ],
  font: "sans",
  icons: ["shopping-bag", "gift", "truck", "heart", "map-pin", "clock"],
  offerings: { eyebrow: "In store", headings: ["What you'll find", "In the shop", "Our selection"] },
  actions: ["Visit the shop", "Shop now", "Get in touch"],
  contactHeadings: ["Visit {company}", "Get in touch", "Find the shop"],
  messageLabel: "Your question",
  aboutHeadings: ["About {company}", "Our shop", "The story of {company}"],
  quotesHeading: "What our customers say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
