/** The add-items rule's table: new items in the owner's words, in the languages the rule reads. */
import type { Example } from "../rule.js";

export const examples: Example[] = [
  // A "from" before the price after the comma is the price's own: one entry, priced "desde 300 €".
  {
    page: "clases",
    say: "añade el curso intensivo, desde 300 €",
    ops: [{ op: "add_item", section: "services", item: { title: "Curso intensivo", price: "desde 300 €" } }],
  },
  // A noun for any entry ("a bullet", "un point") names the page's one list of plain entries.
  {
    page: "masterclass",
    say: "add a bullet: weekly check-ins",
    ops: [{ op: "add_item", section: "learn", item: { title: "Weekly check-ins" } }],
  },
  {
    page: "webinaire",
    say: "ajoute un point : la lumière",
    ops: [{ op: "add_item", section: "learn", item: { title: "Lumière" } }],
  },
  // A colon before the price alone joins one new entry's name and its price.
  {
    say: "add cinnamon bun: £2.80",
    ops: [{ op: "add_item", section: "services", item: { title: "Cinnamon bun", price: "£2.80" } }],
  },
  // A section's name inside a priced entry's name ("intro") is part of the name.
  {
    page: "grooming",
    say: "add puppy intro groom for £25",
    ops: [{ op: "add_item", section: "services", item: { title: "Puppy intro groom", price: "£25" } }],
  },
  // The owner's name for a list the page calls otherwise: a webinar's programme is its "learn" list.
  {
    page: "webinaire",
    say: "ajoute un point au programme : préparer sa retraite",
    ops: [{ op: "add_item", section: "learn", item: { title: "Préparer sa retraite" } }],
  },
  {
    page: "shop",
    say: "add a scent: lavender",
    ops: [
      {
        op: "refuse",
        part: "add a scent: lavender",
        why: "this page shows no list of “scent” to add “Lavender” to: say which list it goes in",
      },
    ],
  },
  {
    page: "shop",
    say: "add a flavour: vanilla",
    ops: [
      {
        op: "refuse",
        part: "add a flavour: vanilla",
        why: "this page shows no list of “flavour” to add “Vanilla” to: say which list it goes in",
      },
    ],
  },
  {
    page: "baeckerei",
    say: "füge eine Farbe hinzu: Rot",
    ops: [
      {
        op: "refuse",
        part: "füge eine Farbe hinzu: Rot",
        why: "diese Seite zeigt keine Liste von „Farbe“ für “Rot”: sagen Sie, in welche Liste es gehört",
      },
    ],
  },
  {
    page: "shop",
    say: "add a colour: Moss green £19",
    ops: [{ op: "add_item", section: "products", item: { title: "Moss green", price: "£19" } }],
  },
  {
    page: "saas",
    say: "add features: invoicing, VAT returns and mileage log",
    ops: [
      { op: "add_item", section: "features", item: { title: "Invoicing" } },
      { op: "add_item", section: "features", item: { title: "VAT returns" } },
      { op: "add_item", section: "features", item: { title: "Mileage log" } },
    ],
  },
  {
    say: "add a pricing table with three tiers: Single €29, Duo pack €52, Family 4-pack €99",
    ops: [
      {
        op: "add_section",
        kind: "pricing",
        items: [
          { title: "Single", price: "€29" },
          { title: "Duo pack", price: "€52" },
          { title: "Family 4-pack", price: "€99" },
        ],
      },
    ],
  },
  // The list is named before the colon: "contact us" after it is the plan's words, never a contact section.
  {
    page: "saas",
    say: "add a third plan: Enterprise, contact us",
    ops: [{ op: "add_item", section: "pricing", item: { title: "Enterprise", text: "Contact us" } }],
  },
  {
    page: "sprachapp",
    say: "füge ein Abo hinzu: Familie, auf Anfrage",
    ops: [{ op: "add_item", section: "pricing", item: { title: "Familie", text: "Auf Anfrage" } }],
  },
  {
    page: "lampe",
    say: "ajoute une formule : Entreprise, contactez-nous",
    ops: [{ op: "add_item", section: "pricing", item: { title: "Entreprise", text: "Contactez-nous" } }],
  },
  {
    page: "saas",
    say: "add a plan: Enterprise $99 per month",
    ops: [{ op: "add_item", section: "pricing", item: { title: "Enterprise", price: "$99 per month" } }],
  },
  {
    page: "shop",
    say: "we added a fourth colour, forest green",
    ops: [{ op: "add_item", section: "products", item: { title: "Forest green" } }],
  },
  {
    page: "shop",
    say: "we've got a new yarn, Moss green £19",
    ops: [{ op: "add_item", section: "products", item: { title: "Moss green", price: "£19" } }],
  },
  {
    say: "add cinnamon bun £2.80",
    ops: [{ op: "add_item", section: "services", item: { title: "Cinnamon bun", price: "£2.80" } }],
  },
  {
    page: "saas",
    say: "add a fourth plan: Agency, $79 per month, unlimited clients",
    ops: [
      {
        op: "add_item",
        section: "pricing",
        item: { title: "Agency", price: "$79 per month", text: "Unlimited clients" },
      },
    ],
  },
  {
    page: "webinar",
    say: "add a speaker: Tom Baker, orchard keeper",
    ops: [{ op: "add_item", section: "speakers", item: { title: "Tom Baker", meta: "Orchard keeper" } }],
  },
  // One more of the people the page shows: "co-" names the same kind.
  {
    page: "webinar",
    say: "add a co-host: Tom Becker, founder of Ledgerly",
    ops: [
      { op: "add_item", section: "speakers", item: { title: "Tom Becker", meta: "Founder of Ledgerly" } },
    ],
  },
  {
    page: "stage",
    say: "ajoutez une animatrice : Marie Dubois, céramiste",
    ops: [{ op: "add_item", section: "speakers", item: { title: "Marie Dubois", meta: "Céramiste" } }],
  },
  {
    page: "baeckerei",
    say: "Fügt bitte eine neue Leistung hinzu: Bauernbrot 5,10 €",
    ops: [{ op: "add_item", section: "services", item: { title: "Bauernbrot", price: "5,10 €" } }],
  },
  {
    page: "bloemen",
    say: "voeg een dienst toe: rouwboeket vanaf €45",
    ops: [{ op: "add_item", section: "services", item: { title: "Rouwboeket", price: "vanaf €45" } }],
  },
  {
    page: "tienda",
    say: "añadid un producto nuevo: Vela de vainilla 15 €",
    ops: [{ op: "add_item", section: "products", item: { title: "Vela de vainilla", price: "15 €" } }],
  },
  {
    page: "baeckerei",
    say: "füge Zimtschnecke für 2,80 € hinzu",
    ops: [{ op: "add_item", section: "services", item: { title: "Zimtschnecke", price: "2,80 €" } }],
  },
  {
    page: "boulangerie",
    say: "ajoute une tarte aux pommes pour 4,50 €",
    ops: [{ op: "add_item", section: "services", item: { title: "Tarte aux pommes", price: "4,50 €" } }],
  },
  {
    page: "tienda",
    say: "añade velas grandes desde 25 €",
    ops: [{ op: "add_item", section: "products", item: { title: "Velas grandes", price: "desde 25 €" } }],
  },
  {
    say: "add a cheese scone for £2.40 and a pot of tea £3",
    ops: [
      { op: "add_item", section: "services", item: { title: "Cheese scone", price: "£2.40" } },
      { op: "add_item", section: "services", item: { title: "Pot of tea", price: "£3" } },
    ],
  },
  {
    say: "add carrot cake for £3.40 to the services",
    ops: [{ op: "add_item", section: "services", item: { title: "Carrot cake", price: "£3.40" } }],
  },
  {
    page: "saas",
    say: "add an Agency plan at $79 per month for up to 20 users",
    ops: [
      {
        op: "add_item",
        section: "pricing",
        item: { title: "Agency", price: "$79 per month", text: "For up to 20 users" },
      },
    ],
  },
  {
    page: "baeckerei",
    say: "Mohnschnecke für 2,60 € hinzufügen",
    ops: [{ op: "add_item", section: "services", item: { title: "Mohnschnecke", price: "2,60 €" } }],
  },
  // A comma between a new entry's name and its price: one entry, never a list.
  {
    say: "add a Cheese & chive scone, £2.60",
    ops: [{ op: "add_item", section: "services", item: { title: "Cheese & chive scone", price: "£2.60" } }],
  },
  {
    page: "saas",
    say: "add a Enterprise plan, $99 per month",
    ops: [{ op: "add_item", section: "pricing", item: { title: "Enterprise", price: "$99 per month" } }],
  },
  {
    page: "trattoria",
    say: "aggiungi Panna cotta, 6 €",
    ops: [{ op: "add_item", section: "services", item: { title: "Panna cotta", price: "6 €" } }],
  },
  {
    page: "trattoria",
    say: "aggiungi Corso di cucina, 40 € a persona",
    ops: [
      { op: "add_item", section: "services", item: { title: "Corso di cucina", price: "40 € a persona" } },
    ],
  },
  {
    page: "serwis",
    say: "dodaj Mycie roweru, 40 zł",
    ops: [{ op: "add_item", section: "benefits", item: { title: "Mycie roweru", price: "40 zł" } }],
  },
  // "Please" and an article before the name are no part of it.
  {
    page: "baeckerei",
    say: "Bitte eine Mohnschnecke für 2,60 € ergänzen",
    ops: [{ op: "add_item", section: "services", item: { title: "Mohnschnecke", price: "2,60 €" } }],
  },
  {
    page: "trattoria",
    say: "per favore aggiungete la panzanella a 8 €",
    ops: [{ op: "add_item", section: "services", item: { title: "Panzanella", price: "8 €" } }],
  },
  {
    page: "trattoria",
    say: "aggiungi la panzanella a 8 € ai servizi",
    ops: [{ op: "add_item", section: "services", item: { title: "Panzanella", price: "8 €" } }],
  },
  // The name is the owner's noun phrase: a separable verb's particle, the word joining the price and
  // the price's unit stay out of it.
  // A hyphenated name stays whole ("Service" inside it names no section); "füg" is "füge"; "dazu" is a
  // particle like "hinzu", never a price's unit.
  {
    page: "baeckerei",
    say: "Füg Hefe-Zopf-Service für 9 € hinzu",
    ops: [{ op: "add_item", section: "services", item: { title: "Hefe-Zopf-Service", price: "9 €" } }],
  },
  {
    page: "baeckerei",
    say: "Füge Dinkel-Brötchen für 1 € dazu",
    ops: [{ op: "add_item", section: "services", item: { title: "Dinkel-Brötchen", price: "1 €" } }],
  },
  {
    page: "bloemen",
    say: "Voeg rozen-abonnement toe voor €25",
    ops: [{ op: "add_item", section: "services", item: { title: "Rozen-abonnement", price: "€25" } }],
  },
  {
    page: "bloemen",
    say: "Voeg rouwboeket groot toe voor €55",
    ops: [{ op: "add_item", section: "services", item: { title: "Rouwboeket groot", price: "€55" } }],
  },
  {
    page: "boulangerie",
    say: "Ajoute un atelier pain à 25 € la séance",
    ops: [{ op: "add_item", section: "services", item: { title: "Atelier pain", price: "25 € la séance" } }],
  },
  {
    page: "boulangerie",
    say: "ajoute l'éclair au café comme produit",
    ops: [{ op: "add_item", section: "services", item: { title: "Éclair au café" } }],
  },
  {
    page: "padaria",
    say: "Adiciona um bolo de chocolate por 12 €",
    ops: [{ op: "add_item", section: "services", item: { title: "Bolo de chocolate", price: "12 €" } }],
  },
  {
    page: "trattoria",
    say: "aggiungi una camera per famiglie a 190 € a notte",
    ops: [
      {
        op: "add_item",
        section: "services",
        item: { title: "Camera per famiglie", price: "190 € a notte" },
      },
    ],
  },
  // A plan named after its noun, news said with "new:", a colour to the page's colours, a list that is not there.
  {
    page: "clases",
    say: "añade un plan Empresa por 99 € al mes",
    ops: [{ op: "add_item", section: "services", item: { title: "Empresa", price: "99 € al mes" } }],
  },
  {
    page: "gemuesekiste",
    say: "neu: eine Obstkiste für 24 €",
    ops: [{ op: "add_item", section: "services", item: { title: "Obstkiste", price: "24 €" } }],
  },
  // A member noun or the list's own noun, then the name with no colon.
  {
    page: "shop",
    say: "add the colour Moss",
    ops: [{ op: "add_item", section: "products", item: { title: "Moss" } }],
  },
  {
    page: "shop",
    say: "new colour Moss",
    ops: [{ op: "add_item", section: "products", item: { title: "Moss" } }],
  },
  {
    page: "saas",
    say: "add the feature mileage log",
    ops: [{ op: "add_item", section: "features", item: { title: "Mileage log" } }],
  },
  {
    page: "shop",
    say: "add another colour: Moss",
    ops: [{ op: "add_item", section: "products", item: { title: "Moss" } }],
  },
  {
    page: "osteria",
    say: "add a fourth colour: green",
    ops: [
      {
        op: "refuse",
        part: "add a fourth colour: green",
        why: "questa pagina non mostra un elenco di «colour» a cui aggiungere “Green”: dica in quale elenco va",
      },
    ],
  },
  {
    page: "boulangerie",
    say: "ajoute Pharmacie Centrale à nos clients",
    ops: [
      {
        op: "refuse",
        part: "ajoute Pharmacie Centrale à nos clients",
        why: "cette page ne montre aucune liste de « clients » où ajouter “Pharmacie Centrale” : dites dans quelle liste",
      },
    ],
  },
  // "legyen" adds as well as changes: said with a new thing and no word for price, it adds.
  {
    page: "pekseg",
    say: "legyen egy új termék: Kifli 120 Ft",
    ops: [{ op: "add_item", section: "services", item: { title: "Kifli", price: "120 Ft" } }],
  },
  // A member noun that is also a name of a list the page shows under that name ("Thèmes"): a topic added,
  // an amount in it kept in its title; a list of that kind under another heading ("How it works") is not it.
  {
    page: "webinaire",
    say: "ajoute un thème : choisir son assurance",
    ops: [{ op: "add_item", section: "learn", item: { title: "Choisir son assurance" } }],
  },
  {
    page: "webinaire",
    say: "ajoute un sujet : épargner 100 € par mois",
    ops: [{ op: "add_item", section: "learn", item: { title: "Épargner 100 € par mois" } }],
  },
  {
    page: "masterclass",
    say: "add a topic: budgeting apps",
    ops: [
      {
        op: "refuse",
        part: "add a topic: budgeting apps",
        why: "this page shows no list of “topic” to add “Budgeting apps” to: say which list it goes in",
      },
    ],
  },
];
