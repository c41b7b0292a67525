/** Playful: rounded type, chunky outlined cards with offset shadows, bright accent, big friendly radii. */
import { HUMANIST, ROUNDED } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const playful: DesignStyle = {
  name: "playful",
  fonts: {
    sans: ROUNDED,
    serif: `"Cooper Black","Cooper Std","Bookman Old Style","URW Bookman",${ROUNDED}`,
    body: HUMANIST,
  },
  heading: {
    weight: 800,
    tracking: "-.02em",
    leading: 1.06,
    h1: "clamp(2.4rem,6.4vw,4.8rem)",
    h2: "clamp(1.9rem,3.8vw,2.9rem)",
    h3: "1.22rem",
  },
  body: { size: "1.075rem", leading: 1.65 },
  radius: { card: "28px", button: "999px", field: "16px", chip: "18px" },
  shadow: { light: "6px 6px 0 var(--tx)", dark: "6px 6px 0 var(--a)" },
  rhythm: { section: "clamp(60px,8vw,104px)", gap: "24px" },
  button: { weight: 800, tracking: "0", upper: false, padding: "15px 28px" },
  eyebrow: { upper: false, tracking: "0" },
  surfaces: {
    light: { bg: "#fffdf7", surface: "#fff3e2", text: "#1d1730", muted: "#544c66", border: "#1d1730" },
    dark: { bg: "#151225", surface: "#1e1a33", text: "#f7f3ff", muted: "#b9b2cc", border: "#4a4366" },
  },
  tint: 0.14,
  layouts: {
    hero: ["card", "panels", "centred", "asymmetric"],
    offerings: ["bento", "cards"],
    pricing: ["cards"],
    quotes: ["cards", "spotlight"],
    faq: ["accordion", "columns"],
    contact: ["panel", "centred"],
    header: ["bar", "centred"],
    footer: ["centred", "row"],
  },
  flourish:
    ".card{border:2px solid var(--tx)}.btn{border:2px solid var(--tx)}.ey{display:inline-block;background:var(--tn);color:var(--pt);padding:4px 12px;border-radius:999px;font-weight:750}.band .ey,.ct-ink .ey{background:rgb(0 0 0/.22);color:var(--op)}.ic{transform:rotate(-6deg)}",
};
