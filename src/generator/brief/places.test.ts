import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";
import type { ContentBrief } from "./types.js";

type Where = Pick<ContentBrief, "addresses" | "places" | "serviceAreas">;

/** Where a business is, and where it goes: each row one member of a family of wordings. */
const FAMILIES: [string, string, Partial<Where>][] = [
  // What a thing is made of or where it comes from is not where the business is.
  [
    "a place before a material",
    "Hand-knitted jumpers from Wensleydale wool. Knitted in Hawes.",
    { places: ["Hawes"] },
  ],
  [
    "a place before a food",
    "Single-origin Kenyan and Yirgacheffe beans, roasted in Leeds.",
    { places: ["Leeds"] },
  ],
  ["made in", "Organic cotton jeans made in Portugal.", { places: [] }],
  // A Polish address with its town written first, as Poles often do: one address, no town left over.
  [
    "a Polish town before its street",
    "Bezpłatna konsultacja. Kraków, ul. Długa 12.",
    { addresses: ["Kraków, ul. Długa 12"] },
  ],
  // A venue, then a street without a number and a postcode: one address, the venue's name with it.
  [
    "a venue before its address",
    "Talks every month at The Corn Exchange, New Station Street, Leeds LS1 4JB.",
    { addresses: ["The Corn Exchange, New Station Street, Leeds LS1 4JB"], places: ["Leeds"] },
  ],
  ["sourced from", "Tea sourced from Assam and Darjeeling, blended in Bath.", { places: ["Bath"] }],
  // Where someone worked.
  ["years at", "15 years at Goldman Sachs. Based in Austin.", { places: ["Austin"] }],
  ["a role at", "Written by Maya Chen, ex-head of growth at Monzo.", { places: [] }],
  // Tools are no places.
  ["a tool after 'in'", "Kids build their own game in Scratch and Python.", { places: [] }],
  // Several towns in one list are where the business goes (one address cannot be in three towns).
  [
    "three places",
    "We walk dogs in Didsbury, Chorlton and Withington.",
    { serviceAreas: ["Didsbury", "Chorlton", "Withington"] },
  ],
  [
    "towns in French",
    "Plombier intervenant à Nantes, Rezé et Orvault.",
    { serviceAreas: ["Nantes", "Rezé", "Orvault"] },
  ],
  ["a region and beyond", "Wedding photography in Yorkshire and beyond.", { serviceAreas: ["Yorkshire"] }],
  // A town's name with a small joining word is one name.
  ["a town with 'di'", "Maglioni fatti a mano in Val di Fiemme.", { places: ["Val di Fiemme"] }],
  // British premises with no street word, closed by a postcode, are an address.
  [
    "a unit on an estate, closed by a postcode",
    "Laser cutting and welding. Unit 7, Tyseley Industrial Estate, Birmingham B11 2AA.",
    { addresses: ["Unit 7, Tyseley Industrial Estate, Birmingham B11 2AA"], places: ["Birmingham"] },
  ],
  // The parts of a place named in brackets after it are where the business goes, each kept.
  [
    "a place's parts in brackets",
    "Dog walking in south Manchester (Didsbury, Chorlton, Withington).",
    { places: ["south Manchester"], serviceAreas: ["Didsbury", "Chorlton", "Withington"] },
  ],
  [
    "a place's parts in brackets, in Spanish",
    "Fontanero en Madrid (Chamberí, Salamanca y Retiro).",
    { places: ["Madrid"], serviceAreas: ["Chamberí", "Salamanca", "Retiro"] },
  ],
  [
    "two places and their town",
    "Clinics in Leith and Morningside, Edinburgh.",
    {
      places: ["Leith", "Morningside", "Edinburgh"],
    },
  ],
  ["two towns", "IT support for offices in Bristol and Bath.", { places: ["Bristol", "Bath"] }],
  // An address keeps every part its owner wrote: the unit, a postcode straight after the street, an
  // Australian state's postcode.
  [
    "a unit before the street",
    "Taught by potter Hannah Webb. Unit 3, Kiln Lane, Bristol BS5 9QE.",
    { addresses: ["Unit 3, Kiln Lane, Bristol BS5 9QE"] },
  ],
  [
    "a postcode with a zero after the street",
    "No booking needed. 220 Purley Way, CR0 4XG.",
    { addresses: ["220 Purley Way, CR0 4XG"] },
  ],
  [
    "an Australian state and postcode",
    "Most jobs same day. 212 Brunswick St, Fitzroy VIC 3065. Ph 03 9417 2233.",
    { addresses: ["212 Brunswick St, Fitzroy VIC 3065"] },
  ],
  // A region named for two cities is one area.
  [
    "an area joined by a dash",
    "Roofing company serving Dallas–Fort Worth since 2004.",
    { serviceAreas: ["Dallas–Fort Worth"] },
  ],
  ["a name after 'and' that is no place", "Based in London and Sarah runs the shop.", { places: ["London"] }],
  // Venues and streets named without a number.
  [
    "a venue with its kind",
    "9am–3pm daily at Ashfield Community Centre.",
    { places: ["Ashfield Community Centre"] },
  ],
  [
    "a venue and its street",
    "Open Tuesdays at St Mark's Church Hall, Dalston Lane.",
    {
      places: ["St Mark's Church Hall, Dalston Lane"],
    },
  ],
  [
    "a venue whose kind is not capitalised keeps its kind",
    "A Thursday evening knitting circle at the Crown library, Leeds.",
    { places: ["Crown library"] },
  ],
  ["a street without a number", "A little tapas bar on Gardner Street.", { places: ["Gardner Street"] }],
  // A US state after the town.
  [
    "a US state",
    "412 Main St, Burlington, VT.",
    { addresses: ["412 Main St, Burlington, VT"], places: ["Burlington"] },
  ],
  [
    "a state and ZIP",
    "Visit us at 1200 Congress Avenue, Austin, TX 78701.",
    {
      addresses: ["1200 Congress Avenue, Austin, TX 78701"],
      places: ["Austin"],
    },
  ],
  // The areas a business goes to.
  [
    "serving a part of a city",
    "Licensed plumber serving the North Side of Chicago.",
    {
      serviceAreas: ["the North Side of Chicago"],
    },
  ],
  [
    "we cover all of",
    "We cover all of Greater London inside the M25.",
    {
      serviceAreas: ["all of Greater London inside the M25"],
    },
  ],
  [
    "across a country",
    "Based in Austin, working with founders across the US.",
    {
      places: ["Austin"],
      serviceAreas: ["the US"],
    },
  ],
  [
    "travelling across a region",
    "Photographer based in Manchester, travelling across the North West.",
    {
      places: ["Manchester"],
      serviceAreas: ["the North West"],
    },
  ],
  ["delivered across", "Curry kits delivered to your door across the UK.", { serviceAreas: ["the UK"] }],
  // Where products come from or are sold, and who a page speaks to, are no locations.
  [
    "a product from a country",
    "Natural wines from Georgia at Vinotéka, Prague.",
    { places: ["Vinotéka, Prague"] },
  ],
  [
    "an audience in a country is where customers are",
    "A webinar for freelancers in Germany.",
    {
      places: [],
      serviceAreas: ["Germany"],
    },
  ],
  [
    "people served in a borough",
    "Food parcels for families in Hackney.",
    { places: [], serviceAreas: ["Hackney"] },
  ],
  [
    "people in two towns",
    "IT support for offices of 5 to 50 people in Bristol and Bath.",
    {
      places: [],
      serviceAreas: ["Bristol", "Bath"],
    },
  ],
  ["shops that stock a product", "Oat milk cartons at Tesco and Waitrose.", { places: [] }],
  ["people at a company", "Built by engineers at Ferrous Systems.", { places: [] }],
  [
    "three neighbourhoods",
    "Apartments in Alfama, Graça and Príncipe Real.",
    { places: ["Alfama", "Graça", "Príncipe Real"] },
  ],
  [
    "a US street with a direction",
    "2104 E Cesar Chavez St, Austin, TX 78702.",
    {
      addresses: ["2104 E Cesar Chavez St, Austin, TX 78702"],
      places: ["Austin"],
    },
  ],
  ["booking online is no place", "Walk-ins welcome, or book online.", { places: [] }],
  ["near in French", "Gîte de charme près de Sault, avec piscine.", { places: ["Sault"] }],
];

describe("place wording families", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      const b = brief(description);
      const got = Object.fromEntries(Object.keys(expected).map((k) => [k, b[k as keyof Where]]));
      expect(got).toEqual(expected);
    });
  }
});

describe("the business's own name", () => {
  it("is no address when a street word opens it and no number follows", () => {
    const b = brief("Camino Vivo organiza retiros de caminata por el Camino del Norte.", {
      companyName: "Camino Vivo",
    });
    expect(b.addresses).not.toContain("Camino Vivo");
  });

  it("keeps a street with a number that shares a word with the business", () => {
    const b = brief("Gelateria artigianale in Via Roma 12, Bologna.", { companyName: "Via Roma Gelati" });
    expect(b.addresses.join(" ")).toContain("Via Roma 12");
  });
});
