import type { KindProfile } from "./types.js";

export const webinar: KindProfile = {
  noun: "webinar",
  people: "participants",
  visitors: "consumer",
  palette: { primary: "#2563eb", accent: "#7c3aed" },
  alternatePalettes: [
    { primary: "#44633a", accent: "#d97706" },
    { primary: "#86198f", accent: "#0e7490" },
  ],
  font: "sans",
  icons: ["play", "lightbulb", "calendar", "users", "message-circle", "book-open"],
  offerings: { eyebrow: "Topics", headings: ["What you will learn", "What we'll cover", "Topics"] },
  actions: ["Save my seat", "Register", "Join the webinar"],
  contactHeadings: ["Questions about the webinar?", "Contact {company}", "Get in touch"],
  messageLabel: "Your question",
  aboutHeadings: ["About the webinar", "About {company}", "More about it"],
  quotesHeading: "What participants say",
  quotePlaceholder: "Add a participant's words here (with their permission)",
};
