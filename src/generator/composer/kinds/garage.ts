import type { KindProfile } from "./types.js";

export const garage: KindProfile = {
  noun: "garage",
  people: "customers",
  visitors: "consumer",
  palette: { primary: "#b91c1c", accent: "#1d4ed8" },
  alternatePalettes: [
    { primary: "#292524", accent: "#f59e0b" },
    { primary: "#115e59", accent: "#ea580c" },
  ],
  font: "sans",
  icons: ["car", "wrench", "gauge", "shield-check", "calendar", "clock"],
  offerings: { eyebrow: "Services", headings: ["What we fix", "Workshop services", "Services"] },
  actions: ["Book a service", "Call the garage", "Get in touch"],
  contactHeadings: ["Book with {company}", "Contact the garage", "Get in touch"],
  messageLabel: "Your car and what it needs",
  aboutHeadings: ["About {company}", "Our workshop", "How we work"],
  quotesHeading: "What drivers say",
  quotePlaceholder: "Add a customer's review here (with their permission)",
};
