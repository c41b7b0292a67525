import type { KindProfile } from "./types.js";

export const gym: KindProfile = {
  noun: "studio",
  people: "members",
  visitors: "consumer",
  palette: { primary: "#dc2626", accent: "#f59e0b" },
  alternatePalettes: [
    { primary: "#1c1917", accent: "#65a30d" },
    { primary: "#c2410c", accent: "#0f172a" },
  ],
  font: "sans",
  icons: ["dumbbell", "timer", "flame", "heart-pulse", "users", "calendar"],
  offerings: {
    eyebrow: "Training",
    headings: ["How you can train", "Classes and training", "What we offer"],
  },
  actions: ["Book a session", "Join us", "Get in touch"],
  contactHeadings: ["Train at {company}", "Get in touch", "Join {company}"],
  messageLabel: "Your question",
  aboutHeadings: ["About {company}", "Our studio", "How we train"],
  quotesHeading: "What members say",
  quotePlaceholder: "Add a member's words here (with their permission)",
};
