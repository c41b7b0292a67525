/** Bold: big heavy geometric headlines, saturated colour bands, pill buttons, strong contrast. */
import { GEOMETRIC, GROTESQUE, TRANSITIONAL } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const bold: DesignStyle = {
  name: "bold",
  fonts: { sans: GEOMETRIC, serif: TRANSITIONAL, body: GROTESQUE },
  heading: {
    weight: 850,
    tracking: "-.035em",
    leading: 1.02,
    h1: "clamp(2.6rem,7vw,5.4rem)",
    h2: "clamp(2rem,4.2vw,3.2rem)",
    h3: "1.25rem",
  },
  body: { size: "1.0625rem", leading: 1.6 },
  radius: { card: "20px", button: "999px", field: "12px", chip: "14px" },
  shadow: {
    light: "0 2px 0 rgb(0 0 0/.04),0 18px 40px -18px rgb(0 0 0/.25)",
    dark: "0 2px 0 rgb(0 0 0/.4),0 18px 40px -18px rgb(0 0 0/.7)",
  },
  rhythm: { section: "clamp(64px,9vw,112px)", gap: "20px" },
  button: { weight: 750, tracking: "0", upper: false, padding: "16px 30px" },
  eyebrow: { upper: true, tracking: ".1em" },
  surfaces: {
    light: { bg: "#ffffff", surface: "#f3f3f6", text: "#0b0b10", muted: "#4a4a57", border: "#e2e2ea" },
    dark: { bg: "#09090d", surface: "#15151c", text: "#f4f4f8", muted: "#a8a8b8", border: "#2a2a36" },
  },
  tint: 0.12,
  layouts: {
    hero: ["band", "panels", "full-bleed", "split"],
    offerings: ["bento", "cards"],
    pricing: ["cards"],
    quotes: ["spotlight", "cards"],
    faq: ["accordion", "split"],
    contact: ["panel", "side"],
    header: ["bar", "minimal"],
    footer: ["columns", "row"],
  },
  flourish:
    ".ic{background:var(--p);color:var(--op)}.hd h2{max-width:16ch}.hd.c h2{margin-left:auto;margin-right:auto}",
};
