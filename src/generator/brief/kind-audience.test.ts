/**
 * A business is classed by what it does, not by whom it serves (issue 27.6): the trades after "for"
 * that follow a named business are its audience, and a trade word before "software"/"app" says what a
 * product is for.
 */
import { describe, expect, it } from "vitest";
import { briefOf } from "../../../tests/generator/compose-for-test.js";

describe("the audience is not the trade", () => {
  it.each([
    ["Bookkeeping for plumbers and electricians.", "accountancy"],
    ["Legal advice for cafés and restaurants opening their first site.", "law-firm"],
    ["Marketing agency for restaurants and cafés in Leeds.", "agency"],
    ["Webinar for primary school teachers on 3 February 2027 at 16:00 GMT.", "webinar"],
    ["Physiotherapy clinic for runners in Bristol.", "clinic"],
    ["Family dentist for kids and adults in Cork.", "dentist"],
  ])("%s → %s", (description, kind) => {
    expect(briefOf(description).kind).toBe(kind);
  });

  it.each([
    "Accounting software for dentists. Track invoices and payroll.",
    "Logiciel de caisse pour boulangeries.",
  ])("a product for a trade is not that trade: %s", (description) => {
    expect(briefOf(description).kind).not.toMatch(/^(?:accountancy|dentist|bakery)$/);
  });
});
