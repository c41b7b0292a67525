/** An event's programme said as a list in one sentence is its agenda, one item each, in every language. */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

const EVENT = { landingPageType: "event-registration" } as const;

describe("programme: a list after a programme word", () => {
  it.each([
    [
      "Harbour Jazz Night on 12 June 2027 at 19:00, Pier 4, Bristol. Lineup: live music, street food and a craft market.",
      ["live music", "street food", "a craft market"],
    ],
    [
      "Sommerfest am 12. Juni 2027 im Stadtpark Kassel. Programm: Live-Musik, Streetfood und Kunsthandwerkermarkt.",
      ["Live-Musik", "Streetfood", "Kunsthandwerkermarkt"],
    ],
    [
      "Festa de verão a 12 de junho de 2027 em Lisboa. Programa: música ao vivo, street food e mercado de artesanato.",
      ["música ao vivo", "street food", "mercado de artesanato"],
    ],
    [
      "Fête de quartier le 12 juin 2027 à Lyon. Au programme : concerts, food trucks et marché d'artisans.",
      ["concerts", "food trucks", "marché d'artisans"],
    ],
    [
      "Sagra del paese il 12 giugno 2027 a Modena. Programma: musica dal vivo, cibo di strada e mercatino.",
      ["musica dal vivo", "cibo di strada", "mercatino"],
    ],
    [
      "Piknik sąsiedzki 12 czerwca 2027 w Gdańsku. Program: koncert, food trucki i warsztaty dla dzieci.",
      ["koncert", "food trucki", "warsztaty dla dzieci"],
    ],
  ])("%s", (description, items) => {
    const b = brief(description, EVENT);
    expect(b.agenda.map((a) => a.text)).toEqual(items);
    expect(b.agenda.every((a) => !a.time)).toBe(true);
    // Claimed: no item is read again as an offering.
    for (const item of items) expect(b.offerings).not.toContain(item);
  });

  it.each([
    // Timed lines stay agenda.ts's, each with its time.
    ["Workshop on 3 May 2027. Programme: 10:00 welcome, 10:30 starter dough, 12:00 baking.", 3, true],
    // A single thing after the word is no list.
    ["Summer fair on 3 May 2027. Lineup: local bands.", 0, false],
    // A line-up of names is the event's people, not its programme.
    ["Jazz weekend in Whitby, 4-5 September 2027. Line-up: Nubya Garcia and Binker Golding.", 0, false],
    // A webinar's programme is what it teaches (its learn list), read as offerings.
    [
      "Atelier photo culinaire en ligne le 12 mars 2027 à 18h. Au programme : lumière naturelle, stylisme, retouche.",
      0,
      false,
      "webinar",
    ],
    // A list with no programme word is not a programme.
    ["We sell bread, cakes and coffee.", 0, false],
  ])("%s", (description, count, timed, type = "event-registration") => {
    const b = brief(description, { landingPageType: type as "webinar" });
    expect(b.agenda).toHaveLength(count);
    expect(b.agenda.every((a) => Boolean(a.time))).toBe(timed || count === 0);
  });
});

describe("programme: a webinar's is what it teaches", () => {
  it("reads every item whole, as the learn list, never as its agenda", () => {
    const read = brief(
      "Webinaire gratuit le mardi 9 mars 2027 à 18h30 (heure de Paris), 40 minutes. Au programme : faire le point sur ses dépenses, fixer une épargne mensuelle, choisir sa banque.",
      { landingPageType: "webinar" },
    );
    expect(read.offerings).toEqual([
      "faire le point sur ses dépenses",
      "fixer une épargne mensuelle",
      "choisir sa banque",
    ]);
    expect(read.agenda).toEqual([]);
  });

  it("keeps an item that opens with a verb of making pages: a list's items are no requests to us", () => {
    const read = brief(
      "Webinaire gratuit : le SEO local pour les artisans. Au programme : optimiser sa fiche Google, obtenir des avis clients, créer des pages locales.",
      { landingPageType: "webinar" },
    );
    expect(read.offerings).toEqual([
      "optimiser sa fiche Google",
      "obtenir des avis clients",
      "créer des pages locales",
    ]);
  });
});
