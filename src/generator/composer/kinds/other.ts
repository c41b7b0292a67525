import type { KindProfile } from "./types.js";

export const other: KindProfile = {
  noun: "team",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#2563eb", accent: "#0d9488" },
  // Its colours follow the subject instead (engine/subject-palette.ts).
  alternatePalettes: [],
  font: "sans",
  icons: ["sparkles", "heart", "star", "users", "map-pin", "calendar"],
  offerings: {
    eyebrow: "What we offer",
    headings: ["What we offer", "What you'll find", "Highlights", "At a glance"],
  },
  actions: ["Get in touch", "Contact us", "Send an enquiry", "Ask a question", "Talk to us"],
  contactHeadings: ["Get in touch with {company}", "Contact {company}", "Questions?"],
  messageLabel: "Your message",
  aboutHeadings: ["About {company}", "Who we are", "Our story"],
  quotesHeading: "What people say",
  quotePlaceholder: "Add a customer quote here (with their permission)",
};
