import type { KindProfile } from "./types.js";

export const lawFirm: KindProfile = {
  noun: "firm",
  people: "clients",
  visitors: "consumer",
  palette: { primary: "#1e3a8a", accent: "#9a3412" },
  alternatePalettes: [
    { primary: "#7f1d1d", accent: "#a16207" },
    { primary: "#1c1917", accent: "#b45309" },
  ],
  font: "serif",
  icons: ["scale", "gavel", "file-text", "shield-check", "handshake", "briefcase"],
  offerings: {
    eyebrow: "Practice areas",
    headings: ["How we can help", "Areas of practice", "Legal services"],
  },
  actions: ["Book a consultation", "Get in touch", "Request a call back"],
  contactHeadings: ["Speak to {company}", "Book a consultation", "Contact the firm"],
  messageLabel: "Briefly, what is your matter about?",
  aboutHeadings: ["About {company}", "Our firm", "How we work"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client quote here (with their permission)",
};
