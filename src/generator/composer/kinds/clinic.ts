import type { KindProfile } from "./types.js";

export const clinic: KindProfile = {
  noun: "clinic",
  people: "patients",
  visitors: "consumer",
  palette: { primary: "#0e7490", accent: "#16a34a" },
  alternatePalettes: [
    { primary: "#3f6212", accent: "#0e7490" },
    { primary: "#9f1239", accent: "#0f766e" },
  ],
  font: "sans",
  icons: ["stethoscope", "heart-pulse", "calendar", "shield-check", "users", "clock"],
  offerings: { eyebrow: "Care", headings: ["Our care", "What we treat", "Services for patients"] },
  actions: ["Book an appointment", "Get in touch", "Call the clinic"],
  contactHeadings: ["Book at {company}", "Contact the clinic", "Make an appointment"],
  messageLabel: "How can we help? (no medical details, please)",
  aboutHeadings: ["About {company}", "Our clinic", "About the clinic"],
  quotesHeading: "What patients say",
  quotePlaceholder: "Add a patient's words here (with their permission)",
};
