import { describe, expect, it } from "vitest";
import { type BriefCase, brief, pick } from "./test-helpers.js";

const CASES: BriefCase[] = [
  {
    say: "an international Hungarian mobile number",
    description: "Book a table: +36 30 123 4567.",
    expected: { phones: [{ text: "+36 30 123 4567", e164: "+36301234567" }] },
  },
  {
    say: "a US number with brackets, region from a US request zone",
    description: "Questions? Call (555) 010-0199 any time.",
    input: { timeZone: "America/New_York" },
    expected: { phones: [{ text: "(555) 010-0199", e164: "+15550100199" }] },
  },
  {
    say: "a number written the North American way is American on a page in another zone",
    description: "Licensed plumber in Chicago. Call (312) 555-0148.",
    input: { timeZone: "Europe/London" },
    expected: { phones: [{ text: "(312) 555-0148", e164: "+13125550148" }] },
  },
  {
    say: "a number with a trunk 0 is never American: no tel: link rather than a wrong country",
    description: "Yoga in Fitzroy. Classes $25. Book on 03 9123 4567.",
    input: { timeZone: undefined },
    expected: { phones: [{ text: "03 9123 4567", e164: "" }] },
  },
  {
    say: "a Melbourne number on a page priced in dollars rings in Australia, and its dollars are Australian",
    description: "Yoga in Fitzroy, Melbourne. Classes $25. Book on 03 9123 4567.",
    input: { timeZone: undefined },
    expected: {
      phones: [{ text: "03 9123 4567", e164: "+61391234567" }],
      prices: [{ text: "$25", amount: 25, currency: "AUD", label: "Classes" }],
    },
  },
  {
    say: "an Australian state and postcode name the country of a mobile number",
    description: "Bike repairs. Tune-up $79. 212 Brunswick St, Fitzroy VIC 3065. Ph 0412 345 678.",
    input: { timeZone: undefined },
    expected: { phones: [{ text: "0412 345 678", e164: "+61412345678" }] },
  },
  {
    say: "a place named Perth on a page priced in pounds stays British",
    description: "Piano tuning in Perth £60. Call 01738 123456.",
    input: { timeZone: undefined },
    expected: { phones: [{ text: "01738 123456", e164: "+441738123456" }] },
  },
  {
    say: "US$ keeps its country whatever the places",
    description: "Surf lessons in Sydney from US$40.",
    input: { timeZone: undefined },
    expected: { prices: [{ text: "US$40", amount: 40, currency: "USD", label: "Surf lessons in Sydney" }] },
  },
  {
    say: "a London number, region from the pound prices",
    description: "Afternoon tea £24 per person. Reservations on 020 7946 0958.",
    input: { timeZone: undefined },
    expected: { phones: [{ text: "020 7946 0958", e164: "+442079460958" }] },
  },
  {
    say: "a Budapest landline with the 06 trunk prefix, region from forint prices",
    description: "Haircut 4 500 Ft. Phone: 06 1 234 5678.",
    input: { timeZone: undefined },
    expected: { phones: [{ text: "06 1 234 5678", e164: "+3612345678" }] },
  },
  {
    say: "a national number with no obvious region keeps its text and an empty e164",
    description: "Call us on 0612345678 for details.",
    input: { timeZone: undefined },
    expected: { phones: [{ text: "0612345678", e164: "" }] },
  },
  {
    say: "a German description's number that is no German one but an Austrian one dials Austria",
    description: "Elektriker seit 1998. Telefon 0316 123456 oder per Mail.",
    input: { timeZone: "Europe/Vienna" },
    expected: { phones: [{ text: "0316 123456", e164: "+43316123456" }] },
  },
  {
    say: "a German number from a writer in London still dials Germany",
    description: "Elektriker in Berlin. Telefon 030 1234567.",
    input: { timeZone: "Europe/London" },
    expected: { phones: [{ text: "030 1234567", e164: "+49301234567" }] },
  },
  {
    say: "a German description's number valid in no German-speaking country alone gets no guessed link",
    description: "Elektriker in Graz. Telefon 0316 123456.",
    input: { timeZone: "Europe/London" },
    expected: { phones: [{ text: "0316 123456", e164: "" }] },
  },
  {
    say: "dates, prices, grouped counts and hours are never phone numbers",
    description:
      "On 2027-05-14 we open, HUF 12 000 000 budget, 12 000 000 readers, open Mon–Fri 8:00-18:00, ISBN-free.",
    expected: { phones: [] },
  },
  {
    say: "e-mail addresses and web addresses with and without a scheme",
    description:
      "Write to hello@bistrokert.hu or see www.bistrokert.hu, https://kert.hu/menu?lang=en and kert.hu/menu.",
    expected: {
      emails: ["hello@bistrokert.hu"],
      urls: ["www.bistrokert.hu", "https://kert.hu/menu?lang=en", "kert.hu/menu"],
    },
  },
  {
    say: "social profiles: handle before or after the network, profile URLs, Facebook paths",
    description:
      "Follow @bistrokert on Instagram and instagram.com/kertbakery. Facebook: /bistrokert. TikTok @kert.eats.",
    expected: {
      socials: [
        { network: "instagram", text: "instagram.com/kertbakery" },
        { network: "instagram", text: "@bistrokert" },
        { network: "facebook", text: "/bistrokert" },
        { network: "tiktok", text: "@kert.eats" },
      ],
      urls: [],
      emails: [],
    },
  },
  {
    say: "an e-mail's domain is not also a URL, and abbreviations are not domains",
    description: "Contact anna@kovacs.hu, e.g. for Kovács Bt. orders.",
    expected: { emails: ["anna@kovacs.hu"], urls: [] },
  },
];

describe("contacts and phones", () => {
  for (const c of CASES) {
    it(c.say, () => {
      expect(pick(brief(c.description, c.input), c.expected)).toEqual(c.expected);
    });
  }
});

describe("a number after a booking or order label and a colon", () => {
  it.each([
    ["Taco Tuesday every week. Reserva tu mesa: 910 555 321.", "910 555 321"],
    ["Sunday roast from 12:00. Bookings: 0161 555 0199.", "0161 555 0199"],
    ["Menu du jour. Réservations : 04 78 52 19 30.", "04 78 52 19 30"],
    ["Frühstück ab 8 Uhr. Reservierung: 030 1234567.", "030 1234567"],
  ])("is the phone to book by: %s", (description, phone) => {
    expect(brief(description).phones.map((p) => p.text)).toEqual([phone]);
  });

  it("leaves a count after 'Orders:' alone", () => {
    expect(brief("Orders: 3 for £9.").phones).toEqual([]);
  });
});
