/**
 * Issue 27.2, round 3: the owner's words written as copy, not pasted — page talk inside a sentence that
 * also names the business is left out, the lead under a headline does not name the business again, and
 * what the owner says the form asks shapes the form instead of becoming a topic or a line of copy.
 */
import { describe, expect, it } from "vitest";
import { formFieldsAsked } from "../../src/generator/brief/form-asks.js";
import { withoutPageTalk } from "../../src/generator/brief/instructions.js";
import { withoutOwnName, withoutTrailingFacts } from "../../src/generator/composer/write/hero.js";
import { clausesOf, storyPoints } from "../../src/generator/composer/write/points.js";
import { compose, section } from "./compose-for-test.js";

const visible = (html: string) =>
  html
    .replace(/<(script|style|template|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/\s+/g, " ");

describe("page talk inside a sentence about the business", () => {
  it.each([
    ["dentist page for google ads, emergency appointments", "Dentist, emergency appointments"],
    ["corsi di inglese a bologna, pagina per facebook", "Corsi di inglese a bologna"],
    ["serrurier urgence lyon page pour google ads", "Serrurier urgence lyon"],
    ["app für hundebesitzer zum download", "App für hundebesitzer"],
  ])("%j keeps only the business: %j", (sentence, kept) => {
    expect(withoutPageTalk(sentence)).toBe(kept);
  });

  it.each([
    [
      "need a website for my plumbing business in Bristol, we do emergency callouts",
      "We do emergency callouts",
    ],
    [
      "Ich brauche eine Webseite für meine Bäckerei in Köln, wir backen jeden Tag frisch",
      "Wir backen jeden Tag frisch",
    ],
    [
      "J'ai besoin d'un site pour ma boulangerie à Lyon, pain au levain et viennoiseries",
      "Boulangerie à Lyon, pain au levain et viennoiseries",
    ],
    [
      "Necesito una página web para mi peluquería en Sevilla, cortes y color para toda la familia",
      "Peluquería en Sevilla, cortes y color para toda la familia",
    ],
  ])("%j drops the request that opens it and keeps the business it names: %j", (sentence, kept) => {
    expect(withoutPageTalk(sentence)).toBe(kept);
  });

  it.each([
    "Available for download on iOS and Android.",
    "We bake bread, cakes and pies.",
    "Camping on site.",
  ])("leaves %j as written", (sentence) => {
    expect(withoutPageTalk(sentence)).toBe(sentence);
  });

  it("publishes neither the channel nor the word 'page' on an ads page", () => {
    const { html } = compose("google-ads", "dentist page for google ads, emergency appointments");
    const text = visible(html);
    expect(text).not.toMatch(/google ads/i);
    expect(text).not.toMatch(/dentist page/i);
    expect(text).toMatch(/emergency appointments/i);
  });

  it("reads 'portfolio for my design work' as an instruction and publishes none of it", () => {
    const { html } = compose("portfolio", "portfolio for my design work", { companyName: "Theo Park" });
    expect(visible(html)).not.toMatch(/portfolio for my/i);
  });
});

describe("the lead under a headline that names the product", () => {
  it.each([
    ["Hollow Pines is a cosy mystery game for PC.", "en", "A cosy mystery game for PC."],
    [
      "Lumo Mini to kieszonkowy projektor z baterią na 3 godziny.",
      "pl",
      "Kieszonkowy projektor z baterią na 3 godziny.",
    ],
    ["Boekvrij is een app voor zzp'ers.", "nl", "Een app voor zzp'ers."],
    ["Hollow Pines is fun.", "en", "Hollow Pines is fun."],
    // A regional tag reads as its language: the name goes from an en-GB or pt-BR lead too.
    ["Hollow Pines is a cosy mystery game for PC.", "en-GB", "A cosy mystery game for PC."],
    ["Boekvrij é uma app para freelancers.", "pt-BR", "Uma app para freelancers."],
  ])("%j (%s) → %j", (sentence, lang, lead) => {
    expect(withoutOwnName(sentence, ["Hollow Pines", "Lumo Mini", "Boekvrij"], lang)).toBe(lead);
  });

  it("shows the product's description without its name in the hero", () => {
    const { model } = compose(
      "app-download",
      "Hollow Pines is a cosy mystery game for PC. Explore a foggy lake town and talk to 40 villagers.",
      { companyName: "Lantern Fox Games", title: "Hollow Pines" },
    );
    expect(section(model, "hero")?.lead).toBe("A cosy mystery game for PC.");
  });
});

describe("what the form asks", () => {
  it.each([
    ["Registration asks for name, work email and company size.", ["name", "work email", "company size"]],
    ["Inscription avec prénom et e-mail.", ["prénom", "e-mail"]],
    ["Anmeldung mit Name und E-Mail.", ["Name", "E-Mail"]],
    ["Register by 8 December.", []],
    ["The form is short.", []],
  ])("%j asks for %j", (sentence, fields) => {
    expect(formFieldsAsked(sentence)).toEqual(fields);
  });

  it("becomes the registration form's fields, not topics to learn or a line of copy", () => {
    const { model, html } = compose(
      "webinar",
      "Free live webinar on Thursday 10 December 2026 at 15:00 GMT. Our controller Priya Nair shows how to close the books in five days: reconciling bank feeds, accruals and a reusable checklist. Registration asks for name, work email and company size.",
      { companyName: "Ledgerwise", title: "Year-end close" },
    );
    const learn = section(model, "learn")?.items.map((i) => i.title.toLowerCase()) ?? [];
    expect(learn).not.toContain("work email");
    expect(learn).not.toContain("company size");
    expect(visible(html)).not.toMatch(/Registration asks for/);
    const form = model.sections
      .flatMap((s) => (s.form ? [s.form] : []))
      .find((f) => f.id === "form-registration");
    expect(form?.fields.map((f) => [f.label, f.type])).toEqual([
      ["Name", "text"],
      ["Work email", "email"],
      ["Company size", "text"],
    ]);
  });
});

describe("the owner's short sentences as badges and lists", () => {
  const context = { lang: "en", shown: [], facts: [], listed: [], prices: [] };

  it.each([
    ["14-day free trial, no card.", ["14-day free trial", "no card"]],
    ["Calm palettes, natural oak, lots of light.", ["Calm palettes", "natural oak", "lots of light"]],
    ["We speak English, Tamil and Hindi.", ["We speak English, Tamil and Hindi"]],
    ["Diagnostics £25, no fix, no fee.", ["Diagnostics £25", "no fix, no fee"]],
  ])("%j → %j", (sentence, clauses) => {
    expect(clausesOf(sentence, context)).toEqual(clauses);
  });

  it.each([
    [
      "de",
      "Unsere Leistungen: Krankengymnastik, Manuelle Therapie und Lymphdrainage.",
      ["Krankengymnastik", "Manuelle Therapie", "Lymphdrainage"],
    ],
    ["hu", "Cím: Király utca 18, Budapest.", ["Király utca 18, Budapest"]],
    [
      "it",
      "Parleremo di: soglia dei ricavi, contributi INPS, scadenze dell'anno.",
      ["Soglia dei ricavi", "Contributi INPS", "Scadenze dell'anno"],
    ],
  ])("leaves out a labelled list (%s) whose every item the page shows", (lang, sentence, shown) => {
    expect(storyPoints([sentence], { ...context, lang, shown })).toEqual([]);
  });

  it("keeps a labelled list whose items the page does not show", () => {
    expect(storyPoints(["Bring: a folding chair and a raincoat."], context)).toEqual([
      "Bring: a folding chair and a raincoat",
    ]);
  });

  it("keeps only the list items the cards do not show", () => {
    const points = storyPoints(["Weekly plans for 5K and 10K, audio coaching, and a streak calendar."], {
      ...context,
      shown: ["Audio coaching", "Streak calendar"],
    });
    expect(points).toEqual(["Weekly plans for 5K and 10K"]);
  });
});

describe("an app or a game page", () => {
  const prompt =
    "Hollow Pines is a cosy mystery game for PC. Explore a foggy lake town, talk to 40 villagers and solve the disappearance of the lighthouse keeper. Out on Steam on 5 March 2027. Wishlist now.";
  const { model } = compose("app-download", prompt, {
    companyName: "Lantern Fox Games",
    title: "Hollow Pines",
  });

  it("says where to get it in the download section, not in the about section", () => {
    expect(section(model, "download")?.lead).toBe("Out on Steam 5 March 2027.");
    expect(JSON.stringify(section(model, "about") ?? {})).not.toContain("Steam");
  });

  it("asks for a wishlist on the game's store with its main button", () => {
    expect(section(model, "hero")?.cta?.label).toBe("Wishlist on Steam");
  });
});

describe("headings and offers that fit what the page says", () => {
  const { model, html } = compose(
    "saas-signup",
    "Shared inbox for support teams of 3 to 30 people. Assign emails, see who is replying, and set SLA timers. 14-day free trial, no card. Integrates with Slack and Shopify.",
    { companyName: "Queuely", title: "Queuely — the shared inbox for support teams of 3 to 30" },
  );

  it("promises no team or story in the about heading when the description names nobody", () => {
    expect(section(model, "about")?.heading).not.toMatch(/team|we|who|behind|our/i);
  });

  it("does not list an offer the main button already takes up", () => {
    expect(section(model, "hero")?.cta?.label).toBe("Start your 14-day free trial");
    expect(section(model, "offers")).toBeUndefined();
  });

  it("sets a long headline a step smaller", () => {
    expect(html).toMatch(/<h1 id="hero-h" class="h-(?:x)?long"/);
  });

  it("sets a headline with a long compound word a step smaller, not broken inside the word", () => {
    const page = compose("business-homepage", "Zahnarztpraxis in Stuttgart. Prophylaxe und Implantate.", {
      companyName: "Praxis Vogt",
      title: "Zahnarztpraxis Dr. Vogt",
    });
    expect(page.html).toMatch(/<h1 id="hero-h" class="h-long"/);
  });
});

describe("a lead without the address its chip shows", () => {
  it("takes both short words that joined the address, never leaving 'Zahnarztpraxis in.'", () => {
    expect(
      withoutTrailingFacts("Zahnarztpraxis in der Schillerstraße 8, 70173 Stuttgart.", [
        "Schillerstraße 8, 70173 Stuttgart",
      ]),
    ).toBe("");
  });

  it("keeps a short word of the sentence's own before the place ('feita à mão em Porto' → 'feita à mão')", () => {
    expect(withoutTrailingFacts("Loja de cerâmica feita à mão em Porto.", ["Porto"], "pt")).toBe(
      "Loja de cerâmica feita à mão.",
    );
  });
});
