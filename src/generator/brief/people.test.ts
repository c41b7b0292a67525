import { describe, expect, it } from "vitest";
import { type BriefCase, brief, pick } from "./test-helpers.js";

const CASES: BriefCase[] = [
  {
    say: "a pasted team list names each person with the role on their line, never as offerings",
    description:
      "Our team:\n- Margaret Hollis, founder, 20 years in retail operations\n- Dev Anand, supply chain lead\n- Chloe Park, data analyst\nWe help mid-size retailers cut stock waste.",
    expected: {
      people: [
        { name: "Margaret Hollis", role: "founder" },
        { name: "Dev Anand", role: "supply chain lead" },
        { name: "Chloe Park", role: "data analyst" },
      ],
      offerings: [],
    },
  },
  {
    say: "a pasted list of talks names each speaker with their talk, never the talks as offerings",
    description:
      "Monthly meetup.\nTalks:\n- Streams without tears — Aisha Patel\n- Bun vs Node5 in production — Tom Fairley\nFree pizza.",
    expected: {
      people: [
        { name: "Aisha Patel", role: "Streams without tears" },
        { name: "Tom Fairley", role: "Bun vs Node5 in production" },
      ],
      offerings: [],
    },
  },
  {
    say: "a list of talks in another language, each 'title – speaker'",
    description:
      "Programma: - Il futuro del caffè – Luca Ferri - Latte art dal vivo – Sara Conti. Ingresso libero.",
    expected: {
      people: [
        { name: "Luca Ferri", role: "Il futuro del caffè" },
        { name: "Sara Conti", role: "Latte art dal vivo" },
      ],
    },
  },
  {
    say: "an expert or speaker named by their trade in another language is a person with that role",
    description: "Com a economista Marta Ribeiro. Avec la nutritionniste Julie Blanc.",
    expected: {
      people: [
        { name: "Marta Ribeiro", role: "economista" },
        { name: "Julie Blanc", role: "nutritionniste" },
      ],
    },
  },
  {
    say: "a team or staff list in another language names people, never offerings; each takes the list's singular",
    description:
      "L'équipe : Claire Moreau (associée), Julien Petit, Amina Diallo. Istruttori: Luca Ferri, Sara Conti.",
    expected: {
      people: [
        { name: "Claire Moreau", role: "associée" },
        { name: "Julien Petit" },
        { name: "Amina Diallo" },
        { name: "Luca Ferri", role: "istruttore" },
        { name: "Sara Conti", role: "istruttore" },
      ],
      offerings: [],
    },
  },
  {
    say: "a single word after a role and 'a', 'in', 'w' is the town the person works in, not a name",
    description: "Sono un'interior designer a Milano. Jestem fotografem w Gdańsku.",
    expected: { people: [] },
  },
  {
    say: "what a role is about stays with it; a list after the person's credentials is what they cover",
    description:
      "Our tax adviser Priya Shah, ACA, walks through allowable expenses, payments on account and the 31 January deadline. Lessons with piano teacher Anna Berg.",
    expected: {
      people: [
        { name: "Priya Shah", role: "tax adviser" },
        { name: "Anna Berg", role: "piano teacher" },
      ],
      offerings: ["allowable expenses", "payments on account"],
    },
  },
  {
    say: "'I'm' is no part of a name; the first item of a plain list starts after its verb",
    description:
      "I'm Lena Park, an illustrator in Glasgow. I draw picture books, editorial spots and packaging.",
    expected: {
      people: [{ name: "Lena Park", role: "illustrator" }],
      offerings: ["picture books", "editorial spots", "packaging"],
    },
  },
  {
    say: "a trade's role after the name, before a 'since' the page keeps apart",
    description: "Run by Priya, a certified groomer since 2015.",
    expected: { people: [{ name: "Priya", role: "certified groomer" }] },
  },
  {
    say: "'our head baker is …' names the baker",
    description: "Our head baker is Jonas Berg.",
    expected: { people: [{ name: "Jonas Berg", role: "head baker" }] },
  },
  {
    say: "the sentence's full stop is no part of a role, an abbreviation's is",
    description:
      "Hosted by Tom Reyes, head of growth at Signal Lab. Speakers: Maria Silva (CTO, Acme Inc.) and John Doe.",
    expected: {
      people: [
        { name: "Tom Reyes", role: "head of growth at Signal Lab" },
        { name: "Maria Silva", role: "CTO, Acme Inc." },
        { name: "John Doe", role: "speaker" },
      ],
    },
  },
  {
    say: "a role before the name",
    description: "Cook with head chef Anna Kovács every Saturday.",
    expected: { people: [{ name: "Anna Kovács", role: "head chef" }] },
  },
  {
    say: "hosted by a doctor with a title, role after the comma",
    description: "A breathing webinar hosted by Dr. Tom Reyes, cardiologist, for busy parents.",
    expected: { people: [{ name: "Dr. Tom Reyes", role: "cardiologist" }] },
  },
  {
    say: "a speaker list with a bracketed role and an inherited one",
    description: "Speakers: Maria Silva (CTO, Acme) and John Doe.",
    expected: {
      people: [
        { name: "Maria Silva", role: "CTO, Acme" },
        { name: "John Doe", role: "speaker" },
      ],
    },
  },
  {
    say: "'our founder, Name' and 'Name, our founder'",
    description:
      "Our founder, Lena Fischer, bakes every loaf. Ask Tom Berger, our sommelier, about pairings.",
    expected: {
      people: [
        { name: "Lena Fischer", role: "founder" },
        { name: "Tom Berger", role: "sommelier" },
      ],
    },
  },
  {
    say: "initials stay part of the name",
    description: "A reading by J. K. Rowling, author, at the library.",
    expected: { people: [{ name: "J. K. Rowling", role: "author" }] },
  },
  {
    say: "companies, streets and products are never people",
    description:
      "Kovács Bt. builds kitchens at Baker Street. The RoboArm C5 collaborative robot ships in May. Visit Anna Bakery.",
    expected: { people: [] },
  },
  {
    say: "a testimonial with a dash and an author's role",
    description: "“Best goulash in town” — Péter, regular guest",
    expected: {
      quotes: [{ text: "Best goulash in town", author: "Péter", role: "regular guest" }],
      quoted: [],
    },
  },
  {
    say: "a testimonial with straight quotes and 'says'",
    description: 'Customers love us. "They fixed my cracked screen in an hour" says Maria Lopez, student.',
    expected: {
      quotes: [{ text: "They fixed my cracked screen in an hour", author: "Maria Lopez", role: "student" }],
    },
  },
  {
    say: "quoted text without an author is quoted, not a testimonial",
    description: "Our motto is “bread worth waiting for”. Try the “Kert Classic”.",
    expected: { quotes: [], quoted: ["bread worth waiting for", "Kert Classic"] },
  },
];

describe("people and quotes", () => {
  for (const c of CASES) {
    it(c.say, () => {
      expect(pick(brief(c.description, c.input), c.expected)).toEqual(c.expected);
    });
  }
});

/** People as owners name them: each row one member of a family of wordings, with the role verbatim. */
const FAMILIES: [string, string, { name: string; role?: string }[]][] = [
  [
    "two hosts after one verb",
    "A weekly podcast about working nights, hosted by Priya Nair and Tom Blake.",
    [
      { name: "Priya Nair", role: "host" },
      { name: "Tom Blake", role: "host" },
    ],
  ],
  [
    "I'm and a role",
    "Hi! I'm Sam, a certified strength coach.",
    [{ name: "Sam", role: "certified strength coach" }],
  ],
  [
    "I'm, a role with 'and'",
    "I'm Priya, a wedding and family photographer based in Manchester.",
    [{ name: "Priya", role: "wedding and family photographer" }],
  ],
  ["my name is", "My name is Tomás and I fix bikes.", [{ name: "Tomás" }]],
  [
    "a pair introduce themselves",
    "Hello, we're Jess and Ollie! We walk dogs.",
    [{ name: "Jess" }, { name: "Ollie" }],
  ],
  ["'we are' the business is no person", "We are Casa Lola, a tapas bar.", []],
  [
    "made by",
    "Knitted by Margaret and her daughter Ellie in Hawes.",
    [{ name: "Margaret" }, { name: "Ellie", role: "daughter" }],
  ],
  [
    "written by, a former role",
    "Written by Maya Chen, ex-head of growth at Monzo.",
    [{ name: "Maya Chen", role: "ex-head of growth at Monzo" }],
  ],
  ["a title makes a person", "Le Dr Claire Moreau vous accueille.", [{ name: "Dr Claire Moreau" }]],
  [
    "a surname that is a word",
    "City & Guilds qualified groomer Anna Price, 10 years' experience.",
    [{ name: "Anna Price", role: "qualified groomer" }],
  ],
  [
    "a credential before the role is a credential, not the role",
    "Gas Safe registered engineer Tom Reilly.",
    [{ name: "Tom Reilly", role: "engineer" }],
  ],
  [
    "a role word before the name, letters after it",
    "Surveyor Mark Ellis MRICS has 20 years' experience.",
    [{ name: "Mark Ellis", role: "Surveyor" }],
  ],
  ["a role used as a verb", "We cook Andalusian food.", []],
  ["a role in capitals", "Comedy night with MC Tom Ward and three acts.", [{ name: "Tom Ward", role: "MC" }]],
  [
    "a company before the role is part of it",
    "Your host: Leanne Park, Etsy seller since 2014.",
    [{ name: "Leanne Park", role: "Etsy seller" }],
  ],
  ["a street after a role word is no person", "Visit the museum at 221B Baker Street, London.", []],
  [
    "a credential inside the role",
    "Presented by Raj Patel, CeMAP-qualified mortgage adviser.",
    [{ name: "Raj Patel", role: "CeMAP-qualified mortgage adviser" }],
  ],
  ["someone to call", "Intensive courses available. Call Sue on 07700 900123.", [{ name: "Sue" }]],
];

describe("people wording families", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).people).toEqual(expected);
    });
  }
});

describe("who leads, said with 'with' and a role in lower case", () => {
  it.each([
    [
      "Corso online di fotografia, sabato 9 gennaio. Con Lucia Greco, consulente del lavoro.",
      "Lucia Greco",
      "consulente del lavoro",
    ],
    [
      "Taller de finanzas, 3 de marzo. Con Ana Torres, asesora financiera.",
      "Ana Torres",
      "asesora financiera",
    ],
    [
      "Atelier budget le 4 mai. Avec Claire Morel, conseillère fiscale.",
      "Claire Morel",
      "conseillère fiscale",
    ],
    [
      "Monthly letter on urban birds. Written by Omar Haddad, former BBC journalist.",
      "Omar Haddad",
      "former BBC journalist",
    ],
  ])("%j names %j as %j", (description, name, role) => {
    expect(brief(description).people).toEqual([{ name, role }]);
  });

  it("names nobody from 'with' before a capitalised place or a thing", () => {
    expect(brief("Con Vista Mare, appartamenti sul lago.").people).toEqual([]);
  });
});

describe("an author named with the verb for writing, in other languages", () => {
  it.each([
    [
      "Maandelijkse nieuwsbrief over kaas. Gratis. Geschreven door Sanne Visser, oud-kaasmaker.",
      "Sanne Visser",
      "oud-kaasmaker",
    ],
    ["Wöchentlicher Brief über Pilze. Geschrieben von Tobias Kern, Küchenchef.", "Tobias Kern", "Küchenchef"],
    [
      "Lettre mensuelle sur le vin. Écrite par Anne Roux, ancienne sommelière.",
      "Anne Roux",
      "ancienne sommelière",
    ],
  ])("%j names %j as %j", (description, name, role) => {
    expect(brief(description).people).toEqual([{ name, role }]);
  });
});
