/**
 * The owner's words to us are never the page's headline (issue 27.1): a title that talks about the page
 * ("gutter cleaning page", "new product") gives way to the business the request names, and the request
 * and its style wishes are published nowhere on the page.
 */
import { describe, expect, it } from "vitest";
import { styleNameOf } from "../../src/generator/composer/styles/choose.js";
import { headlineTitle } from "../../src/generator/composer/write/headline.js";
import { compose } from "./compose-for-test.js";

const visible = (html: string) =>
  html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("headline from a title that talks to the builder", () => {
  it.each([
    [
      "gutter cleaning page",
      ["looking for a page for my gutter cleaning business around Leeds"],
      "Gutter cleaning around Leeds",
    ],
    [
      "new product",
      ["make me a launch page for our new insulated bottle, should look premium"],
      "New insulated bottle",
    ],
    ["Landingpage Hundesalon", [], "Hundesalon"],
    [
      "Hundesalon",
      ["Ich brauche eine Webseite für meinen Hundesalon in Freiburg, soll warm aussehen"],
      "Hundesalon in Freiburg",
    ],
    ["landing page", [], "Acme"],
    [
      "Page yoga",
      ["Fais-moi une page pour mon studio de yoga à Bordeaux, quelque chose de doux."],
      "Studio de yoga à Bordeaux",
    ],
    ["Page Turner Books", ["We sell second-hand books in Hay-on-Wye."], "Page Turner Books"],
    ["Trattoria da Nello", ["Trattoria a conduzione familiare nel centro di Bologna."], "Trattoria da Nello"],
  ])("%j → %j", (title, sentences, expected) => {
    expect(headlineTitle(title, sentences, "Acme")).toBe(expected);
  });
});

describe("a vague request published nowhere", () => {
  it.each([
    {
      title: "window cleaning page",
      companyName: "Brightpane",
      prompt:
        "need a page for my window cleaning round in Swindon, want people to ask for a quote. make it look trustworthy",
      gone: ["need a page", "make it look", "want people"],
      headline: "Window cleaning round in Swindon",
    },
    {
      title: "Fahrradwerkstatt",
      companyName: "Speiche",
      prompt:
        "Ich brauche eine Seite für meine Fahrradwerkstatt in Münster, soll freundlich und modern wirken",
      gone: ["brauche", "wirken", "Seite für"],
      headline: "Fahrradwerkstatt in Münster",
    },
  ])("$companyName: no instruction, a headline from the business", ({ gone, headline, ...request }) => {
    const { html } = compose("lead-generation", request.prompt, request);
    const text = visible(html);
    for (const words of gone) expect(text).not.toContain(words);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
    expect(html).toContain(`<title>${headline} | ${request.companyName}</title>`);
  });
});

describe("the request's wish for visitors", () => {
  it.each([
    [
      "need a page for my window cleaning round in Swindon, want people to ask for a quote.",
      "Ask for a quote",
    ],
    [
      "looking for a page for my gutter cleaning business around Leeds, want homeowners to book a visit.",
      "Book a visit",
    ],
  ])("%j makes the button %j", (prompt, label) => {
    const { model } = compose("lead-generation", prompt, { title: "Home", companyName: "Owner Co" });
    const buttons = model.sections.flatMap((s) => [s.cta?.label, s.form?.submitLabel]);
    expect(buttons).toContain(label);
  });
});

describe("style wishes steer the style, in the owner's language", () => {
  it.each([
    ["need a page for my window cleaning round in Swindon. make it look trustworthy", "classic"],
    ["Ich brauche eine Webseite für meinen Hundesalon in Freiburg, soll warm und gemütlich aussehen", "warm"],
    ["Voglio un sito per il mio negozio di scarpe a Torino, deve sembrare elegante.", "luxury"],
    ["Maak een pagina voor mijn speelgoedwinkel in Gent, mag er vrolijk uitzien.", "playful"],
  ] as const)("%j is drawn %s", (prompt, style) => {
    expect(styleNameOf({ kind: "other", prompt, targetAudience: "", seed: 1 })).toBe(style);
  });

  it("reads no wish from the business's own words", () => {
    const a = styleNameOf({
      kind: "dentist",
      prompt: "Modern dentistry with warm, friendly staff.",
      targetAudience: "",
      seed: 3,
    });
    const b = styleNameOf({ kind: "dentist", prompt: "Dentistry with staff.", targetAudience: "", seed: 3 });
    expect(a).toBe(b);
  });
});

describe("the page's title in the tab and on share cards", () => {
  it("names the company once when the headline already says it", () => {
    const request = {
      title: "Kowalski Auto Repair",
      companyName: "Kowalski Auto Repair",
      prompt: "Family-run garage in Leeds. MOT testing £45. Call 0113 496 0321.",
    };
    const { html } = compose("business-homepage", request.prompt, request);
    expect(html).toContain("<title>Kowalski Auto Repair</title>");
    expect(html).toContain('<meta property="og:title" content="Kowalski Auto Repair">');
  });

  it("adds the company after a headline that does not name it", () => {
    const request = {
      title: "Honest car repair in Leeds",
      companyName: "Kowalski Auto Repair",
      prompt: "Family-run garage in Leeds. MOT testing £45. Call 0113 496 0321.",
    };
    const { html } = compose("business-homepage", request.prompt, request);
    expect(html).toContain("<title>Honest car repair in Leeds | Kowalski Auto Repair</title>");
  });
});
