/**
 * Past work said with a verb ("I've designed identities for Loaf Bakery (2022), …") is the portfolio's
 * projects, and a speaker after a heading in the page's language ("Spreker: Sanne de Vries, …") is a
 * person, never a topic "you learn".
 */
import { describe, expect, it } from "vitest";
import { briefOf, compose, pageWords } from "./compose-for-test.js";

const brief = (description: string, landingPageType = "portfolio") => briefOf(description, landingPageType);

describe("clients named after a verb are past work", () => {
  it.each([
    [
      "I've designed identities for Loaf Bakery (2022), the Bristol Harbour Festival (2023) and Northgate Dental (2024).",
      ["Loaf Bakery", "Bristol Harbour Festival", "Northgate Dental"],
    ],
    [
      "Nous avons enregistré les albums de Lune Froide (2021) et des Pieds Nickelés (2023).",
      ["Lune Froide", "Pieds Nickelés"],
    ],
    [
      "Ho lavorato per Osteria Nove (2023), Hotel Lucia (2024) e Casa Brera (2025).",
      ["Osteria Nove", "Hotel Lucia", "Casa Brera"],
    ],
  ])("%s", (description, names) => {
    expect(brief(description).pastWork.map((p) => p.name)).toEqual(names);
  });

  it("work with people, not named clients, is no project", () => {
    expect(brief("We have worked with families in Leeds for 20 years.").pastWork).toEqual([]);
  });

  it("a portfolio shows the named clients as its projects", () => {
    const { html } = compose(
      "portfolio",
      "I'm Margaret Hollis, a brand designer in Bristol. I've designed identities for Loaf Bakery (2022), the Bristol Harbour Festival (2023) and Northgate Dental (2024). Email hello@margarethollis.co.uk.",
      { companyName: "Margaret Hollis Design", title: "Margaret Hollis" },
    );
    const words = pageWords(html);
    for (const name of ["Loaf Bakery", "Bristol Harbour Festival", "Northgate Dental", "2022", "2024"])
      expect(words).toContain(name);
    expect(words).not.toContain("How to reach Margaret Hollis Design");
  });
});

describe("a speaker after a heading in the page's language is a person", () => {
  it.each([
    ["Spreker: Sanne de Vries, docent informatica.", "Sanne de Vries"],
    ["Intervenante : Claire Dubois, juriste.", "Claire Dubois"],
    ["Relatrice: Giulia Neri, avvocata.", "Giulia Neri"],
    ["Ponente: Lucía Gómez, abogada.", "Lucía Gómez"],
  ])("%s", (description, name) => {
    const b = brief(`Webinar gratuito. ${description}`, "webinar");
    expect(b.people.map((p) => p.name)).toContain(name);
    expect(b.offerings).not.toContain(name);
  });
});
