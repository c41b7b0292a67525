import type { KindProfile } from "./types.js";

export const tour: KindProfile = {
  noun: "tour operator",
  people: "travellers",
  visitors: "consumer",
  palette: { primary: "#0369a1", accent: "#ea580c" },
  alternatePalettes: [
    { primary: "#a16207", accent: "#0e7490" },
    { primary: "#166534", accent: "#f59e0b" },
  ],
  font: "sans",
  icons: ["compass", "mountain", "map-pin", "plane", "calendar", "users"],
  offerings: { eyebrow: "The trip", headings: ["What you'll do", "The trip", "Highlights"] },
  actions: ["Book your place", "Ask about dates", "Get in touch"],
  contactHeadings: ["Book with {company}", "Ask us anything", "Get in touch"],
  messageLabel: "Your dates and questions",
  aboutHeadings: ["About {company}", "Who we are", "How we travel"],
  quotesHeading: "What travellers say",
  quotePlaceholder: "Add a traveller's review here (with their permission)",
};
