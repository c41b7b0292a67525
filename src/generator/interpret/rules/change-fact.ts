/**
 * A fact said as its new value: "the price of the almond croissant is now £3.50", "brunch plate £10.50
 * from now on", "phone is now 01904 555 999", "new email: orders@…", "we moved to 12 Stonegate, York".
 * The old value is the one the page writes; a new value must be in the request (never guessed). Which
 * price is named is read in `../price-change.ts`; this file is the rule and its examples.
 */
import { contactChange } from "../contact-change.js";
import { newScope } from "../new-scope.js";
import { inSaidPeriod, priceChange } from "../price-change.js";
import { has, startsWithVerb, wordsOf } from "../reading.js";
import { relocated } from "../relocated.js";
import type { Rule } from "../rule.js";
import { norm } from "../text.js";

export const changeFact: Rule = {
  name: "change-fact",
  examples: [
    // "it's €36 now": no word names what, so the page's one price (not the shipping threshold) changes.
    {
      page: "bottle",
      say: "it's 36 euros now",
      ops: [{ op: "set_fact", kind: "price", from: "€32", to: "€36" }],
    },
    { page: "bottle", say: "its €36 now", ops: [{ op: "set_fact", kind: "price", from: "€32", to: "€36" }] },
    // A price said as what "it" is now, on a page with one price: that price, in the page's wording.
    {
      page: "taller",
      say: "ahora son 310 €",
      ops: [{ op: "set_fact", kind: "price", from: "290 €", to: "310 €" }],
    },
    // Two cards share a title, one per period: the period said names the card ("yearly", "the monthly one").
    {
      page: "ledger",
      say: "yearly plan is now $99",
      ops: [{ op: "set_fact", kind: "price", from: "$120 per year", to: "$99 per year" }],
    },
    {
      page: "ledger",
      say: "the monthly one is $15 now",
      ops: [{ op: "set_fact", kind: "price", from: "$12 per month", to: "$15 per month" }],
    },
    // A compound said of a card named by its head: "herenknippen" is the card "Heren".
    {
      page: "kapsalon",
      say: "herenknippen wordt €30",
      ops: [{ op: "set_fact", kind: "price", from: "€28", to: "€30" }],
    },
    // A contact fact said with no verb first: the noun, words saying it changed, then "to" or a colon.
    {
      say: "phone number changed to 01904 555 999",
      ops: [{ op: "set_fact", kind: "phone", from: "01904 555 010", to: "01904 555 999" }],
    },
    {
      page: "trattoria",
      say: "il numero di telefono è cambiato: 055 765 4321",
      ops: [{ op: "set_fact", kind: "phone", from: "055 123 4567", to: "055 765 4321" }],
    },
    // A value for a scope the page's text does not name is a new line beside the old one.
    {
      page: "shop",
      say: "free shipping outside the UK over £80",
      ops: [{ op: "add_item", section: "offers", item: { title: "Free shipping outside the UK over £80." } }],
    },
    {
      page: "tienda",
      say: "envío gratis a partir de 60 € fuera de España",
      ops: [
        {
          op: "add_item",
          section: "offers",
          item: { title: "Envío gratis a partir de 60 € fuera de España." },
        },
      ],
    },
    {
      page: "tienda",
      say: "envío gratis a partir de 60 € a Canarias",
      ops: [
        { op: "add_item", section: "offers", item: { title: "Envío gratis a partir de 60 € a Canarias." } },
      ],
    },
    {
      page: "shop",
      say: "free UK shipping over £50 now",
      ops: [{ op: "set_fact", kind: "price", from: "£40", to: "£50" }],
    },
    // An e-mail said after a word that also names a street address is the e-mail.
    {
      page: "boulangerie",
      say: "nouvelle adresse e-mail : contact@boulangerie-martin.fr",
      ops: [
        {
          op: "set_fact",
          kind: "email",
          from: "bonjour@boulangerie-martin.fr",
          to: "contact@boulangerie-martin.fr",
        },
      ],
    },
    // A price with a note keeps it; a period the owner names is written the page's way.
    {
      page: "sprachapp",
      say: "Premium kostet jetzt 5,99 € im Monat",
      ops: [
        { op: "set_fact", kind: "price", from: "4,99 €/Monat ohne Werbung", to: "5,99 €/Monat ohne Werbung" },
      ],
    },
    {
      page: "sprachapp",
      say: "Premium kostet jetzt 49 € im Jahr",
      ops: [
        { op: "set_fact", kind: "price", from: "4,99 €/Monat ohne Werbung", to: "49 €/Jahr ohne Werbung" },
      ],
    },
    {
      page: "saas",
      say: "Studio is $390 a year now",
      ops: [{ op: "set_fact", kind: "price", from: "$39 per month", to: "$390 per year" }],
    },
    // A compound of the unit and a price word ("Stundenpreis", "uurtarief") names the price per that unit.
    {
      page: "yogakurs",
      say: "der Stundenpreis ist jetzt 14 €",
      ops: [{ op: "set_fact", kind: "price", from: "12 € pro Stunde", to: "14 € pro Stunde" }],
    },
    // A price written before what it is for: the name after it names it.
    {
      page: "surfcamp",
      say: "el bungaló privado ahora cuesta 650 €",
      ops: [{ op: "set_fact", kind: "price", from: "620 €", to: "650 €" }],
    },
    {
      page: "surfcamp",
      say: "la tienda compartida pasa a 480 €",
      ops: [{ op: "set_fact", kind: "price", from: "450 €", to: "480 €" }],
    },
    {
      say: "the price of the almond croissant is now £3.50",
      ops: [{ op: "set_fact", kind: "price", from: "£3.20", to: "£3.50" }],
    },
    {
      say: "brunch plate £10.50 from now on",
      ops: [{ op: "set_fact", kind: "price", from: "£9.50", to: "£10.50" }],
    },
    {
      page: "saas",
      say: "Plus is now $24 per month",
      ops: [{ op: "set_fact", kind: "price", from: "$19 per month", to: "$24 per month" }],
    },
    {
      page: "shop",
      say: "free UK shipping is now over £30",
      ops: [{ op: "set_fact", kind: "price", from: "£40", to: "£30" }],
    },
    {
      say: "phone is now 01904 555 999",
      ops: [{ op: "set_fact", kind: "phone", from: "01904 555 010", to: "01904 555 999" }],
    },
    {
      say: "the croissant is now £3.40",
      ops: [{ op: "set_fact", kind: "price", from: "£3.20", to: "£3.40" }],
    },
    {
      page: "boulangerie",
      say: "la tarte coûte maintenant 5 €",
      ops: [{ op: "set_fact", kind: "price", from: "4,50 €", to: "5 €" }],
    },
    {
      page: "bloemen",
      say: "het boeket kost nu €27",
      ops: [{ op: "set_fact", kind: "price", from: "€25", to: "€27" }],
    },
    {
      page: "tienda",
      say: "el set de tres velas ahora cuesta 38€",
      ops: [{ op: "set_fact", kind: "price", from: "36 €", to: "38 €" }],
    },
    {
      page: "padaria",
      say: "o telefone agora é 912 345 678",
      ops: [{ op: "set_fact", kind: "phone", from: "21 123 4567", to: "912 345 678" }],
    },
    {
      page: "trattoria",
      say: "il telefono ora è 333 123 4567",
      ops: [{ op: "set_fact", kind: "phone", from: "055 123 4567", to: "333 123 4567" }],
    },
    {
      page: "tienda",
      say: "cambia el telefono a 963 654 321",
      ops: [{ op: "add_fact", kind: "phone", value: "963 654 321" }],
    },
    {
      say: "new email: orders@crumbcorner.co.uk",
      ops: [
        { op: "set_fact", kind: "email", from: "hello@crumbcorner.co.uk", to: "orders@crumbcorner.co.uk" },
      ],
    },
    {
      say: "we moved to 12 Stonegate, York",
      ops: [{ op: "set_fact", kind: "address", from: "York", to: "12 Stonegate, York" }],
    },
    // "the price" on a page with one product price and a free-shipping threshold: the product's price.
    {
      page: "bolsos",
      say: "precio ahora 95 €",
      ops: [{ op: "set_fact", kind: "price", from: "89 €", to: "95 €" }],
    },
    // The address named as the field changed: colour words in its value ("Tête d'Or") are the address.
    {
      page: "boulangerie",
      say: "change l'adresse : 12 rue Tête d'Or, 69006 Lyon",
      ops: [
        { op: "set_fact", kind: "address", from: "5 rue Mercière, Lyon", to: "12 rue Tête d'Or, 69006 Lyon" },
      ],
    },
    {
      say: "address: 12 Green Lane, York",
      ops: [{ op: "set_fact", kind: "address", from: "York", to: "12 Green Lane, York" }],
    },
    {
      page: "baeckerei",
      say: "die Adresse ist jetzt Rosengasse 5, 79098 Freiburg",
      ops: [
        {
          op: "set_fact",
          kind: "address",
          from: "Hammer Straße 12, 48153 Münster",
          to: "Rosengasse 5, 79098 Freiburg",
        },
      ],
    },
    // The word leading to the place is the owner's grammar, not the address.
    {
      page: "boulangerie",
      say: "nous avons déménagé au 8 place Bellecour, Lyon",
      ops: [{ op: "set_fact", kind: "address", from: "5 rue Mercière, Lyon", to: "8 place Bellecour, Lyon" }],
    },
    {
      page: "retreat",
      say: "set the single room price to £400",
      ops: [{ op: "set_fact", kind: "price", from: "£380", to: "£400" }],
    },
    {
      page: "kurs",
      say: "regulär kostet jetzt 80 €",
      ops: [{ op: "set_fact", kind: "price", from: "75 €", to: "80 €" }],
    },
    {
      page: "stage",
      say: "le tarif duo passe à 160 €",
      ops: [{ op: "set_fact", kind: "price", from: "150 €", to: "160 €" }],
    },
    {
      page: "boulangerie",
      say: "le croissant coûte maintenant 1,40 €",
      ops: [{ op: "set_fact", kind: "price", from: "1,20 €", to: "1,40 €" }],
    },
    {
      page: "tienda",
      say: "el envío gratis ahora es a partir de 35 €",
      ops: [{ op: "set_fact", kind: "price", from: "40 €", to: "35 €" }],
    },
    {
      page: "bloemen",
      say: "bruidsboeket is nu vanaf €95",
      ops: [{ op: "set_fact", kind: "price", from: "vanaf €90", to: "vanaf €95" }],
    },
    {
      page: "trattoria",
      say: "la ribollita ora costa 10 €",
      ops: [{ op: "set_fact", kind: "price", from: "9 €", to: "10 €" }],
    },
    {
      page: "padaria",
      say: "o pastel de nata passa a custar 1,40 €",
      ops: [{ op: "set_fact", kind: "price", from: "1,30 €", to: "1,40 €" }],
    },
    {
      page: "saas",
      say: "Plus is now 24 a month",
      ops: [{ op: "set_fact", kind: "price", from: "$19 per month", to: "$24 per month" }],
    },
    {
      page: "tienda",
      say: "sube el set de tres velas a 38€",
      ops: [{ op: "set_fact", kind: "price", from: "36 €", to: "38 €" }],
    },
    {
      page: "app",
      say: "raise the price to £3.49",
      ops: [{ op: "set_fact", kind: "price", from: "£2.99 a month", to: "£3.49 a month" }],
    },
    // The page's one price, said as an event: the moving verb is not the name of an item.
    {
      page: "app",
      say: "the price went up to £3.49",
      ops: [{ op: "set_fact", kind: "price", from: "£2.99 a month", to: "£3.49 a month" }],
    },
    {
      page: "app",
      say: "price has gone up to £3.49",
      ops: [{ op: "set_fact", kind: "price", from: "£2.99 a month", to: "£3.49 a month" }],
    },
    // A price told as an event or a state: "went up to", "ist auf … gestiegen", "sube a", "podrożał do".
    {
      say: "the almond croissant went up to £3.40",
      ops: [{ op: "set_fact", kind: "price", from: "£3.20", to: "£3.40" }],
    },
    {
      page: "saas",
      say: "Studio went up to 45 a month",
      ops: [{ op: "set_fact", kind: "price", from: "$39 per month", to: "$45 per month" }],
    },
    {
      page: "baeckerei",
      say: "der Apfelkuchen ist auf 3,80 € gestiegen",
      ops: [{ op: "set_fact", kind: "price", from: "3,50 €", to: "3,80 €" }],
    },
    {
      page: "serwis",
      say: "przegląd roweru podrożał do 130 zł",
      ops: [{ op: "set_fact", kind: "price", from: "120 zł", to: "130 zł" }],
    },
    {
      page: "serwis",
      say: "wymiana łańcucha kosztuje teraz 70 zł",
      ops: [{ op: "set_fact", kind: "price", from: "60 zł", to: "70 zł" }],
    },
    // Two prices whose names share a word: the longer name said ("entrada VIP") names its own.
    {
      page: "concierto",
      say: "la entrada VIP sube a 65€",
      ops: [{ op: "set_fact", kind: "price", from: "60 €", to: "65 €" }],
    },
    {
      page: "concierto",
      say: "las entradas ahora cuestan 28 €",
      ops: [{ op: "set_fact", kind: "price", from: "25 €", to: "28 €" }],
    },
    // The first word of a price's name ("twin" for "Twin room £290"), the owner's plural for its singular.
    {
      page: "retreat",
      say: "twin is £300 now",
      ops: [{ op: "set_fact", kind: "price", from: "£290", to: "£300" }],
    },
    {
      page: "retreat",
      say: "single rooms went up to £400",
      ops: [{ op: "set_fact", kind: "price", from: "£380", to: "£400" }],
    },
    // A tier word beats the noun for prices as such: "kleine Gruppe" names its own price, "Gruppe" both.
    {
      page: "tanzschule",
      say: "die kleine Gruppe kostet jetzt 65 €",
      ops: [{ op: "set_fact", kind: "price", from: "60 €", to: "65 €" }],
    },
    // A price said as nothing to pay takes the owner's word for it.
    {
      page: "bloemen",
      say: "rozen per stuk zijn nu gratis",
      ops: [{ op: "set_fact", kind: "price", from: "€3", to: "gratis" }],
    },
    {
      page: "yoga",
      say: "the drop-in class is free now",
      ops: [{ op: "set_fact", kind: "price", from: "£5 per session", to: "free" }],
    },
    // The unit a price is given in names it: never the pack of ten that shares the word.
    {
      page: "yoga",
      say: "sessions are £6 now",
      ops: [{ op: "set_fact", kind: "price", from: "£5 per session", to: "£6 per session" }],
    },
    {
      page: "yogakurs",
      say: "Stunden kosten jetzt 14 €",
      ops: [{ op: "set_fact", kind: "price", from: "12 € pro Stunde", to: "14 € pro Stunde" }],
    },
    {
      page: "danse",
      say: "les séances sont à 16 € maintenant",
      ops: [{ op: "set_fact", kind: "price", from: "15 € par séance", to: "16 € par séance" }],
    },
    {
      page: "clases",
      say: "las sesiones cuestan ahora 12 €",
      ops: [{ op: "set_fact", kind: "price", from: "10 € por sesión", to: "12 € por sesión" }],
    },
    {
      page: "gazette",
      say: "change the text number to 07700 900999",
      ops: [{ op: "set_fact", kind: "phone", from: "07700 900123", to: "07700 900999" }],
    },
    {
      page: "gazette",
      say: "change the number to 0161 496 1111",
      ops: [
        {
          op: "refuse",
          part: "change the number to 0161 496 1111",
          why: "the page gives 2 phone numbers (0161 496 0000, 07700 900123): say which one, e.g. “the mobile number”",
        },
      ],
    },
    {
      page: "baeckerei",
      say: "stell die Telefonnummer auf 0251 654321",
      ops: [{ op: "set_fact", kind: "phone", from: "0251 123456", to: "0251 654321" }],
    },
    // A contact detail said as "<noun> is <value>": added when the page has none, else changed.
    {
      page: "yogakurs",
      say: "und die Telefonnummer ist 08322 12345",
      ops: [{ op: "add_fact", kind: "phone", value: "08322 12345" }],
    },
    {
      page: "danse",
      say: "notre e-mail est contact@danselumiere.fr",
      ops: [{ op: "add_fact", kind: "email", value: "contact@danselumiere.fr" }],
    },
    {
      page: "clases",
      say: "y el teléfono es 954 999 888",
      ops: [{ op: "set_fact", kind: "phone", from: "954 123 456", to: "954 999 888" }],
    },
    {
      page: "bloemen",
      say: "ons telefoonnummer is 023 765 4321",
      ops: [{ op: "set_fact", kind: "phone", from: "023 123 4567", to: "023 765 4321" }],
    },
    // A verb that adds and changes ("legyen") with the word for price: the named item's price changes.
    {
      page: "pekseg",
      say: "a kakaós csiga ára legyen 500 Ft",
      ops: [{ op: "set_fact", kind: "price", from: "450 Ft", to: "500 Ft" }],
    },
    {
      page: "yoga",
      say: "the 10 sessions pack is now 12 sessions for £45",
      ops: [
        { op: "set_fact", kind: "price", from: "£40", to: "£45" },
        { op: "replace_text", find: "10 sessions", with: "12 sessions" },
      ],
    },
  ],
  read(r) {
    // "add a puppy intro groom for £25" asks for a new entry: never the price of one the page has. A verb
    // that also changes ("legyen", "setz", "pon", "zet") said with the word for price changes a price:
    // "a kakaós csiga ára legyen 500 Ft", "pon el precio del café a 2 €".
    const add = startsWithVerb(r, (p) => p.verbs.add);
    const changes = add && wordsOf(r, (p) => p.verbs.change).some((v) => norm(v) === norm(add.phrase));
    if (add && !(changes && has(r, (p) => p.facts.price))) return null;
    return relocated(r) ?? inSaidPeriod(r, newScope(r, priceChange(r))) ?? contactChange(r);
  },
};
