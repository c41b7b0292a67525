import type { KindProfile } from "./types.js";

export const saas: KindProfile = {
  noun: "platform",
  people: "teams",
  visitors: "business",
  palette: { primary: "#4f46e5", accent: "#06b6d4" },
  alternatePalettes: [
    { primary: "#a8432a", accent: "#0e7490" },
    { primary: "#be123c", accent: "#0ea5e9" },
  ],
  font: "sans",
  icons: ["layers", "zap", "chart-line", "cloud", "shield-check", "users"],
  offerings: {
    eyebrow: "Features",
    headings: ["What you can do with {company}", "Built for the way you work", "Everything in one place"],
  },
  actions: ["Get started", "Book a demo", "Sign up"],
  contactHeadings: ["Talk to {company}", "Get in touch", "Questions? Ask us"],
  messageLabel: "What would you like to know?",
  aboutHeadings: ["About {company}", "Why we built {company}", "The team behind {company}"],
  quotesHeading: "What customers say",
  quotePlaceholder: "Add a customer quote here (with their permission)",
};
