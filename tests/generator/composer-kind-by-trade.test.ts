/**
 * A business is classed by what it does, not by the words its products contain: soap "bars" do not make
 * a bar, a "coffee table" does not make a café, "wine gums" do not make a wine bar, a "pub quiz" app is
 * an app. The same words still class the real trade.
 */
import { describe, expect, it } from "vitest";
import type { Industry, LandingPageType } from "../../src/core/page-options.js";
import { classifyKind } from "../../src/generator/brief/kind.js";
import type { BriefInput } from "../../src/generator/brief/types.js";
import { compose, pageWords } from "./compose-for-test.js";

const kindOf = (prompt: string, landingPageType: LandingPageType, industry: Industry, name = "Owner Co") =>
  classifyKind(
    {
      description: prompt,
      title: name,
      companyName: name,
      targetAudience: "",
      landingPageType,
      industry,
      now: new Date(),
    } satisfies BriefInput,
    prompt,
  );

describe("a product's words do not class the business", () => {
  it.each([
    ["Wir sieden unsere Seifen von Hand in Kiel. Lavendel-Bar 7,50 €, Meersalz-Bar 8 €, Haarseife Bar 9 €."],
    ["Handmade soaps from Cornwall: oatmeal bar £6, charcoal soap bar £7, shampoo bar £9."],
    ["Savonnerie artisanale à Lyon : savon bar au lait de chèvre 6 €, bar exfoliant 7 €."],
  ])("a soap maker selling bars is a shop: %s", (prompt) => {
    expect(kindOf(prompt, "e-commerce", "e-commerce")).toBe("shop");
  });

  it.each([
    [
      "Oakline makes solid oak furniture in Devon. Our new Harbour coffee table launches on 3 March, £640.",
      "en",
    ],
    ["Wir bauen Möbel aus Eiche in Hamburg: Couchtisch 480 €, Esstisch 1.200 €.", "de"],
  ])("a furniture maker is not a café: %s", (prompt) => {
    expect(kindOf(prompt, "product-launch", "manufacturing")).not.toMatch(/cafe|bar|restaurant/);
  });

  it.each([
    ["Old-fashioned sweet shop in York: wine gums £2.50 a bag, sherbet lemons, fudge."],
    ["Snoepwinkel in Haarlem met snoep van vroeger. Winegums per 250 gram €3,50, dropveters €0,25."],
  ])("a sweet shop selling wine gums is a shop: %s", (prompt) => {
    expect(kindOf(prompt, "e-commerce", "food")).toBe("shop");
  });

  it.each([
    ["pub quiz app for hosts, download", "en"],
    ["QuizMaster lets you run a pub quiz from your phone: questions, scores and teams.", "en"],
    ["Mit QuizAbend moderierst du dein Pubquiz vom Handy aus.", "de"],
  ])("a pub-quiz app is an app, never a bar: %s", (prompt) => {
    expect(kindOf(prompt, "app-download", "entertainment")).toBe("mobile-app");
  });

  it("a yoga studio is a gym-like studio, a recording studio is not", () => {
    expect(
      kindOf(
        "Yoga studio in Freiburg: Hatha and Vinyasa classes, 10-class card €130.",
        "business-homepage",
        "fitness",
      ),
    ).toBe("gym");
    expect(
      kindOf(
        "Recording studio in Leeds: recording £45 an hour, mixing £120 per track.",
        "business-homepage",
        "entertainment",
      ),
    ).not.toBe("gym");
  });

  it.each([
    ["Cocktail bar in Soho, happy hour 5-7pm, cocktails £9.", "bar"],
    ["Our pub in Bath serves real ales and Sunday roasts.", "bar"],
    ["Weinbar in Köln mit 40 offenen Weinen.", "bar"],
    ["Coffee shop in Porto: flat white €3, pastel de nata €1.50.", "cafe"],
  ])("the trade's own word still classes it: %s", (prompt, kind) => {
    expect(kindOf(prompt, "business-homepage", "food")).toBe(kind);
  });

  it("the soap shop's page never says Bar as its trade", () => {
    const { html, model } = compose(
      "e-commerce",
      "Wir sieden unsere Seifen von Hand in Kiel. Lavendel-Bar 7,50 €, Meersalz-Bar 8 €. Versandkostenfrei ab 40 €.",
      { industry: "e-commerce", companyName: "Seifenwerk Kiel", title: "Handgemachte Seifen" },
    );
    expect(model.kind).not.toBe("bar");
    expect(pageWords(html)).toContain("Lavendel-Bar");
    expect(html).not.toMatch(/>\s*Bar\s*</);
  });
});
