/**
 * A vague one-liner still gives a complete, honest page (issue 27.2): what such a business does in general
 * terms in the page's language (Hungarian too), promising nothing it was not told (no seats for a taco
 * truck), and a main button that serves the owner's aim ("…, get bookings" → a booking action).
 */
import { describe, expect, it } from "vitest";
import { instructionTopic } from "../../src/generator/brief/instructions.js";
import { KIND_SUMMARIES } from "../../src/generator/composer/kinds/summaries.js";
import { briefOf, compose, section } from "./compose-for-test.js";

describe("the owner's aim picks the trade's action for the main button", () => {
  it.each([
    ["need a page for my dog grooming van, get bookings", /^(?:Book a visit|Check availability)$/],
    ["mi serve una pagina per il mio salone di parrucchiera a Bari, voglio più prenotazioni", /^Prenota/],
    ["page for my garage in Leeds, want more bookings", /^Book a service$/],
  ])("%s", (prompt, label) => {
    const { model } = compose("business-homepage", prompt);
    expect(section(model, "hero")?.cta?.label).toMatch(label);
  });

  it("without an aim the button stays one of the trade's or a plain one", () => {
    const { model } = compose("business-homepage", "need a page for my dog grooming van");
    expect(section(model, "hero")?.cta?.label).toBeDefined();
  });
});

describe("what such a business does, in general terms", () => {
  it("a restaurant's line promises no seats: a taco truck is read as one", () => {
    const { model } = compose("facebook-ads", "quiero una página para mi food truck de tacos", {
      companyName: "Tacos El Güero",
      title: "Tacos El Güero",
    });
    expect(section(model, "hero")?.lead).toBe("Platos de nuestra cocina, para disfrutar.");
    for (const line of Object.values(KIND_SUMMARIES.restaurant ?? {}))
      expect(line).not.toMatch(/sit|sentar|asseoir|sieden|sedersi|zitten|usiąść|sentar|leül/i);
  });

  it("every kind's line is written in Hungarian too", () => {
    for (const [kind, lines] of Object.entries(KIND_SUMMARIES)) expect(lines?.hu, kind).toMatch(/\p{L}{3}/u);
  });

  it("a Dutch estate agent's one-word office is an estate agent, and its page says what one does", () => {
    expect(briefOf("pagina voor mijn makelaarskantoor, meer verkopers binnenhalen").kind).toBe(
      "estate-agent",
    );
    const { model } = compose(
      "lead-generation",
      "pagina voor mijn makelaarskantoor, meer verkopers binnenhalen",
      {
        companyName: "Makelaardij Bos",
        title: "Makelaardij Bos",
      },
    );
    expect(section(model, "hero")?.lead).toBe("Hulp bij het kopen, verkopen of huren van je woning.");
  });

  it("a Hungarian webshop named with its endings is a shop, and its page says what one does", () => {
    expect(briefOf("oldal a mézes webshopomhoz").kind).toBe("shop");
    const { model } = compose("e-commerce", "oldal a mézes webshopomhoz", {
      companyName: "Méhes Kert",
      title: "Méhes Kert",
    });
    expect(section(model, "hero")?.lead).toBe("Nézze meg, mit árulunk.");
  });

  it.each([
    ["oldal a mézes webshopomhoz", "mézes webshop"],
    ["weboldal a fogorvosi rendelőmhöz", "fogorvosi rendelő"],
  ])("a Hungarian request names its business in its endings: %s", (sentence, topic) => {
    expect(instructionTopic(sentence)).toBe(topic);
  });
});

describe("free delivery to a place is an offer in Portuguese, Italian and Spanish", () => {
  it.each(["Envio grátis em Portugal", "Spedizione gratuita in Italia", "Envío gratis a Canarias"])(
    "%s",
    (offer) => {
      expect(briefOf(`Garrafa térmica de 750 ml. ${offer}.`).offers).toContain(offer);
    },
  );
});
