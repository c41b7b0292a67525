import { describe, expect, it } from "vitest";
import { withoutPageTalk } from "./instructions.js";
import { isLookWish } from "./page-wishes.js";
import { toldFact } from "./told-facts.js";

describe("the owner telling us what to say: the fact stays, the telling goes (issue 27.2)", () => {
  it.each([
    ["Please mention that we are fully insured.", "We are fully insured."],
    ["Add that we deliver on Sundays.", "We deliver on Sundays."],
    ["Mentionnez que nous sommes certifiés RGE.", "Nous sommes certifiés RGE."],
    ["Menciona que somos veterinarios colegiados.", "Somos veterinarios colegiados."],
    ["Menzionate che siamo aperti anche a Ferragosto.", "Siamo aperti anche a Ferragosto."],
    ["Mencione que somos certificados pela Ordem.", "Somos certificados pela Ordem."],
    // German and Dutch put the verb of a "dass"/"dat" clause last; the fact says it second.
    ["Erwähnen Sie, dass wir seit 1998 Meisterbetrieb sind.", "Wir sind seit 1998 Meisterbetrieb."],
    ["Vermeld dat we ook op zondag open zijn.", "We zijn ook op zondag open."],
  ])("%s → %s", (sentence, fact) => {
    expect(withoutPageTalk(sentence)).toBe(fact);
  });

  it.each(["We say hello to every dog.", "Notes of cherry and cocoa.", "Say cheese!"])(
    "a sentence that tells visitors something is not a telling: %s",
    (sentence) => {
      expect(toldFact(sentence)).toBeUndefined();
      expect(withoutPageTalk(sentence)).toBe(sentence);
    },
  );

  it("a German clause whose verb is not a plain finite one is left to the owner", () => {
    expect(toldFact("Erwähne, dass wir Reparaturen anbieten")).toBeUndefined();
  });
});

describe("how the page should look, said in any language, is never published (issue 27.2)", () => {
  it.each([
    [
      "Ho bisogno di una pagina per la mia trattoria a Bologna, fatela sembrare elegante.",
      "Trattoria a Bologna.",
    ],
    ["Panadería en Sevilla, hazla moderna y limpia.", "Panadería en Sevilla."],
    ["Bäckerei in Köln, mach sie modern und hell bitte.", "Bäckerei in Köln."],
    ["Restaurante em Lisboa, deixe-a elegante.", "Restaurante em Lisboa."],
  ])("%s → %s", (sentence, kept) => {
    expect(withoutPageTalk(sentence)).toBe(kept);
  });

  it.each(["Rendez-la moderne et chaleureuse.", "Maak het strak en fris.", "Zrób ją nowoczesną."])(
    "a sentence that is only a look wish: %s",
    (sentence) => {
      expect(isLookWish(sentence)).toBe(true);
    },
  );

  it("a slogan that uses such a verb with more than a look is kept", () => {
    expect(isLookWish("Hazlo tú mismo con nuestros kits")).toBe(false);
  });
});
