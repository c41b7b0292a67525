/**
 * The fact guard on the model path compares values, not spellings, through the real generatePage and
 * iteratePage with a fake OpenAI-compatible model on loopback: a model that restates the owner's facts in
 * its own way (16,00 € for 16 €, "05.03." for 5 March, 18.30 for 18:30, "14 h 30", "+49 …" for "0341 …",
 * "sieben Tage die Woche" for Monday to Sunday, "drei" for 3) keeps every word, and a model that invents
 * with the owner's own digits in another role (a rating beside a price of the same digits, "30 minutes"
 * beside 8:30, "20 %" beside 20:00, "500 clients satisfaits", "nº1") loses exactly the invented claim.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { PageModel } from "../../src/generator/model.js";
import type { IterateResult, LlmSettings, PageRequest } from "../../src/generator/types.js";
import {
  type FakeAnswer,
  type FakeLlmServer,
  fakeModelSettings,
  startFakeLlmServer,
} from "../helpers/fake-llm-server.js";

const base = { logoOption: "generate" as const, logoData: null, images: [] };

/** s1 hero, s2 about, s3 services (hell, mittel, dunkel), s4 pricing, s5 team, s6 faq, s7 contact. */
const ROASTERY: PageRequest = {
  ...base,
  prompt:
    "Kaffeerösterei Bohnenglück in Leipzig, Karl-Liebknecht-Straße 40. Espresso 2,40 €, 250 g Hausmischung 8,90 €. Geöffnet Montag bis Sonntag 8:00–18:30 Uhr. Telefon 0341 2233445. Röstmeisterin Dr. Jana Berger. Röstkurs am 14. März 2026 um 10:00 Uhr. Drei Röstungen: hell, mittel, dunkel.",
  title: "Bohnenglück",
  companyName: "Bohnenglück",
  landingPageType: "business-homepage",
  industry: "food",
  targetAudience: "Kaffeeliebhaber in Leipzig",
};

/** s1 hero, s2 about, s3 services (découverte, stage), s4 faq, s5 contact. */
const POTTERY: PageRequest = {
  ...base,
  prompt:
    "Atelier Terre, cours de poterie à Nantes, 5 rue Kervégan. Cours découverte 35 €, stage de 4 séances 120 €. Cours le mercredi 18h30–21h et le samedi 10h–12h30. Téléphone 02 40 12 34 56. Animé par la céramiste Claire Morel. Portes ouvertes le 21 juin 2026.",
  title: "Atelier Terre",
  companyName: "Atelier Terre",
  landingPageType: "business-homepage",
  industry: "education",
  targetAudience: "Adultes débutants",
};

let server: FakeLlmServer;
let llm: LlmSettings;
let translateTo: ((text: string) => string) | undefined;

beforeAll(async () => {
  server = await startFakeLlmServer({
    // The repair round answers with no fixes (the guard then cuts); a translation maps each string.
    fallback: (request) => {
      const user = request.body.messages.filter((m) => m.role === "user").at(-1);
      const text = typeof user?.content === "string" ? user.content : "";
      if (translateTo && text.startsWith("Translate each string")) {
        const strings = JSON.parse(text.slice(text.indexOf("["))) as string[];
        return { text: JSON.stringify(strings.map(translateTo)) };
      }
      return { text: JSON.stringify({ fixes: [] }) };
    },
  });
  llm = fakeModelSettings(server, 20000);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  translateTo = undefined;
  expect(server.pending()).toBe(0);
});

/** What a visitor reads: the page without its model block, JSON-LD, scripts and tags. */
function visible(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function generate(request: PageRequest, plan: object) {
  server.enqueue({ text: JSON.stringify(plan) });
  return generatePage(request, { provider: "llm", llm, now: new Date("2026-01-10T10:00:00Z") });
}

async function change(html: string, text: string, answers: FakeAnswer[]): Promise<IterateResult> {
  server.enqueue(...answers);
  return iteratePage(html, text, { provider: "llm", llm });
}

const parts = (part: string, ops: unknown[]): FakeAnswer => ({
  text: JSON.stringify({ parts: [{ part, ops }] }),
});

describe("a model that restates the owner's facts its own way keeps its words", () => {
  it("in German: prices in euros and cents, a date in figures, hours summarised, a phone with its country code, a count in words", async () => {
    const page = await generate(ROASTERY, {
      sections: [
        {
          id: "s1",
          heading: "Frisch geröstet in Leipzig",
          tagline: "Sieben Tage die Woche für Sie da, bis 18.30 Uhr",
          lead: "Ein Espresso für 2,40 Euro, die Hausmischung für 8,90 EUR.",
        },
        { id: "s2", items: [{ text: "Lernen Sie am 14.03. bei Dr. Jana Berger, wie Rösten geht." }] },
        {
          id: "s6",
          items: [{ text: "Täglich 8–18.30 Uhr." }, {}, { text: "Rufen Sie an: +49 341 2233445." }],
        },
        { id: "s3", heading: "3 Röstungen für jeden Geschmack" },
      ],
    });
    const text = visible(page.html);
    for (const words of [
      "Sieben Tage die Woche für Sie da, bis 18.30 Uhr",
      "Ein Espresso für 2,40 Euro, die Hausmischung für 8,90 EUR.",
      "am 14.03. bei Dr. Jana Berger",
      "Täglich 8–18.30 Uhr.",
      "+49 341 2233445",
      "3 Röstungen für jeden Geschmack",
    ])
      expect(text).toContain(words);
    expect(page.notes ?? []).toEqual([]);
  });

  it("in French: times written 18 h 30, a price written 35,00 €, a date written 21/06", async () => {
    const page = await generate(POTTERY, {
      sections: [
        {
          id: "s1",
          heading: "La poterie, enfin",
          lead: "Le mercredi de 18 h 30 à 21 h, le samedi matin dès 10 h.",
        },
        {
          id: "s3",
          items: [{ text: "Une première séance pour 35,00 €." }, { text: "Quatre séances pour progresser." }],
        },
        {
          id: "s2",
          items: [{ text: "Claire Morel vous guide." }, { text: "Venez le 21/06 découvrir l'atelier." }],
        },
      ],
    });
    const text = visible(page.html);
    for (const words of [
      "Le mercredi de 18 h 30 à 21 h, le samedi matin dès 10 h.",
      "Une première séance pour 35,00 €.",
      "Quatre séances pour progresser.",
      "Venez le 21/06 découvrir l'atelier.",
    ])
      expect(text).toContain(words);
    expect(page.notes ?? []).toEqual([]);
  });
});

describe("a model that invents with the owner's digits in another role loses the claim, named", () => {
  it("in German: a rating with the digits of a price, minutes of a closing time as a promise, a discount of an hour's digits", async () => {
    const page = await generate(ROASTERY, {
      sections: [
        {
          id: "s1",
          heading: "Frisch geröstet in Leipzig",
          lead: "Mit 2,4 Sternen? Nein: 4,9★ bei Google. Kaffee to go in 30 Minuten.",
        },
        {
          id: "s2",
          items: [{ text: "Über 300 zufriedene Kunden lieben unseren Röstkurs. Jetzt 18 % Rabatt!" }],
        },
      ],
    });
    const text = visible(page.html);
    for (const invented of ["4,9★", "30 Minuten", "zufriedene Kunden", "18 %"])
      expect(text).not.toContain(invented);
    expect(text).toContain("Frisch geröstet in Leipzig");
    expect((page.notes ?? []).join(" ")).toContain("4,9★");
    expect((page.notes ?? []).join(" ")).toContain("“30”");
  });

  it("in French: social proof and a number-one claim go, the sentence they opened keeps its words", async () => {
    const page = await generate(POTTERY, {
      sections: [
        {
          id: "s1",
          heading: "L'atelier nº1 de Nantes",
          lead: "Depuis 2010, Claire Morel partage sa passion de la terre.",
        },
        {
          id: "s2",
          items: [{ text: "Des centaines d'élèves satisfaits." }, { text: "Portes ouvertes le 21 juin." }],
        },
      ],
    });
    const text = visible(page.html);
    for (const invented of ["nº1", "2010", "élèves satisfaits"]) expect(text).not.toContain(invented);
    expect(text).toContain("Claire Morel partage sa passion de la terre.");
    expect(text).toContain("Portes ouvertes le 21 juin.");
  });
});

describe("a change read by the model reports what it did, in value terms", () => {
  it("translates a page whose numbers change their writing but not their value, and leaves no text behind", async () => {
    const page = await generate(ROASTERY, {
      sections: [{ id: "s1", heading: "Frisch geröstet in Leipzig" }],
    });
    translateTo = (s) =>
      s
        .replace(/Montag bis Sonntag 8:00–18:30 Uhr/g, "Monday to Sunday 8 am–6.30 pm")
        .replace(/(\d+),(\d\d) €/g, "€$1.$2")
        .replace(/14\. März 2026 um 10:00 Uhr/g, "March 14, 2026 at 10 am")
        .replace(/Drei Röstungen/g, "Three roasts")
        .replace(/Frisch geröstet in Leipzig/g, "Freshly roasted in Leipzig");
    const result = await change(page.html, "translate the page into English", [
      parts("translate the page into English", [{ op: "translate", lang: "en" }]),
    ]);
    if (!result.ok) throw new Error(result.message);
    const text = visible(result.html);
    expect(result.applied).toEqual(["Translated the page into English"]);
    expect(result.notApplied).toBeUndefined();
    for (const words of [
      "Monday to Sunday 8 am–6.30 pm",
      "€2.40",
      "€8.90",
      "March 14, 2026 at 10 am",
      "Freshly roasted in Leipzig",
    ])
      expect(text).toContain(words);
  });

  it("does not call a part 'not understood' when the model's reading of it was applied", async () => {
    const page = await generate(ROASTERY, {
      sections: [{ id: "s1", heading: "Frisch geröstet in Leipzig" }],
    });
    for (const [request, from, to] of [
      ["Der Espresso kostet jetzt 2,60 Euro", "2,40 €", "2,60 €"],
      ["Die Hausmischung kostet ab sofort 9 Euro", "8,90 €", "9,00 €"],
    ]) {
      const result = await change(page.html, request, [
        parts(request, [{ op: "set_fact", kind: "price", from, to }]),
      ]);
      if (!result.ok) throw new Error(result.message);
      expect(visible(result.html)).toContain(to);
      expect(result.notApplied ?? []).toEqual([]);
    }
  });

  it("keeps the owner's quote in a testimonial the model adds, without the stars it added", async () => {
    const page = await generate(POTTERY, { sections: [{ id: "s1", heading: "La poterie, enfin" }] });
    const request = "ajoutez un avis de Julie : « Un moment hors du temps »";
    const result = await change(page.html, request, [
      parts(request, [
        {
          op: "add_section",
          kind: "testimonials",
          items: [{ title: "Julie", text: "« Un moment hors du temps » – 5 étoiles !" }],
        },
      ]),
    ]);
    if (!result.ok) throw new Error(result.message);
    const model = readModelBlock(result.html) as PageModel;
    const quotes = model.sections.find((s) => s.kind === "testimonials")?.items ?? [];
    expect(quotes.map((q) => [q.title, q.text])).toEqual([["Julie", "« Un moment hors du temps »"]]);
    expect(result.notApplied).toEqual([expect.stringContaining("“5 étoiles”")]);
  });
});
