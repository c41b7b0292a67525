/**
 * Pages for the owner-request table (iterate-owner-requests.test.ts): small businesses of different trades
 * and page types as their owners describe them, in English and in the eight languages the composer writes.
 * The tests start from the pages the composer wrote from these descriptions, kept as their stored models
 * (fixtures/iterate-owner-models.json) and drawn by today's renderer, so a composer that later words a page
 * differently does not change what these requests are checked against.
 */
import { readFileSync } from "node:fs";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import type { PageModel } from "../../src/generator/model.js";
import type { PageRequest } from "../../src/generator/types.js";

export const OWNER_NOW = new Date("2026-01-10T10:00:00Z");

type Seed = Omit<PageRequest, "logoOption" | "logoData" | "targetAudience"> & { targetAudience?: string };

export const OWNER_PAGES = {
  cafe: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Bean & Bloom",
    title: "Bean & Bloom café",
    prompt:
      "Bean & Bloom is a neighbourhood café in Manchester at 14 Oldham Street. We roast our own coffee and bake everything in-house: sourdough toast, cinnamon buns and seasonal cakes. Flat white £3.20, cinnamon bun £2.80, brunch plate £9.50. Open Tue–Sun 8:00–16:00, closed Mondays. Call 0161 496 0123 or email hello@beanandbloom.co.uk.",
  },
  saas: {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Tally",
    title: "Tally invoicing",
    targetAudience: "freelancers",
    prompt:
      "Tally is invoicing software for freelancers: recurring invoices, automatic payment reminders and multi-currency support. Plans: Solo $9 per month, Pro $19 per month, Team $49 per month. 30-day free trial, no credit card needed.",
  },
  event: {
    landingPageType: "event-registration",
    industry: "entertainment",
    companyName: "Northern Lights Jazz",
    title: "Northern Lights Jazz Night",
    prompt:
      "Northern Lights Jazz Night is on 14 March 2026 at 19:30 at The Old Mill, 3 Canal Street, Leeds. Live sets from the Ella Grant Quartet and DJ Marcus Webb. Tickets £25, VIP tickets £45 including a drink. Only 120 seats.",
  },
  shop: {
    landingPageType: "e-commerce",
    industry: "fashion",
    companyName: "Loom & Thread",
    title: "Hand-knitted wool from the Lakes",
    prompt:
      "Loom & Thread sells hand-knitted wool scarves and hats made in the Lake District. Merino scarf £45, Chunky beanie £28, Alpaca wrap £79. Free UK delivery over £60, returns within 30 days.",
  },
  portfolio: {
    landingPageType: "portfolio",
    industry: "marketing",
    companyName: "Jonas Berg Illustration",
    title: "Jonas Berg, illustrator",
    prompt:
      "I'm Jonas Berg, an illustrator in Copenhagen. I draw book covers, editorial illustrations and murals. Recent work: the cover for The Quiet Sea, a mural for Nørrebro Library and illustrations for Politiken. Commissions open for spring 2027. Email jonas@bergdraws.com.",
  },
  clinic: {
    landingPageType: "business-homepage",
    industry: "healthcare",
    companyName: "Smile Studio",
    title: "Smile Studio dental clinic",
    prompt:
      "Smile Studio is a family dental clinic in Bristol at 22 Park Row. Check-up £45, hygienist visit £60, teeth whitening £250. Open Mon–Fri 8:30–18:00, Sat 9:00–13:00. Call 0117 496 0555. New patients welcome.",
  },
  electrician: {
    landingPageType: "lead-generation",
    industry: "other",
    companyName: "Dawson Electrical",
    title: "Electrician in Sheffield",
    prompt:
      "Dawson Electrical: qualified electrician in Sheffield for rewiring, fuse box upgrades, EV charger installation and emergency callouts. NICEIC approved, 15 years' experience. Free quotes. Call 07700 900123.",
  },
  webinar: {
    landingPageType: "webinar",
    industry: "education",
    companyName: "Grow Studio",
    title: "Instagram for small shops",
    prompt:
      "Free live webinar on 5 February 2026 at 18:00 GMT: Instagram for small shops. Learn how to plan a month of posts, write captions that sell and use Reels. Hosted by Priya Shah, social media coach.",
  },
  "cafe-de": {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Café Morgenrot",
    title: "Café Morgenrot",
    prompt:
      "Café Morgenrot ist ein kleines Café in Leipzig, Karl-Liebknecht-Straße 45. Wir rösten unseren eigenen Kaffee und backen jeden Tag Kuchen. Cappuccino 3,20 €, Käsekuchen 3,80 €, Frühstücksteller 9,50 €. Geöffnet Di–So 8:00–17:00. Telefon 0341 1234567, E-Mail hallo@cafe-morgenrot.de.",
  },
  "bakery-fr": {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Boulangerie Dupont",
    title: "Boulangerie Dupont",
    prompt:
      "La Boulangerie Dupont est une boulangerie artisanale à Lyon, 12 rue Mercière. Pain au levain, croissants au beurre et tartes aux fruits. Baguette tradition 1,30 €, croissant 1,20 €. Ouvert du mardi au dimanche de 7h à 19h. Téléphone 04 78 12 34 56.",
  },
  "clinic-es": {
    landingPageType: "business-homepage",
    industry: "healthcare",
    companyName: "Clínica Dental Sonrisa",
    title: "Clínica Dental Sonrisa",
    prompt:
      "La Clínica Dental Sonrisa es una clínica dental familiar en Madrid, Calle de Alcalá 120. Limpieza dental 50 €, blanqueamiento 250 €. Abierto de lunes a viernes de 9:00 a 20:00. Llámanos al 912 345 678 o escribe a info@clinicasonrisa.es.",
  },
  "trattoria-it": {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Trattoria da Gino",
    title: "Trattoria da Gino",
    prompt:
      "La Trattoria da Gino è una trattoria di famiglia a Bologna, in Via del Pratello 21. Cuciniamo tortellini, tagliatelle e lasagne come una volta. Tortellini in brodo 14 €, tagliatelle al ragù 12 €, tiramisù 6 €. Prenotazioni allo 051 123 4567.",
  },
  "event-nl": {
    landingPageType: "event-registration",
    industry: "entertainment",
    companyName: "Fietsfestival Utrecht",
    title: "Fietsfestival Utrecht 2026",
    prompt:
      "Het Fietsfestival Utrecht is op zaterdag 6 juni 2026 om 10:00 in het Griftpark in Utrecht. Proefritten, reparatieworkshops en een kinderparcours. Toegang gratis, workshop € 15. Meld je nu aan.",
  },
  "shop-pt": {
    landingPageType: "e-commerce",
    industry: "e-commerce",
    companyName: "Casa do Sabão",
    title: "Sabonetes artesanais de Braga",
    prompt:
      "A Casa do Sabão vende sabonetes artesanais feitos à mão em Braga com azeite e óleos naturais. Sabonete de lavanda 6 €, sabonete de azeite 5 €, caixa de oferta 18 €. Envio grátis a partir de 30 €.",
  },
  "plumber-pl": {
    landingPageType: "lead-generation",
    industry: "other",
    companyName: "Hydraulik Nowak",
    title: "Hydraulik w Krakowie",
    prompt:
      "Hydraulik Nowak to usługi hydrauliczne w Krakowie: naprawa kranów, montaż kotłów i udrażnianie rur. Dojazd 50 zł, wycena gratis. Zadzwoń pod numer 600 123 456.",
  },
  "cafe-hu": {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Kávékert",
    title: "Kávékert kávézó",
    prompt:
      "A Kávékert egy kis kávézó Budapesten, a Király utca 12-ben. Saját pörkölésű kávét és házi süteményeket kínálunk. Cappuccino 950 Ft, túrós pite 1200 Ft. Nyitva hétfőtől péntekig 7:00–18:00. Telefon: +36 1 234 5678.",
  },
  yoga: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Lotus Yoga",
    title: "Lotus Yoga Bristol",
    prompt:
      "Lotus Yoga is a small yoga studio in Bristol, 8 Gloucester Road. Drop-in class £12, 10-class pass £100, monthly unlimited £75. Classes Mon–Sat 7:00–21:00. Beginners welcome. Call 0117 555 0199.",
  },
  app: {
    landingPageType: "app-download",
    industry: "travel",
    companyName: "Wanderlist",
    title: "Wanderlist travel planner",
    targetAudience: "backpackers",
    prompt:
      "Wanderlist plans your trip day by day: offline maps, shared packing lists and budget tracking. Free, Pro $3.99 per month. On iOS and Android.",
  },
  newsletter: {
    landingPageType: "newsletter",
    industry: "food",
    companyName: "Sunday Crumbs",
    title: "Sunday Crumbs",
    targetAudience: "home bakers",
    prompt:
      "Sunday Crumbs is a free weekly baking newsletter every Sunday: one recipe, one technique, one reader question. 8,000 readers.",
  },
  launch: {
    landingPageType: "product-launch",
    industry: "technology",
    companyName: "Nimbus",
    title: "Nimbus smart bottle",
    prompt:
      "The Nimbus smart bottle tracks how much you drink and glows when it's time to sip. Launching 1 April 2026. Pre-order price €39, later €59. Join the waitlist.",
  },
  "event-de": {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Code Camp Berlin",
    title: "Code Camp Berlin 2026",
    prompt:
      "Das Code Camp Berlin findet am 12. September 2026 um 9:00 Uhr im Betahaus, Rudi-Dutschke-Straße 23, Berlin statt. Workshops zu TypeScript und KI. Tickets 49 €, Studierende 19 €. Jetzt anmelden.",
  },
  "saas-fr": {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Facturo",
    title: "Facturo",
    prompt:
      "Facturo est un logiciel de facturation pour les indépendants : factures récurrentes, relances automatiques et export comptable. Formules : Solo 9 € par mois, Pro 19 € par mois. Essai gratuit de 14 jours.",
  },
  "shop-pl": {
    landingPageType: "e-commerce",
    industry: "e-commerce",
    companyName: "Miodownia",
    title: "Miód z Podlasia",
    prompt:
      "Miodownia sprzedaje miód z Podlasia: miód lipowy 45 zł, miód gryczany 49 zł, zestaw prezentowy 120 zł. Darmowa dostawa od 150 zł.",
  },
} satisfies Record<string, Seed>;

export type OwnerPage = keyof typeof OWNER_PAGES;

const MODELS = JSON.parse(
  readFileSync(new URL("./fixtures/iterate-owner-models.json", import.meta.url), "utf8"),
) as Record<OwnerPage, PageModel>;

/** The page as the composer wrote it from its description (its stored model), as HTML. */
export function ownerPageHtml(page: OwnerPage): string {
  return renderStoredModel(structuredClone(MODELS[page])).html;
}

export function ownerPageRequest(page: OwnerPage): PageRequest {
  const seed: Seed = OWNER_PAGES[page];
  return { targetAudience: "", ...seed, logoOption: "generate", logoData: null };
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/**
 * What a visitor reads on the page: the body's text nodes, one per line (scripts, styles and pictures left
 * out, and the menu, which the renderer draws from the sections there are).
 */
export function pageLines(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<(script|style|svg|template|nav)\b[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((line) => decode(line).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The lines a change took away from the page and the lines it added (each as often as it changed). */
export function lineChanges(before: string[], after: string[]): { removed: string[]; added: string[] } {
  const count = (lines: string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    return counts;
  };
  const was = count(before);
  const now = count(after);
  const removed: string[] = [];
  const added: string[] = [];
  for (const [line, n] of was) for (let i = now.get(line) ?? 0; i < n; i++) removed.push(line);
  for (const [line, n] of now) for (let i = was.get(line) ?? 0; i < n; i++) added.push(line);
  return { removed, added };
}

/** The page's lines with each old text replaced by its new one, everywhere (in order). */
export function withReplacements(lines: string[], replaced: [string, string][] = []): string[] {
  return lines.map((line) => replaced.reduce((text, [from, to]) => text.split(from).join(to), line));
}
