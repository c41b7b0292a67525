import { describe, expect, it } from "vitest";
import { type BriefCase, brief, pick } from "./test-helpers.js";

/** Quantities, offers, offerings, places and addresses. */
const CASES: BriefCase[] = [
  {
    say: "specs with units and a percentage that is not split",
    description: "Payload 5 kg, reach 900 mm, 99.98% uptime.",
    expected: { quantities: ["5 kg", "900 mm", "99.98%"] },
  },
  {
    say: "years in business, grouped counts and group sizes",
    description: "Family-run since 1968. Read by 12 000 readers. Classes in groups of 8.",
    expected: { quantities: ["since 1968", "12 000 readers", "groups of 8"], dates: [] },
  },
  {
    say: "places, courses, rooms and a worded duration",
    description: "A two-hour class with 3 courses and 12 places. The hotel has 40 rooms.",
    expected: { quantities: ["two-hour", "3 courses", "12 places", "40 rooms"] },
  },
  {
    say: "a free delivery for a region or worldwide is an offer, its threshold no price",
    description: "200g tin £14. Free UK delivery over £40. Free worldwide shipping on orders over $60.",
    expected: {
      offers: ["Free UK delivery over £40", "Free worldwide shipping on orders over $60"],
      prices: [{ text: "£14", amount: 14, currency: "GBP", label: "200g tin" }],
    },
  },
  {
    say: "offers with thresholds, first-time deals, returns and discounts",
    description:
      "Free shipping over €40. Your first class free. 30-day returns on everything. 10% off for students. Free parking.",
    expected: {
      offers: [
        "Free shipping over €40",
        "first class free",
        "30-day returns on everything",
        "10% off for students",
        "Free parking",
      ],
      prices: [],
    },
  },
  {
    say: "a free trial and a money-back guarantee",
    description: "Start with a 14-day free trial, backed by our money-back guarantee.",
    expected: { offers: ["14-day free trial", "money-back guarantee"] },
  },
  {
    say: "offerings from a list after 'we serve', cleaned of articles",
    description: "We serve fresh pasta made daily, natural wines and a sunny terrace.",
    expected: { offerings: ["fresh pasta made daily", "natural wines", "sunny terrace"] },
  },
  {
    say: "offerings after 'featuring' and 'our', without contacts or hours",
    description:
      "Bakery featuring our sourdough loaves, cinnamon rolls and seasonal tarts. Open daily 7am–3pm, call +36 30 123 4567.",
    expected: { offerings: ["sourdough loaves", "cinnamon rolls", "seasonal tarts"] },
  },
  {
    say: "no offerings from when the place is open or closed",
    description:
      "A café on Ráday utca. Open Wednesday to Sunday 7:30–16:00, closed Mondays and Tuesdays. We serve open-air breakfasts, flat whites and poppy-seed rolls.",
    expected: { offerings: ["open-air breakfasts", "flat whites", "poppy-seed rolls"] },
  },
  {
    say: "a plain list with a colon",
    description: "Services: screen replacement, battery swaps, water damage repair.",
    expected: { offerings: ["screen replacement", "battery swaps", "water damage repair"] },
  },
  {
    say: "a list used as the subject of a sentence",
    description: "Our croissants, rye bread and poppy-seed rolls are baked at 5 am.",
    expected: { offerings: ["croissants", "rye bread", "poppy-seed rolls"] },
  },
  {
    say: "a line of facts is not a list of offerings",
    description: "Sunset Jazz Festival, 8–10 August 2027, Balatonfüred.",
    expected: { offerings: [] },
  },
  {
    say: "sentences are not offerings",
    description: "We are a small team. We love what we do and we care about every guest.",
    expected: { offerings: [] },
  },
  {
    say: "a town after 'in' is a place",
    description: "A family bakery in Veszprém.",
    expected: { places: ["Veszprém"], addresses: [] },
  },
  {
    say: "a Hungarian street address with its town",
    description: "Find us at Fő utca 12, Veszprém.",
    expected: { addresses: ["Fő utca 12, Veszprém"], places: ["Veszprém"] },
  },
  {
    say: "an English street address with its city",
    description: "Visit the museum at 221B Baker Street, London.",
    expected: { addresses: ["221B Baker Street, London"], places: ["London"] },
  },
  {
    say: "a UK postcode after the town stays whole; its letters are no part of the town",
    description:
      "A small café at 3 Quay Street, Bristol BS1 4DB. Our office: 1 Market Square, Milton Keynes MK9 3AB.",
    expected: {
      addresses: ["3 Quay Street, Bristol BS1 4DB", "1 Market Square, Milton Keynes MK9 3AB"],
      places: ["Bristol", "Milton Keynes"],
    },
  },
  {
    say: "'with' inside an item of a plain list does not start the list",
    description: "Join us in Salford. Big free weights area, free induction with a coach, women-only area.",
    expected: { offerings: ["Big free weights area", "free induction with a coach", "women-only area"] },
  },
  {
    say: "places listed after 'serving' or 'covering' are the areas a business comes to, not what it sells",
    description:
      "Mobile dog grooming van serving Headingley and Chapel Allerton. We also cover Stratford-upon-Avon, Warwick and Leamington Spa. Serving fresh pasta and natural wines.",
    expected: {
      serviceAreas: ["Headingley", "Chapel Allerton", "Stratford-upon-Avon", "Warwick", "Leamington Spa"],
      offerings: ["fresh pasta", "natural wines"],
    },
  },
  {
    say: "'covering' lists the areas too; a part of a town in lower case stays with it",
    description:
      "A family-run locksmith covering Leeds, Bradford and Wakefield. Tutoring at home in south Manchester.",
    expected: { serviceAreas: ["Leeds", "Bradford", "Wakefield"], places: ["south Manchester"] },
  },
  {
    say: "Dutch and German streets named in several words keep every word",
    description:
      "Lessons at my studio on Witte de Withstraat 12 or online. Our shop is at Schönhauser Allee 36, Berlin. The office: Prins Hendrikkade 20, Amsterdam.",
    expected: {
      addresses: [
        "Witte de Withstraat 12",
        "Schönhauser Allee 36, Berlin",
        "Prins Hendrikkade 20, Amsterdam",
      ],
    },
  },
  {
    say: "a one-word German or Dutch street after a sentence's first word stays one word",
    description: "Visit Hauptstraße 5, 10115 Berlin. Find us at Keizersgracht 123.",
    expected: { addresses: ["Hauptstraße 5, 10115 Berlin", "Keizersgracht 123"] },
  },
  {
    say: "a Hungarian square named without a number, with its town",
    description: "The run starts at Flórián tér, Budapest.",
    expected: { places: ["Flórián tér, Budapest"] },
  },
  {
    say: "a Budapest district",
    description: "Our studio is in Budapest, District VII.",
    expected: { places: ["Budapest, District VII"] },
  },
  {
    say: "online and Zoom",
    description: "The course runs online; live sessions on Zoom.",
    expected: { places: ["online", "Zoom"] },
  },
  {
    say: "technology, product words, durations and months are never places",
    description: "Location: React. Built in React, shared in Slack, set up in 5 minutes, launching in March.",
    expected: { places: [], addresses: [] },
  },
];

describe("quantities, offers, offerings and places", () => {
  for (const c of CASES) {
    it(c.say, () => {
      expect(pick(brief(c.description, c.input), c.expected)).toEqual(c.expected);
    });
  }
});

describe("quantity wording families", () => {
  const CASES: [string, string, string[]][] = [
    ["a range of minutes", "3 runs a week, 20–40 minutes each.", ["20–40 minutes"]],
    ["a range with 'to'", "IT support for offices of 5 to 50 people.", ["5 to 50 people"]],
    [
      "a maximum and a count of people",
      "Max 16 children, 2 instructors.",
      ["Max 16 children", "2 instructors"],
    ],
    [
      "counts in the thousands of anything",
      "We gave out 12,400 parcels. Read by 18,000 marketers.",
      ["12,400 parcels", "18,000 marketers"],
    ],
    ["up to passengers", "Up to 12 passengers.", ["Up to 12 passengers"]],
    [
      "what something serves or sleeps",
      "Each kit serves 4. Cabins sleeping up to 4.",
      ["serves 4", "sleeping up to 4"],
    ],
    ["a minimum", "£30/hr, minimum 2 hours.", ["minimum 2 hours"]],
    ["minutes written short", "Initial assessment (45 min) £65.", ["45 min"]],
    ["a tolerance", "Tolerances to ±0.01 mm.", ["±0.01 mm"]],
    [
      "shares that are fees",
      "Tenant find 8% of the first year's rent, fully managed 12% + VAT.",
      ["8% of the first year's rent", "12% + VAT"],
    ],
    ["a commission", "We charge 15% commission on sales.", ["15% commission on sales"]],
    ["a fee and its tax", "1% fee + VAT, no sale no fee.", ["1% fee + VAT"]],
    ["people in French", "Gîte de charme pour 6 personnes.", ["6 personnes"]],
    ["pupils in Spanish", "Grupos reducidos de 6 alumnos como máximo.", ["6 alumnos"]],
    ["a share that is no fee stays a share", "Payload 5 kg, 99.98% uptime.", ["5 kg", "99.98%"]],
    [
      "a team size range with its noun",
      "Escape rooms for teams of 2 to 6 players.",
      ["teams of 2 to 6 players"],
    ],
  ];
  for (const [say, description, expected] of CASES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).quantities).toEqual(expected);
    });
  }
});
