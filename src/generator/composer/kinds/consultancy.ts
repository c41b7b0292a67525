import type { KindProfile } from "./types.js";

export const consultancy: KindProfile = {
  noun: "consultancy",
  people: "clients",
  visitors: "business",
  palette: { primary: "#0f766e", accent: "#1d4ed8" },
  alternatePalettes: [
    { primary: "#292524", accent: "#b45309" },
    { primary: "#7f1d1d", accent: "#0f766e" },
  ],
  font: "sans",
  icons: ["briefcase", "lightbulb", "target", "chart-line", "handshake", "users"],
  offerings: { eyebrow: "How we help", headings: ["What we do", "Our services", "Where we help"] },
  actions: ["Book a consultation", "Get in touch", "Request a call"],
  contactHeadings: ["Talk to {company}", "Book a consultation", "Get in touch"],
  messageLabel: "What would you like to discuss?",
  aboutHeadings: ["About {company}", "How we work", "Our approach"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client quote here (with their permission)",
};
