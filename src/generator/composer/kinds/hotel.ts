import type { KindProfile } from "./types.js";

export const hotel: KindProfile = {
  noun: "hotel",
  people: "guests",
  visitors: "consumer",
  palette: { primary: "#0f766e", accent: "#b45309" },
  alternatePalettes: [
    { primary: "#881337", accent: "#a16207" },
    { primary: "#1c1917", accent: "#a16207" },
  ],
  font: "serif",
  icons: ["key-round", "house", "coffee", "map-pin", "star", "calendar"],
  offerings: { eyebrow: "Your stay", headings: ["Your stay", "Rooms and more", "What's here for you"] },
  actions: ["Book your stay", "Check availability", "Get in touch"],
  contactHeadings: ["Book {company}", "Plan your stay", "Contact the hotel"],
  messageLabel: "Your dates and questions",
  aboutHeadings: ["About {company}", "The house", "Our story"],
  quotesHeading: "What our guests say",
  quotePlaceholder: "Add a guest's review here (with their permission)",
};
