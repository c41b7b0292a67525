import type { KindProfile } from "./types.js";

export const agency: KindProfile = {
  noun: "agency",
  people: "clients",
  visitors: "business",
  palette: { primary: "#db2777", accent: "#7c3aed" },
  alternatePalettes: [
    { primary: "#1c1917", accent: "#f97316" },
    { primary: "#b91c1c", accent: "#1d4ed8" },
  ],
  font: "sans",
  icons: ["megaphone", "target", "pen-tool", "palette", "trending-up", "users"],
  offerings: { eyebrow: "Services", headings: ["What we do", "How we help", "Our services"] },
  actions: ["Start a project", "Book a call", "Get in touch"],
  contactHeadings: ["Start a project with {company}", "Let's talk", "Get in touch"],
  messageLabel: "Tell us about your project",
  aboutHeadings: ["About {company}", "How we work", "Who we are"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client quote here (with their permission)",
};
