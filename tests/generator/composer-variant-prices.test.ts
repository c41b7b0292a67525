/** Prices of one thing in several variants are one offering with its variant prices (issue 27.6). */
import { describe, expect, it } from "vitest";
import { isPriceVariant, priceVariants } from "../../src/generator/brief/price-variants.js";
import { briefOf, compose, pageWords } from "./compose-for-test.js";

const GROOMER =
  "Dog grooming in Bristol. Full groom £45 for small dogs, £60 for medium, £75 for large. Nail trim £12.";

describe("prices of one thing in several variants", () => {
  it("reads the prices after the first as its variants, with no new name between them", () => {
    const b = briefOf(GROOMER);
    const runs = priceVariants(b.prices, b.description);
    expect([...runs.keys()].map((p) => p.text)).toEqual(["£45"]);
    expect(runs.get(b.prices[0]!)?.map((p) => p.text)).toEqual(["£60", "£75"]);
    expect(isPriceVariant(b.prices[3]!, b.prices, b.description)).toBe(false);
  });

  it("answers what it costs with every variant", () => {
    const { html } = compose(
      "business-homepage",
      `${GROOMER} Open Monday to Saturday 8am–6pm. Call 0117 496 0321.`,
    );
    expect(pageWords(html)).toContain("Full groom: £45 for small dogs, £60 for medium, £75 for large");
  });

  it("names no variant as a service", () => {
    expect(briefOf(GROOMER).offerings).not.toContain("small dogs");
  });

  it("shows one offering with its prices by size, no card named Price and no section named after a variant", () => {
    const { model, html } = compose("business-homepage", GROOMER);
    const titles = model.sections.flatMap((s) => (s.items ?? []).map((i) => i.title));
    expect(titles).not.toContain("Price");
    expect(titles).not.toContain("Small dogs");
    const groom = model.sections.flatMap((s) => s.items ?? []).find((i) => i.title === "Full groom");
    expect(groom?.price).toBe("£45 for small dogs · £60 for medium · £75 for large");
    expect(pageWords(html)).not.toMatch(/Price £60|Small dogs/);
  });

  it.each([
    [
      "Boulangerie à Nantes. Tarte aux pommes 18 € pour 6 personnes ou 24 € pour 8 personnes.",
      "Tarte aux pommes",
      "18 € pour 6 personnes · 24 € pour 8 personnes",
    ],
    [
      "Taller en Valencia. Cambio de aceite desde 49 € para coches pequeños, 69 € para SUV.",
      "Cambio de aceite",
      "desde 49 € para coches pequeños · 69 € para SUV",
    ],
    [
      "Bakery in Leeds. Country loaf £4.50, cinnamon buns £2.80 each or 4 for £10.",
      "Cinnamon buns",
      "£2.80 each · 4 for £10",
    ],
  ])("keeps the variants of %j on one line", (prompt, title, line) => {
    const { model } = compose("business-homepage", prompt);
    const item = model.sections.flatMap((s) => s.items ?? []).find((i) => i.title === title);
    expect(item?.price).toBe(line);
  });

  it("keeps differently named things apart", () => {
    const b = briefOf(
      "Salon in Lyon. Coupe femme 38 €, coupe homme 24 €. Day ticket £35, weekend ticket £60.",
    );
    expect(priceVariants(b.prices, b.description).size).toBe(0);
  });

  it("reads a price taken later as a step in time, not a variant", () => {
    const b = briefOf("Conference in Hamburg. Early bird €290 until 31 December, then €390.");
    expect(priceVariants(b.prices, b.description).size).toBe(0);
  });

  it("offers each ticket of an event as its own choice", () => {
    const { html } = compose(
      "event-registration",
      "Jazz night on 20 November 2027 at 19:30 in Leeds. Tickets £12 in advance, £15 on the door.",
    );
    expect(html).toMatch(/<option[^>]*>[^<]*£12/);
    expect(html).toMatch(/<option[^>]*>[^<]*£15/);
  });
});
