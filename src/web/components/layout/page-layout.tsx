import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Every page's frame: skip link, sticky header, the page's main content, footer. */
export function PageLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={cn("flex-1 focus:outline-none", className)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
