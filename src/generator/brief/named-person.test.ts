/** A name said alone, then what the person is: one person with that role, in every language. */
import { describe, expect, it } from "vitest";
import { briefOf } from "../../../tests/generator/compose-for-test.js";

describe("a name-alone sentence and the role after it are one person", () => {
  it.each([
    [
      "Dr. Henrik Brandt. Seit 2009 Anwalt für Arbeitsrecht. Beratung für Arbeitnehmer in Köln.",
      { name: "Dr. Henrik Brandt", role: "Seit 2009 Anwalt für Arbeitsrecht" },
    ],
    [
      "Employment lawyer in Leeds. Sarah Whitfield. Solicitor since 2011, Law Society accredited.",
      { name: "Sarah Whitfield", role: "Solicitor since 2011, Law Society accredited" },
    ],
    [
      "Cabinet à Lyon. Marie Dubois. Avocate depuis 2012, spécialisée en droit du travail.",
      { name: "Marie Dubois", role: "Avocate depuis 2012, spécialisée en droit du travail" },
    ],
    [
      "Praktijk in Utrecht. Anna de Vries. Fysiotherapeut sinds 2008.",
      { name: "Anna de Vries", role: "Fysiotherapeut sinds 2008" },
    ],
  ])("%s", (description, person) => {
    const brief = briefOf(description);
    expect(brief.people).toEqual([person]);
    expect(brief.offerings).not.toContain(person.name);
  });

  it("a sentence of a name and a credential after a comma is the same person", () => {
    expect(briefOf("Dr. Henrik Brandt, seit 2009 Anwalt für Arbeitsrecht. Beratung in Köln.").people).toEqual(
      [{ name: "Dr. Henrik Brandt", role: "seit 2009 Anwalt für Arbeitsrecht" }],
    );
  });

  it("an apposition with a clause of its own keeps people.ts's role", () => {
    expect(
      briefOf("Lena Fischer, our founder, has run the bakery since 2010. Sourdough and rye in Leeds.").people,
    ).toEqual([{ name: "Lena Fischer", role: "founder" }]);
  });

  it("a name alone followed by no role is no introduction", () => {
    expect(briefOf("Bakery in Leeds. Sourdough Bread. Baked every morning.").people).toEqual([]);
  });
});
