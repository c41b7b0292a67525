import { CompassIcon, HomeIcon } from "lucide-react";
import { Link } from "react-router";
import { PageLayout } from "~/components/layout/page-layout";
import { Button } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/company";

export function meta() {
  return [
    { title: `Page not found | ${PRODUCT_NAME}` },
    { name: "description", content: "The page you are looking for does not exist or has been moved." },
    { name: "robots", content: "noindex" },
  ];
}

const SUGGESTIONS = [
  { to: "/showcase", label: "Showcase" },
  { to: "/faq", label: "FAQ" },
  { to: "/about", label: "About & Contact" },
];

/** The catch-all route: any path no other route matches. */
export default function NotFoundPage() {
  return (
    <PageLayout>
      <section
        aria-labelledby="not-found-title"
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
      >
        <div className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
          <CompassIcon className="size-8" aria-hidden="true" />
        </div>
        <p className="mt-6 text-sm font-semibold tracking-wider text-primary uppercase">Error 404</p>
        <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          Oops! Page not found
        </h1>
        <p className="mt-4 text-muted-foreground">
          The page you are looking for does not exist or has been moved. Check the address, or head back to
          the home page.
        </p>
        <Button asChild variant="hero" size="lg" className="mt-8">
          <Link to="/">
            <HomeIcon aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
        <nav aria-label="Suggested pages" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {SUGGESTIONS.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="font-medium text-primary underline-offset-4 hover:underline">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </PageLayout>
  );
}
