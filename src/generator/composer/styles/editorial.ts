/** Editorial: a magazine page. Old-style serif headlines on warm paper, hairline rules, numbered lists, flat. */
import { GROTESQUE, HUMANIST, OLD_STYLE } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const editorial: DesignStyle = {
  name: "editorial",
  fonts: { sans: GROTESQUE, serif: OLD_STYLE, body: HUMANIST },
  heading: {
    weight: 600,
    tracking: "-.015em",
    leading: 1.08,
    h1: "clamp(2.6rem,6.4vw,5rem)",
    h2: "clamp(1.9rem,3.6vw,2.9rem)",
    h3: "1.2rem",
  },
  body: { size: "1.0625rem", leading: 1.7 },
  radius: { card: "4px", button: "2px", field: "2px", chip: "2px" },
  shadow: { light: "none", dark: "none" },
  rhythm: { section: "clamp(72px,10vw,128px)", gap: "clamp(28px,4vw,48px)" },
  button: { weight: 600, tracking: ".02em", upper: false, padding: "14px 26px" },
  eyebrow: { upper: true, tracking: ".16em" },
  surfaces: {
    light: { bg: "#fbfaf6", surface: "#f2efe7", text: "#1b1813", muted: "#57504a", border: "#ddd6c9" },
    dark: { bg: "#141210", surface: "#1d1a16", text: "#efe9df", muted: "#b3aa9c", border: "#38322a" },
  },
  tint: 0.06,
  layouts: {
    hero: ["editorial", "stacked", "statement", "asymmetric"],
    offerings: ["numbered", "columns", "rows"],
    pricing: ["menu", "cards"],
    quotes: ["spotlight", "rule"],
    faq: ["split", "columns"],
    contact: ["side", "centred"],
    header: ["centred", "bar"],
    footer: ["columns", "centred"],
  },
  flourish:
    ".btn{box-shadow:none}.btn:hover{box-shadow:none}.grid>.card,.alt .grid>.card{border:0;border-top:1px solid var(--tx);border-radius:0;background:transparent;box-shadow:none;padding:24px 0 0}.ey{border-top:1px solid currentColor;padding-top:10px}h1 em,h2 em{font-style:italic}",
};
