import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";
import { applySaid, change, page, visible } from "./pages.js";

describe("add_item", () => {
  it("adds a plan with its price to Pricing", () => {
    const r = change(page("restaurant"), [
      { op: "add_item", section: "pricing", item: { title: "Family menu", price: "€99" } },
    ]);
    expect(r.applied).toEqual(["Added “Family menu — €99” to Pricing"]);
    expect(r.model.sections.find((s) => s.kind === "pricing")?.items.at(-1)).toEqual({
      title: "Family menu",
      price: "€99",
    });
    expect(r.html).toContain("Family menu");
    expect(r.html).toContain("€99");
  });

  it("adds a testimonial to the testimonials section", () => {
    const r = change(page("restaurant"), [
      { op: "add_item", section: "testimonials", item: { title: "Best carbonara in town", meta: "Ana" } },
    ]);
    const reviews = r.model.sections.find((s) => s.kind === "testimonials");
    expect(reviews?.placeholder).toBeUndefined();
    expect(r.html).toContain("Best carbonara in town");
  });

  it("names a section the page does not have", () => {
    const r = applySaid(page("restaurant"), [{ op: "add_item", section: "agenda", item: { title: "x" } }], {
      request: "",
    });
    expect(r.notApplied).toEqual(["This page has no “agenda” section yet"]);
  });
});

describe("remove_item", () => {
  it("takes the section away with its last item, so no heading stands over nothing", () => {
    const { model } = compose(
      "webinar",
      "Free live webinar: Instagram Reels that sell, on Wednesday 20 January 2027 at 6pm GMT, 45 minutes plus Q&A. Hosted by Mia Torres, who grew three brands past 100k followers. You'll learn: hooks in the first 3 seconds, editing on your phone, turning views into sales.",
    );
    const about = model.sections.find((s) => s.kind === "about");
    expect(about?.items).toHaveLength(1);
    const r = change(model, [{ op: "remove_item", section: "about", item: about!.items[0]!.title }]);
    expect(r.applied).toEqual([
      "Removed “Hosted by Mia Torres, who grew three brands past 100k followers”, the last thing in About, and the section with it",
    ]);
    expect(r.model.sections.some((s) => s.kind === "about")).toBe(false);
    expect(r.html).not.toContain('id="about"');
    // The host is still on the page, in her own section.
    expect(visible(r.html)).toContain("Mia Torres");
  });

  it("keeps a section that still has items after one is removed", () => {
    const r = change(page("restaurant"), [{ op: "remove_item", section: "pricing", item: "tasting menu" }]);
    expect(r.model.sections.some((s) => s.kind === "pricing")).toBe(true);
  });

  it("removes the item and takes it out of the lists the page writes in sentences", () => {
    const r = change(page("restaurant"), [{ op: "remove_item", section: "pricing", item: "tasting menu" }]);
    expect(r.applied).toEqual(["Removed “Tasting menu” from Pricing"]);
    expect(visible(r.html)).not.toMatch(/tasting menu/i);
    const faq = r.model.sections.find((s) => s.kind === "faq");
    expect(faq?.items.map((i) => i.text)).toContainEqual(expect.stringMatching(/^Lunch menu: €14\b/));
  });

  it("leaves a sentence that only happens to say the item's words", () => {
    // The sentence names one other item of the list, not the list: removing a topic keeps it whole.
    const { model } = compose(
      "webinar",
      "A free live webinar on beekeeping for beginners on 18 February 2027 at 19:00 UK time, with beekeeper Tom Hardy. You will learn: hive inspection, swarm control and honey harvesting. Bring your questions about swarm control to the live Q&A.",
    );
    const learn = model.sections.find((s) => s.items.some((i) => /hive inspection/i.test(i.title)));
    expect(learn).toBeDefined();
    const title = learn!.items.find((i) => /hive inspection/i.test(i.title))!.title;
    const r = change(model, [{ op: "remove_item", section: learn!.kind, item: title }]);
    expect(visible(r.html)).not.toMatch(/hive inspection/i);
    expect(visible(r.html)).toContain("Bring your questions about swarm control to the live Q&amp;A");
  });

  it("takes a removed product out of a price answer joined by semicolons and out of the order form", () => {
    const { model } = compose(
      "e-commerce",
      "A Barro Azul vende cerâmica feita à mão no Porto. Caneca de grés 18 €, taça de pequeno-almoço 22 €, prato raso 26 €. Email loja@barroazul.pt.",
      { companyName: "Barro Azul", title: "Cerâmica feita à mão" },
    );
    const products = model.sections.find((s) => s.items.some((i) => i.title === "Prato raso"))!;
    const r = change(model, [{ op: "remove_item", section: products.kind, item: "Prato raso" }]);
    const text = visible(r.html);
    expect(text).not.toContain("Prato raso");
    expect(text).toContain("Caneca de grés: 18 €; Taça de pequeno-almoço: 22 €");
    expect(text).not.toMatch(/€ and /);
  });

  it("keeps a sentence where the item's word is one of a pair inside a longer list", () => {
    const { model } = compose(
      "app-download",
      "Sprout is a free app for iPhone and Android that reminds you when to water your houseplants. Features: watering reminders, a light meter and a plant diary. Plans adapt to your light meter and season, and your diary keeps every photo.",
    );
    const features = model.sections.find((s) => s.items.some((i) => i.title === "Light meter"));
    expect(features).toBeDefined();
    const r = change(model, [{ op: "remove_item", section: features!.kind, item: "Light meter" }]);
    expect(visible(r.html)).toContain("Plans adapt to your light meter and season");
  });

  it("finds an item by a unique start of its title or by its position", () => {
    const byStart = applySaid(
      page("restaurant"),
      [{ op: "remove_item", section: "pricing", item: "tasting" }],
      {
        request: "",
      },
    );
    expect(byStart.applied).toEqual(["Removed “Tasting menu” from Pricing"]);
    const byPlace = applySaid(page("restaurant"), [{ op: "remove_item", section: "pricing", item: 1 }], {
      request: "",
    });
    expect(byPlace.applied).toEqual(["Removed “Lunch menu” from Pricing"]);
  });

  it("names a plan the page does not have", () => {
    const r = applySaid(page("restaurant"), [{ op: "remove_item", section: "pricing", item: "Family" }], {
      request: "",
    });
    expect(r.notApplied).toEqual(["There is no “Family” plan on the page"]);
  });
});

describe("move, copy and highlight", () => {
  it("moves an item to the top of its section", () => {
    const r = applySaid(
      page("restaurant"),
      [{ op: "move_item", section: "services", item: "Tiramisu", to: "first" }],
      {
        request: "",
      },
    );
    expect(r.applied).toEqual(["Moved “Tiramisu” to the top of Services"]);
    const services = r.model.sections.find((s) => s.kind === "services");
    expect(services?.items.map((i) => i.title)).toEqual(["Tiramisu", "Fresh pasta", "Wood-fired pizza"]);
  });

  it("copies an item right after itself", () => {
    const r = applySaid(
      page("restaurant"),
      [{ op: "duplicate_item", section: "pricing", item: "Lunch menu" }],
      {
        request: "",
      },
    );
    expect(r.model.sections.find((s) => s.kind === "pricing")?.items.map((i) => i.title)).toEqual([
      "Lunch menu",
      "Lunch menu",
      "Tasting menu",
    ]);
  });

  it("highlights one plan of a section at a time", () => {
    const first = applySaid(
      page("restaurant"),
      [
        { op: "highlight_item", section: "pricing", item: "Lunch menu", badge: "Most popular" },
        { op: "highlight_item", section: "pricing", item: "Tasting menu" },
      ],
      { request: "" },
    );
    expect(first.applied).toEqual([
      "Highlighted “Lunch menu” as “Most popular”",
      "Highlighted “Tasting menu”",
    ]);
    const items = first.model.sections.find((s) => s.kind === "pricing")?.items ?? [];
    expect(items.map((i) => i.highlight)).toEqual([undefined, ""]);
    const cleared = applySaid(first.model, [{ op: "highlight_item", section: "pricing", item: null }], {
      request: "",
    });
    expect(cleared.applied).toEqual(["Removed the highlight from “Tasting menu”"]);
  });
});
