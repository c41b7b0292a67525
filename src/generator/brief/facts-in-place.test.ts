/**
 * Facts in the right place (issue 27, item 6): hours read without their own name, which becomes their label;
 * a welcome, a place or a deed is no offering; a town in a case of its own is no part of the street address.
 */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

/** [what, description, hours texts, their label] */
const LABELLED_HOURS: [string, string, string[], string | undefined][] = [
  [
    "German consulting hours, the week in two lines",
    "Sprechzeiten Mo–Do 8–18 Uhr, Fr 8–13 Uhr.",
    ["Mo–Do 8–18 Uhr", "Fr 8–13 Uhr"],
    "Sprechzeiten",
  ],
  [
    "English sailings, the words up to the times kept with them",
    "Sailings every two hours from 7:00 to 19:00, Monday to Saturday; Sundays 9:00–17:00.",
    ["every two hours from 7:00 to 19:00, Monday to Saturday", "Sundays 9:00–17:00"],
    "Sailings",
  ],
  [
    "French hours after a colon",
    "Horaires : du mardi au samedi de 9h à 19h.",
    ["du mardi au samedi de 9h à 19h"],
    "Horaires",
  ],
  ["Dutch opening hours", "Openingstijden: ma–za 8:00–18:00.", ["ma–za 8:00–18:00"], "Openingstijden"],
  [
    "Spanish hours",
    "Horario: de lunes a viernes de 9:00 a 20:00.",
    ["de lunes a viernes de 9:00 a 20:00"],
    "Horario",
  ],
  ["Italian hours", "Orari: da lunedì a venerdì 9–13.", ["da lunedì a venerdì 9–13"], "Orari"],
  ["Hungarian hours", "Nyitvatartás: H–P 8–17.", ["H–P 8–17"], "Nyitvatartás"],
  [
    "German opening hours before two lines",
    "Öffnungszeiten Mo–Fr 7:30–19 Uhr, Sa 9–12 Uhr.",
    ["Mo–Fr 7:30–19 Uhr", "Sa 9–12 Uhr"],
    "Öffnungszeiten",
  ],
  ["hours without a name have no label", "Open Mon–Fri 9:00–17:30.", ["Mon–Fri 9:00–17:30"], undefined],
];

describe("hours read without the name the description gives them", () => {
  for (const [say, description, texts, label] of LABELLED_HOURS)
    it(`${say}: ${description}`, () => {
      const hours = brief(description).hours;
      expect(hours.map((h) => h.text)).toEqual(texts);
      expect(hours.map((h) => h.label)).toEqual(texts.map(() => label));
    });
});

/** [what, description, offerings] */
const OFFERINGS: [string, string, string[]][] = [
  [
    "a welcome among prices is a condition, not a treatment",
    "Professionelle Zahnreinigung für 89 €, Bleaching ab 290 €, Angstpatienten willkommen.",
    [],
  ],
  [
    "an Italian welcome in a list",
    "Degustazioni, visite guidate e cani benvenuti.",
    ["Degustazioni", "visite guidate"],
  ],
  [
    "an English welcome in a list",
    "Wood burner, enclosed garden and dogs welcome.",
    ["Wood burner", "enclosed garden"],
  ],
  [
    "Dutch places joined by 'or' are where the work is done, not what is offered",
    "Wij repareren je fiets bij jou thuis of op het werk in Utrecht.",
    [],
  ],
  ["English places joined by 'or'", "We fix your bike at home or at work.", []],
  [
    "what a Spanish retreat includes is its list, without the verb",
    "Incluye alojamiento, comida vegetariana y dos clases al día.",
    ["alojamiento", "comida vegetariana", "dos clases al día"],
  ],
  [
    "what a German stay includes",
    "Inklusive Frühstück, Sauna und Parkplatz.",
    ["Frühstück", "Sauna", "Parkplatz"],
  ],
  ["an Italian run of things done", "Impariamo a seminare, raccogliere e cucinare le verdure.", []],
  ["an English run of things done", "We learn to sow, harvest and cook vegetables.", []],
  [
    "a Polish genitive after 'and' belongs to the part's 'z'",
    "Trening personalny, zajęcia z crossfitu i jogi.",
    ["Trening personalny", "zajęcia z crossfitu i jogi"],
  ],
];

describe("only things offered become offerings", () => {
  for (const [say, description, offerings] of OFFERINGS)
    it(`${say}: ${description}`, () => {
      expect(brief(description).offerings).toEqual(offerings);
    });
});

describe("a town in a case of its own is where the business is, not part of its address", () => {
  it("Polish locative before the street: the address is the street, the town a place as written", () => {
    const b = brief("Zajęcia dla dzieci w Krakowie, ul. Długa 12.");
    expect(b.addresses).toEqual(["ul. Długa 12"]);
    expect(b.places).toEqual(["Krakowie"]);
  });

  it("a Polish town in its own form before the street stays in the address", () => {
    expect(brief("Nasze biuro: Kraków, ul. Długa 12.").addresses).toEqual(["Kraków, ul. Długa 12"]);
  });

  it("Hungarian inessive before the street", () => {
    expect(brief("Autószerviz Debrecenben, Kossuth utca 5.").addresses).toEqual(["Kossuth utca 5"]);
  });

  it("a Portuguese street after 'na' keeps its town", () => {
    expect(brief("A nossa loja fica na Rua Augusta 100, 1100-053 Lisboa.").addresses).toEqual([
      "Rua Augusta 100, 1100-053 Lisboa",
    ]);
  });

  it("tools taught 'w Scratchu i Pythonie' are no places", () => {
    expect(brief("Zajęcia z programowania w Scratchu i Pythonie w Krakowie.").places).toEqual(["Krakowie"]);
  });

  it("'nach Vereinbarung' is no place", () => {
    expect(brief("Hundesalon in Leipzig. Termine nach Vereinbarung.").places).toEqual(["Leipzig"]);
  });

  it("towns after a preposition stay the location: in Freiburg, à Lyon", () => {
    expect(brief("Zahnarztpraxis in Freiburg.").places).toEqual(["Freiburg"]);
    expect(brief("Boulangerie artisanale à Lyon.").places).toEqual(["Lyon"]);
  });
});
