import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Every page's frame: skip link, sticky header, the page's main content, footer. A `workspace` is a fixed
 * working area instead (like Lovable or v0): the window's height above the cookie bar (when shown), no footer,
 * its panes scrolling on their own.
 */
export function PageLayout({
  children,
  className,
  workspace = false,
}: {
  children: ReactNode;
  className?: string;
  workspace?: boolean;
}) {
  return (
    <div
      className={
        workspace
          ? "flex h-[calc(100dvh-var(--cookie-bar,0px))] flex-col overflow-hidden"
          : "flex min-h-dvh flex-col"
      }
    >
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn("flex-1 focus:outline-none", workspace && "flex min-h-0 flex-col", className)}
      >
        {children}
      </main>
      {!workspace && <SiteFooter />}
    </div>
  );
}
