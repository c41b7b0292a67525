/**
 * Issue 27.6, as the owner reads the page: a price is said on its card and not again in the story, a list's
 * label is no one-line story, a returns promise is an offer, a Polish place keeps its preposition, a town
 * written in lower case is shown as a name, and the business's own name is no venue.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

const aboutPoints = (model: ReturnType<typeof compose>["model"]) =>
  section(model, "about")?.items.map((i) => i.title) ?? [];

describe("a price sentence in the page's language", () => {
  it("is said on the price's card and not pasted again in the about section", () => {
    const { model } = compose(
      "event-registration",
      "Retiro de yoga de fin de semana en la sierra de Madrid, del 5 al 7 de marzo de 2027. Precio 640 € en habitación compartida. Incluye comidas vegetarianas y clases diarias.",
      { companyName: "Sierra Calma", title: "Sierra Calma" },
    );
    expect(aboutPoints(model).join(" | ")).not.toMatch(/Precio/);
    const details = section(model, "event-details")
      ?.items.map((i) => i.text)
      .join(" ");
    expect(details).toContain("640 € en habitación compartida");
  });
});

describe("a labelled list whose items are cards", () => {
  it("leaves no one-line about section holding only the label", () => {
    const { model } = compose(
      "business-homepage",
      "Osteria di quartiere a Parma. Cuciniamo anolini in brodo, tortelli di erbetta e punta di vitello. Dolci della casa: torta di riso, zuppa inglese e sbrisolona.",
      { companyName: "Osteria del Borgo", title: "Osteria del Borgo" },
    );
    expect(aboutPoints(model)).not.toContain("Dolci della casa");
  });
});

describe("a returns promise", () => {
  it("is shown as an offer, not as the story of who the owner is", () => {
    const { model } = compose(
      "e-commerce",
      "Borse in pelle fatte a mano a Firenze. Tracolla 180 €, zaino 240 €. Resi entro 14 giorni.",
      { companyName: "Cuoio Vivo", title: "Cuoio Vivo", industry: "fashion" },
    );
    expect(aboutPoints(model)).not.toContain("Resi entro 14 giorni");
    expect(
      section(model, "offers")
        ?.items.map((i) => i.title)
        .join(" "),
    ).toContain("Resi entro 14 giorni");
  });
});

describe("a Polish place read after its preposition", () => {
  it("is shown with the preposition, in the hero's chip and the contact card", () => {
    const { model } = compose(
      "business-homepage",
      "Warsztat rowerowy w Gdańsku. Serwis rowerów szosowych i miejskich. Telefon 600 700 800.",
      { companyName: "Szprycha", title: "Szprycha" },
    );
    const chips = section(model, "hero")?.items.map((i) => i.title) ?? [];
    // A chip is a label, so it starts with a capital; the footer keeps the owner's "w Gdańsku".
    expect(chips).toContain("W Gdańsku");
    expect(chips).not.toContain("Gdańsku");
    expect(model.footer.find((f) => f.icon === "map-pin")?.text).toBe("w Gdańsku");
  });
});

describe("a town written in lower case", () => {
  it("is a name in the lead and the hero's chip", () => {
    const { model } = compose(
      "business-homepage",
      "Falegnameria artigiana a cremona. Realizziamo mobili su misura e restauriamo i mobili della nonna.",
      { companyName: "Legno Vivo", title: "Legno Vivo" },
    );
    const hero = section(model, "hero");
    expect(`${hero?.lead} ${hero?.items.map((i) => i.title).join(" ")}`).toContain("Cremona");
    expect(hero?.lead ?? "").not.toContain("cremona");
  });
});

describe("the business's own name opening with a street word", () => {
  it("is not shown as the event's venue", () => {
    const { model } = compose(
      "event-registration",
      "Calle Luna organiza una noche de flamenco el 14 de febrero de 2027 a las 21:00. Entrada 25 €.",
      { companyName: "Calle Luna", title: "Calle Luna" },
    );
    const where = section(model, "event-details")?.items.find((i) => i.icon === "map-pin");
    expect(where?.text).not.toBe("Calle Luna");
  });
});

describe("a product page's features", () => {
  it("leave out the sentence that opens the pricing section", () => {
    const { model } = compose(
      "product-launch",
      "Nordhaus bringt den ersten Schlafsack aus recycelter Daunenwolle auf den Markt. Er ist waschbar bei 40 Grad und wiegt nur 700 g. Vorbestellung ab 1. März 2027 für 229 €. Hergestellt in Thüringen.",
      { companyName: "Nordhaus", title: "Nordhaus" },
    );
    const features = section(model, "features")?.items.map((i) => i.title) ?? [];
    expect(features.join(" | ")).not.toContain("229 €");
    expect(section(model, "pricing")?.items.map((i) => i.price)).toContain("229 €");
  });

  it("do not repeat the lead word for word when other capabilities make the list", () => {
    const { model } = compose(
      "saas-signup",
      "Tallybook reconciles your card payments with your bank statements automatically. Tallybook exports VAT reports, flags duplicate invoices and sends reminders to late payers. Free for 30 days.",
      { companyName: "Tallybook", title: "Tallybook" },
    );
    const features = section(model, "features")?.items.map((i) => i.title) ?? [];
    expect(features).not.toContain("Reconciles your card payments with your bank statements automatically");
    expect(features).toContain("Exports VAT reports");
  });
});

describe("a webinar's host and steps", () => {
  it("says the host on the host card, not again in About, and the two steps differ", () => {
    const { model } = compose(
      "webinar",
      "Webinaire gratuit : bien choisir son premier vélo électrique. Animé par Julien Petit, mécanicien cycle. Mardi 9 mars 2027 à 18h30. Replay envoyé à tous les inscrits.",
      { companyName: "Atelier Roue Libre", title: "Atelier Roue Libre" },
    );
    expect(aboutPoints(model).join(" | ")).not.toMatch(/Animé par/);
    const steps = section(model, "learn")?.items.map((i) => i.title) ?? [];
    expect(new Set(steps).size).toBe(steps.length);
  });
});

describe("a product's features", () => {
  it("do not repeat two capabilities joined into a third", () => {
    const { model } = compose(
      "product-launch",
      "Dawnly is a travel alarm that wakes you with light. It plays birdsong, tracks your sleep and works without an app. Pre-order for $89.",
      { companyName: "Dawnly", title: "Dawnly" },
    );
    const features = section(model, "features")?.items.map((i) => i.title) ?? [];
    expect(features).toContain("Tracks your sleep");
    expect(features).not.toContain("Tracks your sleep and works without an app");
  });
});
