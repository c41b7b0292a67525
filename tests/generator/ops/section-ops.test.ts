import { describe, expect, it } from "vitest";
import { applySaid, change, page } from "./pages.js";

const kinds = (r: { model: { sections: { kind: string }[] } }) => r.model.sections.map((s) => s.kind);

describe("add_section", () => {
  it("adds a section with its items before the contact section", () => {
    const r = change(page("restaurant"), [
      {
        op: "add_section",
        kind: "features",
        heading: "Why Sole",
        items: [{ title: "Terrace" }, { title: "Free wifi" }, { title: "Dogs welcome" }],
      },
    ]);
    expect(r.applied).toEqual(["Added a Features section with “Terrace”, “Free wifi” and “Dogs welcome”"]);
    const list = kinds(r);
    expect(list.indexOf("features")).toBe(list.indexOf("contact") - 1);
    const added = r.model.sections.find((s) => s.kind === "features");
    expect(added?.heading).toBe("Why Sole");
    expect(added?.items.map((i) => i.title)).toEqual(["Terrace", "Free wifi", "Dogs welcome"]);
    expect(r.changedSections).toEqual([added?.id]);
    expect(r.html).toContain("Dogs welcome");
  });

  it("places it after the section named", () => {
    const r = applySaid(
      page("restaurant"),
      [
        {
          op: "add_section",
          kind: "faq",
          items: [{ title: "Is there parking?", text: "Yes." }],
          after: "services",
        },
      ],
      {
        request: "",
      },
    );
    const list = kinds(r);
    expect(list[list.indexOf("services") + 1]).toBe("faq");
  });
});

describe("move_section", () => {
  it("moves a section right under the top banner when asked for first", () => {
    const r = applySaid(page("restaurant"), [{ op: "move_section", section: "pricing", to: "first" }], {
      request: "",
    });
    expect(r.applied).toEqual(["Moved Pricing right under the top banner"]);
    expect(kinds(r).slice(0, 2)).toEqual(["hero", "pricing"]);
  });

  it("keeps the top banner on top", () => {
    const r = applySaid(page("restaurant"), [{ op: "move_section", section: "hero", to: "last" }], {
      request: "",
    });
    expect(r.notApplied).toEqual(["The top banner stays at the top of the page"]);
  });
});

describe("remove and copy a section", () => {
  it("removes a section and leads its buttons elsewhere", () => {
    const r = change(page("restaurant"), [{ op: "remove_section", section: "pricing" }]);
    expect(r.applied).toEqual(["Removed the Pricing section"]);
    expect(kinds(r)).not.toContain("pricing");
    expect(r.html).not.toContain('href="#pricing"');
  });

  it("keeps a section the page type requires, saying why", () => {
    const r = change(page("restaurant"), [{ op: "remove_section", section: "services" }]);
    expect(r.notApplied).toEqual(["A Business Homepage page needs its Services section, so it stays"]);
  });

  it("asks for the content of a section the page has nothing for, instead of an empty box", () => {
    const r = change(page("restaurant"), [{ op: "add_section", kind: "team" }]);
    expect(r.applied).toEqual([]);
    expect(r.notApplied[0]).toContain("Your page has nothing yet to put in a Team section");
  });

  it("copies a section with a new id after itself", () => {
    const r = applySaid(page("restaurant"), [{ op: "duplicate_section", section: "faq" }], { request: "" });
    const faqs = r.model.sections.filter((s) => s.kind === "faq");
    expect(faqs).toHaveLength(2);
    expect(new Set(r.model.sections.map((s) => s.id)).size).toBe(r.model.sections.length);
  });
});
