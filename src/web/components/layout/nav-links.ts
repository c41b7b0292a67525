/**
 * The header's and footer's site navigation. Section links point at the home page's anchors;
 * React Router's scroll restoration scrolls to the hash on the home page and after navigating there.
 */
export const SITE_NAV_LINKS = [
  { to: "/#features", label: "Features" },
  { to: "/#pricing", label: "Pricing" },
  { to: "/showcase", label: "Showcase" },
  { to: "/faq", label: "FAQ" },
  { to: "/about", label: "About" },
] as const;

export const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground";
