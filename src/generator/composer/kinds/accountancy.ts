import type { KindProfile } from "./types.js";

export const accountancy: KindProfile = {
  noun: "practice",
  people: "clients",
  visitors: "business",
  palette: { primary: "#1e40af", accent: "#0f766e" },
  alternatePalettes: [
    { primary: "#14532d", accent: "#b45309" },
    { primary: "#3f3f46", accent: "#0d9488" },
  ],
  font: "sans",
  icons: ["file-text", "wallet", "piggy-bank", "chart-line", "shield-check", "handshake"],
  offerings: { eyebrow: "Services", headings: ["How we can help", "Our services", "What we take care of"] },
  actions: ["Book a consultation", "Get in touch", "Request a call back"],
  contactHeadings: ["Talk to {company}", "Get in touch", "Book a consultation"],
  messageLabel: "What do you need help with?",
  aboutHeadings: ["About {company}", "How we work", "Our practice"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client quote here (with their permission)",
};
