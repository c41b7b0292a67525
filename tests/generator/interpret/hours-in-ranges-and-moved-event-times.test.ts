/**
 * Opening hours changed for one day of a range the page writes ("Tuesday to Sunday, 7am–7.30pm"), hours
 * written in another language than the page's, a day closed out of a range, an event's time range moved
 * whole, and a door time added beside the event's time — on pages none of the rules' examples use.
 */
import { describe, expect, it } from "vitest";
import { briefOfModel } from "../../../src/generator/composer/stored-brief.js";
import type { PageModel } from "../../../src/generator/model.js";
import { composed, iterate } from "./whole-page.js";

const PAGES = {
  harbour: [
    "business-homepage",
    "Harbour Beans",
    "A small coffee shop by the harbour in Brighton. Espresso, filter coffee and homemade cakes. Open Tuesday to Sunday, 7am–7.30pm. Call 01273 555 123.",
  ],
  linde: [
    "business-homepage",
    "Café Lindenblatt",
    "Gemütliches Café in Freiburg mit hausgemachten Kuchen und Frühstück. Geöffnet Dienstag bis Sonntag, 8–18 Uhr. Telefon 0761 123456.",
  ],
  sol: [
    "business-homepage",
    "Panadería Sol",
    "Panadería artesanal en Valencia: pan de masa madre, bollería y café. Abrimos de martes a domingo, de 8:00 a 20:00. Teléfono 961 234 567.",
  ],
  kovacs: [
    "business-homepage",
    "Kovács Pékség",
    "Családi pékség Szegeden: kovászos kenyér és kakaós csiga. Nyitva hétfőtől szombatig 7:00–18:00. Telefon: +36 62 123 456.",
  ],
  noord: [
    "business-homepage",
    "Gym Noord",
    "Friendly neighbourhood gym in Groningen with free weights and spin classes. Opening hours: ma–vr 6:30–21:00, za 8:00–13:00. Call 050 123 4567.",
  ],
  brot: [
    "business-homepage",
    "Brot & Co",
    "An artisan bakery in Munich baking sourdough bread and pretzels every morning. Hours: Mo–Fr 7:00–18:00, Sa 7:00–13:00. Phone 089 123456.",
  ],
  aurora: [
    "event-registration",
    "Libreria Aurora",
    "Presentazione del nuovo romanzo di Marta Ricci alla Libreria Aurora di Bologna, giovedì 14 gennaio 2027, 17:00–18:30. Ingresso libero.",
  ],
  keller: [
    "event-registration",
    "Kulturkeller Ulm",
    "Jazzabend mit dem Trio Blau im Kulturkeller Ulm am Samstag, 20. März 2027, 20:00–22:30. Eintritt 18 €.",
  ],
  cave: [
    "event-registration",
    "La Cave à Jazz",
    "Soirée jazz avec le quartet Mistral à La Cave à Jazz, Lyon, le samedi 6 mars 2027, 20h30–23h. Entrée 15 €.",
  ],
  lantern: [
    "event-registration",
    "The Lantern",
    "An evening of folk music with Ellie Marsh at The Lantern, Bristol, on Friday 12 March 2027, 19:30–22:00. Tickets £12.",
  ],
} as const;

function page(id: keyof typeof PAGES): PageModel {
  const [landingPageType, companyName, prompt] = PAGES[id];
  return composed([landingPageType, "food", companyName, companyName, prompt]);
}

/** The request applied: its report, the page's texts and its stored hours (the JSON-LD's source). */
function change(id: keyof typeof PAGES, say: string) {
  const { unread, applied, notApplied, texts, model } = iterate(page(id), say);
  return {
    unread,
    applied,
    notApplied,
    texts,
    hours: briefOfModel(model).hours.map((h) => h.text),
    dates: briefOfModel(model).dates.map((d) => `${d.start} ${d.startTime}–${d.endTime}`),
  };
}

describe("one day of a range the page writes takes its own closing or opening time", () => {
  it("'on Sundays we close at 1pm' splits 'Tuesday to Sunday, 7am–7.30pm' in the page's clock", () => {
    const done = change("harbour", "on Sundays we close at 1pm");
    expect(done.applied).toEqual(["Set Sunday opening hours to 7:00–13:00"]);
    expect(done.hours).toEqual(["Tuesday–Saturday 7am–7.30pm", "Sunday 7am–1pm"]);
    expect(done.texts.join("\n")).not.toContain("Tuesday to Sunday");
  });
  it("'on tuesdays we open at 10' moves only Tuesday's opening", () => {
    expect(change("harbour", "on tuesdays we open at 10").hours).toEqual([
      "Tuesday 10am–7.30pm",
      "Wednesday–Sunday 7am–7.30pm",
    ]);
  });
  it("'sonntags schließen wir schon um 13 Uhr' keeps the page's '8–18 Uhr'", () => {
    const done = change("linde", "sonntags schließen wir schon um 13 Uhr");
    expect(done.applied).toEqual(["Öffnungszeiten Sonntag: 8:00–13:00"]);
    expect(done.hours).toEqual(["Dienstag–Samstag 8–18 Uhr", "Sonntag 8–13 Uhr"]);
  });
  it("'el domingo cerramos a las 14h' splits 'de martes a domingo'", () => {
    expect(change("sol", "el domingo cerramos a las 14h").hours).toEqual([
      "martes–sábado 8:00–20:00",
      "domingo 8:00–14:00",
    ]);
  });
  it("'pénteken csak 12-ig vagyunk nyitva' reads the until ending of '12-ig'", () => {
    const done = change("kovacs", "pénteken csak 12-ig vagyunk nyitva");
    expect(done.applied).toEqual(["péntek nyitvatartás: 7:00–12:00"]);
    expect(done.hours).toEqual(["hétfő–csütörtök 7:00–18:00", "péntek 7:00–12:00", "szombat 7:00–18:00"]);
  });
  it("a day the range does not cover is still refused as having no hours", () => {
    const done = change("linde", "montags öffnen wir erst um 10");
    expect(done.applied).toEqual([]);
    expect(done.hours).toEqual(["Dienstag bis Sonntag, 8–18 Uhr"]);
  });
});

describe("a day closed from now on leaves the range", () => {
  it("'ab sofort mittwochs geschlossen' splits the range around Wednesday", () => {
    expect(change("linde", "ab sofort mittwochs geschlossen").hours).toEqual([
      "Dienstag 8–18 Uhr",
      "Donnerstag–Sonntag 8–18 Uhr",
    ]);
  });
  it("'closed on wednesdays from now on' on the English range", () => {
    expect(change("harbour", "closed on wednesdays from now on").hours).toEqual([
      "Tuesday 7am–7.30pm",
      "Thursday–Sunday 7am–7.30pm",
    ]);
  });
});

describe("hours written in another language than the page's are read and written in their own", () => {
  it("Dutch 'za 8:00–13:00' on an English page takes 'saturday we're now open till 14:00'", () => {
    const done = change("noord", "saturday we're now open till 14:00");
    expect(done.applied).toEqual(["Set Saturday opening hours to 8:00–14:00"]);
    expect(done.hours).toEqual(["ma–vr 6:30–21:00", "za 8:00–14:00"]);
  });
  it("Dutch hours lose Saturday with 'closed on saturdays from now on'", () => {
    expect(change("noord", "closed on saturdays from now on").hours).toEqual(["ma–vr 6:30–21:00"]);
  });
  it("German 'Mo–Fr' on an English page stays German when Monday closes", () => {
    expect(change("brot", "closed on mondays from now on").hours).toEqual([
      "Di–Fr 7:00–18:00",
      "Sa 7:00–13:00",
    ]);
  });
});

describe("an event's time range moved whole keeps its length", () => {
  it("'spostalo alle 18:00, stessa durata' writes 18:00–19:30 everywhere", () => {
    const done = change("aurora", "spostalo alle 18:00, stessa durata");
    expect(done.notApplied).toEqual([]);
    expect(done.texts.join("\n")).not.toContain("17:00");
    expect(done.texts).toContain("giovedì 14 gennaio 2027, 18:00–19:30");
    expect(done.dates).toEqual(["2027-01-14 18:00–19:30"]);
  });
  it("'eine Stunde später' moves start and end", () => {
    expect(change("keller", "eine Stunde später").dates).toEqual(["2027-03-20 21:00–23:30"]);
  });
  it("'verschieb es auf 19 Uhr, gleiche Dauer' moves it earlier", () => {
    expect(change("keller", "verschieb es auf 19 Uhr, gleiche Dauer").dates).toEqual([
      "2027-03-20 19:00–21:30",
    ]);
  });
  it("'décale-le à 21h, même durée' is written in the page's '21h–23h30'", () => {
    const done = change("cave", "décale-le à 21h, même durée");
    expect(done.texts).toContain("samedi 6 mars 2027, 21h–23h30");
    expect(done.dates).toEqual(["2027-03-06 21:00–23:30"]);
  });
  it("'it now starts at 9am, same length' stays in the morning", () => {
    expect(change("lantern", "it now starts at 9am, same length").dates).toEqual(["2027-03-12 09:00–11:30"]);
  });
});

describe("an event moved past midnight is refused, never written as an afternoon", () => {
  it("'start 2 hours later' on 19:30–22:00 changes nothing", () => {
    const done = change("lantern", "start 2 hours later");
    expect(done.applied).toEqual([]);
    expect(done.dates).toEqual(["2027-03-12 19:30–22:00"]);
  });
});

describe("a door time the event does not state is added beside its time", () => {
  it("'doors open at 7pm' adds the owner's line, the start stays 19:30", () => {
    const done = change("lantern", "doors open at 7pm");
    expect(done.applied).toEqual(["Added “Doors open at 7pm.” to Event details"]);
    expect(done.dates).toEqual(["2027-03-12 19:30–22:00"]);
  });
  it("'Einlass ist ab 19 Uhr' is the owner's line in German", () => {
    expect(change("keller", "Einlass ist ab 19 Uhr").texts).toContain("Einlass ist ab 19 Uhr.");
  });
  it("'ouverture des portes à 19h30' never moves the concert's 20h30", () => {
    const done = change("cave", "ouverture des portes à 19h30");
    expect(done.texts).toContain("Ouverture des portes à 19h30.");
    expect(done.dates).toEqual(["2027-03-06 20:30–23:00"]);
  });
});
