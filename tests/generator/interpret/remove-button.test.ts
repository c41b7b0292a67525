/**
 * A button taken off the page by what it says or does (remove_button): a secondary one goes, the page's
 * only call to action stays with the reason, a form's own button stays with the form.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const PAGES = {
  webinar: [
    "webinar",
    "finance",
    "Finanças sem Medo",
    "Como organizar o orçamento familiar",
    "Webinar gratuito: Finanças sem Medo — como organizar o orçamento familiar. Quarta-feira, 10 de fevereiro de 2027, às 20:00 (hora de Lisboa). Com a economista Rita Carvalho. Vai aprender: fazer um orçamento mensal, criar um fundo de emergência, reduzir dívidas. Vagas limitadas a 300 participantes.",
  ],
  yoga: [
    "event-registration",
    "fitness",
    "Yoga am See",
    "Yoga-Wochenende am Bodensee",
    "Yoga-Wochenende am Bodensee vom 14. bis 16. Mai 2027 in Konstanz. Zwei Einheiten pro Tag, vegetarische Küche. 290 € pro Person. Anmeldung per E-Mail an hallo@yogaamsee.de.",
  ],
  cafe: [
    "business-homepage",
    "food",
    "Crumb Corner",
    "Crumb Corner bakery café",
    "Crumb Corner is a bakery café in York at 8 Fossgate. Sourdough loaf £4.50, almond croissant £3.20. Call 01904 555 010 or email hello@crumbcorner.co.uk.",
  ],
} satisfies Record<string, Description>;

const heroButtons = (model: ReturnType<typeof composed>) => {
  const hero = model.sections.find((s) => s.kind === "hero")!;
  return [hero.cta?.label, hero.secondaryCta?.label].filter(Boolean);
};

describe("a secondary button is removed", () => {
  it("pt: 'remove o botão «…»' takes the banner's second button off", () => {
    const page = composed(PAGES.webinar);
    const [main, second] = heroButtons(page);
    const done = iterate(page, `remove o botão «${second}»`);
    expect(done.applied).toEqual([`Removi o botão «${second}»`]);
    expect(heroButtons(done.model)).toEqual([main]);
  });
  it("de: 'entferne den Button „…“'", () => {
    const page = composed(PAGES.yoga);
    const [main, second] = heroButtons(page);
    const done = iterate(page, `entferne den Button „${second}“`);
    expect(done.applied).toEqual([`Button „${second}“ entfernt`]);
    expect(heroButtons(done.model)).toEqual([main]);
  });
  it("en: 'remove the “…” button'", () => {
    const page = composed(PAGES.cafe);
    const [main, second] = heroButtons(page);
    const done = iterate(page, `remove the “${second}” button`);
    expect(done.applied).toEqual([`Removed the button “${second}”`]);
    expect(heroButtons(done.model)).toEqual([main]);
  });
});

describe("the page's only call to action stays", () => {
  it("pt: the registration button is refused with the reason, nothing changes", () => {
    const page = composed(PAGES.webinar);
    const [main] = heroButtons(page);
    const done = iterate(page, `remove o botão «${main}»`);
    expect(done.applied).toEqual([]);
    expect(done.notApplied.join(" ")).toContain("único apelo à ação");
    expect(heroButtons(done.model)).toEqual(heroButtons(page));
  });
  it("en: 'remove the button' alone names no button and is asked back", () => {
    const done = iterate(composed(PAGES.cafe), "remove the button");
    expect(done.applied).toEqual([]);
    expect(done.notApplied.join(" ")).toContain("say which button");
  });
});
