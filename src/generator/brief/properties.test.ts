/**
 * Properties over arbitrary and fact-shaped input: extraction never throws, and every text it returns is
 * a verbatim slice of the sanitized description (the composer shows them exactly as given).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContentBrief } from "./index.js";
import { brief } from "./test-helpers.js";

/** Every string the composer may show verbatim. */
function verbatimTexts(b: ContentBrief): string[] {
  return [
    ...b.sentences,
    ...b.offerings,
    ...b.prices.flatMap((p) => [p.text, p.label, p.per ?? ""]),
    ...b.dates.map((d) => d.text),
    ...b.hours.flatMap((h) => [h.text, h.days, h.times]),
    ...b.addresses,
    ...b.places,
    ...b.phones.map((p) => p.text),
    ...b.emails,
    ...b.urls,
    ...b.socials.map((s) => s.text),
    ...b.people.map((p) => p.name),
    ...b.quotes.flatMap((q) => [q.text, q.author ?? "", q.role ?? ""]),
    ...b.agenda.flatMap((a) => [a.text, a.time ?? ""]),
    ...b.quantities,
    ...b.offers,
    ...b.quoted,
  ];
}

const FACT_TOKENS = [
  "€12.50",
  "12,50 €",
  "3 900 Ft",
  "$2,450",
  "£2.20 per litre",
  "HUF 12 000",
  "from €19/month",
  "1.299 kr",
  "Saturday 6 March 2027 at 10:00",
  "14–16 May 2027",
  "May 14 to May 16",
  "next Friday at 6 pm",
  "18:00–20:00",
  "CET",
  "London time",
  "Europe/Berlin",
  "GMT+1",
  "open Tuesday to Sunday 12:00-22:00",
  "Mon–Fri 8–18,",
  "Sat 9–13",
  "H–P 8–18",
  "+36 30 123 4567",
  "(555) 010-0199",
  "06 1 234 5678",
  "hello@kert.hu",
  "www.kert.hu",
  "kert.hu/menu",
  "@bistrokert on Instagram",
  "Facebook: /kert",
  "with head chef Anna Kovács",
  "hosted by Dr. Tom Reyes, cardiologist",
  "Speakers: Maria Silva (CTO, Acme) and John Doe",
  "our founder, Lena Fischer",
  "“Best goulash in town” — Péter, regular guest",
  '"quoted"',
  "10:00 welcome, 10:30 starter dough",
  "Day 1: basics; Day 2: practice",
  "5 kg",
  "900 mm",
  "since 1968",
  "12 000 readers",
  "groups of 8",
  "two-hour",
  "99.98%",
  "free shipping over €40",
  "first class free",
  "30-day returns",
  "We serve fresh pasta, natural wines and a terrace",
  "in Veszprém",
  "at Fő utca 12, Veszprém",
  "221B Baker Street, London",
  "Budapest, District VII",
  "online",
  "on Zoom",
  "Location: React",
  "Kovács Bt.",
  "RoboArm C5",
  "e.g.",
  "No. 5",
  "J. K. Rowling",
  "\u0000",
  "\u0007",
  "\n",
  ".",
  ",",
  ";",
  "and",
  "the",
  "مقهى",
  "שלום",
  "—",
  "(",
  ")",
  "“",
  "”",
  "'",
  "...",
];

const factShaped = fc
  .array(fc.constantFrom(...FACT_TOKENS), { maxLength: 60 })
  .chain((tokens) => fc.constant(tokens.join(" ")));

function checkVerbatim(description: string, timeZone?: string): void {
  const b = brief(description, { timeZone });
  for (const text of verbatimTexts(b)) {
    if (!b.description.includes(text)) throw new Error(`"${text}" is not in "${b.description}"`);
  }
}

describe("properties", () => {
  it("every text is a slice of the sanitized description (fact-shaped input)", () => {
    fc.assert(
      fc.property(factShaped, fc.constantFrom("Europe/Budapest", "America/New_York", undefined), (d, zone) =>
        checkVerbatim(d, zone),
      ),
      { numRuns: 150 },
    );
  });

  it("never throws on arbitrary strings up to 5000 characters, and stays verbatim", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5000, unit: "binary" }), (d) => checkVerbatim(d)),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 5000 }), (d) => checkVerbatim(d)),
      { numRuns: 60 },
    );
  }, 120_000);

  it("the description has no control characters and no runs of whitespace", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500, unit: "binary" }), (d) => {
        const { description } = brief(d);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting control characters are gone
        expect(description).not.toMatch(/[\u0000-\u0008\u000E-\u001F\u007F]|\s{2}|^\s|\s$/);
      }),
      { numRuns: 100 },
    );
  });

  it("is deterministic", () => {
    const d = "Sourdough workshop next Friday at 10:00, €45 per person, call +36 30 123 4567.";
    expect(brief(d)).toEqual(brief(d));
  });
});
