/**
 * Facts, frequencies and looks named in the owner's words, on one German event page composed once, read
 * and applied through to the changed page model. Each test is named "<rule>: <what the owner relies on>".
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import { reading } from "../../../src/generator/interpret/reading.js";
import { RULES } from "../../../src/generator/interpret/rules/index.js";
import { packsFor } from "../../../src/generator/lang/index.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

const { model: page } = compose(
  "event-registration",
  "Monatlicher Yoga-Workshop am Starnberger See, samstags 9 bis 12 Uhr. Nächster Termin 14. März 2027. Teilnahme 45 €. Leitung: Lena Hofmann. Schon über 500 Teilnehmer. Fragen an lena@yoga-am-see.de oder 0151 2345 6789.",
);

function said(request: string) {
  const model = structuredClone(page);
  const read = interpret(request, model);
  const result = applyOps(model, read.ops, { request });
  return { texts: pageTexts(result.model).map((t) => t.text), result, read };
}

/** The rule that reads a clause, without applying it (and without the suggestions an unread one costs). */
function ruleFor(clause: string): string | undefined {
  const r = reading(clause, page, packsFor(page.lang, clause));
  return RULES.find((rule) => rule.read(r) !== null)?.name;
}

describe("facts, frequencies and looks in the owner's words", () => {
  it("frequency: a new frequency takes the page's adjective in the same form, so the sentence still reads", () => {
    const { texts } = said("der Workshop ist jetzt wöchentlich statt monatlich");
    expect(texts.join(" ")).toContain("Wöchentlicher Yoga-Workshop");
    expect(texts.join(" ")).not.toMatch(/onatlich/);
    expect(said("it's every two weeks now").texts.join(" ")).toContain("Zweiwöchentlicher Yoga-Workshop");
  });

  it("frequency: a frequency said without a change word, or of something the page never names, is not its", () => {
    expect(ruleFor("wöchentliche Tipps")).not.toBe("frequency");
    expect(ruleFor("deliveries are weekly now")).not.toBe("frequency");
    expect(ruleFor("we're open daily now")).not.toBe("frequency");
  });

  it("restated-quantity: a big count restated keeps the page's frame; a count of another order is not it", () => {
    expect(said("wir hatten schon über 650 Teilnehmer").texts).toContain("Schon über 650 Teilnehmer");
    expect(ruleFor("we have 9,000 followers")).toBeUndefined();
    expect(ruleFor("our address is 600 Seestraße")).not.toBe("restated-quantity");
  });

  it("fact-stands-out: the page's one phone goes into the top banner, dialling, with the phone's icon", () => {
    const { result } = said("make the phone number more visible");
    const hero = result.model.sections.find((s) => s.kind === "hero");
    expect(hero?.items.at(-1)).toEqual({
      title: "0151 2345 6789",
      href: "tel:0151-2345-6789",
      icon: "phone",
    });
    expect(result.applied).toHaveLength(1);
  });

  it("change-fact: a price named by what the page is about, in another language, is the page's one price", () => {
    const { texts } = said("the workshop now costs 50 €");
    expect(texts.join(" ")).toContain("Teilnahme 50 €");
    expect(texts.join(" ")).not.toContain("45 €");
  });

  it("change-fact: a price named by something the page is not about is not the page's price", () => {
    expect(ruleFor("the parking now costs 5 €")).toBeUndefined();
  });

  it("set-text: a size said after the title is its look, never its new words", () => {
    expect(ruleFor("setz den Titel auf größer")).not.toBe("set-text");
  });
});
