/** Classic: transitional serif headings over a clean sans, navy-and-brass restraint, modest radii — trust first. */
import { SYSTEM, TRANSITIONAL } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const classic: DesignStyle = {
  name: "classic",
  fonts: {
    sans: `"Segoe UI Semibold","Helvetica Neue","Nimbus Sans",${SYSTEM}`,
    serif: TRANSITIONAL,
    body: SYSTEM,
  },
  heading: {
    weight: 650,
    tracking: "-.012em",
    leading: 1.14,
    h1: "clamp(2.2rem,5vw,3.8rem)",
    h2: "clamp(1.7rem,3.2vw,2.5rem)",
    h3: "1.15rem",
  },
  body: { size: "1.0625rem", leading: 1.68 },
  radius: { card: "8px", button: "6px", field: "6px", chip: "8px" },
  shadow: {
    light: "0 1px 3px rgb(20 30 50/.08),0 10px 28px -16px rgb(20 30 50/.2)",
    dark: "0 1px 3px rgb(0 0 0/.5),0 10px 28px -16px rgb(0 0 0/.7)",
  },
  rhythm: { section: "clamp(64px,9vw,108px)", gap: "24px" },
  button: { weight: 650, tracking: ".01em", upper: false, padding: "14px 24px" },
  eyebrow: { upper: true, tracking: ".12em" },
  surfaces: {
    light: { bg: "#ffffff", surface: "#f6f4ef", text: "#1a2230", muted: "#4d5665", border: "#e2ded4" },
    dark: { bg: "#0f131a", surface: "#171c25", text: "#eceae4", muted: "#aab1bd", border: "#2a313d" },
  },
  tint: 0.07,
  layouts: {
    hero: ["split", "centred", "card", "stacked"],
    offerings: ["cards", "rows", "columns"],
    pricing: ["cards", "menu"],
    quotes: ["cards", "rule"],
    faq: ["accordion", "split"],
    contact: ["side", "panel"],
    header: ["bar", "centred"],
    footer: ["columns", "row"],
  },
  flourish: ".hd h2{padding-bottom:.1em}.card h3{font-size:1.12rem}",
};
