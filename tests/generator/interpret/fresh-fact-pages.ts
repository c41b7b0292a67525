/**
 * Small pages, composed like the example pages, that the fact-and-value tables are measured on: none of
 * them is an example page, so a rule tuned on its examples is checked on pages it never saw.
 */
import { composePage } from "../../../src/generator/composer/compose.js";
import { EXAMPLE_NOW } from "../../../src/generator/interpret/example-pages.js";
import type { PageModel } from "../../../src/generator/model.js";
import type { PageRequest } from "../../../src/generator/types.js";

const FRESH = {
  kettle: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Kettle & Loaf",
    title: "Kettle & Loaf café",
    prompt:
      "Kettle & Loaf is a café in Bristol at 22 Park Row. Open Mon–Thu 8:00–17:00, Fri 8:00–18:00, Sat 9:00–15:00. Flat white £3.10, cheese toastie £6.50. Call 0117 496 0123 or email hi@kettleandloaf.co.uk.",
  },
  sommerfest: {
    landingPageType: "event-registration",
    industry: "community",
    companyName: "Garten Wiehre",
    title: "Sommerfest im Garten",
    prompt:
      "Sommerfest im Gemeinschaftsgarten Wiehre am Samstag, 4. Juli 2026, 14:00–22:00, Gartenweg 3, 79100 Freiburg. Eintritt 5 €. Telefon 0761 2233445. Stornierung bis 24 Stunden vorher.",
  },
  aquarelle: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Atelier Lavis",
    title: "Stage d'aquarelle",
    prompt:
      "Stage d'aquarelle le samedi 17 avril 2027 de 10h à 16h à Rennes, 4 rue de la Soif. Animé par Claire Dubois. 25 places. Tarif 65 €. Séance de 45 minutes + questions à la fin. Téléphone 02 99 12 34 56.",
  },
  spaak: {
    landingPageType: "business-homepage",
    industry: "retail",
    companyName: "De Spaak",
    title: "Fietsenmaker De Spaak",
    prompt:
      "Fietsenmaker De Spaak in Utrecht, Oudegracht 120. Open maandag tot vrijdag 9:00–18:00, zaterdag 10:00–17:00. Band plakken €15, onderhoudsbeurt €59. Bel 030 123 4567. 14 dagen garantie op reparaties.",
  },
  ceramica: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Argilla",
    title: "Corso di ceramica",
    prompt:
      "Corso di ceramica sabato 10 ottobre 2026 dalle 15:00 alle 18:00 a Milano, via Tortona 9. Insegnante: Marta Russo. Massimo 12 posti. Quota 70 €. Email info@argilla-milano.it.",
  },
  libreria: {
    landingPageType: "business-homepage",
    industry: "retail",
    companyName: "Librería Faro",
    title: "Librería Faro",
    prompt:
      "Librería Faro en Gijón, calle Corrida 14. Abierto de lunes a sábado de 10:00 a 20:00. Devoluciones en 14 días. Teléfono 985 123 456. Web www.libreriafaro.es.",
  },
  teamsaas: {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Shiftly",
    title: "Shiftly rota planning",
    prompt:
      "Shiftly plans staff rotas for cafés and shops. Plans: Starter $19 per month, Growth $49 per month, Scale $99 per month. 14-day free trial. Email support@shiftly.app.",
  },
  feira: {
    landingPageType: "event-registration",
    industry: "community",
    companyName: "Feira da Graça",
    title: "Feira de artesanato",
    prompt:
      "Feira de artesanato no domingo, 7 de março de 2027, das 10:00 às 18:00, Largo da Graça, Lisboa. Entrada livre. Telefone 21 888 7777. Email feira@graca.pt.",
  },
  warsztaty: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Pracownia Len",
    title: "Warsztaty tkackie",
    prompt:
      "Warsztaty tkackie w sobotę 13 marca 2027, 10:00–14:00, Kraków, ul. Józefa 7. Prowadzi Ewa Nowak. Cena 180 zł. 8 miejsc. Telefon 12 345 67 89.",
  },
  fozes: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Fözelék Bisztró",
    title: "Fözelék Bisztró",
    prompt:
      "Fözelék Bisztró Budapesten, Király utca 20. Nyitva hétfőtől péntekig 11:00–20:00. Napi menü 2900 Ft. Telefon +36 1 234 5678.",
  },
} as const;

export type FreshPageId = keyof typeof FRESH;

/** A fresh page, composed on the example pages' date: a copy of its own to change. */
export function freshPage(id: FreshPageId): PageModel {
  const request = { targetAudience: "", logoOption: "generate", logoData: null, ...FRESH[id] };
  return composePage(request as unknown as PageRequest, { now: EXAMPLE_NOW }).model;
}
