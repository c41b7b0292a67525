/**
 * A weekly class timetable is the page's own section ("Stundenplan", "Lesrooster"), each class with its
 * day and time; it is never the hero's lead nor shown as opening hours.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "../compose-for-test.js";

describe("a class timetable has its own section", () => {
  it.each([
    [
      "de",
      "Yogaschule in Bonn. Kurse: Montag 18:30 Hatha, Mittwoch 7:00 Vinyasa, Freitag 19:00 Yin. Probestunde 10 €.",
      /^(?:Stundenplan|Kurse jede Woche)$/,
      "Yogaschule in Bonn.",
    ],
    [
      "en",
      "Climbing gym in Sheffield. Mon 18:00 Beginners, Wed 19:30 Bouldering club and Sat 10:00 Kids.",
      /^(?:Timetable|Classes every week)$/,
      "Climbing gym in Sheffield.",
    ],
  ])("%s", (_lang, prompt, heading, lead) => {
    const { model } = compose("business-homepage", prompt, { industry: "fitness", companyName: "Kern", title: "Kern" });
    const timetable = section(model, "agenda");
    expect(timetable?.heading).toMatch(heading);
    expect(timetable?.items.length).toBe(3);
    expect(timetable?.items.every((item) => /\d/.test(item.meta ?? ""))).toBe(true);
    const hero = section(model, "hero");
    expect(hero?.lead).toBe(lead);
  });
});
