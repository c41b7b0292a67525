import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPage } from "../../quality/index.js";
import { applyChange, composePage, extractModel, renderPage } from "./index.js";
import type { PageModel } from "./model.js";
import { matrixRequest } from "./test-requests.js";

const NOW = new Date("2026-01-10T09:00:00Z");

function page(
  type: Parameters<typeof matrixRequest>[0] = "saas-signup",
  industry: Parameters<typeof matrixRequest>[1] = "technology",
) {
  const html = composePage(matrixRequest(type, industry), { now: NOW }).html;
  return extractModel(html)!;
}

function apply(model: PageModel, change: string) {
  const r = applyChange(model, change);
  if (!r.ok) throw new Error(`not applied: ${r.message}`);
  return r;
}

const kinds = (m: PageModel) => m.sections.map((s) => s.kind);

describe("iteration of composer pages", () => {
  it("colours: named, hex, accent, and dark/light shades", () => {
    expect(apply(page(), "use green").model.theme.primary).toBe("#16a34a");
    expect(apply(page(), "#1e40af as the main colour").model.theme.primary).toBe("#1e40af");
    const acc = apply(page(), "make the accent orange").model;
    expect(acc.theme.accent).toBe("#ea580c");
    expect(acc.theme.primary).toBe(page().theme.primary);
    const dg = apply(page(), "use dark green").model;
    expect(dg.theme.primary).not.toBe("#16a34a");
    expect(dg.theme.mode).toBe("auto");
    const html = renderPage(apply(page(), "use green").model);
    expect(html).toContain("--p:#");
    expect(html).toContain('"primary":"#16a34a"');
  });

  it("theme: dark, light and back to the visitor's setting", () => {
    const dark = apply(page(), "make it dark").model;
    expect(dark.theme.mode).toBe("dark");
    expect(renderPage(dark)).toContain("color-scheme:dark");
    expect(apply(dark, "make it light").model.theme.mode).toBe("light");
    expect(apply(dark, "follow the system light/dark setting").model.theme.mode).toBe("auto");
  });

  it("headline, subheadline and button text, quoted or not", () => {
    const r = apply(page(), 'change the headline to "Invoices that chase themselves, and more"');
    expect(r.model.overrides.headline).toBe("Invoices that chase themselves, and more");
    const html = renderPage(r.model);
    expect(html).toContain('<h1 id="hero-h">Invoices that chase themselves, and more</h1>');
    expect(apply(page(), "change the subheadline to Stop chasing clients").model.sections[0].hero?.lead).toBe(
      "Stop chasing clients",
    );
    const b = apply(page(), "change the button text to Try it free today").model;
    expect(renderPage(b)).toContain(">Try it free today</a>");
    expect(b.sections.find((s) => s.kind === "signup")?.form?.submit).toBe("Try it free today");
  });

  it("adds, removes and moves sections", () => {
    let m = apply(page("business-homepage", "food"), "add a pricing section").model;
    expect(kinds(m)).toContain("pricing");
    expect(kinds(m).at(-1)).toBe("contact");
    for (const s of [
      "testimonials",
      "FAQ",
      "features",
      "team",
      "gallery",
      "countdown",
      "how it works",
      "logos",
    ]) {
      const r = applyChange(m, `add a ${s} section`);
      if (r.ok) m = r.model;
    }
    for (const k of [
      "faq",
      "features",
      "team",
      "gallery",
      "countdown",
      "how-it-works",
      "logos",
      "testimonials",
    ])
      expect(kinds(m)).toContain(k);
    m = apply(m, "remove the gallery").model;
    expect(kinds(m)).not.toContain("gallery");
    m = apply(m, "move the FAQ to the top").model;
    expect(kinds(m).slice(0, 2)).toEqual(["hero", "faq"]);
    m = apply(m, "move the team above the contact form").model;
    expect(kinds(m).indexOf("team")).toBe(kinds(m).indexOf("contact") - 1);
    m = apply(m, "move the pricing to the bottom").model;
    expect(kinds(m).at(-1)).toBe("pricing");
    expect(m.event).toBeDefined();
    const report = checkPage(renderPage(m), { landingPageType: "business-homepage" });
    expect(report.issues.filter((i) => i.severity === "error")).toEqual([]);
  });

  it("adds a contact form to a page without one, before the closing section", () => {
    const m = apply(page("product-launch", "technology"), "add a contact form").model;
    expect(kinds(m)).toContain("contact");
  });

  it("refuses to remove a section the page type needs, and says why", () => {
    const r = applyChange(page("webinar", "fitness"), "remove the registration form");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe("change_not_applied");
      expect(r.message).toMatch(/needs its registration section/);
    }
  });

  it("copy: shorter, longer, more formal, friendlier", () => {
    const base = page("business-homepage", "consulting");
    const text = (m: PageModel) => JSON.stringify(m.sections.slice(1));
    const short = apply(base, "make the copy shorter").model;
    expect(text(short).length).toBeLessThan(text(base).length);
    const long = apply(base, "make the copy longer").model;
    expect(text(long).length).toBeGreaterThan(text(base).length);
    const formal = apply(base, "make it more formal").model;
    expect(formal.tone).toBe("formal");
    expect(formal.sections.find((s) => s.kind === "services")?.title).toBe("Our services");
    const friendly = apply(base, "make the copy friendlier").model;
    expect(friendly.sections.find((s) => s.kind === "testimonials")?.title).toBe(
      "Don't just take our word for it",
    );
  });

  it("keeps a person's own headline when the tone changes", () => {
    const m = apply(
      apply(page(), "change the headline to Paid in days, not weeks").model,
      "make it more formal",
    ).model;
    expect(m.sections[0].hero?.headline).toBe("Paid in days, not weeks");
  });

  it("company name, title and audience", () => {
    const m = apply(
      page(),
      "change the company name to Paywise and change the page title to Paywise for freelancers",
    ).model;
    const html = renderPage(m);
    expect(html).toContain("<title>Paywise for freelancers | Paywise</title>");
    expect(html).toContain(">PA</text>");
    expect(apply(page(), "change the audience to design studios").model.input.audience).toBe(
      "design studios",
    );
  });

  it("form action", () => {
    const m = apply(page(), "send the form to https://hooks.example.com/lead").model;
    expect(renderPage(m)).toContain('action="https://hooks.example.com/lead" method="post"');
    const bad = applyChange(page(), "send the form to ftp://example.com");
    expect(bad.ok).toBe(false);
  });

  it("fonts and corners", () => {
    expect(apply(page(), "use a serif font").model.theme.font).toBe("serif");
    expect(
      apply(apply(page(), "use a serif font").model, "switch to a sans-serif font").model.theme.font,
    ).toBe("sans");
    expect(apply(page(), "make the corners rounder").model.theme.radius).toBe("round");
    expect(apply(page(), "square corners please").model.theme.radius).toBe("sharp");
  });

  it("several changes in one message", () => {
    const r = apply(
      page(),
      "make it dark and add a testimonials section, use green; change the headline to Get paid faster. Then make the copy friendlier",
    );
    expect(r.model.theme.mode).toBe("dark");
    expect(r.model.theme.primary).toBe("#16a34a");
    expect(kinds(r.model)).toContain("testimonials");
    expect(r.model.overrides.headline).toBe("Get paid faster");
    expect(r.model.tone).toBe("friendly");
    expect(r.applied).toHaveLength(5);
    const both = apply(page(), "make it dark and green").model;
    expect([both.theme.mode, both.theme.primary]).toEqual(["dark", "#16a34a"]);
  });

  it("applies what it understands and reports the rest", () => {
    const r = apply(page(), "make it dark and translate it to Klingon");
    expect(r.model.theme.mode).toBe("dark");
    expect(r.ignored.join(" ")).toMatch(/Klingon/);
  });

  it("answers change_not_applied with what it can do for requests it cannot apply", () => {
    for (const change of [
      "make it pop",
      "translate the page to German",
      "add a unicorn section",
      "make the headline bigger",
      "   ",
    ]) {
      const r = applyChange(page(), change);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.code).toBe("change_not_applied");
        expect(r.supported.length).toBeGreaterThan(5);
        expect(r.message).toMatch(/I can change/);
      }
    }
  });

  it("does not modify the model it was given", () => {
    const m = page();
    const before = JSON.stringify(m);
    apply(m, "make it dark, use green and remove the FAQ and add a team section");
    expect(JSON.stringify(m)).toBe(before);
  });

  it("iterates from the HTML file alone, also after download", () => {
    const html = composePage(matrixRequest("newsletter", "travel"), { now: NOW }).html;
    const downloaded = html.replace("<head>", "<head>\n<!-- saved from the app -->");
    const m = apply(extractModel(downloaded)!, "use purple").model;
    const again = extractModel(renderPage(m))!;
    expect(again.theme.primary).toBe("#9333ea");
  });

  it("every page stays within the gates after any sequence of supported changes", () => {
    const changes = [
      "make it dark",
      "make it light",
      "use green",
      "use #fde047 as the main colour",
      "make the accent yellow",
      "add a pricing section",
      "add testimonials",
      "add a faq",
      "add a team section",
      "add a gallery",
      "add a countdown",
      "add a contact form",
      "add stats",
      "remove the testimonials",
      "remove the faq",
      "remove the stats",
      "move the pricing to the top",
      "make the copy shorter",
      "make the copy longer",
      "make it more formal",
      "make it friendlier",
      "use a serif font",
      "change the headline to Fresh & <new>",
      'change the button text to "Go!"',
      "send the form to https://example.com/x",
    ];
    const types = [
      "business-homepage",
      "webinar",
      "facebook-ads",
      "e-commerce",
      "newsletter",
      "app-download",
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.array(fc.constantFrom(...changes), { minLength: 1, maxLength: 5 }),
        (type, list) => {
          let m = page(type, "marketing");
          for (const c of list) {
            const r = applyChange(m, c);
            if (r.ok) m = r.model;
          }
          const report = checkPage(renderPage(m), { landingPageType: type });
          expect(report.issues.filter((i) => i.severity === "error")).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});
