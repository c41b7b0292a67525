/** A copied section is a section of its own on the page: no id is said twice, its heading names it. */
import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";
import { change, page } from "./pages.js";

const repeatedIds = (html: string) => {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  return ids.filter((id, i) => ids.indexOf(id) !== i);
};

describe("a copied section", () => {
  it("is reached by its own anchor and labelled by its own heading", () => {
    const r = change(page("restaurant"), [{ op: "duplicate_section", section: "faq" }]);
    expect(repeatedIds(r.html)).toEqual([]);
    expect(r.html).toContain('<section id="faq-2"');
    expect(r.html).toMatch(/id="faq-2"[^>]*aria-labelledby="faq-2-h"/);
    expect(r.html).toContain('id="faq-2-h"');
  });

  it("with a form has a form of its own, so leads say which one they came from", () => {
    const before = page("webinar");
    const withForm = before.sections.find((s) => s.form && s.kind !== "hero");
    expect(withForm, "the webinar page has a form below the top banner").toBeDefined();
    const r = change(before, [{ op: "duplicate_section", section: withForm!.kind }]);
    expect(repeatedIds(r.html)).toEqual([]);
    const forms = r.model.sections.filter((s) => s.kind === withForm!.kind).map((s) => s.form?.id);
    expect(new Set(forms).size).toBe(2);
  });

  it("of any kind leaves no id said twice", () => {
    const dentist = compose(
      "lead-generation",
      "Smile Studio Dental in Bath: check-up £55, hygienist £70, whitening £250. Book a free 15-minute consultation. 3 Queen Square, Bath BA1 2HN, 01225 496 100.",
    ).model;
    const pages = [page("restaurant"), page("webinar"), page("shop"), dentist];
    const copied: string[] = [];
    for (const model of pages)
      for (const section of model.sections.filter((s) => s.kind !== "hero")) {
        const r = change(model, [{ op: "duplicate_section", section: section.id }]);
        expect(repeatedIds(r.html), `a copied ${section.kind}`).toEqual([]);
        copied.push(section.kind);
      }
    expect(copied).toEqual(expect.arrayContaining(["cta", "faq", "pricing", "registration"]));
  });
});
