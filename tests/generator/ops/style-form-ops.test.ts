import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../src/generator/composer/engine/palette.js";
import { applySaid, change, page } from "./pages.js";

describe("set_style", () => {
  it("switches to the dark theme, and says nothing changed when it already is", () => {
    const dark = change(page("restaurant"), [{ op: "set_style", scheme: "dark" }]);
    expect(dark.applied).toEqual(["Switched to the dark theme"]);
    expect(dark.model.settings.scheme).toBe("dark");
    expect(dark.changedSections).toEqual([]);
    const again = applySaid(dark.model, [{ op: "set_style", scheme: "dark" }]);
    expect(again.applied).toEqual([]);
    expect(again.notApplied[0]).toMatch(/^Nothing to change/);
  });

  it("takes a colour by its name and keeps white text on it readable", () => {
    const r = change(page("restaurant"), [{ op: "set_style", primary: "forest green" }]);
    expect(r.applied).toEqual(["Changed the brand colour to forest green"]);
    expect(contrastRatio(r.model.settings.palette.primary, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(r.html).toContain("#166534");
  });

  it("colours the buttons with the colour said of them and keeps the accent the owner did not name", () => {
    const before = page("restaurant");
    const accent = before.settings.palette.accent;
    const r = change(before, [{ op: "set_style", buttonColour: "green" }]);
    expect(r.applied).toEqual([
      "Changed the buttons' colour to green — the brand colour, which every button wears",
    ]);
    expect(r.model.settings.palette.accent).toBe(accent);
    expect(contrastRatio(r.model.settings.palette.primary, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("names a colour given by its code once when it is used as given", () => {
    const r = change(page("restaurant"), [{ op: "set_style", primary: "#0F766E" }], "make it #0F766E");
    expect(r.applied).toEqual(["Changed the brand colour to #0f766e"]);
  });

  it("names a colour the interpreter gave as a code by its name in the page's language, the code beside it for the swatch", () => {
    const r = change(page("restaurant"), [{ op: "set_style", primary: "#16a34a" }], "a bit greener");
    expect(r.applied).toEqual(["Changed the brand colour to green (#12863d)"]);
  });

  it("sets the body text size, and back to normal", () => {
    const large = change(page("restaurant"), [{ op: "set_style", textSize: "large" }]);
    expect(large.applied).toEqual(["Made the text larger"]);
    expect(large.html).toContain("body{font-size:calc(var(--fs) * 1.125)}");
    const small = change(large.model, [{ op: "set_style", textSize: "small" }]);
    expect(small.applied).toEqual(["Made the text smaller"]);
    expect(small.html).toContain("body{font-size:calc(var(--fs) * .9375)}");
    const normal = change(small.model, [{ op: "set_style", textSize: "normal" }]);
    expect(normal.applied).toEqual(["Set the text to its normal size"]);
    expect(normal.html).not.toContain("calc(var(--fs)");
    expect(applySaid(normal.model, [{ op: "set_style", textSize: "normal" }]).notApplied[0]).toMatch(
      /^Nothing to change/,
    );
  });

  it("scales the section headings from the design's own sizes, up or down", () => {
    const bigger = change(page("restaurant"), [{ op: "set_style", headings: "bigger" }]);
    expect(bigger.applied).toEqual(["Made the section headings bigger"]);
    expect(bigger.html).toContain("h2{font-size:calc(var(--h2) * 1.25)}");
    const smaller = change(bigger.model, [{ op: "set_style", headings: "smaller" }]);
    expect(smaller.applied).toEqual(["Made the section headings smaller"]);
    expect(smaller.html).toContain("h2{font-size:calc(var(--h2) * .85)}");
    expect(smaller.html).not.toContain("var(--h2) * 1.25");
  });

  it("does not guess a colour it cannot read", () => {
    const r = applySaid(page("restaurant"), [{ op: "set_style", primary: "pop" }]);
    expect(r.notApplied[0]).toMatch(/^Could not read the colour “pop”/);
  });

  it("sets the design, the font and emphasis in one change", () => {
    const r = applySaid(page("restaurant"), [
      { op: "set_style", design: "bold", font: "sans", headline: "bigger", navigation: "hidden" },
    ]);
    expect(r.applied).toEqual([
      "Switched to the sans-serif font; Switched to the “bold” design; Made the headline bigger; Hid the navigation menu",
    ]);
    expect(r.model.settings).toMatchObject({
      design: "bold",
      font: "sans",
      style: { headline: "bigger" },
      hideNavigation: true,
    });
  });
});

describe("form operations", () => {
  it("adds a field before the message box and renders it", () => {
    const r = change(page("restaurant"), [{ op: "add_form_field", label: "Company", type: "text" }]);
    expect(r.applied).toEqual(["Added the field “Company” to the form"]);
    const fields = r.model.sections.find((s) => s.form)?.form?.fields ?? [];
    expect(fields.at(-2)?.label).toBe("Company");
    expect(r.html).toContain(">Company<");
  });

  it("makes a field required and drops its “(optional)”", () => {
    const r = applySaid(page("restaurant"), [{ op: "set_form_field", field: "phone", required: true }]);
    expect(r.applied).toEqual(["Made “Phone” required"]);
  });

  it("removes a field by its label", () => {
    const r = applySaid(page("restaurant"), [{ op: "remove_form_field", field: "Phone" }]);
    expect(r.applied).toEqual(["Removed the field “Phone (optional)” from the form"]);
  });

  it("sends forms to the owner's https address or e-mail only", () => {
    const mail = applySaid(page("restaurant"), [{ op: "set_form_action", url: "orders@sole.pt" }]);
    expect(mail.applied).toEqual(["The page's forms now send to orders@sole.pt"]);
    expect(mail.model.settings).toMatchObject({ formAction: "mailto:orders@sole.pt", ownFormAction: true });
    const http = applySaid(page("restaurant"), [{ op: "set_form_action", url: "http://sole.pt/form" }]);
    expect(http.notApplied[0]).toMatch(/^A form can only send to an https:\/\/ address/);
  });
});
