import type { KindProfile } from "./types.js";

export const mobileApp: KindProfile = {
  noun: "app",
  people: "users",
  visitors: "consumer",
  palette: { primary: "#7c3aed", accent: "#0ea5e9" },
  alternatePalettes: [
    { primary: "#e11d48", accent: "#0ea5e9" },
    { primary: "#c2410c", accent: "#0e7490" },
  ],
  font: "sans",
  icons: ["smartphone", "bell", "zap", "heart", "star", "lock"],
  offerings: {
    eyebrow: "In the app",
    headings: ["What the app does", "Inside {company}", "Made for your phone"],
  },
  actions: ["Download the app", "Get the app", "Try it"],
  contactHeadings: ["Questions about {company}?", "Get in touch", "Contact the team"],
  messageLabel: "Your question",
  aboutHeadings: ["About {company}", "Why we made {company}", "The team behind the app"],
  quotesHeading: "What users say",
  quotePlaceholder: "Add a user's review here (with their permission)",
};
