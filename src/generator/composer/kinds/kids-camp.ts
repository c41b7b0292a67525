import type { KindProfile } from "./types.js";

export const kidsCamp: KindProfile = {
  noun: "camp",
  people: "families",
  visitors: "consumer",
  palette: { primary: "#16a34a", accent: "#f97316" },
  alternatePalettes: [
    { primary: "#ea580c", accent: "#0891b2" },
    { primary: "#db2777", accent: "#16a34a" },
  ],
  font: "sans",
  icons: ["mountain", "users", "heart", "calendar", "leaf", "sparkles"],
  offerings: { eyebrow: "At camp", headings: ["What campers do", "A day at camp", "Activities"] },
  actions: ["Book a place", "Ask a question", "Get in touch"],
  contactHeadings: ["Book with {company}", "Questions from parents", "Get in touch"],
  messageLabel: "Your question (and your child's age)",
  aboutHeadings: ["About {company}", "Our camp", "More about camp"],
  quotesHeading: "What families say",
  quotePlaceholder: "Add a parent's words here (with their permission)",
};
