/**
 * A second set of fact-and-value requests on the fresh pages, written after the rules that read them and
 * never tuned on: the same six kinds in other words and languages.
 */
import { describe, expect, it } from "vitest";
import { type FactCase, judge } from "./fact-judge.js";
import { type FreshPageId, freshPage } from "./fresh-fact-pages.js";

const CASES: [FreshPageId, FactCase][] = [
  ["libreria", { say: "nuestro instagram es @libreriafaro", shows: ["@libreriafaro"] }],
  ["warsztaty", { say: "nasz email to kontakt@pracownialen.pl", shows: ["kontakt@pracownialen.pl"] }],
  ["ceramica", { say: "il numero di telefono è 02 1234 5678, aggiungilo", shows: ["02 1234 5678"] }],
  [
    "kettle",
    { say: "our facebook page is facebook.com/kettleandloaf", shows: ["facebook.com/kettleandloaf"] },
  ],
  ["feira", { say: "a feira agora acaba às 17:00", shows: ["10:00–17:00"], gone: ["18:00"] }],
  ["kettle", { say: "saturdays we're open until 4pm", shows: ["Sat 9:00–16:00"], gone: ["9:00–15:00"] }],
  ["sommerfest", { say: "das Fest endet um 21 Uhr", shows: ["14:00–21:00"], gone: ["22:00"] }],
  [
    "aquarelle",
    { say: "déplace le stage au dimanche 18 avril", shows: ["dimanche 18 avril 2027"], gone: ["17 avril"] },
  ],
  [
    "ceramica",
    {
      say: "spostiamo il corso a lunedì 12 ottobre",
      shows: ["lunedì 12 ottobre 2026"],
      gone: ["10 ottobre"],
    },
  ],
  [
    "feira",
    {
      say: "mude a feira para sexta-feira, 5 de março",
      shows: ["sexta-feira, 5 de março de 2027"],
      gone: ["7 de março"],
    },
  ],
  ["ceramica", { say: "togli il prezzo", gone: ["70 €"] }],
  ["warsztaty", { say: "usuń cenę", gone: ["180 zł"] }],
  ["spaak", { say: "het is 21 dagen, niet 10", refuses: "10" }],
  [
    "teamsaas",
    {
      say: "rename Starter to Solo and make it $15 per month",
      shows: ["Solo", "$15 per month"],
      gone: ["$19"],
    },
  ],
  [
    "spaak",
    {
      say: "hernoem Onderhoudsbeurt naar Grote beurt en zet het op €65",
      shows: ["Grote beurt", "€65"],
      gone: ["€59"],
    },
  ],
];

describe("facts and values said in the owner's words: a second set, not tuned on", () => {
  for (const [page, c] of CASES)
    it(`${page}: ${c.say}`, () => {
      expect(judge(freshPage(page), c)).toBeNull();
    });
});
