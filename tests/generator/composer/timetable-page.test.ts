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
    const { model } = compose("business-homepage", prompt, {
      industry: "fitness",
      companyName: "Kern",
      title: "Kern",
    });
    const timetable = section(model, "agenda");
    expect(timetable?.heading).toMatch(heading);
    expect(timetable?.items.length).toBe(3);
    expect(timetable?.items.every((item) => /\d/.test(item.meta ?? ""))).toBe(true);
    const hero = section(model, "hero");
    expect(hero?.lead).toBe(lead);
    // Shown once: the about section does not list the classes again.
    const about = JSON.stringify(section(model, "about") ?? {});
    for (const item of timetable?.items ?? []) expect(about).not.toContain(item.title);
  });

  it("a labelled timetable is not repeated as the about section's points", () => {
    const { model } = compose(
      "business-homepage",
      "Studio de yoga à Nantes, petits groupes. Planning : mardi 12h15 Hatha débutant, jeudi 18h30 Vinyasa, dimanche 10h Yin. Cours d'essai 12 €.",
      { industry: "fitness", companyName: "Souffle", title: "Souffle" },
    );
    expect(section(model, "agenda")?.items.length).toBe(3);
    expect(JSON.stringify(section(model, "about") ?? {})).not.toMatch(/12h15|18h30/);
  });
});
