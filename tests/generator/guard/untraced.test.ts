import { describe, expect, it } from "vitest";
import { type FactKind, untracedFacts } from "../../../src/generator/guard/index.js";

const BAKERY = [
  "Kovács Bakery in Leeds. We bake sourdough and rye every morning. Baguette £2.20, rye loaf £3.50. " +
    "Open Tuesday to Saturday 8:00-14:00. Call 0113 496 0000 or write to hello@kovacsbakery.co.uk. " +
    "Head baker Anna Kovács.",
];

// [what the model wrote, the kind of the invented fact, the invented text, language]
const INVENTED: [string, FactKind, string, string][] = [
  ["Baking in Leeds since 1987.", "statistic", "since 1987", "en"],
  ["Loved by 500+ happy clients.", "social", "Loved by 500+ happy clients", "en"],
  ["98% of our guests come back.", "statistic", "98% of our guests come back", "en"],
  ["Over 98% satisfied.", "statistic", "Over 98%", "en"],
  ["Rated 4.9/5 on Google.", "rating", "Rated 4.9/5", "en"],
  ["A 5-star bakery in Leeds.", "rating", "5-star", "en"],
  ["★★★★★ from our regulars", "rating", "★★★★★", "en"],
  ["An award-winning sourdough.", "award", "award-winning", "en"],
  ["Voted best bakery in Yorkshire.", "award", "Voted best bakery in Yorkshire", "en"],
  ["The #1 bakery in Leeds.", "award", "#1", "en"],
  ["Baguette now only £1.99!", "price", "£1.99", "en"],
  ["Rye loaf €3.50", "price", "€3.50", "en"],
  ["Call 0113 496 9999 today.", "phone", "0113 496 9999", "en"],
  ["Write to orders@kovacs-bread.com", "email", "orders@kovacs-bread.com", "en"],
  ["Order at www.breadnow.co.uk", "url", "www.breadnow.co.uk", "en"],
  ["Join our tasting on 14 March 2027.", "date", "14 March 2027", "en"],
  ["Open late until 9 pm on Fridays.", "time", "9 pm", "en"],
  ["Say hello to Jane Doe at the counter.", "person", "Jane Doe", "en"],
  ["“The best rye in the north” — Jane Doe", "quote", "“The best rye in the north” — Jane Doe", "en"],
  ["We ship to 12 countries.", "number", "12 countries", "en"],
  ["Baguette £2.20 — only 3 left!", "number", "3", "en"],
  ["Twenty years of baking.", "statistic", "Twenty years", "en"],
  ["Amazing bread! — Sarah M.", "person", "Sarah M.", "en"],
  ["Featured in The Guardian", "award", "Featured in The Guardian", "en"],
  ["Order at bakery.co.uk", "url", "bakery.co.uk", "en"],
  ["Seit 1987 backen wir in Leeds.", "statistic", "Seit 1987", "de"],
  ["Unsere preisgekrönte Backstube.", "award", "preisgekrönte", "de"],
  ["4,8 von 5 Sternen bei Google.", "rating", "4,8 von 5 Sternen", "de"],
  ["Brotverkostung am Samstag, 14. März 2026 um 19 Uhr.", "date", "Samstag, 14. März 2026 um 19 Uhr", "de"],
  ["Une boulangerie primée à Leeds.", "award", "primée", "fr"],
  ["Dégustation le samedi 14 mars 2026 à 19h30.", "date", "samedi 14 mars 2026 à 19h30", "fr"],
  ["Cata el sábado 21 de marzo de 2026 a las 19:00.", "date", "sábado 21 de marzo de 2026 a las 19:00", "es"],
  ["Degustazione il 14 marzo 2026 alle 19.", "date", "14 marzo 2026 alle 19", "it"],
  ["Proeverij op 14 maart 2026 om 19.00 uur.", "date", "14 maart 2026 om 19.00 uur", "nl"],
  ["Prova em 14 de março de 2026 às 19h.", "date", "14 de março de 2026 às 19h", "pt"],
  ["Degustacja w sobotę 14 marca 2026 o 19:00.", "date", "sobotę 14 marca 2026 o 19:00", "pl"],
  ["Kóstoló 2026. március 14-én 19 órától.", "date", "2026. március 14-én 19 órától", "hu"],
  ["Díjnyertes pékség Leedsben.", "award", "Díjnyertes", "hu"],
];

describe("untracedFacts finds every kind of invented fact", () => {
  it.each(INVENTED)("%s → %s %s", (text, kind, invented, lang) => {
    const found = untracedFacts(text, BAKERY, lang);
    expect(found.map((f) => [f.kind, f.text])).toContainEqual([kind, invented]);
    for (const f of found) expect(text.slice(f.start, f.end)).toBe(f.text);
  });
});

// [what the model wrote, what the owner wrote]: the same fact, written another way.
const TRACED: [string, string][] = [
  ["Call +44 20 7946 0000", "Phone: 020 7946 0000"],
  ["Call 020 7946 0000", "Phone +44 20 7946 0000"],
  ["Full day €1,400", "Full day 1400 €"],
  ["Doors open at 3 pm", "Doors 15:00"],
  ["Doors open at 15:00", "doors at 3pm"],
  ["Saturday 6 March 2027 at 3 pm", "Workshop on 6 March 2027, 15:00"],
  ["On 6/3/2027", "Workshop on 6 March 2027"],
  ["Samstag, 14. März 2026 um 19 Uhr", "Konzert am 14.03.2026 um 19:00"],
  ["Write to Hello@KovacsBakery.co.uk", "hello@kovacsbakery.co.uk"],
  ["Order at https://www.kovacsbakery.co.uk/", "kovacsbakery.co.uk"],
  ["Meet Anna Kovács", "our head baker anna kovács"],
  ["“Best rye in the north!” — Tom Hill", 'Tom Hill said: "best rye in the north"'],
  ["Baking since 1987", "founded in 1987"],
  ["Rated 4.9/5", "our Google rating is 4.9 out of 5"],
  ["A five-star bakery", "5 stars on Tripadvisor"],
  ["Award-winning rye", "Our rye won the Great Taste award 2024."],
  ["Open Tue–Sat 8am–2pm", "Open Tuesday to Saturday 8:00-14:00"],
  ["Open Tue–Sat 8–14", "Open Tuesday to Saturday 8am to 2pm"],
  ["Twelve seats by the window", "we have 12 seats"],
  ["3 courses for 2", "three courses for two people"],
];

describe("untracedFacts keeps facts the sources give, however they are written", () => {
  it.each(TRACED)("%s ← %s", (text, source) => {
    expect(untracedFacts(text, [source], "en")).toEqual([]);
  });
});

describe("untracedFacts leaves the selling alone", () => {
  it.each([
    "Fresh Bread Every Morning",
    "Crusty sourdough, baked before sunrise and still warm when you arrive.",
    "Book Your Table Today",
    "Find Neon Hall",
    "About Pipeflow",
    "Get it on the App Store and Google Play",
    "Come in, grab a loaf and say hello.",
    'Our "signature" loaf',
  ])("%s", (text) => {
    expect(untracedFacts(text, BAKERY, "en")).toEqual([]);
  });
});

describe("untracedFacts reads a quote's attribution as a person in German, where every noun is capitalised", () => {
  it.each([
    ["„Himmlisch“ – Hans Müller", "Hans Müller"],
    ["“Die besten Brezeln der Stadt” — Anna Schmidt", "“Die besten Brezeln der Stadt” — Anna Schmidt"],
  ])("%s", (text, invented) => {
    expect(untracedFacts(text, ["Bäckerei Korn in München"], "de").map((f) => f.text)).toEqual([invented]);
  });

  it("leaves a German noun pair after a dash alone when no quote stands before it", () => {
    expect(untracedFacts("Jeden Morgen frisch – Bäckerei Korn", ["Bäckerei Korn in München"], "de")).toEqual(
      [],
    );
    expect(untracedFacts("Frisch gebacken – Frische Brötchen", ["Bäckerei Korn"], "de")).toEqual([]);
  });
});

// [what the model wrote, what the owner wrote, language]: the same value, written the page's way.
const SAME_VALUE: [string, string, string][] = [
  ["Lunch for 16 €", "Lunch menu €16, Mon–Fri 12:00–14:30.", "en"],
  ["Lunch for 16,00 €", "Lunch menu €16.", "en"],
  ["Lunch for EUR 16", "Lunch menu €16.", "en"],
  ["Brezeln für 95 Cent", "Brezel 0,95 €.", "de"],
  ["Voor € 49,- nagekeken.", "Onderhoudsbeurt € 49.", "nl"],
  ["See you on March 5th!", "Workshop on 5 March 2026.", "en"],
  ["Am 05.03. geht es los.", "Workshop am 5. März 2026.", "de"],
  ["Wir sehen uns am 5.3.", "Workshop am 5. März 2026.", "de"],
  ["Válido hasta el 30/06.", "Oferta hasta el 30 de junio.", "es"],
  ["Rendez-vous le 12/03 à 19 h.", "Soirée vins le 12 mars 2026 à 19h.", "fr"],
  ["Servi de 12 h à 14 h 30.", "Ouvert 12h–14h30 et 19h–22h30.", "fr"],
  ["Dalle 18.30 alle 21.30.", "Lezioni 18:30–21:30.", "it"],
  ["Ma–vr 8.30–18.00 uur", "maandag t/m vrijdag 8:30–18:00", "nl"],
  ["Open 7 days a week.", "Open Monday to Sunday 8:00–18:00.", "en"],
  ["Open seven days a week.", "Open Monday to Sunday 8:00–18:00.", "en"],
  ["An 7 Tagen die Woche für Sie da.", "Montag bis Sonntag 8:00–18:00 Uhr geöffnet.", "de"],
  ["Open six days a week.", "Open Mon-Fri 9:00-17:00, Sat 10:00-14:00.", "en"],
  ["Ouvert 7j/7", "Ouvert du lundi au dimanche, 9h–19h.", "fr"],
  ["Start your 30-day free trial", "The trial is 30 days now. 14-day free trial.", "en"],
  ["Prueba gratis de 14 días", "la prueba gratis ahora es de 14 días", "es"],
  ["Call +44 117 496 0123", "Call 0117 496 0123.", "en"],
  ["Telefon 089 123456", "Ruf an: +49 89 123456", "de"],
  ["3 Kurse zur Auswahl.", "Drei Kurse: Pasta, Pizza, Brot.", "de"],
  ["3 cursos para elegir.", "Tres cursos: pasta, pizza y pan.", "es"],
  ["Massimo otto partecipanti", "Massimo 8 partecipanti per corso.", "it"],
  ["Save 20 % on your first visit", "20% off your first visit.", "en"],
  ["Open until 5pm", "Bakery in Leeds, open 9:00-17:00.", "en"],
  ["Open from 9", "Bakery in Leeds, open 9:00-17:00.", "en"],
  ["Join us Jan 28, 2027 at 6 pm", "Webinar on 28 January 2027 at 18:00 CET.", "en"],
  ["Al meer dan 3.000 tevreden klanten", "zet erbij: al meer dan 3.000 tevreden klanten", "nl"],
  ["Open Monday to Saturday, 8am–6pm.", "Open Mon–Sat 8:00–18:00.", "en"],
  ["Mon–Fri 7am–8pm, Sat 9am–1pm", "Classes Monday to Friday 7:00–20:00 and Saturday 9:00–13:00.", "en"],
  ["Täglich ab 6:30 Uhr", "Montag bis Samstag 6:30–18:00 Uhr, Sonntag 7:30–11:00 Uhr", "de"],
  ["Du mardi au samedi, de 12 h à 14 h 30", "du mardi au samedi, 12h–14h30 et 19h–22h30", "fr"],
  ["Ma–za vanaf 8.30 uur", "maandag t/m vrijdag 8:30–18:00, zaterdag 9:00–17:00", "nl"],
  ["Frau Dr. Keller freut sich auf Sie.", "Our dentist Maria Keller.", "de"],
  ["La Dra. Martínez le atiende.", "Dentista Lucía Martínez.", "es"],
  ["Mme Morel vous accueille.", "Céramiste Claire Morel.", "fr"],
  ["La Dott.ssa Bianchi vi aspetta.", "Dottoressa Giulia Bianchi.", "it"],
  ["Tél. : +33 6 12 34 56 78", "Tel. 06 12 34 56 78", "fr"],
  [
    "Meet your new best friend on 3/7 between 10 and 2.",
    "Adoption day on March 7, 2026 from 10am to 2pm",
    "en",
  ],
  ["Ouvert 7/7", "Ouvert du lundi au dimanche 9h-19h", "fr"],
];

describe("untracedFacts compares values, not spellings, in every language a pack knows", () => {
  it.each(SAME_VALUE)("%s ← %s", (text, source, lang) => {
    expect(untracedFacts(text, [source], lang)).toEqual([]);
  });
});

// [what the model wrote, what the owner wrote, language]: a number the owner gave in another role.
const OTHER_ROLE: [string, string, string][] = [
  ["Open 7 days a week.", "Open Mon-Fri 9:00-17:00.", "en"],
  ["Start your 30-day free trial", "14-day free trial. Open Mon-Fri 9:00-17:30.", "en"],
  ["Open until 10pm on Fridays.", "Open Mon-Fri 10:00-17:00.", "en"],
  ["Guaranteed service in 30 minutes.", "Open Mon-Fri 9:00-17:30.", "en"],
  ["Klaar binnen 30 minuten!", "Open maandag t/m vrijdag 8:30–18:00.", "nl"],
  ["Rated 4.9★ by locals.", "Bread £4.90, open 9:00-17:00.", "en"],
  ["4.9★ on Google", "Bread £4.90, open 9:00-17:00.", "en"],
  ["4,8 sterren op Google", "Fietsen, open 8:30–18:00, 4 monteurs.", "nl"],
  ["20% off your first visit!", "Open 9:00-20:00.", "en"],
  ["Save 20 % today", "Open 9:00-20:00.", "en"],
  ["Baking since 1998", "Phone 0161 1998 555", "en"],
  ["5 happy customers every minute", "Bread £5. Open 9:00-17:00, 5 bakers.", "en"],
  ["Loved by hundreds of happy customers", "Bakery in Leeds.", "en"],
  ["Des milliers de clients satisfaits", "Boulangerie à Lyon, 12 sortes de pain.", "fr"],
  ["Über 300 zufriedene Kunden", "Bäckerei in Köln, 300 g Brot 3 €.", "de"],
  ["La clínica dental nº1 de Valencia", "La clínica de Valencia.", "es"],
  ["Die Nr. 1 in Köln", "Bäckerei in Köln.", "de"],
  ["La n°1 à Lyon", "Pâtisserie à Lyon.", "fr"],
  ["Seit über zehn Jahren für Sie da", "Bäckerei in Köln, Brot 10 €.", "de"],
  ["Dalle 18.30 alle 23.30.", "Lezioni 18:30–21:30.", "it"],
  ["Open daily 8am–6pm.", "Open Mon–Sat 8:00–18:00.", "en"],
  ["Mon–Sun 7am–8pm", "Classes Monday to Friday 7:00–20:00 and Saturday 9:00–13:00.", "en"],
  ["Mo–Sa 6:30–18 Uhr", "Montag bis Freitag 6:30–18:00 Uhr", "de"],
  ["Eleito o melhor pastel de nata do Porto", "Café no Porto", "pt"],
  ["Elegido el mejor restaurante de Sevilla", "Restaurante en Sevilla", "es"],
  ["Votato il miglior forno di Bologna", "Forno a Bologna", "it"],
  ["Élue meilleure boulangerie de Lyon", "Boulangerie à Lyon", "fr"],
  ["Zur besten Bäckerei Kölns gewählt", "Bäckerei in Köln", "de"],
  ["Open 24/7", "Open Mon-Fri 9:00-17:00", "en"],
];

describe("untracedFacts never traces a figure to the same digits in another role", () => {
  it.each(OTHER_ROLE)("%s ← %s", (text, source, lang) => {
    expect(untracedFacts(text, [source], lang)).not.toEqual([]);
  });
});

describe("untracedFacts reads the days of opening hours the model writes", () => {
  it("accepts a day the owner opened in the request", () => {
    const sources = ["we're now open on Sundays too, same hours", "Open Monday to Saturday 8:00–18:00"];
    expect(untracedFacts("Open Monday to Sunday, 8:00–18:00", sources, "en")).toEqual([]);
    const german = ["Ab jetzt auch sonntags geöffnet", "Montag bis Samstag 8:00–18:00 Uhr"];
    expect(untracedFacts("Mo–So 8–18 Uhr", german, "de")).toEqual([]);
  });

  it("refuses a day the owner closed", () => {
    const sources = ["Open Monday to Saturday 8:00–18:00, Sunday closed"];
    expect(untracedFacts("Open daily 8:00–18:00", sources, "en").map((f) => f.kind)).toEqual(["time"]);
  });
});
