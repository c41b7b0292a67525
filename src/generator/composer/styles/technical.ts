/** Technical: crisp grotesque, monospace labels, cool greys, grid lines, small radii — for software and engineering. */
import { GROTESQUE, INDUSTRIAL, MONO } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const technical: DesignStyle = {
  name: "technical",
  fonts: { sans: GROTESQUE, serif: `Charter,"Bitstream Charter",Cambria,Georgia,serif`, body: GROTESQUE },
  heading: {
    weight: 700,
    tracking: "-.028em",
    leading: 1.08,
    h1: "clamp(2.3rem,5.4vw,4.1rem)",
    h2: "clamp(1.75rem,3.2vw,2.5rem)",
    h3: "1.08rem",
  },
  body: { size: "1rem", leading: 1.65 },
  radius: { card: "10px", button: "8px", field: "8px", chip: "8px" },
  shadow: {
    light: "0 1px 2px rgb(15 23 42/.06),0 8px 24px -12px rgb(15 23 42/.14)",
    dark: "0 1px 2px rgb(0 0 0/.5),0 8px 24px -12px rgb(0 0 0/.7)",
  },
  rhythm: { section: "clamp(64px,9vw,104px)", gap: "16px" },
  button: { weight: 600, tracking: "0", upper: false, padding: "12px 20px" },
  eyebrow: { upper: true, tracking: ".08em" },
  surfaces: {
    light: { bg: "#ffffff", surface: "#f5f7fa", text: "#0b1220", muted: "#4a5568", border: "#dde3ec" },
    dark: { bg: "#0a0e16", surface: "#111722", text: "#e6ebf3", muted: "#a0abbd", border: "#222b3a" },
  },
  tint: 0.07,
  layouts: {
    hero: ["split", "stacked", "panels", "band", "card"],
    offerings: ["bento", "columns", "cards"],
    pricing: ["cards"],
    quotes: ["cards", "rule"],
    faq: ["columns", "accordion"],
    contact: ["side", "centred"],
    header: ["bar", "minimal"],
    footer: ["columns", "row"],
  },
  flourish: `.ey,.kfacts li,.cd small,.flag,.tag{font-family:${MONO};font-weight:500}.ey{font-size:.76rem}.tier .price,.stats b,.cd b{font-family:${INDUSTRIAL}}.hero{background-image:linear-gradient(var(--bd) 1px,transparent 1px),linear-gradient(90deg,var(--bd) 1px,transparent 1px);background-size:44px 44px;background-position:-1px -1px}`,
};
