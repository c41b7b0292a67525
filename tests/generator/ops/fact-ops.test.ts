import { describe, expect, it } from "vitest";
import { briefOfModel } from "../../../src/generator/composer/stored-brief.js";
import { compose } from "../compose-for-test.js";
import { applySaid, change, jsonLd, page, visible, WEBINAR } from "./pages.js";

describe("the stored brief", () => {
  it("is stored with a composed page and read back", () => {
    const model = page("restaurant");
    expect(model.brief?.phones.map((p) => p.text)).toEqual(["+351 21 123 4567"]);
    const older = { ...model, brief: undefined };
    expect(briefOfModel(older).prices.map((p) => p.text)).toEqual(["€14", "€45"]);
  });
});

describe("set_fact", () => {
  it("changes a price everywhere: texts, the card's price, the brief and the description", () => {
    const r = change(page("restaurant"), [{ op: "set_fact", kind: "price", from: "€45", to: "€49" }]);
    expect(r.applied).toEqual(["Changed the price “€45” to “€49” everywhere on the page"]);
    expect(visible(r.html)).not.toContain("€45");
    expect(r.html).toContain("€49");
    expect(r.model.brief?.prices.find((p) => p.text === "€49")?.amount).toBe(49);
    expect(r.model.source.prompt).toContain("tasting menu €49");
  });

  it("changes a phone number in the texts, the tel: links and the JSON-LD", () => {
    const r = change(page("restaurant"), [
      { op: "set_fact", kind: "phone", from: "+351 21 123 4567", to: "+351 21 765 4321" },
    ]);
    expect(r.applied).toEqual([
      "Changed the phone number “+351 21 123 4567” to “+351 21 765 4321” everywhere on the page",
    ]);
    const html = visible(r.html);
    expect(html).not.toContain("123 4567");
    expect(html).not.toContain("tel:+351211234567");
    expect(html).toContain('href="tel:+351217654321"');
    expect(jsonLd(r.html).telephone).toBe("+351217654321");
  });

  it("changes an e-mail address and its mailto: links", () => {
    const r = change(page("restaurant"), [
      { op: "set_fact", kind: "email", from: "ciao@trattoriasole.pt", to: "info@sole.pt" },
    ]);
    expect(visible(r.html)).not.toContain("ciao@trattoriasole.pt");
    expect(r.html).toContain('href="mailto:info@sole.pt"');
    expect(jsonLd(r.html).email).toBe("info@sole.pt");
  });

  it("moves an event to another day at the same time, the JSON-LD and the countdown with it", () => {
    const r = change(
      page("webinar"),
      [{ op: "set_fact", kind: "date", from: "14 January 2027", to: "28 january 2027" }],
      "the webinar moved to 28 january 2027, same time",
    );
    expect(r.applied).toEqual([
      "Changed the date “14 January 2027 at 18:00 CET” to “28 January 2027 at 18:00 CET” everywhere on the page",
    ]);
    const html = visible(r.html);
    expect(html).not.toContain("14 January");
    expect(html).toContain("28 January 2027 at 18:00 CET");
    expect(html).toContain('datetime="2027-01-28T18:00:00+01:00"');
    expect(jsonLd(r.html).startDate).toBe("2027-01-28T18:00:00+01:00");
    expect(r.model.sections.find((s) => s.kind === "countdown")?.date).toBe("2027-01-28T18:00:00+01:00");
    expect(r.model.source.prompt).toContain("28 January 2027 at 18:00 CET");
  });

  it("writes the moved date month first when the page does ('March 12, 2027' → 'April 2, 2027')", () => {
    const model = compose("webinar", WEBINAR.replace("14 January 2027", "January 14, 2027"), {
      companyName: "PriceLab",
      title: "Pricing for founders",
    }).model;
    const r = change(model, [
      { op: "set_fact", kind: "date", from: "January 14, 2027", to: "April 2, 2027" },
    ]);
    expect(visible(r.html)).toContain("April 2, 2027 at 18:00 CET");
    expect(visible(r.html)).not.toContain("2 April 2027");
    expect(jsonLd(r.html).startDate).toBe("2027-04-02T18:00:00+02:00");
  });

  it("keeps a weekday written with the date, the new date's own, even where the page's was wrong", () => {
    const model = compose(
      "event-registration",
      // 14 March 2027 is a Sunday: the owner wrote "samedi", and the moved date still says its weekday.
      "Atelier d'initiation au tournage le samedi 14 mars 2027 de 10h à 13h à Lyon. 65 € par personne.",
      { companyName: "Terre & Feu", title: "Atelier poterie", industry: "other" },
    ).model;
    const r = change(model, [{ op: "set_fact", kind: "date", from: "14 mars 2027", to: "20 mars 2027" }]);
    expect(visible(r.html)).toMatch(/samedi 20 mars 2027/i);
    expect(visible(r.html)).not.toMatch(/14 mars/);
  });

  it("moves an event to a range of days: the page shows the whole range and the JSON-LD its end", () => {
    const r = change(
      page("webinar"),
      [{ op: "set_fact", kind: "date", from: "14 January 2027", to: "19 to 21 June 2027" }],
      "new dates: 19 to 21 June 2027",
    );
    // Written as the page's locale writes a range (en-GB: thin spaces around the dash).
    const range = "19\u2009–\u200921 June 2027 at 18:00 CET";
    expect(r.applied).toEqual([
      `Changed the date “14 January 2027 at 18:00 CET” to “${range}” everywhere on the page`,
    ]);
    expect(visible(r.html)).toContain(range);
    expect(visible(r.html)).not.toContain("14 January");
    expect(jsonLd(r.html).startDate).toBe("2027-06-19T18:00:00+02:00");
    expect(jsonLd(r.html).endDate).toBe("2027-06-21");
  });

  it("moves an event to another time of day", () => {
    const r = change(page("webinar"), [{ op: "set_fact", kind: "time", from: "18:00", to: "19:30" }]);
    expect(visible(r.html)).toContain("14 January 2027 at 19:30 CET");
    expect(jsonLd(r.html).startDate).toBe("2027-01-14T19:30:00+01:00");
  });

  it("is not applied to a value the page does not have", () => {
    const r = applySaid(page("restaurant"), [{ op: "set_fact", kind: "price", from: "€29", to: "€35" }], {
      request: "",
    });
    expect(r.notApplied).toEqual(["The page does not say “€29”"]);
  });
});

describe("add_fact and remove_fact", () => {
  it("adds an Instagram handle to the contact details and the footer with its profile link", () => {
    const r = change(
      page("restaurant"),
      [{ op: "add_fact", kind: "social", value: "@trattoriasole" }],
      "ad my insta @trattoriasole",
    );
    expect(r.applied).toEqual([
      "Added Instagram “@trattoriasole” (https://instagram.com/trattoriasole) to the contact details and the footer",
    ]);
    expect(r.model.footer.at(-1)).toMatchObject({ title: "Instagram", text: "@trattoriasole" });
    expect(r.html).toContain('href="https://instagram.com/trattoriasole"');
    expect(r.model.brief?.socials).toEqual([{ network: "instagram", text: "@trattoriasole" }]);
  });

  it("asks which network a bare handle is on", () => {
    const r = applySaid(page("restaurant"), [{ op: "add_fact", kind: "social", value: "@sole" }], {
      request: "add @sole",
    });
    expect(r.notApplied[0]).toMatch(/^Which network is “@sole” on\?/);
  });

  it("removes an e-mail address from every card, link, sentence and the JSON-LD", () => {
    const r = change(page("restaurant"), [
      { op: "remove_fact", kind: "email", value: "ciao@trattoriasole.pt" },
    ]);
    expect(r.applied).toEqual(["Removed the e-mail address “ciao@trattoriasole.pt” from the page"]);
    expect(visible(r.html)).not.toContain("ciao@trattoriasole.pt");
    expect(jsonLd(r.html).email).toBeUndefined();
    expect(r.model.source.prompt).toContain("Call +351 21 123 4567.");
    const answers = r.model.sections.flatMap((s) => (s.kind === "faq" ? s.items.map((i) => i.text) : []));
    expect(answers).toContain("By phone on +351 21 123 4567 or with the form on this page.");
  });

  it("removes a phone number with its own lead-in ('By phone on'), leaving the other ways to reach whole", () => {
    const r = change(page("restaurant"), [{ op: "remove_fact", kind: "phone", value: "+351 21 123 4567" }]);
    expect(r.applied).toEqual(["Removed the phone number “+351 21 123 4567” from the page"]);
    const answers = r.model.sections.flatMap((s) => (s.kind === "faq" ? s.items.map((i) => i.text) : []));
    expect(answers).toContain("By e-mail at ciao@trattoriasole.pt or with the form on this page.");
    expect(answers.join(" ")).not.toMatch(/By phone on(?! \+)/i);
  });
});
