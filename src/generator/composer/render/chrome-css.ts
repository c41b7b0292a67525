/**
 * The page's top bar and footer, in the layouts a style may use: a bar (brand left, menu right), a
 * centred masthead (brand over the menu), a quiet borderless line; a footer in one row, in columns, or
 * centred. Only the rules of the layouts in use go into the page.
 */
import type { PageModel } from "../../model.js";
import type { DesignStyle } from "../styles/types.js";
import { layoutOf } from "./layouts.js";

export const HEADER_LAYOUTS = ["bar", "centred", "minimal"] as const;
export const FOOTER_LAYOUTS = ["row", "columns", "centred"] as const;
type HeaderLayout = (typeof HEADER_LAYOUTS)[number];
type FooterLayout = (typeof FOOTER_LAYOUTS)[number];

export const CHROME_CSS: { header: Record<HeaderLayout, string>; footer: Record<FooterLayout, string> } = {
  header: {
    bar: "",
    centred: `@media (min-width:761px){.top .hd-centred{display:grid;grid-template-columns:1fr auto 1fr;min-height:76px}.hd-centred .brand{grid-column:2;margin:0;justify-self:center}.hd-centred nav{grid-row:1;grid-column:1}.hd-centred>.btn{grid-column:3;justify-self:end}}`,
    minimal: `.top{position:static;background:var(--bg);backdrop-filter:none;border-bottom:0}.top .hd-minimal{min-height:84px}.hd-minimal nav a{color:var(--tx);font-weight:500}.hd-minimal nav a:hover{text-decoration:underline;text-underline-offset:6px}.hd-minimal>.btn{background:transparent;color:var(--tx);border:1px solid var(--tx);box-shadow:none}`,
  },
  footer: {
    row: "",
    columns: `footer.ft-columns{padding:64px 0 40px;background:var(--tx);color:var(--bg);border-top:0}.ft-columns .w{display:grid;gap:28px;grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr));align-items:start}.ft-columns .brand{color:var(--bg)}.ft-columns .foot-facts{flex-direction:column;gap:12px}.ft-columns .w>p{grid-column:1/-1;border-top:1px solid color-mix(in srgb,var(--bg) 25%,transparent);padding-top:20px;font-size:.88rem}`,
    centred: `.ft-centred .w{flex-direction:column;text-align:center;gap:18px}.ft-centred .foot-facts{justify-content:center}`,
  },
};

/** The header and footer layouts of a page. */
export function chromeLayouts(
  model: PageModel,
  style: DesignStyle,
): { header: HeaderLayout; footer: FooterLayout } {
  const header = layoutOf(model, style, "header") as HeaderLayout;
  const footer = layoutOf(model, style, "footer") as FooterLayout;
  return {
    header: HEADER_LAYOUTS.includes(header) ? header : "bar",
    footer: FOOTER_LAYOUTS.includes(footer) ? footer : "row",
  };
}

/**
 * A company name too long for a phone's bar ("Müller & Partner Steuerberatung", 30 letters beside the
 * mark) wraps onto two lines instead of running off the screen; short names keep their one line.
 */
export function brandFitRule(brand: string): string {
  return 40 + 10 + brand.length * 11 > 375 - 2 * 20 - 100
    ? "@media (max-width:560px){.brand{white-space:normal;min-width:0;line-height:1.2}}"
    : "";
}

/** The narrowest viewport (px) the phone layout hides the menu below (engine/styles.ts). */
const PHONE_MENU_BREAKPOINT = 760;

/**
 * The header's menu, estimated from its words, is hidden below the width it fits in beside the brand and
 * the button: at 775 px a long name and four menu words wrapped ("Über / uns") and squeezed the logo.
 * Widths are generous per-character estimates of the bold brand, the menu and the button text (an upper-case
 * style's button is wider); the centred masthead needs the menu's column on both sides of the brand.
 */
export function menuFitRule(
  layout: HeaderLayout,
  brand: string,
  menu: readonly string[],
  button: string | undefined,
  upperButton: boolean,
): string {
  if (menu.length === 0) return "";
  const padding = 2 * 32;
  const brandWidth = 40 + 10 + brand.length * 11;
  const menuWidth = menu.reduce((sum, label) => sum + label.length * 9.4, 0) + 26 * (menu.length - 1);
  const buttonWidth = button ? 36 + button.length * (upperButton ? 11.5 : 9.6) : 0;
  const gaps = 24 * (button ? 2 : 1);
  const needed =
    layout === "centred"
      ? padding + brandWidth + 2 * Math.max(menuWidth, buttonWidth) + gaps + 32
      : padding + brandWidth + menuWidth + buttonWidth + gaps + 32;
  const breakpoint = Math.ceil(needed);
  return breakpoint > PHONE_MENU_BREAKPOINT
    ? `@media (max-width:${breakpoint}px){.top nav{display:none}}`
    : "";
}
