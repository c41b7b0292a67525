/**
 * Facts and values said in the owner's words, on fresh pages (written before the rules that read them):
 * a contact fact stated with its value, an end time alone, a date with its weekday, a fact removed by its
 * kind, a number corrected against its old value, and "it" after a change in the same message.
 */
import { describe, expect, it } from "vitest";
import { type FactCase, judge } from "./fact-judge.js";
import { type FreshPageId, freshPage } from "./fresh-fact-pages.js";

const CASES: [FreshPageId, FactCase][] = [
  // A contact fact stated with one value of its type: set, or added when the page has none.
  ["kettle", { say: "our instagram is @kettleandloaf, put it on the page", shows: ["@kettleandloaf"] }],
  [
    "sommerfest",
    {
      say: "Unsere Telefonnummer hat sich geändert: 0761 9988776",
      shows: ["0761 9988776"],
      gone: ["0761 2233445"],
    },
  ],
  [
    "aquarelle",
    { say: "notre numéro a changé : 02 99 65 43 21", shows: ["02 99 65 43 21"], gone: ["02 99 12 34 56"] },
  ],
  [
    "ceramica",
    {
      say: "il nostro indirizzo email adesso è corsi@argilla-milano.it",
      shows: ["corsi@argilla-milano.it"],
      gone: ["info@argilla-milano.it"],
    },
  ],
  [
    "libreria",
    {
      say: "nuestra web ahora es www.faro-libros.es",
      shows: ["www.faro-libros.es"],
      gone: ["www.libreriafaro.es"],
    },
  ],
  ["spaak", { say: "ons instagram account is @despaak_utrecht, zet het erbij", shows: ["@despaak_utrecht"] }],
  [
    "feira",
    {
      say: "o nosso email mudou para ola@feiradagraca.pt",
      shows: ["ola@feiradagraca.pt"],
      gone: ["feira@graca.pt"],
    },
  ],
  [
    "warsztaty",
    { say: "nowy numer telefonu: 12 987 65 43", shows: ["12 987 65 43"], gone: ["12 345 67 89"] },
  ],
  [
    "fozes",
    { say: "az új telefonszámunk +36 1 765 4321", shows: ["+36 1 765 4321"], gone: ["+36 1 234 5678"] },
  ],
  [
    "teamsaas",
    {
      say: "new support email: help@shiftly.app",
      shows: ["help@shiftly.app"],
      gone: ["support@shiftly.app"],
    },
  ],
  ["kettle", { say: "we're on tiktok now: @kettleloaf", shows: ["@kettleloaf"] }],
  // An end time alone changes the end of the page's range (the one, or the named day's).
  ["sommerfest", { say: "das Fest geht bis 23:00", shows: ["14:00–23:00"], gone: ["14:00–22:00"] }],
  [
    "kettle",
    { say: "on fridays we stay open till 7pm", shows: ["Fri 8:00–19:00"], gone: ["Fri 8:00–18:00"] },
  ],
  // The new range is written in the page's own clock ("10h–17h" where the page wrote "de 10h à 16h").
  ["aquarelle", { say: "le stage finit à 17h", shows: ["10h–17h"], gone: ["16h"] }],
  ["ceramica", { say: "il corso finisce alle 19:00", shows: ["15:00–19:00"], gone: ["18:00"] }],
  ["spaak", { say: "zaterdag open tot 18:00", shows: ["zaterdag 10:00–18:00"], gone: ["10:00–17:00"] }],
  ["feira", { say: "a feira vai até às 19:00", shows: ["10:00–19:00"], gone: ["18:00"] }],
  ["warsztaty", { say: "warsztaty trwają do 15:00", shows: ["10:00–15:00"], gone: ["10:00–14:00"] }],
  // A date said with its weekday: the year where that weekday falls, or a refusal.
  [
    "sommerfest",
    { say: "verschiebe das Fest auf Sonntag, 5. Juli", shows: ["Sonntag, 5. Juli 2026"], gone: ["4. Juli"] },
  ],
  [
    "ceramica",
    { say: "spostalo a domenica 11 ottobre", shows: ["domenica 11 ottobre 2026"], gone: ["10 ottobre"] },
  ],
  [
    "aquarelle",
    { say: "le stage aura lieu le dimanche 18 avril", shows: ["dimanche 18 avril 2027"], gone: ["17 avril"] },
  ],
  [
    "feira",
    {
      say: "mude a data para sábado, 6 de março",
      shows: ["sábado, 6 de março de 2027"],
      gone: ["7 de março"],
    },
  ],
  ["warsztaty", { say: "przenieś warsztaty na piątek 14 marca", refuses: "piątek" }],
  // A fact removed by naming its kind.
  ["aquarelle", { say: "supprime la durée", gone: ["45 minutes"] }],
  ["ceramica", { say: "togli l'insegnante", gone: ["Marta Russo"] }],
  ["kettle", { say: "take the address off the page", gone: ["22 Park Row"] }],
  ["sommerfest", { say: "entferne den Preis", gone: ["5 €"] }],
  ["feira", { say: "retire o telefone", gone: ["21 888 7777"] }],
  // A number corrected against its old value.
  ["sommerfest", { say: "48 Stunden statt 24", shows: ["48 Stunden"], gone: ["24 Stunden"] }],
  ["aquarelle", { say: "ce sont 30 places et non 25", shows: ["30 places"], gone: ["25 places"] }],
  ["spaak", { say: "het is 30 dagen garantie, niet 14", shows: ["30 dagen garantie"], gone: ["14 dagen"] }],
  ["libreria", { say: "son 30 días, no 14", shows: ["30 días"], gone: ["14 días"] }],
  ["teamsaas", { say: "the trial is 30 days, not 21", refuses: "21" }],
  ["warsztaty", { say: "10 miejsc zamiast 8", shows: ["10 miejsc"], gone: ["8 miejsc"] }],
  // "it" after a change: the item the clause before changed.
  [
    "teamsaas",
    {
      say: "rename Scale to Business and make it $119 per month",
      shows: ["Business", "$119 per month"],
      gone: ["$99"],
    },
  ],
  [
    "spaak",
    {
      say: "hernoem Band plakken naar Bandreparatie en maak het €17",
      shows: ["Bandreparatie", "€17"],
      gone: ["€15"],
    },
  ],
  [
    "kettle",
    {
      say: "rename the cheese toastie to Toastie Deluxe and make it £6.90",
      shows: ["Toastie Deluxe", "£6.90"],
      gone: ["£6.50"],
    },
  ],
];

describe("facts and values said in the owner's words, on fresh pages", () => {
  for (const [page, c] of CASES)
    it(`${page}: ${c.say}`, () => {
      expect(judge(freshPage(page), c)).toBeNull();
    });
});
