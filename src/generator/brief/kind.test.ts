import { describe, expect, it } from "vitest";
import type { BriefInput, BusinessKind } from "./index.js";
import { brief } from "./test-helpers.js";

interface KindCase {
  description: string;
  input?: Partial<BriefInput>;
  kind: BusinessKind;
}

const CASES: KindCase[] = [
  // A business is what it does, in any language: cleaners and window fitters, yoga in Polish, a holiday camp.
  {
    description: "need a page to get leads for my window cleaning business, we're in Leeds",
    kind: "home-services",
  },
  {
    description: "uPVC and aluminium windows fitted across Kent. FENSA registered.",
    input: { industry: "manufacturing" },
    kind: "home-services",
  },
  { description: "Schoonmaakbedrijf voor kantoren in Utrecht.", kind: "home-services" },
  { description: "strona dla mojego studia jogi w Krakowie", input: { industry: "fitness" }, kind: "gym" },
  {
    description: "Campo estivo di vela per ragazzi dagli 8 ai 14 anni sul lago di Garda.",
    input: { industry: "education", landingPageType: "event-registration" },
    kind: "kids-camp",
  },
  { description: "Półkolonie dla dzieci w Poznaniu, lipiec i sierpień.", kind: "kids-camp" },
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
  // Trades the fresh corpus (tests/generator/fidelity/corpus-d.ts) found read as "other" or as another trade.
  {
    description: "Restaurant-style curry kits with pre-measured spices and a recipe card. 2 kits for £15.",
    input: { industry: "food", landingPageType: "facebook-ads" },
    kind: "food-product",
  },
  {
    description: "Organic cotton jeans made in Portugal. Slim, straight and relaxed fits, $128 each.",
    input: { industry: "fashion", landingPageType: "e-commerce" },
    kind: "fashion",
  },
  {
    description: "Hand-knitted jumpers, hats and socks from Wensleydale wool.",
    input: { industry: "fashion", landingPageType: "e-commerce" },
    kind: "fashion",
  },
  {
    description: "Garden maintenance in Surrey: lawn mowing, hedge trimming, planting and clearances.",
    kind: "home-services",
  },
  {
    description: "IT support for offices of 5 to 50 people: helpdesk, backups and Microsoft 365 management.",
    input: { industry: "consulting" },
    kind: "consultancy",
  },
  {
    description: "An Ofsted 'Outstanding' day nursery for children aged 3 months to 5 years.",
    kind: "school",
  },
  {
    description: "See in 2027 with the Ella Shaw Quartet. Doors 8pm, live jazz till 1am. Tickets £45.",
    input: { industry: "entertainment", landingPageType: "event-registration" },
    kind: "festival",
  },
  {
    description: "Lumen is a desk lamp that follows daylight. Pre-order price €89. 2-year warranty.",
    input: { industry: "technology", landingPageType: "product-launch" },
    kind: "shop",
  },
  {
    description:
      "Ledgerly connects to your bank, sorts your expenses and files your Self Assessment. Pro £39/month with a dedicated ACA accountant.",
    input: { industry: "finance", landingPageType: "saas-signup", title: "Bookkeeping for freelancers" },
    kind: "saas",
  },
  { description: "A family-run cattery near Harrogate. Heated chalets with outdoor runs.", kind: "pet-care" },
  {
    description: "Three escape rooms in Leeds for teams of 2 to 6 players. You have 60 minutes to get out.",
    input: { industry: "entertainment", landingPageType: "event-registration" },
    kind: "other",
  },
  {
    description: "MCS certified solar panel and battery installers covering Devon and Somerset.",
    input: { landingPageType: "lead-generation" },
    kind: "home-services",
  },
  {
    description: "Join our 10K and 2K fun run at Heaton Park. All money raised goes to the hospice.",
    input: { industry: "nonprofit", landingPageType: "event-registration" },
    kind: "charity",
  },
  {
    description: "Academia de inglés en Sevilla con profesores nativos.",
    input: { industry: "education", landingPageType: "lead-generation" },
    kind: "school",
  },
  {
    description: "A 3-hour hands-on sourdough class. You'll take home your own starter and a loaf.",
    input: { industry: "food", landingPageType: "event-registration" },
    kind: "workshop",
  },
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
  // A French tea room is a café, not a hair salon.
  {
    description: "Salon de thé dans la vieille ville d'Annecy. Thés en vrac, pâtisseries maison.",
    input: { industry: "food" },
    kind: "cafe",
  },
  {
    description: "Taco truck in Austin. Birria tacos 3 for $12, elote $5.",
    input: { industry: "food" },
    kind: "restaurant",
  },
  {
    description: "Two-bedroom stone cottage in Borrowdale, sleeps 4. Changeover day Friday.",
    input: { industry: "travel" },
    kind: "hotel",
  },
  {
    description: "Bike repairs in Fitzroy. Basic tune-up $79, puncture fix $25.",
    input: { industry: "automotive" },
    kind: "repair-shop",
  },
  // Classed by what it does, not by the work it lists for others (issue 27: a dentist's page for an interior designer).
  {
    description:
      "Cabinet d'architecture à Lyon spécialisé dans la rénovation de maisons anciennes. Nous avons rénové une ancienne clinique dentaire en lofts en 2024.",
    input: { industry: "real-estate", landingPageType: "business-homepage" },
    kind: "freelancer",
  },
  {
    description:
      "Interior designer a Milano. Progetti: appartamento in Brera (2024), studio dentistico a Monza (2023), boutique hotel sul Lago di Como (2025).",
    input: { landingPageType: "portfolio" },
    kind: "freelancer",
  },
  {
    // The first sentence says what it is; the hotels it furnishes and a list after "Progetti recenti:" are its clients.
    description:
      "Studio di architettura d'interni a Bologna. Case private, boutique hotel e ristoranti. Progetti recenti: Casa Saragozza (2025), Hotel Porta Nova a Modena (2024).",
    input: { industry: "real-estate", landingPageType: "portfolio" },
    kind: "freelancer",
  },
  {
    description:
      // Past work after "Ostatnie realizacje:" names clients, never the trade: neutral words, not a hotel.
      "Firma remontowa z Poznania. Ostatnie realizacje: hotel w Sopocie (2025), hotel w Gdyni (2024).",
    input: { landingPageType: "portfolio" },
    kind: "other",
  },
  {
    // Hungarian writes the speciality into the word: a portrait photographer is "portréfotós".
    description: "Esküvői és portréfotós Budapesten. Esküvők, jegyesfotózás és családi portrék.",
    input: { landingPageType: "portfolio" },
    kind: "photographer",
  },
  {
    // Only work for others named: no trade of its own (neutral words), never a dentist or a bakery.
    description: "Selected work: a dental clinic waiting room, a bakery shopfront and two family homes.",
    input: { landingPageType: "portfolio" },
    kind: "other",
  },
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

describe("a business is classed by what it does, not by the work it did for others", () => {
  it("reads a web developer whose projects include a bakery as a freelancer", () => {
    const b = brief(
      "Jonas Berg, freiberuflicher Webentwickler aus Leipzig. Ich baue schnelle Websites. Projekte: Tischlerei Wendt, Bäckerei Sonnenkorn.",
      { landingPageType: "portfolio", companyName: "Jonas Berg", title: "Jonas Berg" },
    );
    expect(b.kind).toBe("freelancer");
  });

  it("reads a crêperie as a restaurant", () => {
    expect(brief("Crêperie familiale à Quimper. Galettes de sarrasin et cidre fermier.").kind).toBe(
      "restaurant",
    );
  });
});
