import type { KindProfile } from "./types.js";

export const workshop: KindProfile = {
  noun: "workshop",
  people: "participants",
  visitors: "consumer",
  palette: { primary: "#b45309", accent: "#15803d" },
  alternatePalettes: [
    { primary: "#166534", accent: "#c2410c" },
    { primary: "#86198f", accent: "#0e7490" },
  ],
  font: "sans",
  icons: ["pen-tool", "users", "calendar", "map-pin", "gift", "lightbulb"],
  offerings: {
    eyebrow: "In the workshop",
    headings: ["What you'll do", "What you'll learn", "In the workshop"],
  },
  actions: ["Book your place", "Save your spot", "Get in touch"],
  contactHeadings: ["Questions about the workshop?", "Contact {company}", "Get in touch"],
  messageLabel: "Your question",
  aboutHeadings: ["About the workshop", "About {company}", "More about it"],
  quotesHeading: "What participants say",
  quotePlaceholder: "Add a participant's words here (with their permission)",
};
