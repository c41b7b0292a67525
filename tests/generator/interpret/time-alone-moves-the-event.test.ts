/**
 * A time said alone with a word that moves the event in time ("muda para as 21h", "verlegt auf 21 Uhr",
 * "przesuwamy na 21:00") changes the event's one time, or moves its range keeping its length; on a shop's
 * page with opening hours it names nothing and stays refused.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate, WEBINARS } from "./whole-page.js";

const PAGES = {
  ...WEBINARS,
  es: [
    "webinar",
    "finance",
    "Finanzas Claras",
    "Cómo ahorrar cada mes",
    "Webinar gratuito el jueves 11 de marzo de 2027 a las 19:00 (hora de Madrid) con la economista Laura Gómez. Aprenderás: hacer un presupuesto, crear un fondo de emergencia, pagar deudas. Plazas limitadas a 200 personas.",
  ],
  cave: [
    "event-registration",
    "entertainment",
    "La Cave à Jazz",
    "Soirée jazz",
    "Soirée jazz avec le quartet Mistral à La Cave à Jazz, Lyon, le samedi 6 mars 2027, 20h30–23h. Entrée 15 €.",
  ],
  keller: [
    "event-registration",
    "entertainment",
    "Kulturkeller Ulm",
    "Jazzabend",
    "Jazzabend mit dem Trio Blau im Kulturkeller Ulm am Samstag, 20. März 2027, 20:00–22:30. Eintritt 18 €.",
  ],
  padaria: [
    "business-homepage",
    "food",
    "Padaria Sol",
    "Padaria Sol",
    "Padaria artesanal em Lisboa: pão de massa-mãe e pastéis de nata. Aberto de segunda a sábado, 7:00–19:00. Telefone 21 123 4567.",
  ],
  yarn: [
    "e-commerce",
    "fashion",
    "Dye Works",
    "Hand-dyed yarn",
    "Dye Works sells hand-dyed merino yarn in Leeds. Ocean blue £18, Rust £18. Shop open Mon–Sat 9:00–17:30. Call 0113 555 0101.",
  ],
} satisfies Record<string, Description>;

describe("the event's one time moves to the time said alone", () => {
  it.each([
    ["pt", "muda para as 21h", "Mudei a hora “20:00” para “21:00” em toda a página"],
    ["es", "lo pasamos a las 21:00", "Cambié la hora “19:00” por “21:00” en toda la página"],
    ["pl", "przesuwamy na 21:00", "Zmieniono godzinę “19:00” na “21:00” na całej stronie"],
    ["en", "move it to 9pm", "Changed the time “7pm” to “9pm” everywhere on the page"],
  ] as const)("%s: %s", (page, say, line) => {
    const done = iterate(composed(PAGES[page]), say);
    expect(done.unread).toEqual([]);
    expect(done.applied).toEqual([line]);
  });
});

describe("a time range keeps its length when only its start is said", () => {
  it("fr: 'passe à 21 h' moves 20h30–23h to 21h–23h30", () => {
    const done = iterate(composed(PAGES.cave), "passe à 21 h");
    expect(done.texts.join("\n")).toContain("21h–23h30");
    expect(done.texts.join("\n")).not.toContain("20h30–23h");
  });
  it("de: 'verlegt auf 21 Uhr' moves 20:00–22:30 to 21:00–23:30", () => {
    const done = iterate(composed(PAGES.keller), "verlegt auf 21 Uhr");
    expect(done.texts.join("\n")).toContain("21:00–23:30");
  });
});

describe("a time alone on a page with opening hours is not read", () => {
  it.each([
    ["padaria", "muda para as 21h"],
    ["yarn", "move it to 9pm"],
  ] as const)("%s: %s", (page, say) => {
    const before = composed(PAGES[page]);
    const done = iterate(before, say);
    expect(done.unread).toEqual([say]);
    expect(done.applied).toEqual([]);
  });
});
