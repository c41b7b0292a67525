import { ArrowRightIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { startGeneratorWith } from "~/lib/generator-preset";
import { INDUSTRY_LABELS, type Industry } from "../../../core/page-options";
import { SectionHeading } from "./section-heading";
import { type MiniLayout, type MiniPalette, TemplateMiniPreview } from "./template-mini-preview";

interface ShowcaseItem {
  industry: Industry;
  pageType: string;
  description: string;
  layout: MiniLayout;
  palette: MiniPalette;
}

/** Nine industries, each with the kind of page people there most often launch. */
export const SHOWCASE_ITEMS: ShowcaseItem[] = [
  {
    industry: "technology",
    pageType: "SaaS Signup",
    description: "Feature grids, pricing tables and trial sign-up forms for software products.",
    layout: "split",
    palette: { hero: "#0f172a", heroText: "#e2e8f0", accent: "#6366f1", body: "#f1f5f9" },
  },
  {
    industry: "healthcare",
    pageType: "Lead Generation",
    description: "Calm, trustworthy pages for clinics and practices with appointment requests.",
    layout: "centered",
    palette: { hero: "#ecfeff", heroText: "#155e75", accent: "#0891b2", body: "#ffffff" },
  },
  {
    industry: "finance",
    pageType: "Business Homepage",
    description: "Clear value propositions, trust badges and calculators for financial services.",
    layout: "split",
    palette: { hero: "#052e2b", heroText: "#d1fae5", accent: "#10b981", body: "#f0fdf4" },
  },
  {
    industry: "e-commerce",
    pageType: "Product Launch",
    description: "Product highlights, reviews and a strong buy button for online shops.",
    layout: "gallery",
    palette: { hero: "#fff7ed", heroText: "#7c2d12", accent: "#ea580c", body: "#ffffff" },
  },
  {
    industry: "education",
    pageType: "Webinar",
    description: "Course outlines, instructor bios and countdowns for online classes and webinars.",
    layout: "centered",
    palette: { hero: "#1e1b4b", heroText: "#e0e7ff", accent: "#f59e0b", body: "#eef2ff" },
  },
  {
    industry: "real-estate",
    pageType: "Lead Generation",
    description: "Property galleries, key facts and viewing requests for agents and developers.",
    layout: "gallery",
    palette: { hero: "#f8fafc", heroText: "#1e293b", accent: "#0369a1", body: "#ffffff" },
  },
  {
    industry: "fitness",
    pageType: "App Download",
    description: "Energetic pages with programme highlights, testimonials and store badges.",
    layout: "split",
    palette: { hero: "#111827", heroText: "#f9fafb", accent: "#ef4444", body: "#f3f4f6" },
  },
  {
    industry: "food",
    pageType: "Event Registration",
    description: "Menus, tasting events and table reservations for restaurants and cafés.",
    layout: "centered",
    palette: { hero: "#fef3c7", heroText: "#78350f", accent: "#b45309", body: "#fffbeb" },
  },
  {
    industry: "travel",
    pageType: "Newsletter",
    description: "Destination photography, itineraries and deal sign-ups for travel brands.",
    layout: "gallery",
    palette: { hero: "#e0f2fe", heroText: "#0c4a6e", accent: "#0284c7", body: "#f0f9ff" },
  },
];

export function TemplatesSection() {
  return (
    <section id="templates" aria-labelledby="templates-title" className="border-t bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="templates-title"
          eyebrow="Templates"
          title="Made for your industry"
          lead="Every page is generated fresh, with colours, sections and wording that fit your field. Pick one to start the generator with it."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SHOWCASE_ITEMS.map((item) => (
            <li
              key={item.industry}
              data-testid="template-card"
              className="relative flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs transition-transform focus-within:outline-2 focus-within:outline-ring hover:-translate-y-0.5 hover:shadow-md"
            >
              <TemplateMiniPreview palette={item.palette} layout={item.layout} />
              <div className="flex flex-col gap-2 px-1 pb-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold">{INDUSTRY_LABELS[item.industry]}</h3>
                  <Badge variant="secondary">{item.pageType}</Badge>
                </div>
                <p className="text-sm leading-relaxed text-muted-foreground">{item.description}</p>
                {/* The whole card is the button (its ::after covers the card). */}
                <button
                  type="button"
                  onClick={() => startGeneratorWith(item.industry)}
                  className="mt-1 flex cursor-pointer items-center gap-1.5 self-start text-sm font-semibold text-primary outline-none after:absolute after:inset-0 after:rounded-xl hover:underline"
                >
                  Start a {INDUSTRY_LABELS[item.industry]} page
                  <ArrowRightIcon className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
