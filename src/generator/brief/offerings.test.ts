import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

/** What a business offers, from how owners list it, and the lists that are no offerings. */
const FAMILIES: [string, string, string[]][] = [
  // A word cut at its hyphen shares the next one's ending: the two are one offering.
  [
    "a German suspended compound",
    "Innen- und Außenaufbereitung, Keramikversiegelung, Lederpflege.",
    ["Innen- und Außenaufbereitung", "Keramikversiegelung", "Lederpflege"],
  ],
  // What one product comes in (colours, sizes) is one fact about it, in any language, never offerings.
  [
    "the colours a product comes in",
    "Hand-thrown mugs, bowls and jugs. Available in white, sage and terracotta.",
    ["Hand-thrown mugs", "bowls", "jugs"],
  ],
  ["the sizes a product comes in, in Spanish", "Calcetines de merino. Disponibles en S, M y L.", []],

  // What "or"/"and" joins to a clause with its own verb is that clause's object, never an offering.
  [
    "where a mobile service comes, after its prices",
    "Puncture fix €15, full service €65, we come to your home or office.",
    [],
  ],
  [
    "where a mobile service comes, in German",
    "Platten 15 €, Inspektion 65 €, wir kommen zu Ihnen nach Hause oder ins Büro.",
    [],
  ],
  [
    "items listed after a clause stay items",
    "We come to you, tyre changes and brake checks.",
    ["tyre changes", "brake checks"],
  ],

  // What the business is comes before "for"; what it does for people is the list after it.
  [
    "a list after 'for' in a sentence that says what the business is",
    "Riley Plumbing: local plumber in Bristol for leaking taps, boiler repairs, bathroom installations and blocked drains.",
    ["leaking taps", "boiler repairs", "bathroom installations", "blocked drains"],
  ],
  // The opening item naming the trade and its town is what the business is, in any language.
  [
    "a trade and its town opening the list",
    "Falegnameria artigianale a Cremona, mobili su misura e restauro.",
    ["mobili su misura", "restauro"],
  ],
  [
    "a trade and its town opening an English list",
    "Bike workshop in Bristol, puncture repairs and wheel building.",
    ["puncture repairs", "wheel building"],
  ],
  [
    "a one-word trade before 'for'",
    "Physio for sports injuries, back pain and post-surgery rehab.",
    ["sports injuries", "back pain", "post-surgery rehab"],
  ],
  // A bracket an item opens closes with it; a colon late in the clause starts the list; "The" of a name stays.
  [
    "a bracketed note in the last item",
    "Wood burner, enclosed garden, sauna (wood-fired).",
    ["Wood burner", "enclosed garden", "sauna (wood-fired)"],
  ],
  [
    "a list after a colon late in its clause",
    "Two new rooms at The Locked Vault, Manchester: The Heist and Curse of the Pharaoh.",
    ["The Heist", "Curse of the Pharaoh"],
  ],
  [
    "dashed lines name their items, with the size sold",
    "- Raw wildflower honey, 340g jar £8.50 - Comb honey £12 - Beeswax candles: hand-poured, £6 each",
    ["Raw wildflower honey, 340g jar", "Comb honey", "Beeswax candles"],
  ],
  [
    "dotted lines too",
    "• Haircut £25 • Beard trim £12 • Hot towel shave £20",
    ["Haircut", "Beard trim", "Hot towel shave"],
  ],
  ["a timetable is no list of offerings", "Sailings at 10am, 1pm and 4pm, April to October.", []],
  ["how often is no offering", "Subscriptions (weekly, fortnightly or monthly).", []],
  [
    "when is no offering",
    "Five links, one idea and one chart, every Tuesday morning.",
    ["Five links", "one idea", "one chart"],
  ],
  ["what a product works with is no feature", "Works with Apple Watch and Garmin.", []],
  ["a greeting and names are no list", "Hello, we're Jess and Ollie! We walk dogs.", []],
  ["languages are no list of offerings", "I speak English, Tamil and Hindi.", []],
  [
    "thousands are not split",
    "We make brackets, hinges and castings in batches of up to 10,000 parts.",
    ["brackets", "hinges", "castings"],
  ],
  // The composer's requests 12 and 13: a sentence that is a list, and a counted thing in a "with" list.
  [
    "a list sentence with a long first item",
    "Filter coffee from Belleville roasters, buckwheat crêpes and homemade cakes.",
    ["Filter coffee from Belleville roasters", "buckwheat crêpes", "homemade cakes"],
  ],
  [
    "a last item with what you can do",
    "Flat whites, vegan toasties and a workbench with tools you can borrow.",
    ["Flat whites", "vegan toasties", "workbench with tools you can borrow"],
  ],
  [
    "a thing counted in words",
    "A weekly letter with one seasonal recipe, a shopping list and a wine pairing, every Sunday morning.",
    ["one seasonal recipe", "shopping list", "wine pairing"],
  ],
  ["measures in figures are no list", "Payload 5 kg, reach 900 mm, 99.98% uptime.", []],
  [
    "topics of a webinar that is an offer",
    "A free 45-minute webinar on pension drawdown, annuities and the tax-free lump sum.",
    ["pension drawdown", "annuities", "tax-free lump sum"],
  ],
  [
    "the business doing something to a list",
    "Northside Physio treats sports injuries, back and neck pain.",
    ["sports injuries", "back", "neck pain"],
  ],
  [
    "'with' inside a first item in the plural",
    "Scones with clotted cream, sandwiches and homemade cakes.",
    ["Scones with clotted cream", "sandwiches", "homemade cakes"],
  ],
  [
    "'with' after what the business is",
    "Bakery with sourdough, rye and croissants.",
    ["sourdough", "rye", "croissants"],
  ],
];

describe("offering wording families", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description, { companyName: "Northside Physio" }).offerings).toEqual(expected);
    });
  }

  it("a size priced after a name belongs to that name", () => {
    const [honey] = brief("- Raw wildflower honey, 340g jar £8.50 - Comb honey £12").prices;
    expect(honey).toMatchObject({ label: "340g jar", of: "Raw wildflower honey" });
  });
});

describe("topics said as questions after a lead-in", () => {
  it.each([
    [
      "Online-Seminar am 4. März. Wir zeigen, wie eine Steuererklärung aufgebaut ist, was man absetzen kann und welche Fristen gelten.",
      ["wie eine Steuererklärung aufgebaut ist", "was man absetzen kann", "welche Fristen gelten"],
    ],
    [
      "Free class on 9 June. We show you how sourdough starters work, what flour to buy and why loaves collapse.",
      ["how sourdough starters work", "what flour to buy", "why loaves collapse"],
    ],
    [
      "Seminario online il 4 marzo. Ti spieghiamo come funziona il mutuo, quali documenti servono e quando conviene rinegoziare.",
      ["come funziona il mutuo", "quali documenti servono", "quando conviene rinegoziare"],
    ],
  ])("lists the questions, not the lead-in: %s", (description, topics) => {
    expect(brief(description).offerings).toEqual(topics);
  });
});

describe("a run of things the business does is its story, not its offerings", () => {
  it.each([
    "Wir mahlen selbst, backen jeden Tag Brot und haben einen kleinen Garten.",
    "We grind our own flour, bake rye loaves every morning and have a tiny garden.",
    "Nous brassons nous-mêmes, servons des planches le soir et avons une terrasse.",
    "Molemos nuestro propio café, horneamos cada mañana y tenemos una terraza.",
  ])("%s", (description) => {
    expect(brief(description).offerings).toEqual([]);
  });

  it.each([
    ["Wir backen Brot, Brötchen und Kuchen.", ["Brot", "Brötchen", "Kuchen"]],
    [
      "Wir backen frische Brötchen, leckeren Kuchen und saftige Torten.",
      ["frische Brötchen", "leckeren Kuchen", "saftige Torten"],
    ],
    ["We bake sourdough, rye bread and cinnamon buns.", ["sourdough", "rye bread", "cinnamon buns"]],
  ])("a list after one verb is still a list: %s", (description, offerings) => {
    expect(brief(description).offerings).toEqual(offerings);
  });
});

// The priced items of the first are read as prices; before, "each glazed by hand" was an offering too.
describe("a part said of every item ends the list", () => {
  it.each([
    [
      "Handthrown mugs (£28), serving bowls (£54) and bud vases (£22), each glazed by hand in our St Ives studio.",
      [],
    ],
    [
      "Wir verkaufen Tassen, Schalen und Vasen, alle handglasiert in unserer Werkstatt.",
      ["Tassen", "Schalen", "Vasen"],
    ],
  ])("reads no item from the closing part of %j", (description, items) => {
    expect(brief(description).offerings).toEqual(items);
  });
});

describe("a list item with its relative clause, and a business's verb after where it is", () => {
  it("keeps a relative clause with its item (a German article before a noun is no relative)", () => {
    expect(
      brief("Jeden Sonntag ein Rezept, ein Fehler, den ich gemacht habe, und eine Frage der Leser.")
        .offerings,
    ).toContain("Fehler, den ich gemacht habe");
    expect(brief("Wir backen Brot, die Brezeln und Kuchen.").offerings).toContain("die Brezeln");
  });

  it("lists from after the business's verb when where it is stands between", () => {
    const b = brief(
      "Garage Brouwer in Amersfoort doet APK-keuringen, onderhoud en reparatie van alle merken.",
      {
        companyName: "Garage Brouwer",
      },
    );
    expect(b.offerings).toEqual(["APK-keuringen", "onderhoud", "reparatie van alle merken"]);
  });
});

describe("a pasted list of lines, each a sentence of its own", () => {
  it("names every dashed line's thing, not only lines that share a sentence", () => {
    const b = brief(
      "Plumber in Leeds.\n- Blocked drains: cleared the same day with a camera survey.\n- Boiler repairs: all makes, Gas Safe registered.\n- Burst pipes: we come within the hour.",
    );
    expect(b.offerings).toEqual(["Blocked drains", "Boiler repairs", "Burst pipes"]);
  });

  it("a single dashed line is no list", () => {
    expect(brief("Plumber in Leeds.\n- Blocked drains cleared the same day.").offerings).toEqual([]);
  });
});

describe("a list after a dash, and names that share their noun", () => {
  it.each([
    ["monthly podcast on home brewing - stouts, sours, lagers. free.", ["stouts", "sours", "lagers"]],
    ["Blog über Gartenbau – Tomaten, Kürbis und Bohnen.", ["Tomaten", "Kürbis", "Bohnen"]],
  ])("lists the items after the dash of %j, never the theme before it", (description, offerings) => {
    expect(brief(description).offerings).toEqual(offerings);
  });

  it.each([
    [
      "Booking app for salons. Online booking, SMS reminders, Square and SumUp payments.",
      "Square and SumUp payments",
    ],
    ["Payroll for shops. Timesheets, holiday tracking, Sage and Xero sync.", "Sage and Xero sync"],
    ["Caisse pour boulangeries. Stocks, tickets, paiements Lydia et PayPal.", "paiements Lydia et PayPal"],
  ])("keeps one item for the names joined in %j", (description, item) => {
    expect(brief(description).offerings).toContain(item);
  });
});
