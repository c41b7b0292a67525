/**
 * A list of offerings in columns leaves no orphan: three sit in one row, four in two rows of two (a
 * centred flex row left "03 Harcèlement" alone under two columns). Offerings that are names alone are
 * tiles, three to a row on a wide screen.
 */
import { describe, expect, it } from "vitest";
import { renderStoredModel } from "../../../src/generator/composer/compose.js";
import { compose, SEED_COMPANIES } from "../compose-for-test.js";

describe("offerings in columns leave no orphan", () => {
  it("draws three names alone as three tiles in one row, never a column list with an orphan", () => {
    for (const company of SEED_COMPANIES.slice(0, 6)) {
      const { html } = compose(
        "lead-generation",
        "Avocate en droit du travail à Lyon. Licenciement, rupture conventionnelle, harcèlement. Tél. 04 72 00 11 22.",
        { companyName: company, title: company, industry: "legal" },
      );
      expect(html).toContain('<div class="tiles n3');
      expect(html).toContain(".tiles>*{flex-basis:calc((100% - 2*var(--gap))/3)}");
      expect(html).not.toMatch(/<div class="list cols/);
    }
  });

  it("marks a column list with its count, and the page's CSS gives three and four their own tracks", () => {
    const { model } = compose(
      "business-homepage",
      "Plumber in Leeds.\n- Blocked drains: cleared the same day with a camera survey.\n- Boiler repairs: all makes, Gas Safe registered.\n- Burst pipes: we come within the hour.",
      { title: "FixIt Plumbing", companyName: "FixIt Plumbing" },
    );
    // Three services, each with the owner's line: a list drawn in columns for some seeds.
    const services = model.sections.find((s) => s.kind === "services")!;
    expect(services.items.map((i) => i.title)).toEqual(["Blocked drains", "Boiler repairs", "Burst pipes"]);
    let seen = 0;
    for (let seed = 0; seed < 24; seed++) {
      const { html } = renderStoredModel({
        ...model,
        settings: { ...model.settings, design: "minimal", seed },
      });
      const list = /<div class="list cols( n\d)?"/.exec(html);
      if (!list) continue;
      seen++;
      expect(list[1]).toMatch(/^ n\d$/);
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
