import type { KindProfile } from "./types.js";

export const school: KindProfile = {
  noun: "school",
  people: "students",
  visitors: "consumer",
  palette: { primary: "#1d4ed8", accent: "#f59e0b" },
  alternatePalettes: [
    { primary: "#15803d", accent: "#f59e0b" },
    { primary: "#86198f", accent: "#0e7490" },
  ],
  font: "sans",
  icons: ["graduation-cap", "book-open", "users", "calendar", "award", "lightbulb"],
  offerings: { eyebrow: "Courses", headings: ["What you'll learn", "Courses", "The programme"] },
  actions: ["Enrol now", "Ask about the course", "Get in touch"],
  contactHeadings: ["Ask {company}", "Enrol", "Get in touch"],
  messageLabel: "Your question about the course",
  aboutHeadings: ["About {company}", "How we teach", "Our school"],
  quotesHeading: "What students say",
  quotePlaceholder: "Add a student's words here (with their permission)",
};
