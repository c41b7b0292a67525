/** Minimal: white space, black type, one accent colour, hairline borders, no shadows. */
import { GROTESQUE } from "./fonts.js";
import type { DesignStyle } from "./types.js";

export const minimal: DesignStyle = {
  name: "minimal",
  fonts: {
    sans: GROTESQUE,
    serif: `"Iowan Old Style","Sitka Text",Charter,Cambria,Georgia,serif`,
    body: GROTESQUE,
  },
  heading: {
    weight: 560,
    tracking: "-.03em",
    leading: 1.1,
    h1: "clamp(2.3rem,5.2vw,4.2rem)",
    h2: "clamp(1.7rem,3vw,2.4rem)",
    h3: "1.08rem",
  },
  body: { size: "1rem", leading: 1.7 },
  radius: { card: "10px", button: "8px", field: "8px", chip: "8px" },
  shadow: { light: "none", dark: "none" },
  rhythm: { section: "clamp(80px,11vw,144px)", gap: "clamp(24px,3vw,40px)" },
  button: { weight: 550, tracking: "0", upper: false, padding: "12px 22px" },
  eyebrow: { upper: false, tracking: "0" },
  surfaces: {
    light: { bg: "#ffffff", surface: "#fafafa", text: "#111111", muted: "#5a5a5a", border: "#ebebeb" },
    dark: { bg: "#0c0c0c", surface: "#141414", text: "#ededed", muted: "#a3a3a3", border: "#262626" },
  },
  tint: 0.04,
  sectionsShareBackground: true,
  layouts: {
    hero: ["statement", "centred", "stacked", "split"],
    offerings: ["columns", "numbered"],
    pricing: ["menu", "cards"],
    quotes: ["rule", "cards"],
    faq: ["columns", "accordion"],
    contact: ["centred", "side"],
    header: ["minimal", "bar"],
    footer: ["row", "centred"],
  },
  flourish:
    ".btn{box-shadow:none}.btn:hover{box-shadow:none}.ey{color:var(--mt);font-weight:550}.ic{background:transparent;border:1px solid var(--bd);color:var(--tx)}section.alt{background:var(--bg)}",
};
