/**
 * "acrescenta um tópico: …", "füge ein Thema hinzu: …", "aggiungi un argomento: …": a noun for the members of
 * the page's list of topics names it when its heading or small line says so; an amount in a topic stays in
 * its title. A page whose list of that kind shows something else under another heading refuses it.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate, WEBINARS } from "./whole-page.js";

const PAGES = {
  ...WEBINARS,
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
