import type { KindProfile } from "./types.js";

export const charity: KindProfile = {
  noun: "charity",
  people: "supporters",
  visitors: "consumer",
  palette: { primary: "#be123c", accent: "#0d9488" },
  alternatePalettes: [
    { primary: "#166534", accent: "#ea580c" },
    { primary: "#c2410c", accent: "#0f766e" },
  ],
  font: "sans",
  icons: ["hand-heart", "heart", "users", "leaf", "gift", "house"],
  offerings: { eyebrow: "What we do", headings: ["How your support helps", "What we do", "Ways to help"] },
  actions: ["Support us", "Get involved", "Get in touch"],
  contactHeadings: ["Get involved with {company}", "Contact {company}", "Get in touch"],
  messageLabel: "How would you like to help?",
  aboutHeadings: ["About {company}", "Our mission", "Who we are"],
  quotesHeading: "What supporters say",
  quotePlaceholder: "Add a supporter's words here (with their permission)",
};
