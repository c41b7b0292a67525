import {
  DownloadIcon,
  type LucideIcon,
  PencilLineIcon,
  RefreshCwIcon,
  SlidersHorizontalIcon,
} from "lucide-react";
import { SectionHeading } from "./section-heading";

const STEPS: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: PencilLineIcon,
    title: "Describe your page",
    description: "Tell us about your offer, your company and your audience in a few sentences.",
  },
  {
    icon: SlidersHorizontalIcon,
    title: "Pick a type and industry",
    description: "Choose a landing-page type and your industry, and add your logo if you have one.",
  },
  {
    icon: RefreshCwIcon,
    title: "Generate and refine",
    description: "Preview the result in seconds, then ask for changes in plain words until it feels right.",
  },
  {
    icon: DownloadIcon,
    title: "Download and publish",
    description: "Download one HTML file and upload it to any host, as often as you like.",
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From idea to published page in four steps"
        />
        <ol className="relative mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="relative flex flex-col items-start gap-3">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-gradient text-white shadow-md">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
