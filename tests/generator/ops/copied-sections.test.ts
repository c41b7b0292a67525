/** A copied section is a section of its own on the page: no id is said twice, its heading names it. */
import { describe, expect, it } from "vitest";
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
});
