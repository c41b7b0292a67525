/**
 * New things said as news or by their name (iadd): "we now also do X" in several languages joins the one
 * list of offers (several lists are asked back), Hungarian "… szolgáltatásként", a free offer in the owner's
 * words with no price, a priced entry joining a page's one price line — each checked as the owner reads it.
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose, pageWords } from "../compose-for-test.js";

const page = (
  prompt: string,
  companyName: string,
  industry: NonNullable<Parameters<typeof compose>[2]>["industry"],
  type: Parameters<typeof compose>[0] = "business-homepage",
) => compose(type, prompt, { companyName, title: companyName, industry }).html;

const HAUS = page(
  "Wir sind ein Hausmeisterservice in Freiburg. Unsere Leistungen: Gartenpflege, Winterdienst, Treppenhausreinigung und Fensterreinigung. Rufen Sie uns an: 0761 123456.",
  "Hausservice Weber",
  "other",
);
const ASESORIA = page(
  "Asesoría fiscal y contable en Valencia. Servicios: contabilidad para autónomos, nóminas, constitución de sociedades. Llámanos al 961 234 567.",
  "Asesoría Ruiz",
  "finance",
);
const KONYVELO = page(
  "Könyvelőiroda Budapesten. Szolgáltatásaink: könyvelés, adótanácsadás, cégalapítás. Hívjon: +36 1 234 5678.",
  "Könyvelő Kft",
  "finance",
);
const LOTUS = page(
  "Yogastudio in Utrecht. Lessen: Hatha yoga, Vinyasa, Yin yoga en Zwangerschapsyoga. Losse les €15, 10-rittenkaart €130.",
  "Studio Lotus",
  "fitness",
);
const SOUTIEN = page(
  "Soutien scolaire à Nantes pour collégiens et lycéens. Nos services : aide aux devoirs, stages de révision, préparation au bac. Contact : 02 40 12 34 56.",
  "Cap Réussite",
  "education",
);
const MUSEUM = page(
  "A science night at the city museum on 14 March 2027, 18:00-23:00. Tickets: Adult €20, Child €10. Live experiments, planetarium shows and a robot workshop.",
  "City Science Night",
  "entertainment",
  "event-registration",
);

async function answer(html: string, say: string): Promise<{ said: string; text: string }> {
  const result = await iteratePage(html, say);
  if (!result.ok) return { said: result.message ?? "", text: "" };
  return { said: result.applied.join(" | "), text: pageWords(result.html) };
}

describe("a thing the business now also does joins its one list of offers", () => {
  it.each([
    [HAUS, "Wir machen jetzt auch Dachrinnenreinigung", "Dachrinnenreinigung"],
    [HAUS, "we now also do gutter cleaning", "Gutter cleaning"],
    [ASESORIA, "ahora también hacemos declaraciones de renta", "Declaraciones de renta"],
    [KONYVELO, "most már bérszámfejtést is vállalunk", "Bérszámfejtés"],
    [KONYVELO, "add hozzá a bérszámfejtést is szolgáltatásként", "Bérszámfejtés"],
  ])("add-mention / add-as-kind: %#", async (html, say, added) => {
    const { said, text } = await answer(html, say);
    // Each report quotes the new name in its language's marks („…” in Hungarian).
    expect(said).toMatch(new RegExp(`[“„]${added}”`));
    expect(text).toContain(added);
  });
});

describe("a thing the business now also does joins the one line listing its lessons", () => {
  it("add-mention: 'we geven nu ook aerial yoga' on 'Lessen: Hatha yoga, …'", async () => {
    const { said, text } = await answer(LOTUS, "we geven nu ook aerial yoga");
    expect(said).toContain("“Hatha yoga, Vinyasa, Yin yoga, Zwangerschapsyoga en Aerial yoga”");
    expect(text).toContain("Hatha yoga, Vinyasa, Yin yoga, Zwangerschapsyoga en Aerial yoga");
  });
});

describe("a free offer is added in the owner's words, with no price", () => {
  it("add-by-name: 'un cours d'essai gratuit'", async () => {
    const { said, text } = await answer(SOUTIEN, "ajoute un cours d'essai gratuit");
    expect(said).toContain("« Cours d'essai gratuit »");
    expect(text).toContain("Cours d'essai gratuit");
  });

  it("add-by-name: 'gratis proefles' joins the priced offers, unpriced", async () => {
    const { said, text } = await answer(LOTUS, "voeg een gratis proefles toe");
    expect(said).toContain("“Gratis proefles”");
    expect(text).toMatch(/Gratis proefles(?! €)/);
  });

  it("add-by-name: 'una primera consulta gratuita'", async () => {
    const { said, text } = await answer(ASESORIA, "añade una primera consulta gratuita");
    expect(said).toContain("“Primera consulta gratuita”");
    expect(text).toContain("Primera consulta gratuita");
  });
});

describe("a priced entry joins the page's one price line", () => {
  it("add-items: 'add family tickets for €50' on 'Adult €20 · Child €10'", async () => {
    const { said, text } = await answer(MUSEUM, "add family tickets for €50");
    expect(said).toBe(
      "Changed “Adult €20 · Child €10” to “Adult €20 · Child €10 · Family tickets €50” everywhere on the page",
    );
    expect(text).toContain("Adult €20 · Child €10 · Family tickets €50");
  });
});
