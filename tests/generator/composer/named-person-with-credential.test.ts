/**
 * "Dr. Henrik Brandt. Seit 2009 Anwalt für Arbeitsrecht.": the named person is shown in the person block
 * with the credential under their name, never as two benefit cards or as the hero's lead.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "../compose-for-test.js";

describe("a named person goes to the person block, the credential with them", () => {
  it.each([
    [
      "Dr. Henrik Brandt. Seit 2009 Anwalt für Arbeitsrecht. Beratung für Arbeitnehmer und Betriebsräte in Köln. Telefon 0221 123456.",
      { title: "Dr. Henrik Brandt", meta: "Seit 2009 Anwalt für Arbeitsrecht" },
    ],
    [
      "Employment lawyer in Leeds. Sarah Whitfield. Solicitor since 2011, Law Society accredited. Unfair dismissal, settlement agreements and contracts.",
      { title: "Sarah Whitfield", meta: "Solicitor since 2011, Law Society accredited" },
    ],
    [
      "Dr. Henrik Brandt, seit 2009 Anwalt für Arbeitsrecht. Beratung für Arbeitnehmer in Köln.",
      { title: "Dr. Henrik Brandt", meta: "Seit 2009 Anwalt für Arbeitsrecht" },
    ],
  ])("%s", (prompt, person) => {
    const { model } = compose("business-homepage", prompt, {
      companyName: "Kanzlei Brandt",
      title: "Kanzlei Brandt",
    });
    const team = section(model, "team");
    expect(team?.items.map((i) => ({ title: i.title, meta: i.meta ?? i.text }))).toEqual([person]);
    // Neither line is a card, a point or the hero's lead elsewhere.
    for (const s of model.sections.filter((s) => s.kind !== "team")) {
      const said = [s.lead ?? "", ...s.items.map((i) => `${i.title} ${i.text ?? ""}`)].join(" | ");
      expect(said).not.toContain(person.title);
      expect(said).not.toContain(person.meta);
    }
  });
});
