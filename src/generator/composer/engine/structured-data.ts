/**
 * JSON-LD fitting the page type, made only of what the description says: an Event with its real start,
 * a Product or SoftwareApplication with a real price, a LocalBusiness with its address, phone and hours,
 * or the Organization itself. No ratings, no review counts.
 */

import type { ContentBrief } from "../../brief/types.js";
import type { PageModel } from "../../model.js";
import { openingHoursSpecification } from "../../ops/week.js";
import { pageLang } from "../locale/index.js";
import { headlineTitle } from "../write/headline.js";

const PLACE_KINDS = new Set([
  "restaurant",
  "cafe",
  "bakery",
  "bar",
  "shop",
  "clinic",
  "dentist",
  "salon",
  "gym",
  "hotel",
  "garage",
  "car-wash",
  "repair-shop",
  "law-firm",
  "accountancy",
  "estate-agent",
]);

function offer(brief: ContentBrief): Record<string, unknown> | undefined {
  const price = brief.prices.find((p) => p.currency);
  return price ? { "@type": "Offer", price: String(price.amount), priceCurrency: price.currency } : undefined;
}

export function structuredData(model: PageModel, brief: ContentBrief): Record<string, unknown> {
  const { source } = model;
  const base = { "@context": "https://schema.org" };
  const description = model.meta.description;
  const org = { "@type": "Organization", name: source.companyName };
  const date = brief.dates.find((d) => !d.past) ?? brief.dates[0];
  const place = brief.addresses[0] ?? brief.places[0];
  const contact = {
    ...(brief.phones[0] ? { telephone: brief.phones[0].e164 || brief.phones[0].text } : {}),
    ...(brief.emails[0] ? { email: brief.emails[0] } : {}),
  };
  if ((source.landingPageType === "event-registration" || source.landingPageType === "webinar") && date) {
    const online = source.landingPageType === "webinar" || /^online$/i.test(place ?? "");
    return {
      ...base,
      "@type": "Event",
      name: headlineTitle(source.title, brief.sentences, source.companyName),
      description,
      startDate: date.startsAt ?? (date.startTime ? `${date.start}T${date.startTime}` : date.start),
      ...(date.end ? { endDate: date.end } : {}),
      eventAttendanceMode: online
        ? "https://schema.org/OnlineEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
      ...(online
        ? { location: { "@type": "VirtualLocation", name: "Online" } }
        : place
          ? { location: { "@type": "Place", name: place, address: place } }
          : {}),
      organizer: org,
      ...(offer(brief) ? { offers: offer(brief) } : {}),
    };
  }
  if (source.landingPageType === "app-download" || source.landingPageType === "saas-signup") {
    return {
      ...base,
      "@type": "SoftwareApplication",
      name: headlineTitle(source.title, brief.sentences, source.companyName),
      description,
      applicationCategory:
        source.landingPageType === "saas-signup" ? "BusinessApplication" : "LifestyleApplication",
      ...(offer(brief) ? { offers: offer(brief) } : {}),
      publisher: org,
    };
  }
  if (
    (source.landingPageType === "e-commerce" || source.landingPageType === "product-launch") &&
    offer(brief)
  ) {
    return {
      ...base,
      "@type": "Product",
      name: headlineTitle(source.title, brief.sentences, source.companyName),
      description,
      brand: { "@type": "Brand", name: source.companyName },
      offers: offer(brief),
    };
  }
  return {
    ...base,
    "@type": PLACE_KINDS.has(model.kind) && place ? "LocalBusiness" : "Organization",
    name: source.companyName,
    description,
    ...(place ? { address: place } : {}),
    ...openingHours(brief, pageLang(model)),
    ...contact,
  };
}

/** Hours as schema.org reads them (one entry per span, so a day with a break has two), else as written. */
function openingHours(brief: ContentBrief, lang: string): Record<string, unknown> {
  if (!brief.hours.length) return {};
  const specification = openingHoursSpecification(brief.hours, lang);
  return specification
    ? { openingHoursSpecification: specification }
    : { openingHours: brief.hours.map((h) => h.text) };
}
