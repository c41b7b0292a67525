/**
 * A new offering said by its plain name joins the page's list of offerings with the owner's price and the
 * time the owner says it is offered (the card's text), never an "also" word in its title; a page with no
 * list of offerings, or two, says why nothing was added; a request to change something else adds no card.
 */
import { describe, expect, it } from "vitest";
import type { PageModel } from "../../../src/generator/model.js";
import { composed, type Description, iterate } from "./whole-page.js";

const PAGES = {
  plumber: [
    "business-homepage",
    "home-services",
    "Aire Plumbing",
    "Plumber in Leeds",
    "Aire Plumbing, plumber in Leeds. Services: boiler repair £80, leak detection £60, bathroom fitting, drain unblocking. Call 0113 496 0000.",
  ],
  boulangerie: [
    "business-homepage",
    "food",
    "Boulangerie Dupain",
    "Boulangerie à Lyon",
    "Boulangerie Dupain à Lyon. Nos produits : baguette tradition 1,20 €, croissant au beurre 1,10 €, pain aux céréales, tarte aux pommes. Téléphone 04 78 00 00 00.",
  ],
  baeckerei: [
    "business-homepage",
    "food",
    "Bäckerei Müller",
    "Bäckerei in Freiburg",
    "Bäckerei Müller in Freiburg. Unser Angebot: Bauernbrot 4,50 €, Brezeln, Butterkuchen, Roggenbrötchen. Telefon 0761 123456.",
  ],
  szkola: [
    "business-homepage",
    "education",
    "KodLab",
    "Szkoła programowania w Gdańsku",
    "Szkoła programowania KodLab w Gdańsku. Zajęcia: warsztaty ze Scratcha, kurs robotyki, lekcje HTML. Telefon 58 123 45 67.",
  ],
  fietsen: [
    "business-homepage",
    "other",
    "De Spaak",
    "Fietsenmaker in Utrecht",
    "Fietsenmaker De Spaak in Utrecht, Oudegracht 10. Onderhoudsbeurt €49, band plakken €12, ketting vervangen €20. Bel 030 123 4567.",
  ],
  gelateria: [
    "business-homepage",
    "food",
    "Gelateria Bianchi",
    "Gelateria a Torino",
    "Gelateria Bianchi a Torino. I nostri gusti: gelato alla nocciola, gelato al cioccolato, sorbetto al limone, affogato. Telefono 011 123 4567.",
  ],
  padaria: [
    "business-homepage",
    "food",
    "Padaria Central",
    "Padaria no Porto",
    "Padaria Central no Porto. Produtos: pão de forma 2 €, broa de milho 1,50 €, bolo de arroz, croissants. Telefone 22 123 4567.",
  ],
  taller: [
    "business-homepage",
    "automotive",
    "Taller Ruiz",
    "Taller mecánico en Valencia",
    "Taller mecánico Ruiz en Valencia. Servicios: revisión general 90 €, cambio de neumáticos 30 €, diagnosis electrónica, alineación. Teléfono 961 234 567.",
  ],
  jazz: [
    "event-registration",
    "music",
    "Jazz Night",
    "Jazz Night in Bristol",
    "Jazz night on Friday 12 March 2027 at 8pm at the Old Fire Station, Bristol. Tickets £15.",
  ],
} satisfies Record<string, Description>;

const cache = new Map<string, PageModel>();
const page = (name: keyof typeof PAGES) => {
  if (!cache.has(name)) cache.set(name, composed(PAGES[name]));
  return cache.get(name)!;
};

/** The one section that changed, its items after, and that every other section is as it was. */
function added(name: keyof typeof PAGES, say: string) {
  const before = page(name);
  const done = iterate(before, say);
  expect(done.unread).toEqual([]);
  const changed = done.model.sections.filter(
    (s) => JSON.stringify(s) !== JSON.stringify(before.sections.find((b) => b.id === s.id)),
  );
  expect(changed).toHaveLength(1);
  const section = changed[0]!;
  const was = before.sections.find((s) => s.id === section.id)!;
  expect(section.items.slice(0, was.items.length)).toEqual(was.items);
  return { kind: section.kind, added: section.items.slice(was.items.length) };
}

const card = (i: { title: string; price?: string; text?: string }) => ({
  title: i.title,
  ...(i.price ? { price: i.price } : {}),
  ...(i.text ? { text: i.text } : {}),
});

describe("an offering added by its plain name joins the page's list of offerings", () => {
  it.each([
    ["plumber", "add radiator installs", { title: "Radiator installs" }],
    ["boulangerie", "ajoute aussi le pain de seigle", { title: "Pain de seigle" }],
    ["baeckerei", "füge auch Streuselkuchen hinzu", { title: "Streuselkuchen" }],
    ["szkola", "dodaj warsztaty z Pythona", { title: "Warsztaty z Pythona" }],
    ["gelateria", "aggiungi anche il gelato al pistacchio", { title: "Gelato al pistacchio" }],
  ] as const)("%s: %s", (name, say, item) => {
    const { kind, added: items } = added(name, say);
    expect(kind).toBe("services");
    expect(items.map(card)).toEqual([item]);
  });
});

describe("the time it is offered is the card's text, in the owner's words", () => {
  it.each([
    [
      "boulangerie",
      "ajoute les galettes des rois en janvier",
      { title: "Galettes des rois", text: "En janvier" },
    ],
    ["baeckerei", "füge Zwiebelkuchen nur samstags hinzu", { title: "Zwiebelkuchen", text: "Nur samstags" }],
    ["gelateria", "aggiungi le granite solo d'estate", { title: "Granite", text: "Solo d'estate" }],
    ["padaria", "acrescenta o bolo-rei no Natal", { title: "Bolo-rei", text: "No Natal" }],
    ["szkola", "dodaj zajęcia z robotyki w wakacje", { title: "Zajęcia z robotyki", text: "W wakacje" }],
  ] as const)("%s: %s", (name, say, item) => {
    expect(added(name, say).added.map(card)).toEqual([item]);
  });
});

describe("a price said with it is the card's, and an 'also' word is never part of a title", () => {
  it.each([
    [
      "fietsen",
      "voeg ook remmen afstellen toe voor €25",
      "services",
      { title: "Remmen afstellen", price: "€25" },
    ],
    [
      "szkola",
      "dodaj też kurs Minecrafta za 200 zł",
      "services",
      { title: "Kurs Minecrafta", price: "200 zł" },
    ],
    [
      "gelateria",
      "aggiungi anche il semifreddo per 4,50 €",
      "services",
      { title: "Semifreddo", price: "4,50 €" },
    ],
    // Where the page lists its prices apart, a priced offering goes there.
    ["plumber", "add gas safety checks for £70 too", "pricing", { title: "Gas safety checks", price: "£70" }],
    ["boulangerie", "ajoute aussi les chouquettes à 3 €", "pricing", { title: "Chouquettes", price: "3 €" }],
    [
      "baeckerei",
      "füge ebenfalls Laugenstangen für 1,20 € hinzu",
      "pricing",
      { title: "Laugenstangen", price: "1,20 €" },
    ],
    [
      "taller",
      "añade también cambio de aceite por 40 euros",
      "pricing",
      { title: "Cambio de aceite", price: "40 euros" },
    ],
    [
      "padaria",
      "acrescenta também pastéis de nata por 1,20 €",
      "pricing",
      { title: "Pastéis de nata", price: "1,20 €" },
    ],
  ] as const)("%s: %s", (name, say, kind, item) => {
    const done = added(name, say);
    expect(done.kind).toBe(kind);
    expect(done.added.map(card)).toEqual([item]);
  });
});

describe("no card without one list to put it in, nor for what is no offering", () => {
  it("a page with no list of offerings says so, and changes nothing", () => {
    const before = page("jazz");
    const done = iterate(before, "add radiator installs");
    expect(done.model).toEqual(before);
    expect(done.notApplied).toEqual([
      "“add radiator installs” — this page shows no list of features or offers to add “Radiator installs” to: say which section it goes in",
    ]);
  });

  it.each([
    ["fietsen", "voeg wifi toe"],
    ["szkola", "dodaj muzykę w tle"],
    ["baeckerei", "füge eine Kundenstimme hinzu"],
    ["baeckerei", "füge Parkplätze hinzu"],
    ["plumber", "add a testimonial from Jane saying great job"],
    ["plumber", "add a FAQ about parking"],
    // A time after the price is no unit of it: not read rather than half read.
    ["gelateria", "aggiungi le granite a 3 € d'estate"],
  ] as const)("%s: %s adds no card", (name, say) => {
    const before = page(name);
    const done = iterate(before, say);
    const offers = (m: PageModel) => m.sections.filter((s) => ["services", "pricing"].includes(s.kind));
    expect(offers(done.model)).toEqual(offers(before));
  });
});
