/**
 * Facts in their right place: a class timetable is not opening hours and its day-and-time entries are not
 * offerings; a food page's menu is called by what it holds in the page's language; a quote signed by two
 * people ("— Tom and Priya") is a testimonial, not a list of points.
 */
import { describe, expect, it } from "vitest";
import { isSessionTime } from "../../src/generator/brief/hours.js";
import { briefOf, compose, navOf, pageWords } from "./compose-for-test.js";

const brief = briefOf;

describe("a timetable of sessions is not opening hours", () => {
  it.each([
    ["Puppy class on Saturdays 10:00-11:00, 6 weeks for £90."],
    ["Cours de yoga le jeudi 19:00-20:00, 15 € la séance."],
    ["Clases de natación los sábados 10:00-11:00, 40 € al mes."],
  ])("%s", (description) => {
    expect(brief(description).hours).toEqual([]);
  });

  it("a shop's opening hours are still hours (en, de)", () => {
    expect(brief("Bike shop in Leeds, open Mon-Sat 9:00-17:30.").hours.length).toBe(1);
    expect(brief("Fahrradladen in Köln, geöffnet Mo–Fr 9:00–18:00.").hours.length).toBe(1);
  });

  it("a labelled class time keeps its label and is no opening hours", () => {
    const hours = brief("Recall class Wednesdays 18:30-19:30, £15.").hours;
    expect(hours.map((h) => h.text)).toEqual(["Recall class Wednesdays 18:30-19:30"]);
    expect(isSessionTime(hours[0]!)).toBe(true);
    expect(isSessionTime(brief("Bike shop, open Mon-Sat 9:00-17:30.").hours[0]!)).toBe(false);
  });

  it("the page asks no 'When are you open?' of a class timetable", () => {
    const { html } = compose(
      "lead-generation",
      "Dog training school in Leeds. Puppy class on Saturdays 10:00-11:00, 6 weeks for £90. Recall class Wednesdays 18:30-19:30, £15. One-to-one sessions £40/hour.",
    );
    expect(pageWords(html)).not.toContain("When are you open?");
    expect(pageWords(html)).toContain("Saturdays 10:00-11:00");
  });

  it.each([
    ["Stundenplan: Montag 18:00 Hatha, Mittwoch 7:00 Vinyasa, Donnerstag 19:30 Yin Yoga."],
    ["Timetable: Monday 6pm Hatha, Wednesday 7am Vinyasa, Thursday 7:30pm Yin."],
    ["Planning : lundi 18h00 Hatha, mercredi 7h00 Vinyasa, jeudi 19h30 Yin."],
  ])("timetable entries are not offerings: %s", (description) => {
    const offerings = brief(description).offerings;
    expect(offerings.filter((o) => /\d/.test(o))).toEqual([]);
  });
});

describe("the menu names a section by what it holds", () => {
  it.each([
    [
      "it",
      "Trattoria a Bologna. Tagliatelle al ragù 13 €, tortellini in brodo 15 €. Aperti da martedì a domenica 12:00–14:30.",
      /Servizi/,
    ],
    [
      "de",
      "Gasthaus in München. Schweinebraten 16 €, Käsespätzle 13 €. Geöffnet Di–So 11:00–22:00.",
      /Leistungen|Dienstleistungen/,
    ],
    [
      "en",
      "Family restaurant in Bath. Fish and chips £14, Sunday roast £18. Open Tue-Sun 12:00-22:00.",
      /Services/,
    ],
  ])("%s food page: no services word in the menu", (_lang, prompt, services) => {
    const { html } = compose("business-homepage", prompt, {
      industry: "food",
      companyName: "Da Pina",
      title: "Da Pina",
    });
    const nav = navOf(html);
    expect(nav).not.toMatch(services);
    expect(nav.length).toBeGreaterThan(0);
  });
});

describe("a quote signed by two people is a testimonial", () => {
  it.each([
    ['"Our spaniel finally comes back when called!" - Tom and Priya', "Tom and Priya"],
    ["« Un accueil formidable » — Marie et Paul", "Marie et Paul"],
    ['"Großartige Trainerin!" – Anna und Jan', "Anna und Jan"],
  ])("%s", (quote, author) => {
    const quotes = brief(`Dog training in Leeds. ${quote}`).quotes;
    expect(quotes.map((q) => q.author)).toEqual([author]);
  });
});
