import type { KindProfile } from "./types.js";

export const festival: KindProfile = {
  noun: "festival",
  people: "visitors",
  visitors: "consumer",
  palette: { primary: "#c026d3", accent: "#f59e0b" },
  alternatePalettes: [
    { primary: "#ea580c", accent: "#0891b2" },
    { primary: "#be123c", accent: "#ca8a04" },
  ],
  font: "sans",
  icons: ["music", "ticket", "star", "calendar", "map-pin", "flame"],
  offerings: { eyebrow: "Line-up", headings: ["What's on", "The programme", "Line-up and more"] },
  actions: ["Get tickets", "Register", "Save the date"],
  contactHeadings: ["Contact {company}", "Questions?", "Get in touch"],
  messageLabel: "Your question",
  aboutHeadings: ["About {company}", "About the festival", "The story"],
  quotesHeading: "What visitors say",
  quotePlaceholder: "Add a visitor's words here (with their permission)",
};
