import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { AppProviders } from "./components/app-providers";
import CookieBanner from "./components/cookie-banner";
import { PageLayout } from "./components/layout/page-layout";
import { Button } from "./components/ui/button";
import { TooltipProvider } from "./components/ui/tooltip";
import { createQueryClient } from "./lib/query-client";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The HTML document every page (prerendered or SPA fallback) is rendered into. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <meta name="color-scheme" content="light dark" />
        {/* Before the module preloads, so first paint does not wait behind the JavaScript. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** App-wide providers: data cache, tooltips, purchase dialog, toasts (spec: bottom-right, ~4.5 s, Alt+T) and the cookie banner. */
export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {/* The purchase dialog and live account events for the signed-in app. */}
        <AppProviders>
          <Outlet />
        </AppProviders>
        <CookieBanner />
        <Toaster
          position="bottom-right"
          duration={4500}
          hotkey={["altKey", "KeyT"]}
          containerAriaLabel="Notifications"
          theme="system"
          richColors
          closeButton
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/** Shown while the SPA fallback (non-prerendered routes) loads its JavaScript. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">Loading</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const [queryClient] = useState(createQueryClient);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Oops! Page not found" : "Something went wrong";
  const detail = notFound
    ? "The page you are looking for does not exist or has been moved."
    : "An unexpected error occurred. Please reload the page or try again later.";
  if (!notFound) console.error(error);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <PageLayout>
          <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
            <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
            <p className="text-muted-foreground">{detail}</p>
            <Button asChild variant="hero">
              <Link to="/">Return to Home</Link>
            </Button>
          </section>
        </PageLayout>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
