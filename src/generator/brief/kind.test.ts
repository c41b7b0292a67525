import { describe, expect, it } from "vitest";
import type { BriefInput, BusinessKind } from "./index.js";
import { brief } from "./test-helpers.js";

interface KindCase {
  description: string;
  input?: Partial<BriefInput>;
  kind: BusinessKind;
}

const CASES: KindCase[] = [
  {
    description: "A cosy café with specialty coffee and cakes.",
    input: { industry: "technology" },
    kind: "cafe",
  },
  {
    description: "Launching our oat-milk in supermarkets this spring.",
    input: { industry: "food" },
    kind: "food-product",
  },
  {
    description: "Phone repair in 30 minutes: cracked screens and batteries.",
    input: { industry: "technology", landingPageType: "saas-signup" },
    kind: "repair-shop",
  },
  { description: "Pet rescue finding homes for abandoned dogs. Adopt or donate.", kind: "charity" },
  {
    description: "Family solicitor for wills, probate and conveyancing.",
    input: { industry: "finance" },
    kind: "law-firm",
  },
  {
    description: "A free breathing webinar for stressed parents.",
    input: { industry: "fitness", landingPageType: "webinar" },
    kind: "webinar",
  },
  { description: "Sourdough workshop at our bakery for beginners.", kind: "workshop" },
  { description: "A newsletter about urban gardening, every Friday in your inbox.", kind: "newsletter" },
  { description: "Trattoria with fresh pasta and a sunny terrace.", kind: "restaurant" },
  { description: "Artisan bakery with croissants and sourdough bread.", kind: "bakery" },
  { description: "Cocktail bar with live jazz on Thursdays.", kind: "bar" },
  { description: "Handmade ceramics shop with free shipping.", kind: "shop" },
  { description: "CRM software with integrations and analytics for sales teams.", kind: "saas" },
  { description: "Our habit tracker app for iOS and Android.", kind: "mobile-app" },
  { description: "Branding and web design agency for startups.", kind: "agency" },
  { description: "Bookkeeping and tax returns for freelancers.", kind: "accountancy" },
  { description: "Family dentist offering teeth whitening.", kind: "dentist" },
  { description: "Boutique hotel with 12 rooms by the lake.", kind: "hotel" },
  { description: "Guided walking tours of the old town.", kind: "tour" },
  { description: "Summer camp for kids aged 8-12.", kind: "kids-camp" },
  { description: "A two-day conference on AI in healthcare with keynotes.", kind: "conference" },
  { description: "Jazz festival with three stages and 20 bands.", kind: "festival" },
  { description: "Wedding photographer based in Sopron.", kind: "photographer" },
  { description: "RoboArm C5 collaborative robot with 5 kg payload.", kind: "industrial" },
  { description: "Car service, MOT and tyres while you wait.", kind: "garage" },
  { description: "Dog walking and pet sitting in your neighbourhood.", kind: "pet-care" },
  { description: "Emergency plumber and heating repairs, 24/7.", kind: "home-services" },
  { description: "We help people.", kind: "other" },
  { description: "Something new is coming.", input: { industry: "legal" }, kind: "other" },
];

describe("business kind", () => {
  for (const c of CASES) {
    it(`${c.kind}: ${c.description}`, () => {
      expect(brief(c.description, c.input).kind).toBe(c.kind);
    });
  }

  it("is the same for the same input every time", () => {
    const input = { industry: "food" };
    const kinds = new Set(
      Array.from({ length: 5 }, () => brief("Coffee and cake by the river.", input).kind),
    );
    expect(kinds.size).toBe(1);
  });
});
