import "./lib/zod-without-eval";
import { lazy, Suspense, useEffect, useState } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { AppProviders } from "./components/app-providers";
import { PageLayout } from "./components/layout/page-layout";
import { Button } from "./components/ui/button";

// Neither is needed to paint a page, so they load after hydration instead of with every page's JavaScript.
const CookieBanner = lazy(() => import("./components/cookie-banner"));
const Toaster = lazy(() => import("./components/ui/toaster"));

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

/** The toaster and the cookie banner, mounted once the page has hydrated. */
function AfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
      <Toaster />
    </Suspense>
  );
}

/** App-wide pieces: the purchase dialog and live account events, toasts and the cookie banner. */
export default function App() {
  return (
    <>
      <AppProviders>
        <Outlet />
      </AppProviders>
      <AfterHydration />
    </>
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Oops! Page not found" : "Something went wrong";
  const detail = notFound
    ? "The page you are looking for does not exist or has been moved."
    : "An unexpected error occurred. Please reload the page or try again later.";
  if (!notFound) console.error(error);
  return (
    <PageLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{detail}</p>
        <Button asChild variant="hero">
          <Link to="/">Return to Home</Link>
        </Button>
      </section>
    </PageLayout>
  );
}
