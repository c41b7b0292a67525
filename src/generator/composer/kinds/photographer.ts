import type { KindProfile } from "./types.js";

export const photographer: KindProfile = {
  noun: "studio",
  people: "clients",
  visitors: "consumer",
  palette: { primary: "#334155", accent: "#d97706" },
  alternatePalettes: [
    { primary: "#1c1917", accent: "#d97706" },
    { primary: "#7f1d1d", accent: "#0f766e" },
  ],
  font: "serif",
  icons: ["camera", "heart", "star", "calendar", "map-pin", "palette"],
  offerings: { eyebrow: "Photography", headings: ["What I photograph", "Sessions", "Services"] },
  actions: ["Book a shoot", "Check availability", "Get in touch"],
  contactHeadings: ["Book {company}", "Check a date", "Get in touch"],
  messageLabel: "Tell me about your date and what you need",
  aboutHeadings: ["About {company}", "My approach", "Behind the camera"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client's words here (with their permission)",
};
