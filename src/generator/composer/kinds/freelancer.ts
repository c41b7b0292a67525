import type { KindProfile } from "./types.js";

export const freelancer: KindProfile = {
  noun: "studio",
  people: "clients",
  visitors: "business",
  palette: { primary: "#7c3aed", accent: "#0ea5e9" },
  alternatePalettes: [
    { primary: "#4d7c0f", accent: "#e11d48" },
    { primary: "#1c1917", accent: "#e11d48" },
  ],
  font: "sans",
  icons: ["pen-tool", "palette", "code", "lightbulb", "briefcase", "message-circle"],
  offerings: { eyebrow: "Services", headings: ["What I do", "How I can help", "Services"] },
  actions: ["Start a project", "Get in touch", "Book a call"],
  contactHeadings: ["Work with {company}", "Let's talk", "Get in touch"],
  messageLabel: "Tell me about your project",
  aboutHeadings: ["About {company}", "How I work", "About me"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client quote here (with their permission)",
};
