import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const CASES: [string, string, string, string[]][] = [
  [
    "three things in a row",
    "Quillnote",
    "Quillnote joins your Zoom and Google Meet calls, transcribes them and sends a summary with action items to Slack.",
    [
      "joins your Zoom and Google Meet calls",
      "transcribes them",
      "sends a summary with action items to Slack",
    ],
  ],
  [
    "a verb before its object after 'and'",
    "Kitty",
    "Kitty tracks shared bills with your housemates and settles up by bank transfer.",
    ["tracks shared bills with your housemates", "settles up by bank transfer"],
  ],
  [
    "'lets' someone do things",
    "Quizbee",
    "Quizbee lets teachers make self-marking quizzes in minutes and see which questions the class got wrong.",
    ["make self-marking quizzes in minutes", "see which questions the class got wrong"],
  ],
  [
    "plural nouns after 'and' are no new verb, 'It' is the product",
    "Tally",
    "Tally tracks bills and invoices. It also reminds late payers automatically.",
    ["tracks bills and invoices", "reminds late payers automatically"],
  ],
  [
    "a sentence of things the reader can do",
    "Shiftwise",
    "Build your staff rota in minutes, let staff swap shifts from their phones and export hours to payroll.",
    [
      "Build your staff rota in minutes",
      "let staff swap shifts from their phones",
      "export hours to payroll",
    ],
  ],
  [
    "a known verb before 'and' is a thing",
    "Tally",
    "Tally tracks bills, invoices and receipts.",
    ["tracks bills, invoices and receipts"],
  ],
  ["what the product is, is no capability", "Lumen", "Lumen is a desk lamp that follows daylight.", []],
  [
    "another subject is not the product",
    "Tally",
    "Our customers love it. Freelancers save hours every week.",
    [],
  ],
];

describe("capabilities", () => {
  for (const [say, companyName, description, expected] of CASES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description, { companyName }).capabilities).toEqual(expected);
    });
  }

  it("what the product does is no list of offerings", () => {
    const b = brief(
      "Ledgerly sends invoices, reminds late payers automatically and reconciles payments with your bank.",
      {
        companyName: "Ledgerly",
      },
    );
    expect(b.capabilities).toEqual([
      "sends invoices",
      "reminds late payers automatically",
      "reconciles payments with your bank",
    ]);
    expect(b.offerings).toEqual([]);
  });
});
