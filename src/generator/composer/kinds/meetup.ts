import type { KindProfile } from "./types.js";

export const meetup: KindProfile = {
  noun: "meetup",
  people: "members",
  visitors: "consumer",
  palette: { primary: "#0891b2", accent: "#ea580c" },
  alternatePalettes: [
    { primary: "#4d7c0f", accent: "#be185d" },
    { primary: "#be185d", accent: "#0891b2" },
  ],
  font: "sans",
  icons: ["users", "message-circle", "calendar", "map-pin", "coffee", "heart"],
  offerings: { eyebrow: "What to expect", headings: ["What we'll do", "What to expect", "Topics"] },
  actions: ["Join us", "Save your spot", "RSVP"],
  contactHeadings: ["Contact the organisers", "Questions?", "Get in touch"],
  messageLabel: "Your question",
  aboutHeadings: ["About {company}", "Who we are", "About the group"],
  quotesHeading: "What members say",
  quotePlaceholder: "Add a member's words here (with their permission)",
};
