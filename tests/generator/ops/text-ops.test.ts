import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";
import { applySaid, change, page, visible } from "./pages.js";

describe("set_text", () => {
  it("replaces one text by its edit path and says what it was", () => {
    const r = change(page("restaurant"), [
      { op: "set_text", path: "sections.s1.heading", value: "Sole, since 1982" },
    ]);
    expect(r.applied).toEqual(["Changed “Trattoria Sole” to “Sole, since 1982”"]);
    expect(r.model.sections[0].heading).toBe("Sole, since 1982");
    expect(r.changedSections).toEqual(["s1"]);
    expect(r.html).toContain("Sole, since 1982");
  });

  it("names a path the page does not have and changes nothing", () => {
    const model = page("restaurant");
    const r = applySaid(model, [{ op: "set_text", path: "sections.s99.heading", value: "x" }], {
      request: "",
    });
    expect(r.applied).toEqual([]);
    expect(r.notApplied).toEqual(["There is no text “sections.s99.heading” on the page"]);
    expect(r.model).toEqual(model);
  });

  it("does not leave a heading empty", () => {
    const r = applySaid(page("restaurant"), [{ op: "set_text", path: "sections.s2.heading", value: " " }], {
      request: "",
    });
    expect(r.notApplied[0]).toMatch(/cannot be left empty/);
  });
});

describe("replace_text", () => {
  it("quotes whole values in its report, never a cut phrase", () => {
    const { model } = compose(
      "business-homepage",
      "Park Run Club meets every Saturday at 9:00 in Victoria Park, Leeds. Drop-in £5 per session. Call 0113 496 0555.",
    );
    const r = change(model, [{ op: "replace_text", find: "5 per", with: "6 per" }], "£6 per session");
    expect(r.applied).toEqual(["Changed “£5 per session” to “£6 per session” everywhere on the page"]);
    const tea = change(page("restaurant"), [{ op: "replace_text", find: "tiramisu", with: "panna cotta" }]);
    expect(tea.applied).toEqual(["Changed “tiramisu” to “panna cotta” everywhere on the page"]);
  });

  it("replaces a phrase as whole words everywhere the page writes it", () => {
    const r = change(page("restaurant"), [{ op: "replace_text", find: "tiramisu", with: "panna cotta" }]);
    expect(r.applied).toEqual(["Changed “tiramisu” to “panna cotta” everywhere on the page"]);
    expect(visible(r.html)).not.toMatch(/tiramisu/i);
    expect(r.html).toContain("panna cotta");
    expect(r.model.source.prompt).toContain("panna cotta");
  });

  it("lengthens a phrase without doubling where the page already writes the longer one", () => {
    const r = change(page("restaurant"), [
      { op: "replace_text", find: "wood-fired pizza", with: "wood-fired pizza al taglio" },
      { op: "replace_text", find: "pizza", with: "wood-fired pizza" },
    ]);
    expect(visible(r.html)).toMatch(/wood-fired pizza al taglio/i);
    expect(visible(r.html)).not.toMatch(/wood-fired wood-fired|pizza al taglio al taglio/i);
  });

  it("renames the business in the title and the logo too", () => {
    const r = change(page("restaurant"), [
      { op: "replace_text", find: "Trattoria Sole", with: "Osteria Luna" },
    ]);
    expect(r.model.source.companyName).toBe("Osteria Luna");
    expect(r.model.logo).toEqual({ kind: "generated", initials: "OL" });
    expect(visible(r.html)).not.toContain("Trattoria Sole");
  });

  it("is not applied when the page does not say the phrase", () => {
    const r = applySaid(page("restaurant"), [{ op: "replace_text", find: "lasagne", with: "gnocchi" }], {
      request: "",
    });
    expect(r.notApplied).toEqual(["The page does not say “lasagne”"]);
  });
});

describe("a phrase taken out of a line", () => {
  it("leaves no comma where a line's last clause was", () => {
    const { model } = compose(
      "event-registration",
      "Cours de poterie à Lyon pour débutants. Atelier découverte le samedi 14 mars 2027 de 10h à 13h, 65 € par personne, matériel compris. 8 places maximum. Réservation par email : bonjour@atelierlune.fr",
    );
    const r = change(model, [{ op: "replace_text", find: "matériel compris", with: "" }]);
    expect(visible(r.html)).not.toMatch(/matériel compris/i);
    expect(r.html).not.toMatch(/par personne,\s*</);
  });
});

describe("the report", () => {
  it("reports an invalid operation, a refusal and a no-op without changing the page", () => {
    const model = page("restaurant");
    const r = applySaid(
      model,
      [
        { op: "set_text" },
        { op: "refuse", part: "take payments", why: "a page cannot take payments by itself" },
        { op: "replace_text", find: "tiramisu", with: "tiramisu" },
      ],
      { request: "" },
    );
    expect(r.applied).toEqual([]);
    expect(r.notApplied).toEqual([
      "Could not read the change “set_text”",
      "“take payments” — a page cannot take payments by itself",
      "Nothing to change: the page already looks like that (Changed “tiramisu” to “tiramisu” everywhere on the page)",
    ]);
    expect(r.model).toEqual(model);
  });

  it("returns translations for the caller instead of applying them", () => {
    const r = applySaid(page("restaurant"), [{ op: "translate", lang: "pt" }], { request: "in Portuguese" });
    expect(r.translations).toEqual([{ op: "translate", lang: "pt" }]);
    expect(r.applied).toEqual([]);
  });

  it("takes a phrase out without leaving a dangling comma", () => {
    const r = change(page("shop"), [{ op: "replace_text", find: "ships from 3 March 2027", with: "" }]);
    expect(r.applied).toEqual(["Removed “ships from 3 March 2027” everywhere on the page"]);
    expect(visible(r.html)).not.toMatch(/ships from|, \./);
  });
});
