/** Issue 27.6: names and times are never cut — a range's end, a bracket's close, a name's own end. */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("facts read whole", () => {
  it("keeps the end of a Spanish time range after 'a' ('de 10:00 a 13:00')", () => {
    const b = brief("Limpieza de playa el domingo 7 de febrero de 2027 de 10:00 a 13:00. Traemos guantes.");
    expect(b.dates[0]).toMatchObject({
      text: "domingo 7 de febrero de 2027 de 10:00 a 13:00",
      startTime: "10:00",
      endTime: "13:00",
    });
  });

  it("closes the bracket of a zone written after the time ('20:00 uur (CET)')", () => {
    const b = brief(
      "Gratis webinar op dinsdag 12 januari 2027 om 20:00 uur (CET). Aanmelden voor 11 januari.",
    );
    expect(b.dates[0]?.text).toBe("dinsdag 12 januari 2027 om 20:00 uur (CET)");
  });

  it("reads a venue named before a comma without the comma ('at Platform, New Station Street')", () => {
    const b = brief("Monthly Rust meetup at Platform, New Station Street, Leeds. Pizza provided.");
    expect(b.places).toContain("Platform");
    expect(b.places.some((p) => /,\s*$/.test(p))).toBe(false);
  });

  it("reads a venue of three capitalised words whole, or not at all ('Vinoteka Pod Lipou')", () => {
    const b = brief("Friday 19 February 2027, 19:00–22:00, at Vinoteka Pod Lipou, Lipová 12, Prague.");
    expect(b.places).toContain("Vinoteka Pod Lipou");
    expect(b.places).not.toContain("Vinoteka Pod");
    expect(brief("Meet at Café Au Lait, Main Street 3.").places).not.toContain("Café Au");
  });

  it("keeps a town and its country after a comma ('Sopron, Hungary')", () => {
    expect(brief("Pottery studio in Sopron, Hungary.").places).toContain("Sopron, Hungary");
  });

  it.each([
    [
      "Gratis webinar op dinsdag 9 februari 2027 van 12:00 tot 12:45 met Sanne.",
      "dinsdag 9 februari 2027 van 12:00 tot 12:45",
      "12:00",
      "12:45",
    ],
    [
      "Atelier le samedi 6 mars 2027 de 10h à 12h30, 12 rue des Lilas.",
      "samedi 6 mars 2027 de 10h à 12h30",
      "10:00",
      "12:30",
    ],
  ])("keeps the time range after a day (%s)", (description, text, startTime, endTime) => {
    expect(brief(description).dates[0]).toMatchObject({ text, startTime, endTime });
  });

  it.each([
    ["Aulas de 1 de julho a 31 de agosto.", "1 de julho a 31 de agosto"],
    ["Kurse vom 1. Juli bis 31. August 2027.", "1. Juli bis 31. August 2027"],
    ["Cours du 1er juillet au 31 août 2027.", "1er juillet au 31 août 2027"],
  ])("reads a range of days across months as one date (%s)", (description, text) => {
    const dates = brief(description).dates;
    expect(dates).toHaveLength(1);
    expect(dates[0]?.text).toBe(text);
    expect(dates[0]?.end).toBeDefined();
  });

  it("keeps what a listed feature works with ('exports to Xero', shown 'Exports')", () => {
    const b = brief("Recurring invoices, reminders for late payers and exports to Xero.", {
      landingPageType: "saas-signup",
    });
    expect(b.offerings).toContain("exports to Xero");
  });

  it("keeps the end of a range after a timed day ('dalle 21:00 alle 23:00')", () => {
    const b = brief(
      "Spettacolo sabato 13 febbraio 2027 dalle 21:00 alle 23:00 al Teatro Piccolo, via Po 14.",
    );
    expect(b.dates[0]).toMatchObject({
      text: "sabato 13 febbraio 2027 dalle 21:00 alle 23:00",
      startTime: "21:00",
      endTime: "23:00",
    });
  });
});
