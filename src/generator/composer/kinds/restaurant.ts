import type { KindProfile } from "./types.js";

export const restaurant: KindProfile = {
  noun: "restaurant",
  people: "guests",
  visitors: "consumer",
  palette: { primary: "#b45309", accent: "#0f766e" },
  alternatePalettes: [
    { primary: "#881337", accent: "#a16207" },
    { primary: "#14532d", accent: "#c2410c" },
  ],
  font: "serif",
  icons: ["utensils", "chef-hat", "leaf", "clock", "map-pin", "heart"],
  offerings: { eyebrow: "Menu", headings: ["On the menu", "From our kitchen", "What we serve"] },
  actions: ["Book a table", "Plan your visit", "Find us"],
  contactHeadings: ["Come and eat with us", "Book your table", "Visit {company}"],
  messageLabel: "Your booking request or question",
  aboutHeadings: ["About {company}", "Our kitchen", "The story of {company}"],
  quotesHeading: "What our guests say",
  quotePlaceholder: "Add a guest's review here (with their permission)",
};
