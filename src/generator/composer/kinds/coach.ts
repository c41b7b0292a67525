import type { KindProfile } from "./types.js";

export const coach: KindProfile = {
  noun: "practice",
  people: "clients",
  visitors: "consumer",
  palette: { primary: "#0d9488", accent: "#c026d3" },
  alternatePalettes: [
    { primary: "#86198f", accent: "#0f766e" },
    { primary: "#4d7c0f", accent: "#d97706" },
  ],
  font: "sans",
  icons: ["heart", "target", "lightbulb", "message-circle", "calendar", "users"],
  offerings: { eyebrow: "How I help", headings: ["How we can work together", "What I offer", "Sessions"] },
  actions: ["Book a session", "Get in touch", "Book a first call"],
  contactHeadings: ["Get in touch", "Book a session", "Let's talk"],
  messageLabel: "What would you like to work on?",
  aboutHeadings: ["About {company}", "My approach", "How I work"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client's words here (with their permission)",
};
