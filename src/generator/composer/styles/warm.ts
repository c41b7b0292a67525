/** Warm: cream paper, humanist type, soft rounded cards, earthy tints — for food, care and local trades. */
import { HUMANIST, OLD_STYLE } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const warm: DesignStyle = {
  name: "warm",
  fonts: { sans: HUMANIST, serif: OLD_STYLE, body: HUMANIST },
  heading: {
    weight: 700,
    tracking: "-.015em",
    leading: 1.1,
    h1: "clamp(2.3rem,5.6vw,4.3rem)",
    h2: "clamp(1.8rem,3.4vw,2.7rem)",
    h3: "1.18rem",
  },
  body: { size: "1.075rem", leading: 1.7 },
  radius: { card: "24px", button: "999px", field: "14px", chip: "16px" },
  shadow: {
    light: "0 1px 2px rgb(60 40 20/.06),0 14px 36px -18px rgb(60 40 20/.22)",
    dark: "0 1px 2px rgb(0 0 0/.4),0 14px 36px -18px rgb(0 0 0/.6)",
  },
  rhythm: { section: "clamp(64px,9vw,112px)", gap: "24px" },
  button: { weight: 700, tracking: "0", upper: false, padding: "15px 28px" },
  eyebrow: { upper: false, tracking: ".01em" },
  surfaces: {
    light: { bg: "#fffaf2", surface: "#f6ecdd", text: "#2a1f16", muted: "#64533f", border: "#eadcc6" },
    dark: { bg: "#1a140f", surface: "#241c15", text: "#f5ebdd", muted: "#c2b19b", border: "#3b2f23" },
  },
  tint: 0.1,
  layouts: {
    // Five, not four: "card" was liked by four styles and drew over a quarter of all heroes.
    hero: ["card", "split", "full-bleed", "editorial", "centred"],
    offerings: ["cards", "rows"],
    pricing: ["menu", "cards"],
    quotes: ["cards", "spotlight"],
    faq: ["accordion", "split"],
    contact: ["panel", "side"],
    header: ["bar", "centred"],
    footer: ["columns", "centred"],
  },
  flourish:
    '.ey{font-style:italic;font-weight:650;font-size:1rem}.hd h2::after{content:"";display:block;width:56px;height:3px;border-radius:3px;background:var(--a);margin-top:18px}.hd.c h2::after{margin-left:auto;margin-right:auto}',
};
