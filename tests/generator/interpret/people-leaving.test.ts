/**
 * A person who has left, retired or quit is taken off the team, in every language, and "take him off"
 * said after it is the same removal, not a part left unread.
 */
import { describe, expect, it } from "vitest";
import { composePage } from "../../../src/generator/composer/compose.js";
import { EXAMPLE_NOW } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import type { PageRequest } from "../../../src/generator/types.js";
import { compose } from "../compose-for-test.js";

const team = (prompt: string, name: string) =>
  composePage(
    {
      landingPageType: "business-homepage",
      industry: "healthcare",
      companyName: name,
      title: name,
      prompt,
      targetAudience: "",
      logoOption: "generate",
      logoData: null,
    } as PageRequest,
    { now: EXAMPLE_NOW },
  ).model;

const ENGLISH = team(
  "Osteopathy clinic in York. Team: Ruth Allen (osteopath), Dev Mistry (sports therapist), Kim Lowe (receptionist). Initial visit £60. Call 01904 111 222.",
  "Minster Osteopathy",
);
const GERMAN = team(
  "Physiotherapie-Praxis in Kassel mit Krankengymnastik und Massage. Unser Team: Jana Berg (Physiotherapeutin), Ole Brandt (Masseur), Mia Roth (Empfang). Erstbehandlung 60 €. Telefon 0561 123456.",
  "Praxis Bewegung",
);

describe("people who left", () => {
  it.each([
    [ENGLISH, "Dev Mistry has left the clinic, please take him off", "Dev Mistry"],
    [ENGLISH, "Kim Lowe retired last month, remove her", "Kim Lowe"],
    [GERMAN, "Ole Brandt hat uns verlassen, bitte entfernen", "Ole Brandt"],
    [GERMAN, "Jana Berg geht in Rente", "Jana Berg"],
  ])("“%s” removes %s and leaves nothing unread", (model, say, name) => {
    const { ops, unread } = interpret(say, model);
    expect(unread).toEqual([]);
    expect(ops).toEqual([{ op: "remove_item", section: "team", item: name }]);
  });

  it("a person said with 'last month' is never moved to the end of the team", () => {
    const { ops } = interpret("Kim Lowe retired last month", ENGLISH);
    expect(ops).toEqual([{ op: "remove_item", section: "team", item: "Kim Lowe" }]);
  });
});

describe("a person named by what they do for the page", () => {
  it("person: the newsletter's author takes the new name everywhere the page writes it", () => {
    const { model } = compose(
      "newsletter",
      "A fortnightly newsletter about long train journeys in Europe. Written by Tom Hale, who has done 40,000 km by rail. Free.",
      { companyName: "Slow Rail Notes", title: "Europe by train, slowly" },
    );
    const read = interpret("change the author name to Tom Hale-Brooks", model);
    expect(read.ops).toEqual([{ op: "set_fact", kind: "person", from: "Tom Hale", to: "Tom Hale-Brooks" }]);
    const result = applyOps(model, read.ops, { request: "change the author name to Tom Hale-Brooks" });
    expect(result.notApplied).toEqual([]);
    expect(JSON.stringify(result.model.sections)).toContain(
      "Tom Hale-Brooks, who has done 40,000 km by rail",
    );
  });
});
