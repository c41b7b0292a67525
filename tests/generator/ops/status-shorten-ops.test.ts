import { describe, expect, it } from "vitest";
import { factsIn } from "../../../src/generator/guard/index.js";
import { allPacks } from "../../../src/generator/lang/index.js";
import { applySaid, change, page } from "./pages.js";

describe("set_status", () => {
  it("marks a product sold out after its price, and available again", () => {
    const sold = change(page("shop"), [{ op: "set_status", item: "Wrap", status: "sold_out" }]);
    expect(sold.applied).toEqual(["Marked “Wrap” as sold out and took it out of the order form's choices"]);
    const choices = (m: typeof sold.model) =>
      m.sections.flatMap((s) => s.form?.fields ?? []).flatMap((f) => f.options ?? []);
    expect(choices(sold.model).some((o) => o.startsWith("Wrap"))).toBe(false);
    expect(sold.html).toContain("£119 · Sold out");
    const back = applySaid(sold.model, [{ op: "set_status", item: "Wrap", status: "available" }]);
    expect(back.applied).toEqual(["“Wrap” is available again"]);
    expect(back.model.sections.flatMap((s) => s.items).find((i) => i.title === "Wrap")?.price).toBe("£119");
    expect(choices(back.model)).toContain("Wrap (£119)");
  });

  it("marks the event sold out and takes its registration form off", () => {
    const r = change(page("webinar"), [{ op: "set_status", status: "sold_out" }]);
    expect(r.applied).toEqual(["Marked the event as sold out and took the registration form off the page"]);
    expect(r.model.sections[0].eyebrow).toMatch(/^Sold out · /);
    expect(r.html).not.toContain("<form");
    const back = applySaid(r.model, [{ op: "set_status", status: "available" }]);
    expect(back.model.sections.find((s) => s.kind === "registration")?.form).toBeDefined();
  });

  // Every status the product shows × every language pack: the badge is in the page's language.
  for (const pack of allPacks()) {
    it(`says every status of the event and of an item in the page's language (${pack.code})`, () => {
      const labels = pack.statusLabels;
      const event = page("webinar");
      event.lang = pack.code;
      const booked = change(event, [{ op: "set_status", status: "sold_out" }]);
      expect(booked.model.sections[0].eyebrow).toMatch(new RegExp(`^${labels.booked} · `));
      for (const status of ["cancelled", "postponed"] as const) {
        const next = applySaid(booked.model, [{ op: "set_status", status }]);
        // The earlier badge is replaced, never stacked.
        expect(next.model.sections[0].eyebrow?.split(" · ")[0]).toBe(labels[status]);
        expect(next.model.sections[0].eyebrow?.split(" · ")).toHaveLength(
          booked.model.sections[0].eyebrow?.split(" · ").length ?? 0,
        );
      }
      const shop = page("shop");
      shop.lang = pack.code;
      // A shop sold out as a whole says it as a product does, not as a booked event.
      expect(applySaid(shop, [{ op: "set_status", status: "sold_out" }]).model.sections[0].eyebrow).toMatch(
        new RegExp(`^${labels.sold_out}( · |$)`),
      );
      const sold = change(shop, [{ op: "set_status", item: "Wrap", status: "sold_out" }]);
      expect(sold.html).toContain(`£119 · ${labels.sold_out}`);
      const back = applySaid(sold.model, [{ op: "set_status", item: "Wrap", status: "available" }]);
      expect(back.model.sections.flatMap((s) => s.items).find((i) => i.title === "Wrap")?.price).toBe("£119");
    });
  }
});

describe("shorten", () => {
  it("cuts long texts to their first sentence but keeps every sentence that states a fact", () => {
    const model = page("restaurant");
    const about = model.sections.find((s) => s.kind !== "hero" && s.kind !== "contact") ?? model.sections[1];
    about.lead =
      "We cook every dish the way our grandmother taught us, slowly and with care. It is a place to sit down and take your time with friends. Our tasting menu is €45. The dining room has a view of the river and the old town.";
    const r = applySaid(model, [{ op: "shorten" }]);
    const lead = r.model.sections.find((s) => s.id === about.id)?.lead ?? "";
    expect(lead).toBe(
      "We cook every dish the way our grandmother taught us, slowly and with care. Our tasting menu is €45.",
    );
    for (const fact of factsIn(about.lead)) expect(lead).toContain(fact.text);
    expect(r.applied[0]).toMatch(/^Shortened \d+ texts?, keeping every price, date, name and list$/);
  });

  it("keeps a text that cannot lose a sentence without losing a fact", () => {
    const r = applySaid(page("webinar"), [{ op: "shorten", section: "hero" }]);
    expect(r.applied).toEqual([]);
    expect(r.notApplied[0]).toMatch(/^Nothing to shorten in the top banner/);
  });
});

describe("shorten one named text (rule length)", () => {
  const hero = (m: { sections: { kind: string; heading: string; lead?: string }[] }) =>
    m.sections.find((s) => s.kind === "hero")!;

  it("length: a headline of two clauses keeps its first clause, word for word", () => {
    const model = page("shop");
    const top = hero(model);
    top.heading = "Alpaca scarves, knitted by hand in Peru";
    const id = model.sections.indexOf(top as never);
    const r = applySaid(model, [{ op: "shorten", path: `sections.${model.sections[id]!.id}.heading` }]);
    expect(hero(r.model).heading).toBe("Alpaca scarves");
    expect(r.applied).toEqual(["Shortened the headline to “Alpaca scarves”"]);
  });

  it("length: an intro keeps its first sentence when the rest is said elsewhere on the page", () => {
    const model = page("restaurant");
    const top = hero(model);
    top.lead = "A family Italian restaurant in Lisbon. Lunch menu €14, tasting menu €45.";
    const path = `sections.${model.sections.find((s) => s.kind === "hero")!.id}.lead`;
    const r = applySaid(model, [{ op: "shorten", path }]);
    expect(hero(r.model).lead).toBe("A family Italian restaurant in Lisbon.");
  });

  it("length: a sentence holding a fact the page shows nowhere else is kept", () => {
    const model = page("restaurant");
    const top = hero(model);
    top.lead = "A family Italian restaurant in Lisbon. Private room for 30 guests on 12 March 2027.";
    const path = `sections.${model.sections.find((s) => s.kind === "hero")!.id}.lead`;
    const r = applySaid(model, [{ op: "shorten", path }]);
    expect(r.applied).toEqual([]);
    expect(r.notApplied[0]).toMatch(/^It cannot be cut where a sentence or clause ends/);
  });

  it("length: a one-clause headline is refused in the page's language, nothing changed", () => {
    const model = page("shop");
    model.lang = "de";
    const top = hero(model);
    top.heading = "Alpakaschals aus Peru";
    const path = `sections.${model.sections.find((s) => s.kind === "hero")!.id}.heading`;
    const r = applySaid(model, [{ op: "shorten", path }]);
    expect(r.applied).toEqual([]);
    expect(r.notApplied[0]).toMatch(/^Der Text lässt sich nicht am Ende eines Satzes/);
    expect(hero(r.model).heading).toBe("Alpakaschals aus Peru");
  });
});
