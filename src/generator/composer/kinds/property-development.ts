import type { KindProfile } from "./types.js";

export const propertyDevelopment: KindProfile = {
  noun: "development",
  people: "buyers",
  visitors: "consumer",
  palette: { primary: "#0f766e", accent: "#a16207" },
  alternatePalettes: [
    { primary: "#1c1917", accent: "#a16207" },
    { primary: "#14532d", accent: "#b45309" },
  ],
  font: "serif",
  icons: ["house", "key-round", "map-pin", "layers", "calendar", "leaf"],
  offerings: { eyebrow: "The homes", headings: ["The homes", "What's being built", "The development"] },
  actions: ["Register your interest", "Book a viewing", "Get in touch"],
  contactHeadings: ["Register with {company}", "Ask about the homes", "Get in touch"],
  messageLabel: "Which home are you interested in?",
  aboutHeadings: ["About {company}", "The development", "Who is building it"],
  quotesHeading: "What buyers say",
  quotePlaceholder: "Add a buyer's words here (with their permission)",
};
