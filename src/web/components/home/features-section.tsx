import {
  AccessibilityIcon,
  Building2Icon,
  CoinsIcon,
  FileCode2Icon,
  LayoutTemplateIcon,
  type LucideIcon,
  MessageSquareTextIcon,
  PaletteIcon,
  SmartphoneIcon,
  WandSparklesIcon,
} from "lucide-react";
import { PRODUCT_NAME } from "~/lib/company";
import { INDUSTRIES, LANDING_PAGE_TYPES } from "../../../core/page-options";
import { WELCOME_GRANT_TOKENS } from "../../../core/pricing";
import { SectionHeading } from "./section-heading";

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const FEATURES: Feature[] = [
  {
    icon: WandSparklesIcon,
    title: "Describe it, get a page",
    description:
      "Write what you sell and who it is for. The copy, layout and call to action are built from your words.",
  },
  {
    icon: FileCode2Icon,
    title: "One self-contained HTML file",
    description:
      "Styles, icons and your logo are inlined. Upload the file anywhere: no build step, no dependencies.",
  },
  {
    icon: SmartphoneIcon,
    title: "Responsive by design",
    description: "Every page is laid out for phones from 320 px up to wide desktop screens.",
  },
  {
    icon: MessageSquareTextIcon,
    title: "Iterate in plain words",
    description:
      "Ask for a change, such as a darker hero or a shorter headline, and get an updated version in seconds.",
  },
  {
    icon: LayoutTemplateIcon,
    title: `${LANDING_PAGE_TYPES.length} landing-page types`,
    description:
      "Product launches, lead generation, webinars, app downloads, ad landing pages and more, each with the right sections.",
  },
  {
    icon: Building2Icon,
    title: `${INDUSTRIES.length} industries`,
    description:
      "Palettes, imagery and wording tuned for technology, healthcare, finance, food, travel and many others.",
  },
  {
    icon: PaletteIcon,
    title: "Your brand, your logo",
    description: `Upload your own logo or let ${PRODUCT_NAME} create a clean wordmark that matches the page's colours.`,
  },
  {
    icon: AccessibilityIcon,
    title: "SEO and accessibility built in",
    description:
      "Titles, meta descriptions, Open Graph tags, landmarks, labelled forms and readable contrast on every page.",
  },
  {
    icon: CoinsIcon,
    title: "Pay only for what you create",
    description: `Start with ${WELCOME_GRANT_TOKENS} free tokens. Top up with prepaid tokens when you need more: no subscription.`,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-t bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to launch faster"
          lead={`From the first idea to a file you can publish: ${PRODUCT_NAME} handles copy, design and markup, so you can focus on your offer.`}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              data-testid="feature-card"
              className="group flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground transition-colors group-hover:bg-brand-gradient group-hover:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
