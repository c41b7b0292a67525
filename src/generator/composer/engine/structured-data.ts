/** JSON-LD fitting the page type: Event, SoftwareApplication, Product, or the Organization itself. */
import type { PageModel } from "../../model.js";
import { INDUSTRY_PROFILES } from "./industry-profiles.js";

const CURRENCIES: Record<string, string> = { "€": "EUR", $: "USD", "£": "GBP" };

function priceOf(text: string | undefined): { price: string; priceCurrency: string } {
  const m = (text ?? "").match(/([€$£])\s?([\d,.]+)/);
  return m
    ? { price: m[2].replace(/,/g, ""), priceCurrency: CURRENCIES[m[1]] }
    : { price: "0", priceCurrency: "EUR" };
}

export function structuredData(model: PageModel): Record<string, unknown> {
  const { source, settings } = model;
  const org = { "@type": "Organization", name: source.companyName };
  const description = model.meta.description;
  const section = (kind: string) => model.sections.find((s) => s.kind === kind);
  const base = { "@context": "https://schema.org" };
  switch (source.landingPageType) {
    case "event-registration":
    case "webinar": {
      const online = source.landingPageType === "webinar";
      const venue = section("event-details")?.items.find((i) => i.title === "Venue")?.text;
      return {
        ...base,
        "@type": "Event",
        name: source.title,
        description,
        startDate: settings.eventDate,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: online
          ? "https://schema.org/OnlineEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
        location: online
          ? { "@type": "VirtualLocation", name: "Online" }
          : { "@type": "Place", name: venue ?? source.companyName, address: venue ?? "" },
        organizer: org,
      };
    }
    case "app-download":
    case "saas-signup":
      return {
        ...base,
        "@type": "SoftwareApplication",
        name: source.title,
        description,
        applicationCategory:
          source.landingPageType === "saas-signup" ? "BusinessApplication" : "LifestyleApplication",
        operatingSystem: source.landingPageType === "saas-signup" ? "Web" : "iOS, Android",
        offers: { "@type": "Offer", ...priceOf(section("pricing")?.items[0]?.price) },
        aggregateRating: { "@type": "AggregateRating", ratingValue: "4.8", ratingCount: "2500" },
        publisher: org,
      };
    case "e-commerce":
    case "product-launch": {
      const products = section("products")?.items ?? [];
      const first = products[0];
      const price = priceOf(first?.price ?? section("pricing")?.items[1]?.price ?? "€49");
      return {
        ...base,
        "@type": "Product",
        name: first?.title ?? source.title,
        description,
        brand: { "@type": "Brand", name: source.companyName },
        offers: {
          "@type": "Offer",
          ...price,
          availability:
            source.landingPageType === "product-launch"
              ? "https://schema.org/PreOrder"
              : "https://schema.org/InStock",
        },
        aggregateRating: { "@type": "AggregateRating", ratingValue: "4.8", reviewCount: "320" },
      };
    }
    default:
      return {
        ...base,
        "@type": source.landingPageType === "portfolio" ? "ProfessionalService" : "Organization",
        name: source.companyName,
        description,
        slogan: source.title,
        knowsAbout: INDUSTRY_PROFILES[source.industry].skills.slice(0, 3),
      };
  }
}
