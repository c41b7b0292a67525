import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("a weekly class timetable", () => {
  it.each([
    [
      "Pilatesstudio in Graz. Kurse: Dienstag 18:00 Matte, Donnerstag 9:30 Reformer, Samstag 10 Uhr Rücken.",
      ["Dienstag 18:00 Matte", "Donnerstag 9:30 Reformer", "Samstag 10 Uhr Rücken"],
    ],
    [
      "Boxing gym in Salford. Tue 6pm Beginners, Thu 7:30pm Sparring and Sun 10am Open mat.",
      ["Tue 6pm Beginners", "Thu 7:30pm Sparring", "Sun 10am Open mat"],
    ],
    [
      "Atelier de danse à Lille : lundi 18h30 Salsa, mercredi 20h Bachata.",
      ["lundi 18h30 Salsa", "mercredi 20h Bachata"],
    ],
    [
      "Escuela de natación en Málaga: martes 17:00 Bebés, jueves 18:00 Adultos.",
      ["martes 17:00 Bebés", "jueves 18:00 Adultos"],
    ],
  ])("lists each class with its day and time, not as opening hours: %s", (description, lines) => {
    const b = brief(description);
    expect(b.agenda.map((a) => `${a.time} ${a.text}`)).toEqual(lines);
    expect(b.agenda.every((a) => a.weekly)).toBe(true);
    expect(b.hours).toEqual([]);
  });

  it.each([
    "Bakery in Leeds, Mon–Fri 7:00–18:00, Sat 8:00–13:00, Sun closed.",
    "Café in Gent, maandag 8:00–17:00, dinsdag gesloten.",
    "Fahrradladen in Köln, geöffnet Mo–Fr 9:00–18:00, Samstag 10:00–14:00.",
  ])("opening hours stay hours: %s", (description) => {
    const b = brief(description);
    expect(b.agenda).toEqual([]);
    expect(b.hours.length).toBeGreaterThan(0);
  });
});
