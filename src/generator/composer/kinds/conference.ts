import type { KindProfile } from "./types.js";

export const conference: KindProfile = {
  noun: "conference",
  people: "attendees",
  visitors: "business",
  palette: { primary: "#4338ca", accent: "#db2777" },
  alternatePalettes: [
    { primary: "#b91c1c", accent: "#111827" },
    { primary: "#9a3412", accent: "#0e7490" },
  ],
  font: "sans",
  icons: ["ticket", "users", "calendar", "megaphone", "lightbulb", "map-pin"],
  offerings: { eyebrow: "Programme", headings: ["What's on", "Topics", "The programme"] },
  actions: ["Register", "Get your ticket", "Save your seat"],
  contactHeadings: ["Questions about {company}?", "Contact the organisers", "Get in touch"],
  messageLabel: "Your question",
  aboutHeadings: ["About {company}", "About the conference", "Why attend"],
  quotesHeading: "What attendees say",
  quotePlaceholder: "Add an attendee's words here (with their permission)",
};
