import type { KindProfile } from "./types.js";

export const bar: KindProfile = {
  noun: "bar",
  people: "guests",
  visitors: "consumer",
  palette: { primary: "#7c2d12", accent: "#6d28d9" },
  alternatePalettes: [
    { primary: "#134e4a", accent: "#f59e0b" },
    { primary: "#831843", accent: "#d97706" },
  ],
  font: "sans",
  icons: ["music", "star", "clock", "map-pin", "ticket", "heart"],
  offerings: { eyebrow: "At the bar", headings: ["What we pour", "Drinks and more", "At the bar"] },
  actions: ["Find us", "Plan your night", "Book a table"],
  contactHeadings: ["Find {company}", "Come by tonight", "Get in touch"],
  messageLabel: "Your booking request or question",
  aboutHeadings: ["About {company}", "Our bar", "The story of {company}"],
  quotesHeading: "What our guests say",
  quotePlaceholder: "Add a guest's review here (with their permission)",
};
