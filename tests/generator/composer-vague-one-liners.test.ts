/**
 * A vague one-liner is read in its own language, its owner's wish for the page ("need signups", "voglio
 * contatti…", ", download") is never published, and a signup or app page says what happens next instead
 * of "How to reach …".
 */
import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/generator/brief/language.js";
import { compose, pageWords } from "./compose-for-test.js";

describe("a one-liner's language comes from its trade words", () => {
  it.each([
    ["plombier à Nantes, dépannage rapide", "fr"],
    ["avocat droit du travail Paris", "fr"],
    ["agenzia immobiliare a Como, voglio contatti di chi vende casa", "it"],
    ["parrucchiera a Bari, prenota online", "it"],
    ["Friseur in Köln, schnelle Termine", "de"],
    ["loodgieter in Utrecht, snel ter plaatse", "nl"],
    ["hydraulik Kraków, szybki dojazd", "pl"],
    ["canalizador em Braga, urgências", "pt"],
    ["fontanero en Sevilla, presupuesto sin compromiso", "es"],
    ["plumber in Leeds, fast callouts", "en"],
  ])("%s → %s", (line, lang) => {
    expect(detectLanguage(line).lang).toBe(lang);
  });

  it("a French one-liner's page speaks French", () => {
    const { html } = compose("business-homepage", "plombier à Nantes, dépannage rapide", {
      companyName: "Plomberie Dufour",
      title: "Plomberie Dufour",
    });
    expect(html).toContain('lang="fr"');
    expect(pageWords(html)).not.toMatch(/How to reach|Get in touch|Your message/);
  });
});

describe("the owner's wish for the page is not published", () => {
  it.each([
    ["saas-signup", "rota app for small cafes, need signups", "Rota app for small cafes", /need signups/i],
    ["app-download", "pub quiz app for hosts, download", "Pub quiz app for hosts", /hosts, download/i],
    [
      "lead-generation",
      "agenzia immobiliare a Como, voglio contatti di chi vende casa",
      "Agenzia immobiliare a Como",
      /voglio contatti/i,
    ],
    [
      "business-homepage",
      "Schlüsseldienst in Berlin, wir brauchen mehr Kunden",
      "Schlüsseldienst in Berlin",
      /mehr Kunden/i,
    ],
    [
      "business-homepage",
      "Family law firm in Leeds, we want more clients",
      "Family law firm in Leeds",
      /more clients/i,
    ],
  ] as const)("%s: %s", (type, prompt, lead, wish) => {
    const { html } = compose(type, prompt, { companyName: "Acme", title: "Acme" });
    const words = pageWords(html);
    expect(words).toContain(lead);
    expect(words).not.toMatch(wish);
  });

  it("a sentence about the business's own leads stays", () => {
    const { html } = compose("business-homepage", "We generate qualified leads for B2B software firms.", {
      companyName: "Acme",
      title: "Acme",
    });
    expect(pageWords(html)).toContain("qualified leads for B2B software firms");
  });
});

describe("a vague signup or app page says what happens next", () => {
  it("a signup page: create the account, then use it (English and German)", () => {
    const en = pageWords(
      compose("saas-signup", "rota app for small cafes", { companyName: "Shiftly", title: "Shiftly" }).html,
    );
    expect(en).toContain("Create your account with your e-mail address");
    expect(en).toContain("Start using Shiftly");
    expect(en).not.toContain("How to reach Shiftly");
    const de = pageWords(
      compose("saas-signup", "Dienstplan-App für kleine Cafés, ich brauche mehr Anmeldungen", {
        companyName: "Schichtwerk",
        title: "Schichtwerk",
      }).html,
    );
    expect(de).toContain("Konto mit Ihrer E-Mail-Adresse anlegen");
  });

  it("an app page: install it, then open it (English and Italian)", () => {
    const en = pageWords(
      compose("app-download", "pub quiz app for hosts", { companyName: "QuizNight", title: "QuizNight" })
        .html,
    );
    expect(en).toContain("Install QuizNight on your phone");
    const it = pageWords(
      compose("app-download", "app per organizzare il calcetto con gli amici, voglio più download", {
        companyName: "Calcetto",
        title: "Calcetto",
      }).html,
    );
    expect(it).toContain("Installate Calcetto sul telefono");
    expect(it).not.toMatch(/voglio/);
  });
});
