/**
 * Scenes by meaning: a table of descriptions (nine languages) and the drawing each page opens on, or none.
 * The cases from issue 27 first: one arch-and-box scene served a funeral home, a water bottle, espadrilles
 * and a beach clean-up; a payment card a fitness app; a clothes rack beanies.
 */
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS, type BusinessKind } from "../../brief/types.js";
import { type SceneId, scenesFor } from "./index.js";

const CASES: [BusinessKind, string, SceneId | null][] = [
  ["other", "Family-run funeral home in Cork: funeral arrangements, cremation and repatriation.", null],
  ["food-product", "Reusable insulated water bottle that keeps drinks cold for 24 hours.", "bottle-leaf"],
  ["fashion", "Handmade espadrilles from jute and canvas, made in La Rioja.", "shoes-pair"],
  ["other", "Beach clean-up on Saturday morning: bring gloves, we provide the sacks.", null],
  ["charity", "Beach clean-up on Saturday morning: bring gloves, we provide the sacks.", "heart-hands"],
  ["mobile-app", "A fitness app with home workouts and a step counter.", "phone-app"],
  ["fashion", "Hand-knitted merino beanies and scarves in twelve colours.", "yarn-jumper"],
  ["restaurant", "Pizzeria Napoli: wood-fired pizza and fresh pasta.", "pizza"],
  // A noodle bar shows its bowl; a restaurant that names no noodles keeps its table (never a guessed bowl).
  ["restaurant", "Tiny ramen bar, tonkotsu and miso, open late.", "noodle-bowl"],
  // A clinic classed by its name still shows what it treats when it names teeth.
  ["clinic", "Clínica dentária no centro de Lisboa: implantes e ortodontia invisível.", "tooth-mirror"],
  [
    "clinic",
    "Family GP practice in Leeds: check-ups, vaccinations and blood tests.",
    "stethoscope-clipboard",
  ],
  ["restaurant", "Nudelbar in Köln: Udon und Pho zum Mitnehmen.", "noodle-bowl"],
  ["restaurant", "Restaurante familiar con arroces a leña y verduras de la huerta.", "table-setting"],
  [
    "freelancer",
    "Interior designer in Leeds. Past projects include a dental clinic and a wine bar.",
    "moodboard",
  ],
  ["workshop", "Sourdough baking workshop on Saturday, flour and aprons provided.", "bread-loaves"],
  ["festival", "Wine festival in Tokaj with thirty cellars.", "wine-bottle"],
  ["conference", "Product conference in Berlin, lunch and coffee included.", "stage-lectern"],
  ["coach", "Business coaching for first-time founders.", null],
  ["coach", "Yoga and meditation classes by the lake.", "yoga-mat"],
  ["other", "Marketing and PR for start-ups.", null],
  // Keeping computers safe is a guarded laptop, for an IT firm of any kind and for security software.
  [
    "other",
    "Bastion IT protects small offices: firewall setup, laptop encryption and backups.",
    "shield-laptop",
  ],
  ["saas", "Vigil monitors laptops for malware and ransomware and patches them.", "shield-laptop"],
  ["other", "IT-Sicherheit für Arztpraxen: Firewall, Backups und Verschlüsselung.", "shield-laptop"],
  ["saas", "Invoicing software for small teams.", "invoice-sheet"],
  ["saas", "Project boards and time tracking for small teams.", "dashboard-laptop"],
  ["home-services", "Emergency plumber in Cardiff: burst pipes, leaking taps.", "pipe-wrench"],
  // German, French, Spanish, Italian, Dutch, Portuguese, Polish, Hungarian.
  ["bakery", "Bäckerei Müller: Sauerteigbrot, Brötchen und Kuchen.", "bread-loaves"],
  ["cafe", "Petit café à Lyon : espresso, croissants et pâtisseries maison.", "coffee-cup"],
  ["bar", "Coctelería en Madrid con cócteles de autor.", "cocktails"],
  ["shop", "Enoteca a Firenze: vino toscano e degustazioni.", "wine-bottle"],
  ["tour", "Wandeltochten in de bergen van Oostenrijk.", "mountain-trail"],
  ["home-services", "Canalizador em Lisboa: fugas de água e esquentadores.", "pipe-wrench"],
  ["dentist", "Gabinet stomatologiczny w Krakowie, wybielanie zębów.", "tooth-mirror"],
  ["salon", "Fodrászat Pécsen: női és férfi hajvágás.", "salon-tools"],
  ["salon", "Nail studio: gel manicures and pedicures.", null],
  ["pet-care", "Hundepension am Stadtrand, Gassi-Service inklusive.", "kennel-bone"],
  ["other", "Gelateria artigianale a Bologna: pistacchio, nocciola e sorbetti.", "ice-cream"],
  ["cafe", "IJssalon aan de haven met schepijs en wafels.", "ice-cream"],
  ["shop", "Bloemist in Utrecht: seizoensboeketten en rouwstukken.", "flower-vase"],
  ["other", "Gelato fatto ogni mattina con latte piemontese.", "ice-cream"],
  ["tour", "Geführte Radtouren durch den Spreewald, Fahrrad inklusive.", "bicycle"],
  ["shop", "Wolle und Garn zum Stricken, Kurse jeden Dienstag.", "yarn-jumper"],
  ["food-product", "Quesería familiar en La Mancha: manchego curado y queso en aceite.", "cheese-board"],
  ["home-services", "House removals across Dublin: two movers and a van, packing service.", "moving-boxes"],
  ["home-services", "Déménagement à Lyon, cartons fournis.", "moving-boxes"],
  ["gym", "Bouldering gym in Lyon with 200 problems, reset every week.", "climbing-wall"],
  ["home-services", "Gutter clearing and moss removal in Leeds.", null],
  ["other", "Kwiaciarnia na Kazimierzu, bukiety ślubne.", "flower-vase"],
  // "running" as a verb is no sport; the sport's own words still picture it.
  ["other", "A cozy puzzle game where you keep a lighthouse running through the seasons.", null],
  ["other", "Tips for running a small business, every Friday.", null],
  ["webinar", "Free webinar on running dbt in production.", "video-call"],
  ["conference", "Hybrid conference in Porto, every talk also as a livestream.", "video-call"],
  ["tour", "Bergwandern im Allgäu mit Hüttenübernachtung.", "mountain-trail"],
  ["tour", "Wochenenden in den Bergen mit Hüttenübernachtung.", "mountain-trail"],
  ["meetup", "Running club every Sunday morning in Hyde Park, all paces welcome.", "stopwatch-bottle"],
  ["coach", "Coaching for your first marathon.", "stopwatch-bottle"],
  // Figures of speech and house rules name no picture; the thing itself still does.
  ["webinar", "Kubernetes networking deep dive: CNI plugins, services and ingress.", "video-call"],
  ["other", "A deep-dive into our pricing model.", null],
  ["tour", "Scuba diving trips off Gozo, two dives a day.", "dive-mask"],
  ["other", "Casa rural con 4 habitaciones cerca de la playa. Admiten mascotas.", null],
  ["other", "Ferienwohnung an der Ostsee, Haustiere erlaubt.", null],
  ["other", "Holiday cottage in Cornwall, dog-friendly, sea views.", null],
  ["shop", "Pet shop in Leeds: food and toys for dogs and cats.", "dog-cat-bowl"],
  // Car care is named in each language; pottery is still pottery.
  ["car-wash", "Innen- und Außenaufbereitung, Keramikversiegelung ab 399 €.", "spray-bucket"],
  ["car-wash", "Autolavaggio a mano e trattamento ceramico.", "spray-bucket"],
  ["workshop", "Keramik-Workshop: Töpfern an der Drehscheibe.", "potters-wheel"],
  // Goods no trade's drawing shows: a bag, glasses, a candle, shoes, in several languages.
  ["fashion", "Nouvelle collection de sacs en cuir tanné végétal, fabriqués à Lyon.", "leather-bag"],
  ["shop", "Handgenähte Ledertaschen und Rucksäcke aus Leipzig.", "leather-bag"],
  ["shop", "Occhiali da sole in acetato fatti a mano, 5 modelli.", "eyeglasses"],
  ["fashion", "Okulary przeciwsłoneczne z drewna, ręcznie robione.", "eyeglasses"],
  ["shop", "Kézzel öntött gyertyáim webshopja Szegeden.", "candle-jar"],
  ["shop", "Soy candles poured by hand in Galway.", "candle-jar"],
  ["fashion", "Zapatillas de lona hechas en Mallorca.", "shoes-pair"],
  // How a shop sells (its webshop) does not lead what it sells.
  ["shop", "Webshop für handgemachte Kerzen aus Bienenwachs.", "candle-jar"],
  ["shop", "Online store for our handmade leather wallets.", "leather-bag"],
  // A bag of beans is coffee, not a handbag; a scholarship ("borsa di studio") is no bag either.
  ["shop", "Single-origin coffee: a bag of beans roasted weekly.", "coffee-cup"],
  ["other", "Borsa di studio per giovani musicisti a Bologna.", null],
];

/** Phrases in which a scene's word names something else: a car's ceramic coating, a lamp without an app. */
const NOT_THE_THING: [BusinessKind, string, SceneId][] = [
  // Seafood is no fruit, in any of the languages that call it "fruits of the sea".
  ["restaurant", "Restaurant de fruits de mer sur le port, moules-frites 19 €.", "market-stall"],
  ["restaurant", "Trattoria sul porto: frutti di mare e pesce del giorno.", "market-stall"],
  ["restaurant", "Marisqueira em Cascais: frutos do mar frescos.", "market-stall"],
  ["shop", "Sklep rybny: owoce morza i świeże ryby.", "market-stall"],
  // A video call is how a session comes, not a thing a shop sells or a product is: a lamp for calls is a lamp.
  ["shop", "Orbit is a desk lamp that lights your face evenly on video calls.", "video-call"],
  ["shop", "Ring light for Zoom calls and livestreams, clips onto any laptop.", "video-call"],
  ["other", "Headset with noise cancelling for video calls.", "video-call"],
  // "berg" names a mountain as a word of its own, not as the start of a town.
  ["shop", "Negozio di ferramenta a Bergamo dal 1962.", "mountain-trail"],
  ["other", "Wine tastings in Bergerac every Friday.", "mountain-trail"],
  ["car-wash", "Innen- und Außenaufbereitung, Keramikversiegelung ab 399 €.", "potters-wheel"],
  ["car-wash", "Mobile car detailing and ceramic coating in Leeds.", "potters-wheel"],
  ["car-wash", "Lavage auto à domicile, traitement céramique.", "potters-wheel"],
  ["home-services", "Bathroom fitting: ceramic tiles, showers and taps.", "potters-wheel"],
  ["shop", "Desk lamp with an app-free touch dimmer and a USB-C port.", "phone-app"],
  ["shop", "Bureaulamp met dimmer, werkt zonder app.", "phone-app"],
  ["shop", "Lampe de bureau, variateur tactile sans appli.", "phone-app"],
];

describe("scenesFor: pictures by meaning", () => {
  it.each(CASES)("a %s described as “%s” opens on %s", (kind, text, expected) => {
    expect(scenesFor(kind, text)[0] ?? null).toBe(expected);
  });

  it.each(NOT_THE_THING)("a %s described as “%s” shows no %s", (kind, text, unwanted) => {
    expect(scenesFor(kind, text, text, true, text)).not.toContain(unwanted);
  });

  it("never shows a payment card for an app that takes no payments, or a clothes rack for hats", () => {
    expect(scenesFor("mobile-app", "A fitness app with home workouts.")).not.toContain("mobile-checkout");
    expect(scenesFor("mobile-app", "Split bills and pay friends from the app.")).toContain("mobile-checkout");
    expect(scenesFor("fashion", "Merino beanies and bobble hats.")).not.toContain("clothes-rail");
    expect(scenesFor("fashion", "Vintage dresses and wool coats.")).toContain("clothes-rail");
  });

  it.each([
    "Online forms that take payments, with a drag-and-drop builder.",
    "Invoices and payment reminders for freelancers.",
    "Rechnungen und Zahlungen für Handwerker, in einer Software.",
    "Facturation et paiements pour les indépendants.",
    "Facturas y pagos para autónomos.",
    "Fatture e pagamenti per freelance.",
    "Facturen en betalingen voor zzp'ers.",
    "Faturas e pagamentos para freelancers.",
    "Faktury i płatności dla freelancerów.",
  ])("pictures a SaaS page's billing as an invoice, never a shop checkout: “%s”", (text) => {
    const scenes = scenesFor("saas", text, text, true, text);
    expect(scenes).not.toContain("mobile-checkout");
    expect(scenes[0]).toBe("invoice-sheet");
  });

  it("keeps a SaaS page's software drawing beside its billing: payments are its own trade, not a shop's", () => {
    const text = "Online forms that take payments, with a drag-and-drop builder.";
    expect(scenesFor("saas", text, text, true, text)).toEqual(["invoice-sheet", "dashboard-laptop"]);
  });

  it("shows the software dashboard only for software, whatever the words", () => {
    for (const kind of BUSINESS_KINDS.filter((k) => k !== "saas"))
      expect(scenesFor(kind, "An analytics dashboard and reporting software.")).not.toContain(
        "dashboard-laptop",
      );
  });

  it("reads an open kind's pictures from what it is and offers, not from a detail further on", () => {
    const gelateria =
      "Gelateria in via Saragozza, Bologna. Gelato made every morning with fresh milk (latte fresco).";
    const gelateriaSubject = "Gelateria in via Saragozza, Bologna.";
    expect(scenesFor("other", gelateria, gelateriaSubject)).toEqual(["ice-cream"]);
    const sauna = "Holzbefeuerte Sauna auf einem Boot. Handtücher und Tee inklusive.";
    expect(scenesFor("other", sauna, "Holzbefeuerte Sauna auf einem Boot.")).toEqual([]);
    expect(scenesFor("other", sauna)).toContain("folded-shirts");
    // A trade's own scenes are read from the whole description.
    const cafe = "Neighbourhood café. We also roast our own espresso beans.";
    expect(scenesFor("cafe", cafe, "Neighbourhood café.")[0]).toBe("coffee-cup");
  });

  it("leaves a kind's own scenes out when asked to show only what is named (a product launch)", () => {
    expect(scenesFor("shop", "Open-back headphones, 310 g.", "Open-back headphones", false)).toEqual([]);
    expect(scenesFor("shop", "Open-back headphones, 310 g.", "Open-back headphones")).toContain("storefront");
  });

  it("pictures interior architecture as design, never as the builder's hard hat on a floor plan", () => {
    for (const text of [
      "Studio di architettura d'interni a Bologna.",
      "Architecte d'intérieur à Lyon.",
      "Estudio de arquitectura de interiores en Sevilla.",
      "Pracownia architektury wnętrz w Krakowie.",
    ]) {
      expect(scenesFor("freelancer", text)[0], text).toBe("moodboard");
      expect(scenesFor("freelancer", text), text).not.toContain("blueprint");
    }
    expect(scenesFor("freelancer", "Architects in Bristol designing new homes.")[0]).toBe("blueprint");
  });

  it("shows a yoga or pilates studio no dumbbells: the mat it names contradicts the gym's weights", () => {
    for (const text of [
      "Small yoga studio in Leeds.",
      "Studio di pilates a Verona.",
      "Meditation and breathwork in Ghent.",
    ])
      expect(scenesFor("gym", text), text).not.toContain("dumbbells");
    expect(scenesFor("gym", "Strength gym in Leeds with free weights.")).toContain("dumbbells");
  });

  it("does not read a word inside another: marketing is no market, a campaign no camp, of course no course", () => {
    expect(scenesFor("other", "Marketing campaign planning, of course.")).toEqual([]);
    expect(scenesFor("festival", "A marketing festival")).not.toContain("market-stall");
  });
});

/** A page's identity (title and first sentence) as render/scene.ts gives it: what the page says it is. */
const IDENTITY_CASES: [BusinessKind, string, string, SceneId[]][] = [
  ["school", "Learn to surf in Ericeira", "Surf school on the beach. Group lessons €35.", ["surf-wave"]],
  ["school", "Stage de ski enfants", "École de ski à Chamonix, moniteurs diplômés.", ["skis-mountain"]],
  ["festival", "Campus de esquí", "Cursos de esquí para niños en Sierra Nevada.", ["skis-mountain"]],
  ["school", "Corte clássico em Lisboa", "Barbearia no Príncipe Real. Corte 18 €.", []],
  ["school", "Maths tutoring for GCSE", "Small classes after school, two evenings a week.", ["classroom"]],
  ["tour", "See Kraków by bike", "Guided bike tours of the Old Town.", ["bicycle", "map-route"]],
  [
    "school",
    "Scuba diving courses in Gozo",
    "PADI dive centre in Marsalforn. Open Water course €450.",
    ["dive-mask"],
  ],
  [
    "school",
    "Aulas de kitesurf na Lagoa de Óbidos",
    "Escola de kitesurf com instrutores certificados.",
    ["surf-wave"],
  ],
  ["school", "Lezioni di pianoforte a Bologna", "Scuola di musica per bambini e adulti.", []],
  ["gym", "First visit €12 with shoes", "Bouldering gym in Lyon with 200 problems.", ["climbing-wall"]],
  ["gym", "Iron Yard Leeds", "Gym with a weights room. Yoga classes on Sundays.", ["dumbbells", "yoga-mat"]],
  ["garage", "Entretien auto à Lyon", "Garage indépendant depuis 1998.", ["car-lift", "tyre-wrench"]],
  ["webinar", "Yoga per la schiena", "Webinar gratuito di 60 minuti.", ["yoga-mat", "video-call"]],
];

describe("scenesFor: what the page says it is", () => {
  it.each(IDENTITY_CASES)("a %s titled “%s” shows %j", (kind, title, prompt, expected) => {
    const identity = `${title} \n ${prompt.split(". ")[0]}`;
    expect(scenesFor(kind, `${title} ${prompt}`, `${title} ${prompt}`, true, identity).slice(0, 2)).toEqual(
      expected.slice(0, 2),
    );
  });
});
