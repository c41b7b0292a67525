/**
 * Issue 27 items 1 and 2 as the visitor reads a new page: no box still to fill in, and none of the
 * owner's instructions to us, in any of the composer's languages; what is missing goes to the owner.
 */
import { describe, expect, it } from "vitest";
import type { LandingPageType } from "../../src/core/page-options.js";
import { composePage, placeholdersOf } from "../../src/generator/composer/compose.js";
import { withoutTrailingFacts } from "../../src/generator/composer/write/hero.js";
import type { PageRequest } from "../../src/generator/types.js";
import { COMPOSE_NOW, compose } from "./compose-for-test.js";

/** Visible text of a page: no head, scripts or styles. */
const visible = (html: string) =>
  html
    .replace(/<(script|style|template|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/\s+/g, " ");

const VAGUE: [LandingPageType, string, string][] = [
  ["lead-generation", "need a page to get leads for my plumbing business", "need a page"],
  ["google-ads", "dentist page for google ads, should look modern and clean", "google ads"],
  ["newsletter", "newsletter for my sourdough baking blog", "newsletter for my"],
  ["business-homepage", "Ich brauche eine Seite für mein Yogastudio, soll modern aussehen.", "brauche"],
  ["facebook-ads", "Fais-moi une landing page pour ma boulangerie pour facebook", "Fais-moi"],
  ["app-download", "Necesito una página para que la gente descargue mi app de rutas en bici.", "Necesito"],
  ["lead-generation", "Mi serve una pagina per trovare clienti per il mio studio legale.", "Mi serve"],
  ["e-commerce", "Maak een landingspagina voor mijn bloemenwinkel, moet er modern uitzien.", "uitzien"],
  ["saas-signup", "make me a landing page for my saas, something that converts", "converts"],
];

describe("a vague description (issue 27.2)", () => {
  it.each(VAGUE)("%s: publishes no instruction and no box: %s", (type, prompt, words) => {
    const { html, model } = compose(type, prompt, { companyName: "Owner Co", title: "Owner Co" });
    expect(visible(html).toLowerCase()).not.toContain(words.toLowerCase());
    expect(html).not.toContain("data-placeholder");
    // A complete page all the same: every section the type needs, each with something to read or do.
    // (An app's download band without store links is its name and picture: the links are on the owner's list.)
    for (const s of model.sections.filter((section) => section.kind !== "download"))
      expect(s.items.length + (s.form || s.lead || s.cta ? 1 : 0), s.kind).toBeGreaterThan(0);
  });

  it("names the business the request names above the headline", () => {
    const { model } = compose("lead-generation", "need a page to get leads for my plumbing business", {
      companyName: "Dray Plumbing",
      title: "Dray Plumbing",
    });
    expect(model.sections[0].eyebrow).toBe("Plumbing business");
  });
});

describe("what the description does not give (issue 27.1)", () => {
  const request = (type: LandingPageType, prompt: string): PageRequest =>
    ({
      landingPageType: type,
      industry: "other",
      companyName: "Harbour Lane Coffee",
      title: "Harbour Lane Coffee",
      targetAudience: "",
      prompt,
      logoOption: "generate",
      logoData: null,
    }) as PageRequest;

  it("is left out of the page and listed to the owner, with what to add", () => {
    const page = composePage(
      request(
        "business-homepage",
        "Neighbourhood cafe in Bristol. Flat white £3.20. Open 7 days, 7:00–18:00.",
      ),
      { now: COMPOSE_NOW },
    );
    expect(page.html).not.toContain("data-placeholder");
    expect(page.model.sections.map((s) => s.kind)).not.toContain("testimonials");
    expect(page.toFill.some((line) => /review|quote/i.test(line))).toBe(true);
  });

  it("is said honestly when the page type needs it: how it works, with the business's phone", () => {
    const page = composePage(request("lead-generation", "Call 0117 496 0321."), { now: COMPOSE_NOW });
    const benefits = page.model.sections.find((s) => s.kind === "benefits");
    expect(benefits?.placeholder).toBeUndefined();
    expect(["Tell us what you need", "Send an enquiry", "Ask a question"]).toContain(
      benefits?.items[0].title,
    );
    expect(benefits?.items[1].title).toBe("Harbour Lane Coffee gets back to you");
    // The steps are headed as steps: "How to reach Harbour Lane Coffee" read as filler above the contact form.
    expect(benefits?.heading).toBe("How it works");
    expect(benefits?.items[0].text).toBe(
      "A few lines in the form on this page are enough. Or call 0117 496 0321",
    );
    expect(page.toFill.some((line) => line.startsWith("Why choose us:"))).toBe(true);
  });

  it("drops off the owner's list once the owner adds that section", () => {
    const page = composePage(
      request("business-homepage", "Neighbourhood cafe in Bristol. Flat white £3.20."),
      {
        now: COMPOSE_NOW,
      },
    );
    const quote = {
      id: "s99",
      kind: "testimonials" as const,
      variant: 0,
      heading: "Reviews",
      items: [{ title: "Sam", text: "Lovely" }],
    };
    expect(
      placeholdersOf({ ...page.model, sections: [...page.model.sections, quote] }).some((l) =>
        /review/i.test(l),
      ),
    ).toBe(false);
  });
});

describe("the hero's words beside its facts", () => {
  it("leaves the date and the place the chips show out of the opening sentence", () => {
    const { model } = compose(
      "event-registration",
      "Cave Lune natural wine. Three-hour workshop on natural wine tasting on Friday 14 May 2027 at 18:30 in Bordeaux. Tickets €45, 12 places.",
    );
    const hero = model.sections[0];
    expect(hero.items.map((item) => item.title)).toEqual(["Friday 14 May 2027 at 18:30", "Bordeaux"]);
    expect(hero.lead).toBe("Cave Lune natural wine. Three-hour workshop on natural wine tasting.");
    // Tickets and places are in the event's details: no section of their own says them again.
    expect(model.sections.find((s) => s.kind === "about")).toBeUndefined();
    const details = model.sections.find((s) => s.kind === "event-details");
    expect(details?.items.map((item) => item.text)).toEqual(
      expect.arrayContaining(["12 places", "Tickets €45"]),
    );
  });

  it("drops a sentence that only says what the chips and the details show", () => {
    const { model } = compose(
      "event-registration",
      "Evening pottery class in Bristol. 8 places, £45 including clay and firing. Thursday 3 June 2027 at 19:00.",
    );
    // The town stays in the opening: "Evening pottery class." alone would be a bare noun.
    expect(model.sections[0].lead).toBe("Evening pottery class in Bristol.");
    const details = model.sections.find((s) => s.kind === "event-details");
    expect(details?.items.map((item) => [item.title, item.text])).toEqual(
      expect.arrayContaining([
        ["Places", "8 places"],
        ["Price", "£45 including clay and firing"],
      ]),
    );
  });

  it("drops the opening-hours sentence the chip shows and keeps the one about the bakery", () => {
    const { model } = compose(
      "business-homepage",
      "Small sourdough bakery in Leeds, baking every morning from 6am. Open Tuesday to Saturday 7:00–15:00. Call 0113 496 0123.",
    );
    const hero = model.sections[0];
    expect(hero.items.map((item) => item.title)).toEqual([
      "Leeds",
      "Tuesday to Saturday 7:00–15:00",
      "0113 496 0123",
    ]);
    expect(hero.lead).toBe("Small sourdough bakery in Leeds, baking every morning from 6am.");
  });
});

describe("a sentence without the facts that end it", () => {
  it.each([
    ["Yoga retreat in the Alps in Chamonix.", ["Chamonix"], "Yoga retreat in the Alps."],
    ["Bakery in Leeds, open 8:00–18:00.", ["8:00–18:00"], "Bakery in Leeds, open 8:00–18:00."],
    ["Open Tuesday to Saturday 7:00–15:00.", ["Tuesday to Saturday 7:00–15:00"], ""],
    ["Wine tasting on 14 May at 18:30 in Bordeaux!", ["14 May at 18:30", "Bordeaux"], "Wine tasting!"],
    ["Repair café in Utrecht every Saturday.", ["Utrecht"], "Repair café in Utrecht every Saturday."],
  ])("%s without %j → %j", (sentence, facts, expected) => {
    expect(withoutTrailingFacts(sentence, facts)).toBe(expected);
  });
});
