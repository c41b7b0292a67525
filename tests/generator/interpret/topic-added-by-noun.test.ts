/**
 * "acrescenta um tópico: …", "füge ein Thema hinzu: …", "aggiungi un argomento: …": a noun for the members of
 * the page's list of topics names it when its heading or small line says so; an amount in a topic stays in
 * its title. A page whose list of that kind shows something else under another heading refuses it.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const PAGES = {
  pt: [
    "webinar",
    "finance",
    "Finanças sem Medo",
    "Como organizar o orçamento familiar",
    "Webinar gratuito: Finanças sem Medo — como organizar o orçamento familiar. Quarta-feira, 10 de fevereiro de 2027, às 20:00 (hora de Lisboa). Com a economista Rita Carvalho. Vai aprender: fazer um orçamento mensal, criar um fundo de emergência, reduzir dívidas. Vagas limitadas a 300 participantes.",
  ],
  de: [
    "webinar",
    "finance",
    "Geld im Griff",
    "Haushaltsbuch leicht gemacht",
    "Kostenloses Webinar am Donnerstag, 11. März 2027 um 19 Uhr mit der Finanzberaterin Anna Weber. Sie lernen: ein Monatsbudget aufstellen, einen Notgroschen aufbauen, Schulden abbauen. Begrenzt auf 200 Teilnehmer.",
  ],
  it: [
    "webinar",
    "finance",
    "Soldi Sereni",
    "Come risparmiare ogni mese",
    "Webinar gratuito giovedì 11 marzo 2027 alle 18:00 con l'economista Marta Bianchi. Imparerai: fare un budget mensile, creare un fondo di emergenza, ridurre i debiti. Posti limitati a 200 partecipanti.",
  ],
  pl: [
    "webinar",
    "finance",
    "Spokojne Finanse",
    "Jak oszczędzać co miesiąc",
    "Bezpłatny webinar w czwartek 11 marca 2027 o 19:00 z ekonomistką Anną Kowalską. Nauczysz się: układać miesięczny budżet, tworzyć fundusz awaryjny, spłacać długi. Liczba miejsc ograniczona do 200.",
  ],
  en: [
    "webinar",
    "finance",
    "Money Calm",
    "Budgeting made simple",
    "Free webinar on Thursday 11 March 2027 at 7pm UK time with economist Sarah Jones. You will learn: make a monthly budget, build an emergency fund, pay down debt. Limited to 200 places.",
  ],
} satisfies Record<string, Description>;

const learnTitles = (model: ReturnType<typeof composed>) =>
  model.sections.find((s) => s.kind === "learn")?.items.map((i) => i.title) ?? [];

describe("a topic named by its noun joins the page's list of topics", () => {
  it.each([
    ["pt", "acrescenta um tópico: investir os primeiros 100 €", "Investir os primeiros 100 €"],
    ["de", "füge ein Thema hinzu: Sparen mit Apps", "Sparen mit Apps"],
    ["it", "aggiungi un argomento: le app per il budget", "App per il budget"],
    ["pl", "dodaj temat: aplikacje do budżetu", "Aplikacje do budżetu"],
  ] as const)("%s: %s", (page, say, title) => {
    const before = composed(PAGES[page]);
    const done = iterate(before, say);
    expect(done.unread).toEqual([]);
    expect(done.applied).toHaveLength(1);
    expect(learnTitles(done.model)).toEqual([...learnTitles(before), title]);
  });
});

describe("a list of that kind showing something else is not the list of topics", () => {
  it("en: the webinar's 'How it works' steps take no topic; the owner is told", () => {
    const before = composed(PAGES.en);
    const done = iterate(before, "add a topic: budgeting apps");
    expect(done.applied).toEqual([]);
    expect(done.notApplied.join(" ")).toContain("no list of “topic”");
    expect(learnTitles(done.model)).toEqual(learnTitles(before));
  });
});
