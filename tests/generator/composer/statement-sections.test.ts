/**
 * Design rules of issue 27.3: a hero drawing under a wide title stands beside the words (not small in a
 * page-wide grey plate), and a section of one short thing is a statement (heading beside it), not a
 * centred display heading over one stranded line or a grid of one.
 */
import { describe, expect, it } from "vitest";
import { compose, SEED_COMPANIES, section } from "../compose-for-test.js";

const sectionHtml = (html: string, kind: string): string =>
  new RegExp(`<section[^>]*data-section="${kind}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";

describe("a hero drawing under a wide title stands beside the words", () => {
  it("stacked and editorial heroes put the drawing in a column beside the lead, never in a wide plate", () => {
    const prompts = [
      "Small flower shop in Bath. Seasonal bouquets from £30, wedding flowers. Open Mon-Sat 8:30-17:30.",
      "Hotel boutique no Douro com 9 quartos. Piscina e provas de vinho. Quartos desde 180 € por noite.",
      "Rodzinna piekarnia w Krakowie od 1987. Chleb na zakwasie, drożdżówki. Otwarte codziennie 6:00-18:00.",
    ];
    let seen = 0;
    for (const prompt of prompts)
      for (const company of SEED_COMPANIES) {
        const { html } = compose("business-homepage", prompt, { companyName: company, title: company });
        const hero = sectionHtml(html, "hero");
        if (!/data-layout="(stacked|editorial)"/.test(hero) || !hero.includes("art-hero")) continue;
        seen++;
        expect(hero).toMatch(/class="hx-beside"[\s\S]*class="hx-beside-art"><div class="art-hero">/);
        expect(hero).not.toMatch(/class="hx-(wide|plate)"/);
      }
    expect(seen).toBeGreaterThan(0);
  });
});

describe("a section of one short thing is a statement", () => {
  it("an about of one point sets it beside its heading, without a check mark", () => {
    const { html, model } = compose(
      "business-homepage",
      "Mobile plumber covering Bristol and Bath. Leaks, boiler repairs and bathroom fitting. Gas Safe registered.",
      { companyName: "Dripstop Plumbing", title: "Dripstop Plumbing" },
    );
    expect(section(model, "about")?.items.map((it) => it.title)).toEqual(["Gas Safe registered"]);
    const about = sectionHtml(html, "about");
    expect(about).toContain('data-layout="statement"');
    expect(about).toMatch(
      /<div class="aside-g"><div class="hd">[\s\S]*<h2[^>]*>About Dripstop Plumbing<\/h2>/,
    );
    expect(about).toMatch(/one-check[\s\S]*Gas Safe registered/);
    expect(about).not.toContain("<svg");
  });

  it("a list of one offering is said beside its heading, with its own words, not as a grid of one", () => {
    const { html, model } = compose("google-ads", "emergency plumber leeds, 24/7, call 0113 496 0721", {
      companyName: "Quickfix Plumbing",
      title: "Quickfix Plumbing",
    });
    const lonely = model.sections.find(
      (s) => ["services", "features", "benefits", "learn"].includes(s.kind) && s.items.length === 1,
    );
    expect(lonely).toBeDefined();
    const block = sectionHtml(html, lonely!.kind);
    expect(block).toContain('data-layout="statement"');
    expect(block).toContain(`>${lonely!.items[0]!.title}<`);
    expect(block).not.toMatch(/class="(grid|cards|one)"/);
  });

  it("an about with several points and a drawing keeps its points beside the drawing", () => {
    const { html } = compose(
      "business-homepage",
      "Hotel boutique no Douro com 9 quartos e vista para o rio. Piscina, provas de vinho, pequeno-almoço incluído.",
      { companyName: "Casa do Rio", title: "Casa do Rio", industry: "travel" },
    );
    const about = sectionHtml(html, "about");
    expect(about).toContain('<svg class="art"');
    expect(about).not.toContain('data-layout="statement"');
  });

  it("an about of two short points and no drawing sets them beside its heading", () => {
    const { html } = compose(
      "saas-signup",
      "Tracelight shows you which SQL query made your API slow. Install with one line, works with Postgres and MySQL. Free for 1 project, Team plan $29/month.",
      { companyName: "Tracelight", title: "Tracelight" },
    );
    const about = sectionHtml(html, "about");
    if (about.includes('<svg class="art"')) return;
    expect(about).toContain('data-layout="statement"');
    expect(about).toMatch(
      /aside-g[\s\S]*<h2[\s\S]*Install with one line[\s\S]*Works with Postgres and MySQL/,
    );
  });
});

describe("one price alone sits beside its heading", () => {
  it("a single price is a card beside the section's heading, not centred under it", () => {
    const { html, model } = compose(
      "saas-signup",
      "Tracelight shows you which SQL query made your API slow. Install with one line, works with Postgres and MySQL. Team plan $29/month.",
      { companyName: "Tracelight", title: "Tracelight" },
    );
    expect(section(model, "pricing")?.items).toHaveLength(1);
    const pricing = sectionHtml(html, "pricing");
    expect(pricing).toMatch(
      /<div class="solo-g"><div class="hd">[\s\S]*<h2[\s\S]*<\/div><div class="tiers solo"/,
    );
    expect(pricing.replace(/<[^>]+>/g, "")).toContain("$29/month");
  });
});
