import type { KindProfile } from "./types.js";

export const dentist: KindProfile = {
  noun: "dental practice",
  people: "patients",
  visitors: "consumer",
  palette: { primary: "#0369a1", accent: "#14b8a6" },
  alternatePalettes: [
    { primary: "#0f766e", accent: "#f59e0b" },
    { primary: "#047857", accent: "#e11d48" },
  ],
  font: "sans",
  icons: ["sparkles", "heart", "calendar", "shield-check", "star", "clock"],
  offerings: { eyebrow: "Treatments", headings: ["Our treatments", "What we offer", "Care for your smile"] },
  actions: ["Book an appointment", "Call the practice", "Get in touch"],
  contactHeadings: ["Book at {company}", "Contact the practice", "Make an appointment"],
  messageLabel: "How can we help?",
  aboutHeadings: ["About {company}", "Our practice", "Our approach"],
  quotesHeading: "What patients say",
  quotePlaceholder: "Add a patient's words here (with their permission)",
};
