/**
 * A list of offerings in columns leaves no orphan: three sit in one row, four in two rows of two (a
 * centred flex row left "03 Harcèlement" alone under two columns).
 */
import { describe, expect, it } from "vitest";
import { compose, SEED_COMPANIES } from "../compose-for-test.js";

describe("offerings in columns leave no orphan", () => {
  it("marks a column list with its count, and the page's CSS gives three and four their own tracks", () => {
    let seen = 0;
    for (const company of SEED_COMPANIES) {
      const { html } = compose(
        "lead-generation",
        "Avocate en droit du travail à Lyon. Licenciement, rupture conventionnelle, harcèlement. Tél. 04 72 00 11 22.",
        { companyName: company, title: company, industry: "legal" },
      );
      const list = /<div class="list cols( n\d)?"/.exec(html);
      if (!list) continue;
      seen++;
      expect(list[1]).toBe(" n3");
      expect(html).toContain(
        ".list.cols.n3{grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr))}",
      );
      expect(html).toContain(
        ".list.cols.n4{grid-template-columns:repeat(auto-fit,minmax(min(100%,400px),1fr))}",
      );
      expect(html).not.toMatch(/\.list\.cols\{display:flex/);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
