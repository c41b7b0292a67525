/**
 * A look asked of us with a polite word ("Bitte warm und freundlich", "Per favore qualcosa di elegante")
 * is never copy; a form asked beside a look ("with a signup form for our newsletter") makes the form.
 */
import { describe, expect, it } from "vitest";
import { isPageInstruction, withoutPageTalk } from "./instructions.js";
import { formsAskedIn, isLookWish } from "./page-wishes.js";
import { brief } from "./test-helpers.js";

describe("a polite word before a look says it is asked of us", () => {
  it.each([
    "Bitte warm und freundlich.",
    "Bitte schlicht und hell.",
    "Per favore qualcosa di elegante.",
    "Per favore un'atmosfera calda.",
    "Graag iets warms en gezelligs.",
    "Graag rustig en professioneel.",
    "S'il vous plaît, quelque chose de dynamique.",
    "Merci de faire quelque chose de chaleureux.",
    "Por favor, algo moderno y limpio.",
    "Please, something calm.",
  ])("%s is a page instruction and leaves nothing to publish", (sentence) => {
    expect(isLookWish(sentence)).toBe(true);
    expect(isPageInstruction(sentence)).toBe(true);
    expect(withoutPageTalk(sentence)).toBe("");
  });

  it.each([
    "Please call us today.",
    "Bitte rufen Sie an.",
    "Fast and friendly.",
    "Graag tot ziens in Utrecht.",
  ])("%s is the business's own words", (sentence) => {
    expect(isLookWish(sentence)).toBe(false);
  });
});

describe("a form asked for beside a look", () => {
  it("is no copy, and the page is asked to carry a newsletter form", () => {
    const sentence = "Warm and earthy, with a signup form for our newsletter.";
    expect(isPageInstruction(sentence)).toBe(true);
    expect(formsAskedIn([sentence])).toEqual(["subscribe"]);
    const b = brief(`We repair bikes in Leeds. ${sentence}`);
    expect(b.formsAsked).toEqual(["subscribe"]);
    expect(b.offerings.join(" ")).not.toMatch(/earthy|newsletter/i);
  });

  it("asks for no form when the description asks for none", () => {
    expect(formsAskedIn(["We repair bikes in Leeds.", "Our newsletter comes out monthly."])).toEqual([]);
  });
});
