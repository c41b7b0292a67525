/**
 * Issue 27.2–27.4, copy that sells without inventing: buttons that fit the page type and the business, a
 * one-line request never published as the lead, and a practical About line drawn as a card, not a quote.
 */
import { describe, expect, it } from "vitest";
import { compose, pageWords, section } from "./compose-for-test.js";

const WINE =
  "Piccola cantina a conduzione familiare a Barolo. Barolo DOCG 2018 a 42 €, Nebbiolo d'Alba 2021 a 19 €, Dolcetto 2022 a 12 €. Spedizione gratuita sopra i 90 €. Degustazioni in cantina il sabato su prenotazione: 0173 56 12 34.";

describe("the main buttons fit the page and the business", () => {
  it("an urgent trade's lead page closes with a button that dials the number it gave", () => {
    for (const [prompt, label] of [
      [
        "24/7 emergency plumber covering Leeds and Bradford. No call-out fee. Call 0113 496 0000.",
        "Call 0113 496 0000",
      ],
      [
        "Plombier à Lyon, dépannage urgent 7j/7. Devis gratuit. Appelez le 04 72 10 20 30.",
        "Appelez le 04 72 10 20 30",
      ],
    ] as const) {
      const { model } = compose("lead-generation", prompt);
      expect(section(model, "cta")?.cta).toMatchObject({ label, href: expect.stringMatching(/^tel:/) });
    }
  });

  it("a restaurant with a number asks for a table, in the page's language", () => {
    const { model } = compose(
      "business-homepage",
      "Családi étterem Szegeden, házias ételek. Keddtől vasárnapig nyitva. Asztalfoglalás: +36 62 123 456.",
      { companyName: "Kisvendéglő", title: "Kisvendéglő" },
    );
    const hero = section(model, "hero");
    expect([hero?.cta?.label, hero?.secondaryCta?.label]).toContain("Asztalfoglalás");
  });

  it("a translated 'see the products' button leads to the products, not the order form", () => {
    const { model } = compose("e-commerce", WINE, {
      companyName: "Cantina Vallerosa",
      title: "Vini delle Langhe",
    });
    const cta = section(model, "hero")?.cta;
    if (cta?.label === "Vedi i prodotti" || cta?.label === "Scopri la gamma")
      expect(cta.href).toBe("#products");
  });
});

describe("a one-line request for a page", () => {
  it.each([
    [
      "fr",
      "lead-generation",
      "Landing page pour mon agence immobilière, il faut qu'elle génère des contacts.",
      /il faut|génère des contacts/,
    ],
    [
      "nl",
      "lead-generation",
      "Ik wil een website voor mijn schildersbedrijf in Utrecht die offerteaanvragen oplevert.",
      /offerteaanvragen oplevert/,
    ],
    [
      "pl",
      "business-homepage",
      "Potrzebuję strony dla mojego warsztatu samochodowego w Poznaniu.",
      /warsztatu samochodowego|Potrzebuję|strony dla/i,
    ],
    [
      "it",
      "business-homepage",
      "Mi serve una landing per la mia gelateria a Torino, deve portare clienti.",
      /deve portare|mi serve/i,
    ],
    ["en", "lead-generation", "need a page to get leads for my roofing business", /need a page|get leads/i],
  ] as const)("%s: never publishes the owner's wish for the page", (_lang, type, prompt, wish) => {
    const { html } = compose(type, prompt);
    expect(pageWords(html)).not.toMatch(wish);
  });
});

describe("an About line that is a practical fact", () => {
  it("is drawn as a fact card with its number, not set large as a quote", () => {
    const { model, html } = compose(
      "business-homepage",
      "Piccola cantina a Barolo. Degustazioni in cantina il sabato su prenotazione: 0173 56 12 34.",
    );
    const about = section(model, "about");
    if (about?.items.length === 1 && about.items[0]?.title.includes("0173"))
      expect(html).toContain('class="say-card"');
    expect(html).not.toMatch(/class="say"[^>]*>[^<]*0173/);
  });
});
