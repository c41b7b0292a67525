import { ArrowRightIcon, SparklesIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ShowcasePreviewButton, ShowcaseThumbnail } from "~/components/content/showcase-preview";
import { PageLayout } from "~/components/layout/page-layout";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { UseExampleButton } from "~/components/workspace/use-example-button";
import {
  SHOWCASE_CATEGORIES,
  SHOWCASE_CTA,
  SHOWCASE_EXAMPLES,
  SHOWCASE_INTRO,
  SHOWCASE_STEPS,
  type ShowcaseCategory,
} from "~/content/showcase";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { INDUSTRY_LABELS, LANDING_PAGE_TYPE_LABELS } from "../../core/page-options";

export function meta() {
  return pageMeta({
    title: "Showcase: landing page examples",
    description:
      "Example landing pages for SaaS, restaurants, fitness, real estate, events, apps, shops, webinars and portfolios, each generated as one editable HTML file.",
    path: "/showcase",
  });
}

function CtaButtons({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <Button asChild size="lg" variant={inverted ? "secondary" : "hero"}>
        <Link to={SIGN_UP_PATH}>
          {SHOWCASE_CTA.start}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        className={cn(
          inverted && "border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white",
        )}
      >
        <Link to="/about">{SHOWCASE_CTA.learnMore}</Link>
      </Button>
    </div>
  );
}

export default function ShowcasePage() {
  const [category, setCategory] = useState<ShowcaseCategory | "all">("all");
  const examples =
    category === "all"
      ? SHOWCASE_EXAMPLES
      : SHOWCASE_EXAMPLES.filter((example) => example.category === category);

  return (
    <PageLayout>
      <section aria-labelledby="showcase-title" className="relative overflow-hidden border-b bg-surface">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 left-1/2 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-brand-gradient opacity-15 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <Badge variant="secondary" className="px-3 py-1">
            <SparklesIcon aria-hidden="true" />
            {SHOWCASE_INTRO.eyebrow}
          </Badge>
          <h1 id="showcase-title" className="mt-5 text-3xl font-bold tracking-tight sm:text-5xl">
            Landing pages for <span className="text-brand-gradient">every industry</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{SHOWCASE_INTRO.lead}</p>
          <CtaButtons className="mt-8 justify-center" />
        </div>
      </section>

      <section
        aria-labelledby="examples-title"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20"
      >
        <div className="flex flex-col gap-5">
          <div>
            <h2 id="examples-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Example pages
            </h2>
            <p className="mt-2 text-muted-foreground" aria-live="polite">
              Showing {examples.length} of {SHOWCASE_EXAMPLES.length} examples, each made by the composer from
              its description.
            </p>
          </div>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter examples by type</legend>
            {SHOWCASE_CATEGORIES.map((c) => (
              <Button
                key={c.id}
                size="sm"
                variant={category === c.id ? "default" : "outline"}
                aria-pressed={category === c.id}
                onClick={() => setCategory(c.id)}
                className="rounded-full"
              >
                {c.label}
              </Button>
            ))}
          </fieldset>
        </div>

        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="showcase-grid">
          {examples.map((example) => (
            <li key={example.id}>
              <article
                aria-labelledby={`example-${example.id}`}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg"
              >
                <div className="border-b bg-muted/50 p-4">
                  <ShowcaseThumbnail example={example} />
                </div>
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{LANDING_PAGE_TYPE_LABELS[example.pageType]}</Badge>
                    <Badge variant="outline">{INDUSTRY_LABELS[example.industry]}</Badge>
                  </div>
                  <h3 id={`example-${example.id}`} className="text-lg font-semibold">
                    {example.companyName}
                  </h3>
                  <figure className="flex flex-col gap-1">
                    <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                      The description
                    </figcaption>
                    <blockquote className="text-sm leading-6 text-muted-foreground">
                      “{example.prompt}”
                    </blockquote>
                  </figure>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <ShowcasePreviewButton example={example} />
                    <UseExampleButton exampleId={example.id} name={example.companyName} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="border-y bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <h2 id="how-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            From description to download in three steps
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {SHOWCASE_STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl border bg-card p-6 shadow-sm">
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-brand-gradient font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="flex flex-col items-center gap-5 rounded-3xl bg-brand-gradient px-6 py-12 text-center text-white shadow-xl shadow-brand/20 sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-4xl">
            {SHOWCASE_CTA.title}
          </h2>
          <p className="max-w-xl text-white/90">{SHOWCASE_CTA.text}</p>
          <CtaButtons inverted className="justify-center" />
        </div>
      </section>
    </PageLayout>
  );
}
