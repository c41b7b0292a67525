import type { KindProfile } from "./types.js";

export const petCare: KindProfile = {
  noun: "team",
  people: "pet owners",
  visitors: "consumer",
  palette: { primary: "#c2410c", accent: "#0d9488" },
  alternatePalettes: [
    { primary: "#0f766e", accent: "#f59e0b" },
    { primary: "#86198f", accent: "#65a30d" },
  ],
  font: "sans",
  icons: ["heart", "house", "calendar", "shield-check", "users", "leaf"],
  offerings: { eyebrow: "Services", headings: ["How we care for pets", "Services", "What we offer"] },
  actions: ["Book a visit", "Get in touch", "Check availability"],
  contactHeadings: ["Book with {company}", "Contact {company}", "Get in touch"],
  messageLabel: "Tell us about your pet",
  aboutHeadings: ["About {company}", "Who we are", "How we care"],
  quotesHeading: "What pet owners say",
  quotePlaceholder: "Add a pet owner's words here (with their permission)",
};
