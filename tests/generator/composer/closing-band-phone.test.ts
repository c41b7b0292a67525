/**
 * The closing band of a lead page only sent the visitor back up to the form ("Prendre contact / Poser une
 * question"): with a phone given, it offers the call beside the button; with none, it invents nothing.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";

const band = (html: string): string =>
  /<section[^>]*data-section="cta"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("a closing band offers the owner's phone", () => {
  it("a lead page with a phone has a call button in its closing band", () => {
    const { html } = compose(
      "lead-generation",
      "Avocate en droit du travail à Lyon. Licenciement, rupture conventionnelle, harcèlement. Tél. 04 72 00 11 22.",
      { companyName: "Cabinet Moreau", title: "Cabinet Moreau", industry: "legal" },
    );
    expect(band(html)).toMatch(/<a class="btn btn2" href="tel:\+33472001122">[\s\S]*04 72 00 11 22<\/a>/);
    expect(band(html)).toMatch(/<a class="btn" href="#hero"/);
  });

  it("a lead page without a phone keeps one button", () => {
    const { html } = compose(
      "lead-generation",
      "Volunteers cleaning up the river Wye every first Saturday of the month. Gloves and bags provided.",
      { companyName: "River Friends", title: "River Friends", industry: "nonprofit" },
    );
    expect(band(html)).not.toBe("");
    expect(band(html)).not.toContain("tel:");
    expect(band(html)).not.toContain("btn2");
  });
});
