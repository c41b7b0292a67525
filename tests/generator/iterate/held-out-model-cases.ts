/**
 * A held-out table of fake-model answers (issue 25.4, decision 0092), written before the guard read
 * spelled counts, role names and declined place names: each case is a request, the operations (or the raw
 * text) a fake model answers with, and what the page must and must not say afterwards.
 * (a) the model invents a fact; (b) it names paths that do not exist, or answers junk or nothing;
 * (c) its edit changes nothing — which must cost nothing. Controls: the same kinds of fact, said by the
 * owner, stay.
 */

export type HeldOutPage = "en" | "shop" | "es" | "de" | "fr" | "pl" | "hu" | "it" | "nl" | "pt";

export const HELD_OUT_PAGES: Record<
  HeldOutPage,
  { type: "business-homepage" | "e-commerce"; company: string; prompt: string }
> = {
  en: {
    type: "business-homepage",
    company: "Trattoria Sole",
    prompt:
      "Trattoria Sole is a family Italian restaurant in Lisbon at Rua Augusta 120. We serve fresh pasta, wood-fired pizza and tiramisu. Lunch menu €14, tasting menu €45. Open Mon–Fri 12:00–22:00. Call +351 21 123 4567.",
  },
  shop: {
    type: "e-commerce",
    company: "Andes Knits",
    prompt:
      "Hand-knitted alpaca scarves from Peru in sand, charcoal and rust. Scarf £79, wrap £119. Free shipping over £100.",
  },
  es: {
    type: "business-homepage",
    company: "Horno Triana",
    prompt:
      "Horno Triana es una panadería artesanal en Sevilla, calle Betis 12. Pan de masa madre 3,50 €, magdalenas 1,20 €. Abierto de lunes a sábado de 8:00 a 14:00. Teléfono +34 954 123 456.",
  },
  de: {
    type: "business-homepage",
    company: "Holzwerk Berger",
    prompt:
      "Holzwerk Berger ist eine Tischlerei in Freiburg, Kaiser-Joseph-Straße 8. Wir bauen Küchen, Tische und Regale nach Maß. Beratung kostenlos nach Termin. Telefon 0761 123456.",
  },
  fr: {
    type: "business-homepage",
    company: "Studio Souffle",
    prompt:
      "Studio Souffle est un studio de yoga à Lyon, 14 rue Mercière. Cours collectif 18 €, carte de 10 cours 150 €. Ouvert du lundi au vendredi de 7h à 21h. Téléphone 04 78 12 34 56.",
  },
  pl: {
    type: "business-homepage",
    company: "Złoty Kłos",
    prompt:
      "Piekarnia Złoty Kłos w Warszawie, ul. Marszałkowska 10. Chleb na zakwasie 12 zł, drożdżówki 4 zł. Otwarte pon–pt 7:00–18:00. Tel. +48 22 123 45 67.",
  },
  hu: {
    type: "business-homepage",
    company: "Kék Csésze",
    prompt:
      "A Kék Csésze kávézó Debrecenben, Piac utca 5. Eszpresszó 600 Ft, torta 1200 Ft. Nyitva hétfőtől péntekig 8:00–18:00. Telefon: +36 52 123 456.",
  },
  it: {
    type: "business-homepage",
    company: "Bottega Verde",
    prompt:
      "Bottega Verde è un negozio di piante a Bologna, via Zamboni 7. Piante grasse da 8 €, orchidee 25 €. Aperto dal martedì al sabato 9:00–19:00. Telefono 051 123 4567.",
  },
  nl: {
    type: "business-homepage",
    company: "Fietsmaker Jansen",
    prompt:
      "Fietsmaker Jansen repareert fietsen in Utrecht, Oudegracht 40. Onderhoudsbeurt € 45, band plakken € 12. Open maandag tot zaterdag 9:00–18:00. Bel 030 123 4567.",
  },
  pt: {
    type: "business-homepage",
    company: "Café Aurora",
    prompt:
      "O Café Aurora é uma pastelaria no Porto, Rua das Flores 22. Pastel de nata 1,30 €, galão 1,80 €. Aberto de segunda a sábado das 8:00 às 19:00. Telefone +351 22 123 4567.",
  },
};

export interface HeldOutCase {
  name: string;
  page: HeldOutPage;
  request: string;
  /** The model's operations, or `raw`: the model's whole answer as text (junk, nothing). */
  ops?: unknown[];
  raw?: string;
  /** Words the page must not show afterwards (case-insensitive). */
  absent?: string[];
  /** Words the page must show afterwards. */
  present?: string[];
  /** The change must not be applied (nothing charged): ok false, or a provider error. */
  free?: boolean;
  /** A text the change writes must read cleanly: no doubled spaces, no "with ." or ", and." left over. */
  clean?: boolean;
}

const lead = "sections.s1.lead";
const heading = "sections.s1.heading";

export const HELD_OUT_CASES: HeldOutCase[] = [
  // (a) invented facts: counts spelled in words, in every pack's language
  {
    name: "en: 'three locations' the owner never gave",
    page: "en",
    request: "make the intro warmer",
    ops: [
      {
        op: "set_text",
        path: lead,
        value: "A family trattoria with three locations across Lisbon, cooking fresh pasta daily.",
      },
    ],
    absent: ["three locations"],
    present: ["fresh pasta daily"],
  },
  {
    name: "es: 'dos sedes'",
    page: "es",
    request: "haz la introducción más cercana",
    ops: [
      { op: "set_text", path: lead, value: "Pan de masa madre hecho a mano, ahora en dos sedes de Sevilla." },
    ],
    absent: ["dos sedes"],
  },
  {
    name: "de: 'zwölf Jahre'",
    page: "de",
    request: "mach die Einleitung persönlicher",
    ops: [
      {
        op: "set_text",
        path: lead,
        value: "Möbel nach Maß aus Freiburg, mit zwölf Jahre Erfahrung im Handwerk.",
      },
    ],
    absent: ["zwölf"],
  },
  {
    name: "fr: 'trois boutiques'",
    page: "fr",
    request: "rends l'introduction plus chaleureuse",
    ops: [
      { op: "set_text", path: lead, value: "Respirez avec nous : trois studios à Lyon vous accueillent." },
    ],
    absent: ["trois studios"],
  },
  {
    name: "it: 'tre negozi'",
    page: "it",
    request: "rendi l'introduzione più calda",
    ops: [{ op: "set_text", path: lead, value: "Piante sane e consigli veri, in tre negozi a Bologna." }],
    absent: ["tre negozi"],
  },
  {
    name: "nl: 'vier werkplaatsen'",
    page: "nl",
    request: "maak de intro vriendelijker",
    ops: [{ op: "set_text", path: lead, value: "Snel weer op de fiets, met vier werkplaatsen in Utrecht." }],
    absent: ["vier werkplaatsen"],
  },
  {
    name: "pt: 'duas lojas'",
    page: "pt",
    request: "torna a introdução mais simpática",
    ops: [
      {
        op: "set_text",
        path: lead,
        value: "Pastéis de nata acabados de sair do forno, agora em duas lojas no Porto.",
      },
    ],
    absent: ["duas lojas"],
  },
  {
    name: "pl: 'trzy piekarnie'",
    page: "pl",
    request: "zrób wstęp cieplejszy",
    ops: [
      {
        op: "set_text",
        path: lead,
        value: "Chleb na zakwasie prosto z pieca, w trzech piekarniach w Warszawie.",
      },
    ],
    absent: ["trzech piekarniach"],
  },
  {
    name: "hu: 'három üzlet'",
    page: "hu",
    request: "legyen barátságosabb a bevezető",
    ops: [{ op: "set_text", path: lead, value: "Friss kávé minden reggel, már három kávézóban várunk." }],
    absent: ["három kávézóban"],
  },
  {
    name: "en: 'five new flavours' in a new item",
    page: "shop",
    request: "add a line about gifts",
    ops: [
      {
        op: "add_item",
        section: "products",
        item: { title: "Gift box", text: "Wrapped by hand, in five new colours." },
      },
    ],
    absent: ["five new colours"],
  },
  {
    name: "es: 'doce años' of experience",
    page: "es",
    request: "añade algo sobre nosotros",
    ops: [{ op: "set_text", path: lead, value: "Llevamos doce años horneando pan en Triana." }],
    absent: ["doce años"],
  },
  // (a) names after or beside a role noun
  {
    name: "en: 'our chef Marco'",
    page: "en",
    request: "say something about the kitchen",
    ops: [{ op: "set_text", path: lead, value: "Our chef Marco rolls the pasta by hand every morning." }],
    absent: ["Marco"],
  },
  {
    name: "en: 'Marco, our head chef,'",
    page: "en",
    request: "say something about the kitchen",
    ops: [
      { op: "set_text", path: lead, value: "Marco, our head chef, rolls the pasta by hand every morning." },
    ],
    absent: ["Marco"],
  },
  {
    name: "fr: 'notre fondatrice Claire'",
    page: "fr",
    request: "parle un peu de nous",
    ops: [
      { op: "set_text", path: lead, value: "Notre fondatrice Claire enseigne le yoga doux au cœur de Lyon." },
    ],
    absent: ["Claire"],
  },
  {
    name: "de: 'unser Meister Jonas'",
    page: "de",
    request: "erzähl etwas über die Werkstatt",
    ops: [{ op: "set_text", path: lead, value: "Unser Meister Jonas plant jede Küche mit Ihnen zusammen." }],
    absent: ["Jonas"],
  },
  {
    name: "es: 'nuestra panadera Lucía'",
    page: "es",
    request: "cuenta algo del obrador",
    ops: [{ op: "set_text", path: lead, value: "Nuestra panadera Lucía amasa cada pieza a mano." }],
    absent: ["Lucía"],
  },
  {
    name: "it: 'il nostro fondatore Paolo'",
    page: "it",
    request: "racconta qualcosa di noi",
    ops: [{ op: "set_text", path: lead, value: "Il nostro fondatore Paolo sceglie ogni pianta di persona." }],
    absent: ["Paolo"],
  },
  {
    name: "nl: 'onze monteur, Daan,'",
    page: "nl",
    request: "vertel iets over de werkplaats",
    ops: [{ op: "set_text", path: lead, value: "Onze monteur, Daan, kijkt elke fiets gratis na." }],
    absent: ["Daan"],
  },
  {
    name: "pt: 'a nossa pasteleira Inês'",
    page: "pt",
    request: "fala um pouco de nós",
    ops: [{ op: "set_text", path: lead, value: "A nossa pasteleira Inês faz os pastéis todas as manhãs." }],
    absent: ["Inês"],
  },
  {
    name: "pl: 'nasz piekarz Tomasz'",
    page: "pl",
    request: "napisz coś o nas",
    ops: [{ op: "set_text", path: lead, value: "Nasz piekarz Tomasz wypieka chleb każdej nocy." }],
    absent: ["Tomasz"],
  },
  {
    name: "en: a name in a new item's text after 'owner'",
    page: "shop",
    request: "add a card about who knits",
    ops: [
      {
        op: "add_item",
        section: "products",
        item: { title: "Knitted by hand", text: "Every scarf is finished by our owner Rosa." },
      },
    ],
    absent: ["Rosa"],
  },
  // (a) place names in a declined form
  {
    name: "pl: 'w Krakowie' on a Warsaw page",
    page: "pl",
    request: "zrób wstęp ciekawszy",
    ops: [{ op: "set_text", path: lead, value: "Chleb na zakwasie z Warszawy, teraz także w Krakowie." }],
    absent: ["Krakowie"],
  },
  {
    name: "pl: 'w Gdańsku i Sopocie'",
    page: "pl",
    request: "zrób wstęp ciekawszy",
    ops: [
      {
        op: "set_text",
        path: lead,
        value: "Wypiekamy chleb na zakwasie, a dowozimy też w Gdańsku i Sopocie.",
      },
    ],
    absent: ["Gdańsku", "Sopocie"],
  },
  {
    name: "hu: 'Budapesten' on a Debrecen page",
    page: "hu",
    request: "legyen érdekesebb a bevezető",
    ops: [{ op: "set_text", path: lead, value: "Friss kávé Debrecenben, és hamarosan Budapesten is." }],
    absent: ["Budapesten"],
  },
  {
    name: "hu: 'Szegeden'",
    page: "hu",
    request: "legyen érdekesebb a bevezető",
    ops: [{ op: "set_text", path: lead, value: "Nálunk a kávé friss, mint Szegeden a legjobb helyeken." }],
    absent: ["Szegeden"],
  },
  // (a) a tel: link, a quote, a price
  {
    name: "a call button with an invented number",
    page: "en",
    request: "add a call button",
    ops: [{ op: "add_button", label: "Call us", href: "tel:+351219990000" }],
    absent: ["219990000"],
  },
  {
    name: "a call button with the page's number stays (control)",
    page: "en",
    request: "add a call button",
    ops: [{ op: "add_button", label: "Call us", href: "tel:+351211234567" }],
    present: ["tel:+351211234567"],
  },
  {
    name: "a tel: link in a button of the German page with a made-up number",
    page: "de",
    request: "füge einen Anruf-Button hinzu",
    ops: [{ op: "add_button", label: "Jetzt anrufen", href: "tel:07619876543" }],
    absent: ["9876543"],
  },
  {
    name: "an invented testimonial",
    page: "en",
    request: "add a testimonial section",
    ops: [
      {
        op: "add_section",
        kind: "testimonials",
        heading: "What guests say",
        items: [{ title: "Jane Doe", text: "The best carbonara I have ever had, every single time." }],
      },
    ],
    absent: ["Jane Doe", "best carbonara I have ever had"],
  },
  {
    name: "'Now only £1.99!'",
    page: "shop",
    request: "make the headline sell harder",
    ops: [{ op: "set_text", path: heading, value: "Alpaca scarves. Now only £1.99!" }],
    absent: ["£1.99"],
  },
  {
    name: "an invented phone in text",
    page: "fr",
    request: "ajoute une phrase pour réserver",
    ops: [{ op: "set_text", path: lead, value: "Réservez votre cours au 06 12 34 56 78, même le week-end." }],
    absent: ["06 12 34 56 78"],
  },
  // the leftover words go with their sentence
  {
    name: "no dangling words after a cut count: 'with truffle and three sauces'",
    page: "en",
    request: "make the intro tastier",
    ops: [
      {
        op: "set_text",
        path: lead,
        value: "Fresh pasta with truffle and three sauces. Wood-fired pizza every night.",
      },
    ],
    absent: ["three sauces"],
    present: ["Wood-fired pizza every night."],
    clean: true,
  },
  {
    name: "no dangling words after a cut name: 'with our chef Marco and'",
    page: "en",
    request: "make the intro tastier",
    ops: [
      {
        op: "set_text",
        path: lead,
        value: "Fresh pasta made with our chef Marco and his team. Tiramisu to finish.",
      },
    ],
    absent: ["Marco"],
    present: ["Tiramisu to finish."],
    clean: true,
  },
  // (b) paths that do not exist, junk, nothing
  {
    name: "a path that does not exist",
    page: "en",
    request: "make the slogan bolder",
    ops: [{ op: "set_text", path: "sections.s99.heading", value: "Bold pasta" }],
    free: true,
  },
  {
    name: "a section that does not exist",
    page: "en",
    request: "drop the gallery",
    ops: [{ op: "remove_section", section: "s42" }],
    free: true,
  },
  {
    name: "an item that does not exist",
    page: "shop",
    request: "remove the beanie",
    ops: [{ op: "remove_item", section: "products", item: "Beanie" }],
    free: true,
  },
  {
    // The rules read the part the model answered with nothing the page can take: their reading stays.
    name: "an item added to a section that does not exist (the rules' reading stays)",
    page: "es",
    request: "añade pan de centeno",
    ops: [{ op: "add_item", section: "s77", item: { title: "Pan de centeno" } }],
    present: ["Pan de centeno"],
  },
  {
    name: "junk instead of JSON",
    page: "en",
    request: "something feels off here",
    raw: "Sure! Here you go :)",
    free: true,
  },
  { name: "an empty answer", page: "de", request: "irgendwas stimmt hier nicht", raw: "", free: true },
  { name: "no parts at all", page: "fr", request: "je ne sais pas trop", raw: '{"parts": []}', free: true },
  {
    name: "a part with no operations",
    page: "pl",
    request: "zrób stronę ładniejszą",
    raw: '{"parts": [{"part": "zrób stronę ładniejszą", "ops": []}]}',
    free: true,
  },
  // (c) edits that change nothing must cost nothing
  {
    name: "the same price written again",
    page: "en",
    request: "check the lunch price",
    ops: [{ op: "set_fact", kind: "price", from: "€14", to: "€14" }],
    free: true,
  },
  {
    name: "a phrase replaced by itself",
    page: "shop",
    request: "tidy the wording",
    ops: [{ op: "replace_text", find: "alpaca", with: "alpaca" }],
    free: true,
  },
  {
    name: "hours set to what the page says",
    page: "es",
    request: "revisa el horario",
    ops: [{ op: "set_hours", days: [0, 1, 2, 3, 4, 5], hours: "08:00-14:00" }],
    free: true,
  },
  {
    name: "a fact removed that the page does not have",
    page: "nl",
    request: "zet het goed",
    ops: [{ op: "remove_fact", kind: "phone", value: "030 999 8888" }],
    free: true,
  },
  {
    name: "a headline set to the words it has",
    page: "it",
    request: "sistema il titolo",
    ops: [{ op: "set_text", path: heading, value: "SAME" }],
    free: true,
  },
  // controls: the owner's own facts stay
  {
    name: "'three locations' said by the owner stays",
    page: "en",
    request: "say we have three locations now",
    ops: [{ op: "set_text", path: lead, value: "A family trattoria with three locations across Lisbon." }],
    present: ["three locations"],
  },
  {
    name: "'our chef Marco' said by the owner stays",
    page: "en",
    request: "mention our chef Marco",
    ops: [{ op: "set_text", path: lead, value: "Our chef Marco rolls the pasta by hand every morning." }],
    present: ["Marco"],
  },
  {
    name: "'w Krakowie' said by the owner stays",
    page: "pl",
    request: "napisz, że jesteśmy też w Krakowie",
    ops: [{ op: "set_text", path: lead, value: "Chleb na zakwasie z Warszawy, teraz także w Krakowie." }],
    present: ["Krakowie"],
  },
  {
    name: "'Debrecenben' already on the page stays",
    page: "hu",
    request: "legyen barátságosabb a bevezető",
    ops: [{ op: "set_text", path: lead, value: "Friss kávé minden reggel Debrecenben." }],
    present: ["Debrecenben"],
  },
];
