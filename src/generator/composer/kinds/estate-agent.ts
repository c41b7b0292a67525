import type { KindProfile } from "./types.js";

export const estateAgent: KindProfile = {
  noun: "agency",
  people: "clients",
  visitors: "consumer",
  palette: { primary: "#1e40af", accent: "#059669" },
  alternatePalettes: [
    { primary: "#14532d", accent: "#b45309" },
    { primary: "#292524", accent: "#c2410c" },
  ],
  font: "serif",
  icons: ["house", "key-round", "map-pin", "search", "handshake", "chart-line"],
  offerings: { eyebrow: "Services", headings: ["How we help", "Buying and selling", "Our services"] },
  actions: ["Book a valuation", "Get in touch", "Arrange a viewing"],
  contactHeadings: ["Talk to {company}", "Book a valuation", "Get in touch"],
  messageLabel: "Are you buying, selling or renting?",
  aboutHeadings: ["About {company}", "Our agency", "How we work"],
  quotesHeading: "What clients say",
  quotePlaceholder: "Add a client's words here (with their permission)",
};
