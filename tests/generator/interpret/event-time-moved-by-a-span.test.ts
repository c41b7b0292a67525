/**
 * An event with one start time moved by a span ("push it back an hour", "eine Stunde später", "una hora
 * antes", "przesuń o godzinę później"): the time moves by the amount said everywhere — texts, the stored
 * brief (JSON-LD) and the countdown — and a page that writes two times is asked which, never guessed.
 */
import { describe, expect, it } from "vitest";
import { briefOfModel } from "../../../src/generator/composer/stored-brief.js";
import { composed, iterate } from "./whole-page.js";

const PAGES = {
  jazz: [
    "Harbour Jazz Night",
    "An evening of live jazz by the harbour on 12 June 2027 at 7:30pm, Pier 4, Bristol. Tickets £18.",
  ],
  meetup: [
    "Köln Dev Meetup",
    "Entwickler-Meetup am 20. März 2027 um 18:30 Uhr im Startplatz Köln. Eintritt frei.",
  ],
  flamenco: [
    "Noche de Flamenco",
    "Espectáculo de flamenco el 8 de mayo de 2027 a las 21:00 en Sevilla. Entradas 25 €.",
  ],
  ceramika: [
    "Warsztaty Ceramiki",
    "Warsztaty ceramiki w Krakowie 15 maja 2027, 10:00–14:00. Materiały w cenie, 180 zł.",
  ],
  doors: [
    "The Lantern Folk Night",
    "Folk night at The Lantern, Bristol, on 12 March 2027 at 7:30pm. Doors open at 6:30pm. Tickets £12.",
  ],
} as const;

function change(id: keyof typeof PAGES, say: string) {
  const [company, prompt] = PAGES[id];
  const { unread, applied, notApplied, texts, model } = iterate(
    composed(["event-registration", "entertainment", company, company, prompt]),
    say,
  );
  const dates = briefOfModel(model).dates.map(
    (d) => `${d.start} ${d.startTime}${d.endTime ? `–${d.endTime}` : ""}`,
  );
  const countdowns = model.sections.flatMap((s) => (s.date ? [s.date] : []));
  return { unread, applied, notApplied, texts: texts.join("\n"), dates, countdowns };
}

describe("an event's one time moves by the span said", () => {
  it("'push it back an hour' makes 7:30pm 8:30pm in the texts, the brief and the countdown", () => {
    const done = change("jazz", "push it back an hour");
    expect(done.applied).toEqual(["Changed the time “7:30pm” to “8:30pm” everywhere on the page"]);
    expect(done.texts).toContain("12 June 2027 at 8:30pm");
    expect(done.texts).not.toContain("7:30pm");
    expect(done.dates).toEqual(["2027-06-12 20:30"]);
    expect(done.countdowns).toEqual(["2027-06-12T20:30:00"]);
  });
  it("'bring it forward 30 minutes' makes 7:30pm 7:00pm", () => {
    expect(change("jazz", "bring it forward 30 minutes").dates).toEqual(["2027-06-12 19:00"]);
  });
  it("'eine Stunde später bitte' makes 18:30 Uhr 19:30", () => {
    const done = change("meetup", "eine Stunde später bitte");
    expect(done.dates).toEqual(["2027-03-20 19:30"]);
    expect(done.texts).not.toContain("18:30");
  });
  it("'una hora antes' makes 21:00 20:00", () => {
    expect(change("flamenco", "una hora antes").dates).toEqual(["2027-05-08 20:00"]);
  });
  it("'przesuń o godzinę później' moves the range 10:00–14:00 whole", () => {
    const done = change("ceramika", "przesuń o godzinę później");
    expect(done.dates).toEqual(["2027-05-15 11:00–15:00"]);
    expect(done.texts).toContain("11:00–15:00");
  });
});

describe("two times the page writes are asked about, never guessed", () => {
  it("'push it back an hour' beside a doors time names both and changes nothing", () => {
    const done = change("doors", "push it back an hour");
    expect(done.applied).toEqual([]);
    expect(done.notApplied.join(" ")).toContain("7:30pm");
    expect(done.notApplied.join(" ")).toContain("6:30pm");
    expect(done.dates).toEqual(["2027-03-12 19:30"]);
  });
});
