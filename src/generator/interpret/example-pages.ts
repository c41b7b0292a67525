/**
 * The pages the rules' examples are read against: small businesses as their owners describe them,
 * composed by the composer. An example names its page by id (`page: "cafe"`); the default is "cafe".
 */
import { composePage } from "../composer/compose.js";
import type { PageModel } from "../model.js";
import type { PageRequest } from "../types.js";

export const EXAMPLE_NOW = new Date("2026-11-22T10:00:00Z");

const DESCRIPTIONS = {
  cafe: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Crumb Corner",
    title: "Crumb Corner bakery café",
    prompt:
      "Crumb Corner is a bakery café in York at 8 Fossgate. Sourdough loaf £4.50, almond croissant £3.20, brunch plate £9.50. Open Tue–Sat 8:00–16:00, Sun 9:00–13:00, closed Mondays. Call 01904 555 010 or email hello@crumbcorner.co.uk. “The best almond croissant in York.” — Priya S.",
  },
  saas: {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Ledgerly",
    title: "Ledgerly bookkeeping",
    targetAudience: "freelancers",
    prompt:
      "Ledgerly is bookkeeping software for freelancers: bank sync, receipt scanning and tax estimates. Plans: Basic $9 per month, Plus $19 per month, Studio $39 per month. 30-day free trial.",
  },
  webinar: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Grow Your Garden",
    title: "Winter pruning webinar",
    prompt:
      "A free online webinar on winter pruning for fruit trees on 14 January 2027 at 18:00 UK time, with head gardener Ruth Evans. 60 minutes plus questions. Register with your name and email.",
  },
  shop: {
    landingPageType: "e-commerce",
    industry: "fashion",
    companyName: "Dye Works",
    title: "Hand-dyed yarn",
    prompt:
      "Dye Works sells hand-dyed merino yarn in three colours: Ocean blue £18, Rust £18, Heather £19. Free UK shipping over £40, dispatched in 2 days. “Soft, even colour and a lovely twist.” — Helen W.",
  },
  bottle: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Tidewell",
    title: "A bottle that keeps ice all day",
    prompt:
      "Insulated steel bottle, 750 ml, keeps drinks cold 30 hours. €32. Ships across the EU in 2-4 days, free shipping over €50.",
  },
  baeckerei: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Bäckerei Korn",
    title: "Bäckerei Korn in Münster",
    prompt:
      "Bäckerei Korn ist eine Handwerksbäckerei in der Hammer Straße 12, 48153 Münster. Roggenbrot 4,20 €, Dinkelbrötchen 0,80 €, Apfelkuchen 3,50 €. Geöffnet Montag bis Freitag 7–18 Uhr, Samstag 7–13 Uhr, Sonntag geschlossen. Telefon 0251 123456, E-Mail info@baeckerei-korn.de.",
  },
  boulangerie: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Boulangerie Martin",
    title: "Boulangerie Martin à Lyon",
    prompt:
      "La Boulangerie Martin est une boulangerie artisanale au 5 rue Mercière, Lyon. Baguette 1,30 €, croissant 1,20 €, tarte aux pralines 4,50 €. Ouvert du mardi au samedi de 7h à 19h, dimanche de 7h à 13h, fermé le lundi. Téléphone 04 78 12 34 56, e-mail bonjour@boulangerie-martin.fr.",
  },
  tienda: {
    landingPageType: "e-commerce",
    industry: "e-commerce",
    companyName: "Velas Luna",
    title: "Velas artesanales",
    prompt:
      "Velas Luna vende velas de cera de soja hechas a mano en Valencia. Vela de lavanda 14 €, vela de naranja 14 €, set de tres velas 36 €. Envío gratis a partir de 40 €, enviamos en 2 días.",
  },
  verona: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Osteria del Ponte",
    title: "Cucina di casa a Verona",
    prompt:
      "Osteria a Verona, via Sottoriva 12. Pastissada 16 €, risotto all'Amarone 15 €. Aperti da martedì a domenica, 12:00-14:30 e 19:00-22:30. Prenotazioni: 045 123 4567.",
  },
  // An activity's day told in a sentence, beside opening hours of its own.
  cantina: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Cantina Sassi",
    title: "Vini delle Langhe",
    prompt:
      "Cantina vinicola nelle Langhe. Degustazioni in cantina il sabato su prenotazione. Aperti lun–ven 9:00–12:30 e 14:30–18:00. Tel 0173 123456.",
  },
  trattoria: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Trattoria da Lia",
    title: "Trattoria a Firenze",
    prompt:
      "Trattoria da Lia è una trattoria toscana in via dei Neri 8, Firenze. Ribollita 9 €, bistecca alla fiorentina 45 €, tiramisù 6 €. Aperto dal martedì alla domenica 12:00–22:00, lunedì chiuso. Telefono 055 123 4567, email ciao@trattoriadalia.it.",
  },
  bloemen: {
    landingPageType: "business-homepage",
    industry: "other",
    companyName: "Bloemenhuis Roos",
    title: "Bloemist in Haarlem",
    prompt:
      "Bloemenhuis Roos is een bloemenwinkel in de Grote Houtstraat 40, Haarlem. Boeket van het seizoen €25, rozen per stuk €3, bruidsboeket vanaf €90. Open dinsdag tot zaterdag 9:00–18:00, zondag en maandag gesloten. Bel 023 123 4567 of mail hallo@bloemenhuisroos.nl.",
  },
  padaria: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Padaria Flor",
    title: "Padaria em Lisboa",
    prompt:
      "A Padaria Flor é uma padaria de bairro na Rua da Graça 15, Lisboa. Pão de Mafra 2,50 €, pastel de nata 1,30 €, bolo de laranja 9 €. Aberto de segunda a sexta das 7:00 às 19:00, sábado das 8:00 às 13:00, domingo fechado. Telefone 21 123 4567.",
  },
  app: {
    landingPageType: "app-download",
    industry: "finance",
    companyName: "Pocket Budget",
    title: "Pocket Budget app",
    prompt:
      "Pocket Budget is a free app for iPhone and Android that sorts your spending into categories and warns you before a bill is due. Pocket Budget Pro costs £2.99 a month. Students get 20% off Pro.",
  },
  retreat: {
    landingPageType: "event-registration",
    industry: "fitness",
    companyName: "Open Sky Pilates",
    title: "Spring Pilates weekend",
    prompt:
      "A Pilates weekend at Hollin Hall, Cumbria, on 17 April 2027 at 10:00. Reformer and mat classes with Jo Reed, walks and home-cooked food. Twin room £290, single room £380. Only 16 places.",
  },
  plumber: {
    landingPageType: "business-homepage",
    industry: "other",
    companyName: "Swift Pipe Plumbing",
    title: "Emergency plumber in Leeds",
    prompt:
      "Emergency plumbing across Leeds and Bradford. Burst pipes, blocked drains and leaking taps. Gas Safe registered. Call 0113 496 0777.",
  },
  devconf: {
    landingPageType: "event-registration",
    industry: "technology",
    companyName: "DevDays Porto",
    title: "DevDays Porto 2027",
    prompt:
      "One-day developer conference in Porto on 4 June 2027, 9:00 to 18:00, at Alfândega. Early bird ticket €79 until 30 April, regular €119.",
  },
  kurs: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Holzwerk Kurse",
    title: "Schnitzkurs für Einsteiger",
    prompt:
      "Schnitzkurs für Einsteiger am 13. März 2027 um 10:00 Uhr in der Werkstatt Holzwerk, Lindenstraße 4, Freiburg. Leitung: Anna Vogt. Frühbucher 60 €, regulär 75 €. Maximal 12 Plätze.",
  },
  stage: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Atelier Terre",
    title: "Stage de poterie",
    prompt:
      "Stage de poterie le 20 mars 2027 à 14h à l'Atelier Terre, 3 rue des Potiers, Nantes. Animé par Léa Morel. Tarif solo 85 €, tarif duo 150 €. 10 places seulement.",
  },
  // An evening whose acts are listed in a sentence: one act cancelling is no cancelled evening.
  jazzhof: {
    landingPageType: "event-registration",
    industry: "entertainment",
    companyName: "Jazzhof Linz",
    title: "Jazz im Hof",
    prompt:
      "Konzert am Samstag, 12. Juni 2027 um 20:00 im Hof des Jazzhofs, Hauptplatz 4, Linz. Es spielen das Anna Berger Trio, Tom Lechner Quartett und die Hofband. Eintritt 22 €.",
  },
  // Prices per unit beside a pack of the same units (facts helper): "sessions are £6 now" names the one
  // priced per session.
  yoga: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Flow Yoga",
    title: "Yoga in Leeds",
    prompt:
      "Flow Yoga runs yoga classes in Leeds. Drop-in £5 per session, 10 sessions £40. Integrates with Stripe and PayPal for easy booking. 20 spots per class. Call 0113 555 0101.",
  },
  yogakurs: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Yoga Mitte",
    title: "Yoga in Kempten",
    prompt:
      "Yoga Mitte bietet Yogakurse in Kempten. Einzelstunde 12 € pro Stunde, 10 Stunden 100 €. Maximal 14 Plätze pro Kurs.",
  },
  danse: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Danse Lumière",
    title: "Cours de danse à Lyon",
    prompt:
      "Danse Lumière propose des cours de danse à Lyon. Cours à l'unité 15 € par séance, carte 10 séances 120 €. 20 places par cours.",
  },
  clases: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Yoga Sol",
    title: "Yoga en Sevilla",
    prompt:
      "Yoga Sol ofrece clases de yoga en Sevilla. Clase suelta 10 € por sesión, bono de 10 sesiones 80 €. 15 plazas por clase. Teléfono 954 123 456.",
  },
  // Facts with roles, notes and scopes (h-facts): a host, a registration deadline, a rating sentence.
  masterclass: {
    landingPageType: "webinar",
    industry: "consulting",
    companyName: "Rate Right",
    title: "Pricing masterclass for freelancers",
    prompt:
      "A live online masterclass on pricing for freelancers on 12 March 2027 at 17:00 GMT, hosted by Sarah Lin. Registration closes 10 March 2027. Rated 4.8 by 2,300 attendees. Email hello@rateright.io.",
  },
  sprachapp: {
    landingPageType: "app-download",
    industry: "education",
    companyName: "Sprechfix",
    title: "Sprechfix – Sprachen lernen im Gespräch",
    prompt:
      "Sprechfix ist eine App zum Sprachenlernen mit Sprachdialogen. Verfügbar für Englisch und Französisch. Premium 4,99 €/Monat ohne Werbung. Bewertet mit 4,6 von 12.000 Nutzern. Integration mit Google Kalender.",
  },
  taller: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Escuela Sol",
    title: "Taller de fotografía",
    prompt:
      "Taller de fotografía en Sevilla el 5 de junio de 2027 a las 10:00. Fecha límite de inscripción: 20 de mayo de 2027. Precio 290 € con material incluido. Profesora: Lucía Marín.",
  },
  // Lists after a lead and menus (h-items): "wir liefern nach …", "consegniamo a …", dishes without a noun.
  gemuesekiste: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Grünkiste",
    title: "Bio-Gemüsekisten aus dem Breisgau",
    prompt:
      "Bio-Gemüsekisten vom Hof, jede Woche frisch. Wir liefern nach Freiburg, Emmendingen und Lörrach. Kleine Kiste 19 €, große Kiste 29 €. Telefon 0761 445566.",
  },
  // A wine shop whose wines are its products, named "i vini" only in the owner's description.
  vinoteca: {
    landingPageType: "e-commerce",
    industry: "food",
    companyName: "Enoteca Rossi",
    title: "Enoteca Rossi ad Alba",
    prompt:
      "Enoteca Rossi ad Alba, vendita online di vini piemontesi. I nostri vini: Barolo 45 €, Nebbiolo 18 €, Dolcetto 12 €. Offerta: spedizione gratuita sopra i 60 €. La nostra storia: dal 1962 selezioniamo cantine delle Langhe. Domande frequenti: Spedite all'estero? Sì, in Europa. Contatto: info@enotecarossi.it",
  },
  osteria: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Osteria da Nino",
    title: "Osteria a Bologna",
    prompt:
      "Osteria di famiglia a Bologna. Tagliatelle al ragù 12 €, risotto ai funghi 14 €, cotoletta alla bolognese 18 €. Consegniamo a Bologna e Casalecchio. Tel. 051 234567.",
  },
  // Facts by role (h-facts): two phones with their roles, a weekly day, a delivery date.
  gazette: {
    landingPageType: "newsletter",
    industry: "other",
    companyName: "The Allotment Letter",
    title: "The Allotment Letter",
    prompt:
      "A weekly allotment newsletter that arrives every Friday morning. Free, 8,000 readers. Questions? Call 0161 496 0000 or text 07700 900123.",
  },
  corso: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Studio Aria",
    title: "Pilates a Torino",
    prompt:
      "Corso di pilates ogni martedì alle 18:30 a Torino. Lezione di 60 minuti, massimo 12 persone. 14 € a lezione. Telefono 011 123 4567, WhatsApp 333 765 4321.",
  },
  lampe: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Atelier Chêne",
    title: "La lampe Orme",
    prompt:
      "Nous lançons la lampe Orme, une lampe de chevet en chêne massif fabriquée à Nantes. Prix de lancement 89 € (prix public 119 €). Livraison prévue le 15 mars 2027. Garantie de 3 ans.",
  },
  // A timetable of named classes, and items told apart by a size word (h-items): "add a … class on
  // Sundays at 11am" joins the timetable; "we don't do large dogs anymore" names one item.
  grooming: {
    landingPageType: "business-homepage",
    industry: "other",
    companyName: "Suds & Paws",
    title: "Dog grooming in York",
    prompt:
      "Dog grooming salon in York. Prices: small dog bath £25, large dog bath £40, nail trim £8. Classes: puppy handling on Tuesdays at 6pm, grooming basics on Saturdays at 10am. Email hello@sudsandpaws.co.uk.",
  },
  tanzschule: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Tanzraum Köln",
    title: "Tanzschule in Köln",
    prompt:
      "Tanzschule in Köln. Kurse: Salsa dienstags um 19 Uhr, Tango freitags um 20 Uhr. Preise: kleine Gruppe 60 €, große Gruppe 45 €. Telefon 0221 555 0101.",
  },
  studio: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Studio Équilibre",
    title: "Pilates à Nantes",
    prompt:
      "Studio de pilates à Nantes. Cours : Yoga doux le lundi à 19h, Reformer le mercredi à 12h30. Tarifs : petit groupe 20 €, grand groupe 14 €. Email contact@studio-equilibre.fr.",
  },
  // A features list the about section also titles "Features" (h-items): "the client portal feature" is
  // the feature card, never the about card.
  tempo: {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Tempo",
    title: "Tempo — time tracking for agencies",
    prompt:
      "Tempo is time tracking for small agencies. Features: one-click timers, client portal, shared calendars. Plans: Solo free, Studio $19/month, Agency $49/month. Support at help@tempo.app.",
  },
  // A social profile said in the description: the about section and the contact details both show it,
  // so "take the instagram off" is the profile's removal everywhere, not one card's.
  savon: {
    landingPageType: "e-commerce",
    industry: "e-commerce",
    companyName: "Bath Bars",
    title: "Bath Bars handmade soap",
    prompt:
      "Handmade soap from Bath. Products: lavender soap £6, oat soap £6, gift box £16. Orders: hi@bathbars.co.uk. Instagram @bathbars.",
  },
  // An event whose two prices share a word ("Entradas" · "Entradas VIP") and carry a note.
  concierto: {
    landingPageType: "event-registration",
    industry: "entertainment",
    companyName: "Jazz en el Patio",
    title: "Jazz en el Patio Córdoba",
    prompt:
      "Concierto de jazz en el Patio de los Naranjos, Córdoba, el 12 de junio de 2027 a las 21:00. Con el Cuarteto Sur. Entradas 25 €, entradas VIP 60 € con copa de bienvenida. Compra tus entradas.",
  },
  // Lessons at two times and the shop's own hours, written in one about text.
  surfschool: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Onda Surf",
    title: "Onda Surf Ericeira",
    prompt:
      "Escola de surf na Ericeira: aula de grupo 35 €, aula particular 70 €. Aulas todos os dias às 10:00 e às 15:00. Loja aberta das 9:00 às 19:00. Telefone +351 912 345 678.",
  },
  // A Hungarian bakery: days and looks said with case endings ("hétfőtől", "szombaton", "sötétebbre").
  pekseg: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Kis Pékség",
    title: "Friss kenyér minden reggel",
    prompt:
      "Kézműves pékség Budapesten, a Király utca 12-ben. Kovászos kenyér 1200 Ft, kakaós csiga 450 Ft, pogácsa 300 Ft. Nyitva hétfőtől péntekig 7–18, szombaton 8–13. Telefon: +36 1 234 5678. E-mail: hello@kispekseg.hu",
  },
  // A Polish garage: day names shortened with a full stop ("pon.–pt."), priced services.
  serwis: {
    landingPageType: "lead-generation",
    industry: "automotive",
    companyName: "Serwis Nowak",
    title: "Serwis rowerowy w Gdańsku",
    prompt:
      "Serwis Nowak w Gdańsku, ul. Długa 5: przegląd roweru 120 zł, wymiana łańcucha 60 zł, centrowanie koła 50 zł. Otwarte pon.–pt. 9:00–17:00, sob. 10:00–14:00. Zadzwoń 58 123 45 67.",
  },
  // A weekly timetable shown as cards: each class's name, its day and time in the card's small line.
  palestra: {
    landingPageType: "business-homepage",
    industry: "fitness",
    companyName: "Respiro",
    title: "Studio Respiro Pilates",
    prompt:
      "Studio di pilates e yoga a Torino. Orari delle lezioni: lunedì 18:30 pilates matwork, martedì 9:00 yoga vinyasa, mercoledì 19:00 pilates reformer, venerdì 18:00 hatha yoga, sabato 10:00 pilates per principianti. Lezione singola 18 €. Telefono 011 234 5678.",
  },
  // A French webinar whose programme is a "what you will learn" list (no agenda with times).
  webinaire: {
    landingPageType: "webinar",
    industry: "finance",
    companyName: "Budget Serein",
    title: "Webinaire : un budget qui tient",
    prompt:
      "Webinaire gratuit le mardi 9 mars 2027 à 18h30 (heure de Paris), 40 minutes. Animé par Léa Martin, conseillère budgétaire. Au programme : faire le point sur ses dépenses, fixer une épargne mensuelle, choisir sa banque. Inscription avec votre email.",
  },
  // Prices written before what they are for ("450 € en tienda compartida · 620 € en bungaló privado").
  surfcamp: {
    landingPageType: "event-registration",
    industry: "fitness",
    companyName: "Olas del Sur",
    title: "Campamento de surf en Tarifa",
    prompt:
      "Campamento de surf de una semana en Tarifa, del 5 al 12 de julio de 2027. Clases diarias con monitores titulados y tabla incluida. Precio 450 € en tienda compartida, 620 € en bungaló privado. Plazas limitadas a 20 personas. Inscripciones: hola@olasdelsur.example.",
  },
  // A live Q&A written as one line of the about text, a doors time and a band's time (round of 1 December).
  livejazz: {
    landingPageType: "event-registration",
    industry: "entertainment",
    companyName: "Quay Jazz",
    title: "Jazz on the quay",
    prompt:
      "Live jazz on Friday 12 March 2027 at the Quay Club, 14 Quay Street, Manchester. Doors 19:00, band on stage 20:30. Entry £12 at the door or £10 in advance. Live Q&A with the band at the end.",
  },
  // One product price beside a free-shipping threshold (round of 1 December).
  bolsos: {
    landingPageType: "e-commerce",
    industry: "fashion",
    companyName: "Sol y Cuero",
    title: "Bolsos de piel hechos a mano",
    prompt:
      "Bolsos de piel hechos a mano en Ubrique. Bolso bandolera por 89 €. Envío gratis a partir de 60 €. Escríbenos a hola@solycuero.es.",
  },
  // A start and an end written as two lines (round of 1 December).
  pasta: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Scuola di Cucina Aurora",
    title: "Corso di pasta fresca",
    prompt:
      "Corso di pasta fresca sabato 13 marzo 2027 a Bologna, Via del Pratello 22. Inizio ore 10:00, fine ore 14:00. Quota 85 € con pranzo incluso. Docente: Giulia Ferri.",
  },
  // An event whose time is one range, start to end (round of 1 December).
  pottery: {
    landingPageType: "event-registration",
    industry: "education",
    companyName: "Clay Corner",
    title: "Pottery for beginners",
    prompt:
      "A beginners' pottery day on Sunday 9 May 2027, 10:00 to 15:00, at Clay Corner, 7 Mill Road, York. £80 per person, clay and glazes included.",
  },
  // Products that come in colours or sizes, shown as a chip in the top banner (rules/variant.ts).
  jacket: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Fieldwork",
    title: "A light rain jacket",
    prompt:
      "Fieldwork makes a light waterproof rain jacket for city cycling. Colours: Charcoal, Moss and Oat. £129.",
  },
  rower: {
    landingPageType: "product-launch",
    industry: "other",
    companyName: "Volt Miejski",
    title: "Lekki rower elektryczny do miasta",
    prompt:
      "Volt Miejski to lekki rower elektryczny do miasta. Zasięg do 80 km. Kolory: grafitowy, miętowy i piaskowy. Cena w przedsprzedaży 4 990 zł.",
  },
  rucksack: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Bergwerk",
    title: "Der Rucksack für jeden Tag",
    prompt:
      "Bergwerk macht einen wasserdichten Rucksack aus recyceltem Segeltuch, 22 Liter. Farben: Schwarz, Sand und Oliv. 149 €.",
  },
  sac: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Atelier Lin",
    title: "Le tote en lin",
    prompt: "Un grand sac en lin lavé, cousu à Lyon. Couleurs : naturel, bleu nuit et terracotta. 59 €.",
  },
  camiseta: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Algodón Vivo",
    title: "Camiseta de algodón orgánico",
    prompt:
      "Camiseta de algodón orgánico hecha en Valencia. Colores: blanco, arena y verde oliva. Tallas S, M y L. 29 €.",
  },
  felpa: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Lana Viva",
    title: "La felpa in lana merino",
    prompt: "Felpa in lana merino prodotta a Biella. Taglie S, M e L. Colori: grigio, blu e panna. 89 €.",
  },
  caneca: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Barro Azul",
    title: "Canecas feitas à mão",
    prompt: "Canecas de cerâmica feitas à mão no Porto. Cores: azul, branco e verde. 18 €.",
  },
  bogre: {
    landingPageType: "product-launch",
    industry: "e-commerce",
    companyName: "Agyag",
    title: "Kézzel készült bögre",
    prompt: "Kézzel készült kerámia bögre Pécsről. Színek: fehér, kék és zöld. 6500 Ft.",
  },
  // A caterer naming the occasions it serves in its description (a list of occasions, round of 2 December).
  traiteur: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Saveurs de Léa",
    title: "Traiteur à Nantes",
    prompt:
      "Saveurs de Léa, traiteur à Nantes pour mariages, séminaires et anniversaires. Buffets, cocktails et repas assis, produits locaux. Devis gratuit au 02 40 12 34 56.",
  },
  caterer: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Harbour Kitchen",
    title: "Catering in Bristol",
    prompt:
      "Harbour Kitchen is a caterer in Bristol for weddings, conferences and birthdays. Buffets, canapés and sit-down dinners with local produce. Call 0117 555 0199 for a quote.",
  },
  partyservice: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Küche Lind",
    title: "Catering in Freiburg",
    prompt:
      "Küche Lind ist Ihr Caterer in Freiburg für Hochzeiten, Firmenfeiern und Geburtstage. Buffets, Fingerfood und Menüs aus regionalen Zutaten. Telefon 0761 555 123.",
  },
  sapori: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Sapori di Casa",
    title: "Catering a Bologna",
    prompt:
      "Sapori di Casa, catering a Bologna per matrimoni, battesimi e compleanni. Buffet, aperitivi e pranzi con prodotti locali. Telefono 051 123 4567.",
  },
  // A plan priced per month and per year under one name: "drop the monthly price" is the card of that period.
  ledger: {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Ledgerly",
    title: "Invoicing for freelancers",
    prompt:
      "Ledgerly sends invoices and chases late payments for freelancers. Pro plan $12 per month or $120 per year. Free 14-day trial.",
  },
  // A wine shop whose one phone is the owner's WhatsApp, and whose about text says two wines again with
  // their prices: "il Dolcetto è esaurito, toglilo" removes the wine, wherever it is shown.
  enoteca: {
    landingPageType: "e-commerce",
    industry: "food",
    companyName: "Enoteca Langhe",
    title: "Vini delle Langhe a casa tua",
    prompt:
      "Vendiamo vini piemontesi online: Barolo 2019 a 42 €, Nebbiolo d'Alba a 18 €, Dolcetto di Dogliani a 12 €. Spedizione gratuita sopra i 90 €. Scrivici su WhatsApp al 333 123 4567 o a info@enotecalanghe.it.",
  },
  // A priced part of an offer named by what it is (remove-price-part): a call-out fee, then a rate per hour.
  callout: {
    landingPageType: "business-homepage",
    industry: "other",
    companyName: "Avon Plumbing",
    title: "Plumber in Bristol",
    prompt:
      "Emergency plumber in Bristol. Call-out £60, then £45 per hour. Boiler servicing £80. Phone 0117 496 0321.",
  },
  elektriker: {
    landingPageType: "business-homepage",
    industry: "other",
    companyName: "Elektro Rhein",
    title: "Elektriker in Köln",
    prompt:
      "Elektriker in Köln. Anfahrt 35 €, dann 65 € pro Stunde. Kostenloser Kostenvoranschlag. Telefon 0221 123456.",
  },
  electricien: {
    landingPageType: "business-homepage",
    industry: "other",
    companyName: "Élec Nord",
    title: "Électricien à Lille",
    prompt:
      "Électricien à Lille. Déplacement 40 €, puis 50 € de l'heure. Devis gratuit. Téléphone 03 20 12 34 56.",
  },
  // A late opening said with its own day and time in the description's sentence ("geen koopavond meer").
  // A programme listed in a sentence whose members carry their own details ("balade dans les vignes").
  weekend: {
    landingPageType: "event-registration",
    industry: "fitness",
    companyName: "Domaine des Pins",
    title: "Week-end yoga au Domaine des Pins",
    prompt:
      "Week-end de yoga le 3 avril 2027 à 10h au Domaine des Pins, Luberon. Yoga le matin, cuisine de saison, balade dans les vignes. 280 € par personne. 10 places seulement.",
  },
  // A shop whose shipping time and soap weight are counts written in Polish's own forms ("3 dni robocze").
  mydla: {
    landingPageType: "e-commerce",
    industry: "e-commerce",
    companyName: "Mydlarnia Hala",
    title: "Mydła z Podhala",
    prompt:
      "Ręcznie robione mydła naturalne z Zakopanego. Mydło lawendowe 25 zł, mydło kozie 28 zł. Każde mydło starcza na około 6 tygodni. Wysyłka w 3 dni robocze.",
  },
  kapsalon: {
    landingPageType: "business-homepage",
    industry: "other",
    companyName: "Kapsalon Knip",
    title: "Kapsalon Knip in Utrecht",
    prompt:
      "Kapsalon in Utrecht. Open dinsdag t/m zaterdag 9:00–18:00, donderdag koopavond tot 21:00. Knippen dames €38, heren €28. Bel 030 123 4567.",
  },
} satisfies Record<
  string,
  Omit<PageRequest, "logoOption" | "logoData" | "targetAudience"> & { targetAudience?: string }
>;

export type ExamplePageId = keyof typeof DESCRIPTIONS;

const composed = new Map<ExamplePageId, PageModel>();

/** The composed example page, shared: for reading only (suggestions read every example page). */
export function composedExample(id: ExamplePageId = "cafe"): PageModel {
  let model = composed.get(id);
  if (!model) {
    const request = { targetAudience: "", logoOption: "generate", logoData: null, ...DESCRIPTIONS[id] };
    model = composePage(request as PageRequest, { now: EXAMPLE_NOW }).model;
    composed.set(id, model);
  }
  return model;
}

/** The page an example is read against, composed once; a copy of its own to change. */
export function examplePage(id: ExamplePageId = "cafe"): PageModel {
  return structuredClone(composedExample(id));
}
