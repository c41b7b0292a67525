/**
 * Issue 27 (copy that sells without inventing): the hero's lead is written from what the owner said, not
 * pasted — a vague one-liner gets what such a business does in general terms in the page's language, an
 * owner's "we are a …" becomes a tagline, a clause left with nothing but its verb goes with the number it
 * led to, and a word written in mixed case keeps its case.
 */
import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/generator/brief/language.js";
import { KIND_SUMMARIES } from "../../src/generator/composer/kinds/summaries.js";
import { leadWithout } from "../../src/generator/composer/write/hero.js";
import { compose, pageWords, section } from "./compose-for-test.js";

const lead = (
  type: Parameters<typeof compose>[0],
  prompt: string,
  companyName: string,
  title = companyName,
) => section(compose(type, prompt, { companyName, title }).model, "hero")?.lead ?? "";

describe("a vague one-liner's lead", () => {
  it.each([
    ["google-ads", "dentist page for google ads pls. phone 0161 555 0192", "Smile Dental", "en", "dentist"],
    ["business-homepage", "Seite für meinen Friseursalon", "Haarwerk", "de", "salon"],
    [
      "facebook-ads",
      "mi serve una pagina per la mia panetteria per facebook",
      "Forno Bianchi",
      "it",
      "bakery",
    ],
    ["business-homepage", "strona dla mojego studia jogi w Krakowie", "Studio Oddech", "pl", "gym"],
  ] as const)(
    "%s: %j says what such a business does, in its language",
    (type, prompt, company, lang, kind) => {
      const { model, html } = compose(type, prompt, { companyName: company, title: company });
      const line = KIND_SUMMARIES[kind]?.[lang] ?? "";
      expect(line).not.toBe("");
      expect(section(model, "hero")?.lead).toContain(line);
      expect(html).toContain(`lang="${lang}`);
      // The owner's request is never published, nor a figure the description does not give.
      expect(pageWords(html)).not.toMatch(/google ads|pls|serve una pagina|strona dla|Seite für/i);
    },
  );

  it("names the app, not the page's purpose, on an app page whose title is only 'Lancement'", () => {
    const text = lead(
      "app-download",
      "une page pour le lancement de mon appli de covoiturage",
      "Trajet",
      "Lancement",
    );
    expect(text).toContain("Trajet, directement sur votre téléphone.");
    expect(text).not.toMatch(/Lancement|Une page/);
  });

  it("has no shop's general line on a page about one product", () => {
    expect(
      lead("product-launch", "pre-order our new steel bottle for $29, ships in march 2027", "Terra Goods"),
    ).not.toContain(KIND_SUMMARIES.shop?.en ?? "?");
  });

  it("is the owner's own sentence when they say what the business is: no general line is added", () => {
    expect(
      lead("business-homepage", "Family bakery in Bath, sourdough and cinnamon buns.", "Crumb"),
    ).not.toContain(KIND_SUMMARIES.bakery?.en ?? "?");
  });

  it("has no general line in a language that has none of its own (never English words on another page)", () => {
    const text = lead("business-homepage", "Weboldal kell a fogorvosi rendelőmnek", "Mosoly Fogászat");
    expect(text).not.toContain(KIND_SUMMARIES.dentist?.en ?? "?");
  });
});

describe("the owner's opening said as a tagline", () => {
  it.each([
    [
      "business-homepage",
      "We are a family bakery in Bath. Sourdough every morning.",
      "Crumb",
      "Family bakery.",
    ],
    [
      "saas-signup",
      "Ledgerly does bookkeeping for freelancers. Free for 14 days.",
      "Ledgerly",
      "Bookkeeping for freelancers.",
    ],
    [
      "product-launch",
      "Lanzamos una cafetera de viaje que prepara espresso sin electricidad. Reserva por 69 €.",
      "Nómada",
      "Cafetera de viaje que prepara espresso sin electricidad.",
    ],
    [
      "portfolio",
      "Sono un'interior designer a Milano. Consulenza iniziale gratuita.",
      "Studio Verdi",
      "Interior designer a Milano.",
    ],
    [
      "business-homepage",
      "Somos un restaurante de tapas en Triana. Menú del día a 14 €.",
      "Casa Lola",
      "Restaurante de tapas.",
    ],
  ] as const)("%s: %j leads with %j (the town is the hero's chip)", (type, prompt, company, expected) => {
    expect(lead(type, prompt, company)).toBe(expected);
  });

  it("leaves a Polish opening whose noun changes case to the third person, its words kept", () => {
    expect(lead("business-homepage", "Jesteśmy nową siłownią w Gdańsku. Karnet 129 zł.", "Fit Zone")).toMatch(
      /^Fit Zone jest nową siłownią/,
    );
  });
});

describe("a clause left with nothing but its verb", () => {
  it("goes with the number it led to, and the town stays", () => {
    expect(
      leadWithout("Loodgietersbedrijf in Utrecht, bel 030 123 4567", ["Utrecht", "030 123 4567"], "nl"),
    ).toBe("Loodgietersbedrijf in Utrecht.");
  });

  it("still leaves a sentence that only says what the chips show empty", () => {
    expect(
      leadWithout("Open Tuesday to Saturday 7:00–15:00.", ["Tuesday to Saturday 7:00–15:00"], "en"),
    ).toBe("");
  });
});

describe("words as the owner wrote them", () => {
  it("keeps 'uPVC' in mixed case at the start of a service", () => {
    const { html } = compose(
      "google-ads",
      "emergency locksmith in bristol, 24 hours. lockouts, broken locks, uPVC door repairs. ring 0117 496 0321",
      { companyName: "Quick Keys", title: "Quick Keys" },
    );
    expect(pageWords(html)).toContain("uPVC door repairs");
    expect(pageWords(html)).not.toContain("UPVC");
  });

  it.each([
    ["Zahnarzt in Graz", "de"],
    ["Kapper Utrecht", "nl"],
    ["Bakkerij in Gent", "nl"],
    ["Fryzjer w Gdyni", "pl"],
    ["quero uma página para captar clientes para fisioterapia desportiva no Porto", "pt"],
  ])("reads the short description %j in its own language (%s)", (text, lang) => {
    expect(detectLanguage(text).lang).toBe(lang);
  });
});

describe("the general lines of each kind", () => {
  it("say no figure and no promise in any language", () => {
    for (const [kind, lines] of Object.entries(KIND_SUMMARIES))
      for (const [lang, line] of Object.entries(lines ?? {})) {
        expect(line, `${kind} ${lang}`).not.toMatch(
          /\d|24\/7|free|gratuit|kostenlos|gratis|best|fast|rapid|schnell/i,
        );
        expect(line, `${kind} ${lang}`).toMatch(/[.!]$/);
      }
  });
});
