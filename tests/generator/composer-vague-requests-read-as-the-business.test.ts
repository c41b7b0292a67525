import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

const heroOf = (prompt: string, extra: Record<string, string> = {}, type = "business-homepage") =>
  compose(type as never, prompt, extra).model.sections.find((s) => s.kind === "hero");

describe("a one-line request is read as the business, never as words to us", () => {
  it("drops the request's 'pls' and 'my', and keeps the town a word like 'around' needs", () => {
    const hero = heroOf(
      "landing page for my dog grooming van pls, we come to you around Bristol",
      {
        companyName: "Suds & Paws",
        title: "Suds & Paws",
      },
      "lead-generation",
    );
    expect(hero?.lead).toBe("Dog grooming van, we come to you around Bristol");
  });

  it.each([
    ["website for our bakery in Leeds please", /please/i],
    ["Seite für meine Bäckerei in Freiburg bitte", /bitte|meine/i],
  ])("publishes no courtesy word or possessive of the request: %s", (prompt, unwanted) => {
    const hero = heroOf(prompt, { companyName: "Acme", title: "Acme" });
    expect(`${hero?.eyebrow ?? ""} ${hero?.lead ?? ""}`).not.toMatch(unwanted);
  });

  it("shows the trade a one-word request names over a name that shares its first letters", () => {
    const { model, html } = compose(
      "business-homepage",
      "website voor mijn bloemenwinkel, iets moois graag",
      {
        companyName: "Bloemerij Fien",
        title: "Bloemerij Fien",
      },
    );
    const hero = model.sections.find((s) => s.kind === "hero");
    expect(hero?.eyebrow).toBe("Bloemenwinkel");
    expect(html).toContain(">Bloemenwinkel<");
    expect(hero?.lead ?? "").not.toMatch(/graag|mijn/i);
  });

  it("never shows a Polish request's inflected words ('dla mojego warsztatu') as the lead", () => {
    const hero = heroOf("strona dla mojego warsztatu rowerowego w Gdańsku, naprawy i serwis rowerow", {
      companyName: "Rowerownia",
      title: "Rowerownia",
    });
    expect(hero?.lead ?? "").not.toMatch(/warsztatu|mojego/i);
  });
});
