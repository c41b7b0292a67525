/**
 * Facts from descriptions in German, French, Spanish, Italian, Dutch, Portuguese, Polish and Hungarian:
 * the same kinds an English description gives, each verbatim.
 */
import { describe, expect, it } from "vitest";
import { type BriefCase, brief, pick } from "./test-helpers.js";

const HOURS: BriefCase[] = [
  {
    say: "German day range with 'bis' and 'Uhr'",
    description: "Geöffnet Dienstag bis Sonntag 8–18 Uhr.",
    expected: {
      hours: [{ text: "Dienstag bis Sonntag 8–18 Uhr", days: "Dienstag bis Sonntag", times: "8–18 Uhr" }],
    },
  },
  {
    say: "German short days keep 'Uhr'; 'montags bis freitags von 8 bis 18 Uhr'",
    description: "Mo–Fr 9–18 Uhr, Sa 10–14 Uhr. Wir haben montags bis freitags von 8 bis 18 Uhr geöffnet.",
    expected: {
      hours: [
        { text: "Mo–Fr 9–18 Uhr", days: "Mo–Fr", times: "9–18 Uhr" },
        { text: "Sa 10–14 Uhr", days: "Sa", times: "10–14 Uhr" },
        {
          text: "montags bis freitags von 8 bis 18 Uhr",
          days: "montags bis freitags",
          times: "8 bis 18 Uhr",
        },
      ],
    },
  },
  {
    say: "French 'du … au … de 9h à 19h' and a weekly class 'le lundi et le jeudi à 19h'",
    description: "Ouvert du mardi au samedi de 9h à 19h. Cours le lundi et le jeudi à 19h.",
    expected: {
      hours: [
        { text: "du mardi au samedi de 9h à 19h", days: "du mardi au samedi", times: "9h à 19h" },
        { text: "Cours le lundi et le jeudi à 19h", days: "le lundi et le jeudi", times: "à 19h" },
      ],
    },
  },
  {
    say: "French short days 'lun.-ven. 9h-19h'",
    description: "Horaires : lun.-ven. 9h-19h.",
    expected: {
      hours: [{ text: "lun.-ven. 9h-19h", days: "lun.-ven.", times: "9h-19h", label: "Horaires" }],
    },
  },
  {
    say: "Spanish 'de lunes a viernes de 9:00 a 20:00' and 'los martes y jueves a las 19:00'",
    description: "Abrimos de lunes a viernes de 9:00 a 20:00. Clases los martes y jueves a las 19:00.",
    expected: {
      hours: [
        { text: "de lunes a viernes de 9:00 a 20:00", days: "de lunes a viernes", times: "9:00 a 20:00" },
        { text: "Clases los martes y jueves a las 19:00", days: "los martes y jueves", times: "a las 19:00" },
      ],
    },
  },
  {
    say: "Italian 'dal lunedì al venerdì dalle 9 alle 19'",
    description: "Aperto dal lunedì al venerdì dalle 9 alle 19.",
    expected: {
      hours: [
        { text: "dal lunedì al venerdì dalle 9 alle 19", days: "dal lunedì al venerdì", times: "9 alle 19" },
      ],
    },
  },
  {
    say: "Dutch 'tot en met' and 'van … tot', and short days 'ma t/m vr'",
    description: "Open maandag tot en met zaterdag van 9:00 tot 18:00. Telefonisch ma t/m vr 9.00-17.30 uur.",
    expected: {
      hours: [
        {
          text: "maandag tot en met zaterdag van 9:00 tot 18:00",
          days: "maandag tot en met zaterdag",
          times: "9:00 tot 18:00",
        },
        { text: "Telefonisch ma t/m vr 9.00-17.30 uur", days: "ma t/m vr", times: "9.00-17.30 uur" },
      ],
    },
  },
  {
    say: "Portuguese 'de segunda a sexta das 9h às 18h'",
    description: "Aberto de segunda a sexta das 9h às 18h.",
    expected: {
      hours: [{ text: "de segunda a sexta das 9h às 18h", days: "de segunda a sexta", times: "9h às 18h" }],
    },
  },
  {
    say: "Polish 'od poniedziałku do piątku od 9 do 17' and 'w soboty 10-14'",
    description: "Otwarte od poniedziałku do piątku od 9 do 17, w soboty 10-14.",
    expected: {
      hours: [
        { text: "od poniedziałku do piątku od 9 do 17", days: "od poniedziałku do piątku", times: "9 do 17" },
        { text: "w soboty 10-14", days: "w soboty", times: "10-14" },
      ],
    },
  },
  {
    say: "Hungarian case endings '8-tól 18-ig', and times alone after 'Nyitva tartás'",
    description: "Nyitva hétfőtől péntekig 8-tól 18-ig, szombaton 9-13. Nyitva tartás: 10-től 16-ig.",
    expected: {
      hours: [
        { text: "hétfőtől péntekig 8-tól 18-ig", days: "hétfőtől péntekig", times: "8-tól 18-ig" },
        { text: "szombaton 9-13", days: "szombaton", times: "9-13" },
        { text: "Nyitva tartás: 10-től 16-ig", days: "", times: "10-től 16-ig" },
      ],
    },
  },
  {
    say: "a break at noon keeps both ranges",
    description: "Mo–Fr 8–12 und 14–18 Uhr. Du lundi au vendredi : 9h-12h et 14h-18h.",
    expected: {
      hours: [
        { text: "Mo–Fr 8–12 und 14–18 Uhr", days: "Mo–Fr", times: "8–12 und 14–18 Uhr" },
        {
          text: "Du lundi au vendredi : 9h-12h et 14h-18h",
          days: "Du lundi au vendredi",
          times: "9h-12h et 14h-18h",
        },
      ],
    },
  },
  {
    say: "short days in a list or alone with a dot; a part of the day; a closing time alone",
    description:
      "Open za en zo 10-17 uur. Czynne pon.–pt. 8–16, sob. 9–13. Le samedi matin de 9h à 12h. Jeudi soir jusqu'à 21h.",
    expected: {
      hours: [
        { text: "za en zo 10-17 uur", days: "za en zo", times: "10-17 uur" },
        { text: "pon.–pt. 8–16", days: "pon.–pt.", times: "8–16" },
        { text: "sob. 9–13", days: "sob.", times: "9–13" },
        { text: "Le samedi matin de 9h à 12h", days: "Le samedi matin", times: "9h à 12h" },
        { text: "Jeudi soir jusqu'à 21h", days: "Jeudi soir", times: "jusqu'à 21h" },
      ],
    },
  },
  {
    say: "closed days before or after the day",
    description: "Fermé le lundi. Sonntag Ruhetag. Domingo cerrado, lunes a sábado 10-20.",
    expected: {
      hours: [
        { text: "Fermé le lundi", days: "le lundi", times: "Fermé" },
        { text: "Sonntag Ruhetag", days: "Sonntag", times: "Ruhetag" },
        { text: "Domingo cerrado", days: "Domingo", times: "cerrado" },
        { text: "lunes a sábado 10-20", days: "lunes a sábado", times: "10-20" },
      ],
    },
  },
  {
    say: "no weekday, no hours: 'Frühstück bis 14 Uhr' is not opening hours",
    description: "Wir servieren Frühstück bis 14 Uhr.",
    expected: { hours: [] },
  },
];

const ADDRESSES: BriefCase[] = [
  {
    say: "German hyphenated street with postcode and town",
    description: "Kleines Café in der Karl-Liebknecht-Straße 45, 04275 Leipzig.",
    expected: { addresses: ["Karl-Liebknecht-Straße 45, 04275 Leipzig"], places: ["Leipzig"] },
  },
  {
    say: "French number first, postcode and town",
    description: "Studio de yoga au 12 rue des Capucins, 69001 Lyon.",
    expected: { addresses: ["12 rue des Capucins, 69001 Lyon"], places: ["Lyon"] },
  },
  {
    say: "Spanish street with 'de'",
    description: "Estamos en la Calle de Colón 18, 46004 Valencia.",
    expected: { addresses: ["Calle de Colón 18, 46004 Valencia"], places: ["Valencia"] },
  },
  {
    say: "Dutch postcode with letters",
    description: "Fietsenmaker aan de Oudegracht 120, 3511 AS Utrecht.",
    expected: { addresses: ["Oudegracht 120, 3511 AS Utrecht"], places: ["Utrecht"] },
  },
  {
    say: "Polish 'ul.' and a postcode with a dash",
    description: "Zapraszamy: ul. Floriańska 15, 31-019 Kraków.",
    expected: { addresses: ["ul. Floriańska 15, 31-019 Kraków"], places: ["Kraków"] },
  },
  {
    say: "Portuguese postcode with a dash",
    description: "A nossa loja fica na Rua Augusta 100, 1100-053 Lisboa.",
    expected: { addresses: ["Rua Augusta 100, 1100-053 Lisboa"], places: ["Lisboa"] },
  },
  {
    say: "Italian street and town",
    description: "Siamo in Via Roma 12, 00184 Roma.",
    expected: { addresses: ["Via Roma 12, 00184 Roma"], places: ["Roma"] },
  },
  {
    say: "Hungarian town before the street keeps the town",
    description: "Helyszín: Somlóvásárhely, Fő utca 3.",
    expected: { addresses: ["Somlóvásárhely, Fő utca 3"], places: ["Somlóvásárhely"] },
  },
  {
    say: "a town after the street in words: 'in', 'à', 'en', 'w'",
    description:
      "Fietsenmaker aan de Oudegracht 120 in Utrecht. Atelier au 12 rue des Capucins à Lyon. Taller en Calle Mayor 5 en Madrid. Studio na ul. Długa 5 w Gdańsku.",
    expected: {
      addresses: [
        "Oudegracht 120 in Utrecht",
        "12 rue des Capucins à Lyon",
        "Calle Mayor 5 en Madrid",
        "ul. Długa 5 w Gdańsku",
      ],
      places: ["Utrecht", "Lyon", "Madrid", "Gdańsku"],
      quantities: [],
    },
  },
  {
    say: "a number before 'place' is a house number, not '5 places'",
    description: "Nous sommes au 5 place de la République à Paris.",
    expected: { addresses: ["5 place de la République à Paris"], places: ["Paris"], quantities: [] },
  },
  {
    say: "a number followed by a word after a capitalised 'Place' stays a quantity",
    description: "Dinner at La Place Bistro, 5 places left.",
    expected: { quantities: ["5 places"] },
  },
  {
    say: "'since' in other languages",
    description: "Bäckerei seit 1998. Atelier depuis 2012.",
    expected: { quantities: ["seit 1998", "depuis 2012"] },
  },
  {
    say: "a town after 'à'",
    description: "Nous sommes à Marseille.",
    expected: { places: ["Marseille"] },
  },
  {
    say: "a lower-case 'place' is no street",
    description: "We have a place to relax with friends and good coffee.",
    expected: { addresses: [] },
  },
];

const PEOPLE: BriefCase[] = [
  {
    say: "French 'Animé par' with a role after the name, before 'depuis'",
    description: "Animé par Claire Dubois, professeure certifiée depuis 2012.",
    expected: { people: [{ name: "Claire Dubois", role: "professeure certifiée" }] },
  },
  {
    say: "German 'Inhaberin ist' and 'Unsere Inhaberin'",
    description: "Inhaberin ist Anna Schmidt. Unser Küchenchef Max Weber kocht saisonal.",
    expected: {
      people: [
        { name: "Anna Schmidt", role: "Inhaberin" },
        { name: "Max Weber", role: "Küchenchef" },
      ],
    },
  },
  {
    say: "Spanish 'Dirigido por' and Dutch 'geleid door'",
    description:
      "Dirigido por Marta López, fisioterapeuta titulada. Lessen geleid door Jan de Vries, tandarts.",
    expected: {
      people: [
        { name: "Marta López", role: "fisioterapeuta titulada" },
        { name: "Jan de Vries", role: "tandarts" },
      ],
    },
  },
  {
    say: "Italian and Polish roles before and after a name",
    description: "Il titolare Marco Rossi vi aspetta. Prowadzi Anna Nowak, certyfikowana instruktorka.",
    expected: {
      people: [
        { name: "Marco Rossi", role: "titolare" },
        { name: "Anna Nowak", role: "certyfikowana instruktorka" },
      ],
    },
  },
];

const CONTACTS: BriefCase[] = [
  {
    say: "German 'unter'",
    description: "Tisch reservieren unter 0341 1234567.",
    input: { timeZone: "Europe/Berlin" },
    expected: { phones: [{ text: "0341 1234567", e164: "+493411234567" }] },
  },
  {
    say: "Spanish 'Llámanos al' before a number grouped in threes",
    description: "Llámanos al 963 123 456.",
    input: { timeZone: "Europe/Madrid" },
    expected: { phones: [{ text: "963 123 456", e164: "+34963123456" }] },
  },
  {
    say: "Polish 'Zadzwoń pod numer'",
    description: "Zadzwoń pod numer 600 123 456.",
    input: { timeZone: "Europe/Warsaw" },
    expected: { phones: [{ text: "600 123 456", e164: "+48600123456" }] },
  },
  {
    say: "Dutch 'Bel ons op'",
    description: "Bel ons op 030 123 4567.",
    input: { timeZone: "Europe/Amsterdam" },
    expected: { phones: [{ text: "030 123 4567", e164: "+31301234567" }] },
  },
];

const OFFERINGS: BriefCase[] = [
  {
    say: "Spanish 'Ofrecemos' is no part of a name; 'y' joins the last item; '(45 €)' labels the item before",
    description: "Ofrecemos limpieza dental (45 €), blanqueamiento (250 €) y ortodoncia invisible.",
    expected: {
      offerings: ["ortodoncia invisible"],
      prices: [
        { text: "45 €", amount: 45, currency: "EUR", label: "limpieza dental" },
        { text: "250 €", amount: 250, currency: "EUR", label: "blanqueamiento" },
      ],
    },
  },
  {
    say: "'ab', 'à partir de' before a price are no part of its label; units after it in other languages",
    description:
      "Wir bieten Damenhaarschnitte (ab 45 €) und Colorationen. Cours de yoga à partir de 15 €. Zimmer 90 € pro Nacht. Bérlet 12 000 Ft/hó.",
    expected: {
      prices: [
        { text: "45 €", amount: 45, currency: "EUR", label: "Damenhaarschnitte" },
        { text: "15 €", amount: 15, currency: "EUR", label: "Cours de yoga" },
        { text: "90 €", amount: 90, currency: "EUR", label: "Zimmer", per: "pro Nacht" },
        { text: "12 000 Ft", amount: 12000, currency: "HUF", label: "Bérlet", per: "/hó" },
      ],
    },
  },
  {
    say: "German 'Wir bieten … und … an', articles dropped",
    description: "Wir bieten Yoga, Pilates und eine Sauna an.",
    expected: { offerings: ["Yoga", "Pilates", "Sauna"] },
  },
  {
    say: "French 'Nous proposons … et …'",
    description: "Nous proposons des cours de yoga, du pilates et des massages.",
    expected: { offerings: ["cours de yoga", "pilates", "massages"] },
  },
  {
    say: "Dutch, Polish, Portuguese, Italian and Hungarian lead-ins",
    description:
      "Wij bieden fietsreparatie, onderhoud en verhuur. Oferujemy strzyżenie, koloryzację i modelowanie. Oferecemos pastéis de nata, bolos e café. Offriamo pizza al taglio, focacce e birre artigianali. Kínálunk kávét, süteményt és szendvicseket.",
    expected: {
      offerings: [
        "fietsreparatie",
        "onderhoud",
        "verhuur",
        "strzyżenie",
        "koloryzację",
        "modelowanie",
        "pastéis de nata",
        "bolos",
        "café",
        "pizza al taglio",
        "focacce",
        "birre artigianali",
        "kávét",
        "süteményt",
        "szendvicseket",
      ],
    },
  },
  {
    say: "a verb after 'und' starts a clause, not an item",
    description: "Wir backen jeden Morgen Kuchen und servieren Frühstück.",
    expected: { offerings: ["Kuchen"] },
  },
  {
    say: "free delivery over a sum is an offer in every language, its threshold no price; a delivery cost stays a price",
    description:
      "Kostenloser Versand ab 50 €. Versand innerhalb Deutschlands 4,90 €. El envío es gratis a partir de 30 €. La livraison est offerte dès 50 €. Darmowa dostawa od 150 zł. Szállítás ingyenes 15 000 Ft felett.",
    expected: {
      offers: [
        "Kostenloser Versand ab 50 €",
        "envío es gratis a partir de 30 €",
        "livraison est offerte dès 50 €",
        "Darmowa dostawa od 150 zł",
        "Szállítás ingyenes 15 000 Ft felett",
      ],
      prices: [{ text: "4,90 €", amount: 4.9, currency: "EUR", label: "Versand innerhalb Deutschlands" }],
    },
  },
];

const KINDS: [string, string][] = [
  ["Fietsenmaker aan de Oudegracht 120 in Utrecht.", "repair-shop"],
  ["Traditionelle Bäckerei mit Sauerteigbrot.", "bakery"],
  ["Boulangerie artisanale au cœur du village.", "bakery"],
  ["Panadería de barrio con masa madre.", "bakery"],
  ["Clínica dental en el centro. Tu dentista de confianza.", "dentist"],
  ["Zahnarzt in Leipzig-Gohlis.", "dentist"],
  ["Tandarts in het centrum van Utrecht.", "dentist"],
  ["Fodrász szalon a belvárosban.", "salon"],
  ["Salon fryzjerski w centrum, fryzjer z pasją.", "salon"],
  ["Studio legale a Milano, avvocato civilista.", "law-firm"],
  ["Pastelaria com pastéis de nata e bolos caseiros.", "bakery"],
  ["Autoescuela en Sevilla.", "school"],
  ["Kfz-Werkstatt in Graz: Ölwechsel, Reifenwechsel und Inspektion.", "garage"],
  ["Weterynarz w Poznaniu, szczepienia i chipowanie.", "pet-care"],
  // English words that look like other languages' kind words stay English.
  ["Pension advice for self-employed people.", "other"],
];

describe("facts from descriptions in other languages", () => {
  for (const [group, cases] of Object.entries({ HOURS, ADDRESSES, PEOPLE, CONTACTS, OFFERINGS })) {
    describe(group.toLowerCase(), () => {
      for (const c of cases) {
        it(c.say, () => {
          expect(pick(brief(c.description, c.input), c.expected)).toEqual(c.expected);
        });
      }
    });
  }
  describe("kind", () => {
    for (const [description, kind] of KINDS) {
      it(`${kind}: ${description}`, () => {
        expect(brief(description).kind).toBe(kind);
      });
    }
  });
});
