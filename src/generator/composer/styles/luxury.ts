/** Luxury: Didone display serif, light weights, wide letter-spaced labels, ivory and ink, square corners. */
import { DIDONE, GROTESQUE } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const luxury: DesignStyle = {
  name: "luxury",
  fonts: { sans: `"Optima","Candara","Noto Sans",${GROTESQUE}`, serif: DIDONE, body: GROTESQUE },
  heading: {
    weight: 400,
    tracking: "-.01em",
    leading: 1.08,
    h1: "clamp(2.5rem,6vw,4.8rem)",
    h2: "clamp(1.9rem,3.6vw,2.9rem)",
    h3: "1.15rem",
  },
  body: { size: "1rem", leading: 1.75 },
  radius: { card: "0", button: "0", field: "0", chip: "0" },
  shadow: { light: "0 30px 60px -40px rgb(20 16 8/.35)", dark: "0 30px 60px -40px rgb(0 0 0/.8)" },
  rhythm: { section: "clamp(88px,12vw,152px)", gap: "clamp(24px,3vw,40px)" },
  button: { weight: 600, tracking: ".18em", upper: true, padding: "16px 32px" },
  eyebrow: { upper: true, tracking: ".28em" },
  surfaces: {
    light: { bg: "#f8f6f1", surface: "#efebe2", text: "#16140f", muted: "#5a544a", border: "#d9d2c4" },
    dark: { bg: "#0e0d0b", surface: "#181612", text: "#f1ece2", muted: "#b5ac9c", border: "#332e26" },
  },
  tint: 0.05,
  layouts: {
    hero: ["full-bleed", "editorial", "centred", "asymmetric"],
    offerings: ["columns", "numbered"],
    pricing: ["menu"],
    quotes: ["spotlight", "rule"],
    faq: ["split", "accordion"],
    contact: ["centred", "side"],
    header: ["centred", "minimal"],
    footer: ["centred", "columns"],
  },
  flourish:
    '.ey{font-size:.72rem;font-weight:600}.btn{box-shadow:none}.ic{background:transparent;border:1px solid var(--a);color:var(--pt);border-radius:50%}h1,h2{font-feature-settings:"lnum"}',
};
