/**
 * Size and emphasis changes asked for in plain words ("bigger headline", "more spacing", "more premium"):
 * a defined set of flags in the page settings, each adding a few rules after the page's own CSS.
 */
import type { StyleTweaks } from "../../model.js";

export function styleTweaksCss(style: StyleTweaks | undefined): string {
  if (!style) return "";
  const rules: string[] = [];
  if (style.headline === "bigger") rules.push("h1{font-size:clamp(2.6rem,6.4vw,4.8rem)}");
  if (style.headline === "smaller") rules.push("h1{font-size:clamp(1.9rem,4.2vw,3rem)}");
  // The section headings scaled from the design's own sizes (--h2, --h3), so each design keeps its shape.
  if (style.headings === "bigger")
    rules.push("h2{font-size:calc(var(--h2) * 1.25)}h3{font-size:calc(var(--h3) * 1.15)}");
  if (style.headings === "smaller")
    rules.push("h2{font-size:calc(var(--h2) * .85)}h3{font-size:calc(var(--h3) * .9)}");
  if (style.heroImage === "bigger") rules.push(".hero .art{max-width:100%}.art-hero .art{max-width:720px}");
  if (style.heroImage === "smaller") rules.push(".hero .art{max-width:340px;margin:0 auto;display:block}");
  if (style.heroImage === "hidden") rules.push(".hero .art-hero,.hero .hero-photo{display:none}");
  if (style.spacing === "more") rules.push("section{padding:clamp(84px,12vw,140px) 0}.grid{gap:32px}");
  if (style.spacing === "less") rules.push("section{padding:clamp(44px,6vw,72px) 0}");
  // The body text only: the design's base size (--fs) scaled; headings keep their own sizes.
  if (style.textSize === "large") rules.push("body{font-size:calc(var(--fs) * 1.125)}");
  if (style.textSize === "small") rules.push("body{font-size:calc(var(--fs) * .9375)}");
  if (style.buttons === "bigger") rules.push(".btn{padding:18px 32px;font-size:1.08rem}");
  // The design's radii are variables (--r cards, --rb buttons, --rf fields, --rc chips): set once, used everywhere.
  if (style.corners === "rounder") rules.push(":root{--r:22px;--rb:999px;--rf:14px;--rc:999px}");
  if (style.corners === "sharper") rules.push(":root{--r:2px;--rb:2px;--rf:2px;--rc:2px}");
  if (style.premium)
    rules.push(
      "h1,h2{letter-spacing:-.035em;font-weight:700}.card{border-radius:22px;box-shadow:0 24px 60px -28px rgb(15 23 42/.28)}.btn{border-radius:999px}section{padding:clamp(80px,11vw,128px) 0}",
    );
  return rules.join("");
}
