import type { KindProfile } from "./types.js";

export const repairShop: KindProfile = {
  noun: "repair shop",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#0f766e", accent: "#ea580c" },
  alternatePalettes: [
    { primary: "#a16207", accent: "#292524" },
    { primary: "#292524", accent: "#f59e0b" },
  ],
  font: "sans",
  icons: ["wrench", "smartphone", "cog", "shield-check", "clock", "map-pin"],
  offerings: { eyebrow: "Repairs", headings: ["What we repair", "Repairs", "Services"] },
  actions: ["Book a repair", "Get a quote", "Visit the shop"],
  contactHeadings: ["Book a repair at {company}", "Ask for a quote", "Get in touch"],
  messageLabel: "What needs fixing?",
  aboutHeadings: ["About {company}", "Our shop", "How we repair"],
  quotesHeading: "What customers say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
