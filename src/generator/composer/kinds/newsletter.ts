import type { KindProfile } from "./types.js";

export const newsletter: KindProfile = {
  noun: "newsletter",
  people: "readers",
  visitors: "consumer",
  palette: { primary: "#9333ea", accent: "#0ea5e9" },
  alternatePalettes: [
    { primary: "#8a5a00", accent: "#7f1d1d" },
    { primary: "#1c1917", accent: "#dc2626" },
  ],
  font: "serif",
  icons: ["mail", "book-open", "lightbulb", "bell", "heart", "sparkles"],
  offerings: {
    eyebrow: "Inside",
    headings: ["What's inside", "What you'll read in {company}", "In every issue of {company}"],
  },
  actions: ["Subscribe", "Sign up", "Join the list"],
  contactHeadings: ["Write to {company}", "Get in touch", "Contact the editor"],
  messageLabel: "Your message",
  aboutHeadings: ["About {company}", "Who writes it", "Why we write"],
  quotesHeading: "What readers say",
  quotePlaceholder: "Add a reader's words here (with their permission)",
};
