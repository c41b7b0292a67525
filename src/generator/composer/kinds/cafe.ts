import type { KindProfile } from "./types.js";

export const cafe: KindProfile = {
  noun: "café",
  people: "guests",
  visitors: "consumer",
  palette: { primary: "#92400e", accent: "#0e7490" },
  alternatePalettes: [
    { primary: "#365314", accent: "#c2410c" },
    { primary: "#115e59", accent: "#d97706" },
  ],
  font: "serif",
  icons: ["coffee", "leaf", "heart", "clock", "map-pin", "gift"],
  offerings: {
    eyebrow: "On the counter",
    headings: ["What we serve", "From our counter", "Coffee and more"],
  },
  actions: ["Visit us", "Find us", "Get in touch"],
  contactHeadings: ["Drop by {company}", "Come in for a coffee", "Find {company}"],
  messageLabel: "Your question or order",
  aboutHeadings: ["About {company}", "Our caf\u00e9", "The story of {company}"],
  quotesHeading: "What our guests say",
  quotePlaceholder: "Add a guest's review here (with their permission)",
};
