/**
 * Sections drawn for what they hold: steps as a numbered process line, a few short offers as one slim
 * band, and an owner's wide photo filling the panels hero's half (a small one stays framed).
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import type { PageModel } from "../../model.js";
import { STYLE_NAMES } from "../../ops/schema.js";
import { renderStoredModel } from "../compose.js";
import { PIXEL, sectionOf } from "./test-helpers.js";

const styled = (model: PageModel, design: (typeof STYLE_NAMES)[number], seed = model.settings.seed) =>
  renderStoredModel({ ...model, settings: { ...model.settings, design, seed } }).html;

describe("steps", () => {
  const { model } = compose(
    "business-homepage",
    "Small bike repair workshop in Bologna. Call 051 555 0192.",
    {
      title: "Bike fixes while you wait",
      companyName: "Ferrari Bicycle Repair",
    },
  );
  const steps = model.sections.find((s) => s.heading === "How it works");

  it.each(STYLE_NAMES)(
    "are a numbered process line in the %s style, every step kept, in no menu",
    (design) => {
      expect(steps).toBeDefined();
      const html = styled(model, design);
      const section = sectionOf(html, steps!.kind);
      expect(section).toContain('data-layout="process"');
      expect(section).toMatch(/<ol class="process n2"/);
      expect(section).not.toContain('class="card"');
      for (const step of steps!.items) expect(section).toContain(step.title);
      expect(html.match(/<nav[\s\S]*?<\/nav>/)?.[0] ?? "").not.toContain(`#${steps!.kind}"`);
    },
  );
});

describe("a few short offers", () => {
  it("are one slim band with every offer, not a heading beside two lines in a full section", () => {
    const { model, html } = compose(
      "e-commerce",
      "Weekly flower subscription in Leeds. Small bouquet £18, large bouquet £29. Free delivery within the ring road. Cancel any time.",
      { title: "Fresh flowers every Friday", companyName: "Bloom Box" },
    );
    const offers = model.sections.find((s) => s.kind === "offers");
    expect(offers?.items.length).toBeGreaterThanOrEqual(2);
    const section = sectionOf(html, "offers");
    expect(section).toContain('data-layout="slim"');
    for (const offer of offers!.items) expect(section).toContain(offer.title);
  });
});

describe("the panels hero's photo", () => {
  const withPhoto = (width: number) =>
    compose("business-homepage", "Small bike repair workshop in Bologna. We fix punctures in 20 minutes.", {
      title: "Bike fixes while you wait",
      companyName: "Ferrari Bicycle Repair",
      images: [{ role: "hero", dataUrl: PIXEL, alt: "The workshop", width, height: Math.round(width / 1.5) }],
    }).model;

  /** Every page of these models whose hero is the panels layout. */
  const panels = (model: PageModel) =>
    STYLE_NAMES.flatMap((design) =>
      Array.from({ length: 12 }, (_, seed) => styled(model, design, seed)).filter((html) =>
        html.includes('data-layout="panels"'),
      ),
    );

  it("fills its half when it is wide enough, sized for half the page", () => {
    const pages = panels(withPhoto(1600));
    expect(pages.length).toBeGreaterThan(0);
    for (const html of pages) {
      expect(html).toContain('class="hx-half hx-pic hx-fill"');
      expect(html).toMatch(
        /<img class="hero-photo"[^>]*sizes="\(min-width: 860px\) 50vw, 100vw"|<img class="hero-photo"(?![^>]*sizes)/,
      );
    }
  });

  it("stays framed at its own size when it is small", () => {
    const pages = panels(withPhoto(480));
    expect(pages.length).toBeGreaterThan(0);
    for (const html of pages) {
      expect(html).not.toContain(`class="hx-half hx-pic hx-fill"`);
      expect(html).toContain("max-width:480px");
    }
  });
});
