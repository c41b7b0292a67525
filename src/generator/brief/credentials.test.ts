import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

/** What vouches for a business, verbatim: each row one member of a family of wordings. */
const FAMILIES: [string, string, string[]][] = [
  ["a body then 'registered'", "Gas Safe registered engineer Tom Reilly.", ["Gas Safe registered"]],
  ["a standard then 'certified'", "SOC 2 Type II certified. Start a trial.", ["SOC 2 Type II certified"]],
  [
    "two in a row",
    "HCPC registered, members of the Chartered Society of Physiotherapy.",
    ["HCPC registered", "members of the Chartered Society of Physiotherapy"],
  ],
  [
    "regulated by",
    "Regulated by the Solicitors Regulation Authority.",
    ["Regulated by the Solicitors Regulation Authority"],
  ],
  ["authorised", "FCA authorised for open banking.", ["FCA authorised"]],
  ["licensed and insured", "Licensed and insured plumber serving Chicago.", ["Licensed and insured"]],
  ["insured and checked", "Fully insured and DBS checked.", ["Fully insured and DBS checked"]],
  ["members after the body", "ARLA Propertymark members.", ["ARLA Propertymark members"]],
  ["a scheme with 'Plus'", "Cyber Essentials Plus certified.", ["Cyber Essentials Plus certified"]],
  ["approved", "DVSA approved MOT station.", ["DVSA approved"]],
  ["hyphenated", "RHS-trained gardeners.", ["RHS-trained"]],
  ["compliant", "GDPR compliant, data stored in the UK.", ["GDPR compliant"]],
  ["insurance cover is no price", "Insured up to £5 million.", ["Insured up to £5 million"]],
  ["a charity number", "Registered charity no. 1145678.", ["Registered charity no. 1145678"]],
  ["an inspection rating", "An Ofsted 'Outstanding' day nursery.", ["Ofsted 'Outstanding'"]],
  [
    "a qualification before a role",
    "City & Guilds qualified groomer Anna Price.",
    ["City & Guilds qualified"],
  ],
  ["the sentence's own words are no body", "We are Gas Safe registered.", ["Gas Safe registered"]],
  ["'I qualified' is no credential", "I qualified as a nurse in 2010.", []],
  [
    "a body's name ends with its sentence",
    "Regulated by the Solicitors Regulation Authority. Appointments Mon-Fri 9-5.30.",
    ["Regulated by the Solicitors Regulation Authority"],
  ],
  ["a hygiene rating", "Wedding cakes from my kitchen. Food hygiene rating 5.", ["Food hygiene rating 5"]],
  [
    "two words before 'by'",
    "Keyhole is authorised and regulated by the Financial Conduct Authority.",
    ["authorised and regulated by the Financial Conduct Authority"],
  ],
  ["protected", "1% fee + VAT, no sale no fee. Propertymark protected.", ["Propertymark protected"]],
];

describe("credentials", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).credentials).toEqual(expected);
    });
  }

  it("claims what it reads: the insurance sum is no price, the body no person or place", () => {
    const b = brief(
      "Gas Safe registered engineer Tom Reilly. Insured up to £5 million. Members of the Guild of Master Craftsmen.",
    );
    expect(b.prices).toEqual([]);
    expect(b.people).toEqual([{ name: "Tom Reilly", role: "engineer" }]);
    expect(b.places).toEqual([]);
  });
});
