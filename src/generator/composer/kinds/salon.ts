import type { KindProfile } from "./types.js";

export const salon: KindProfile = {
  noun: "salon",
  people: "clients",
  visitors: "consumer",
  palette: { primary: "#be123c", accent: "#a855f7" },
  alternatePalettes: [
    { primary: "#1c1917", accent: "#b45309" },
    { primary: "#9d174d", accent: "#0f766e" },
  ],
  font: "serif",
  icons: ["sparkles", "heart", "star", "calendar", "clock", "gift"],
  offerings: { eyebrow: "Treatments", headings: ["Our treatments", "What we do", "Services"] },
  actions: ["Book an appointment", "Get in touch", "Visit the salon"],
  contactHeadings: ["Book at {company}", "Visit the salon", "Get in touch"],
  messageLabel: "Which treatment are you interested in?",
  aboutHeadings: ["About {company}", "Our salon", "Our approach"],
  quotesHeading: "What our clients say",
  quotePlaceholder: "Add a client's review here (with their permission)",
};
