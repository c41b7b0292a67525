import { GeneratorSection } from "~/components/generator/generator-section";
import { FeaturesSection } from "~/components/home/features-section";
import { HeroSection } from "~/components/home/hero-section";
import { HowItWorksSection } from "~/components/home/how-it-works-section";
import { PricingSection } from "~/components/home/pricing-section";
import { TemplatesSection } from "~/components/home/templates-section";
import { PageLayout } from "~/components/layout/page-layout";
import { PRODUCT_NAME } from "~/lib/company";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: `${PRODUCT_NAME}: AI Landing Page Builder`,
    description:
      "Describe your landing page in plain words and download a responsive, self-contained HTML file. Start with 500 free tokens; packages from €10.",
    path: "/",
    exactTitle: true,
  });

export default function HomePage() {
  return (
    <PageLayout>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TemplatesSection />
      <GeneratorSection />
      <PricingSection />
    </PageLayout>
  );
}
