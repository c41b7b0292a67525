import type { KindProfile } from "./types.js";

export const industrial: KindProfile = {
  noun: "manufacturer",
  people: "buyers",
  visitors: "business",
  palette: { primary: "#334155", accent: "#ea580c" },
  alternatePalettes: [
    { primary: "#a16207", accent: "#334155" },
    { primary: "#3f6212", accent: "#ea580c" },
  ],
  font: "sans",
  icons: ["factory", "cog", "gauge", "package", "shield-check", "truck"],
  offerings: { eyebrow: "Specifications", headings: ["What it does", "Capabilities", "The product"] },
  actions: ["Request a quote", "Talk to sales", "Get the data sheet"],
  contactHeadings: ["Talk to {company}", "Request a quote", "Contact sales"],
  messageLabel: "Your application and quantities",
  aboutHeadings: ["About {company}", "Who we are", "How we build"],
  quotesHeading: "What customers say",
  quotePlaceholder: "Add a customer quote here (with their permission)",
};
