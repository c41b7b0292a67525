/**
 * The mangled cases from issue 10, each as the brief must read it, plus whole descriptions whose every
 * fact is checked at once.
 */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("the cases issue 10 found mangled", () => {
  it("'€12.50' stays '€12.50'", () => {
    expect(brief("Lunch menu €12.50.").prices.map((p) => p.text)).toEqual(["€12.50"]);
  });

  it("'£2.20 per litre' is a price, not a launch time of 02:20", () => {
    const b = brief("Our oat milk launches at £2.20 per litre.");
    expect(b.prices).toEqual([
      { text: "£2.20", amount: 2.2, currency: "GBP", label: "oat milk", per: "per litre" },
    ]);
    expect(b.dates).toEqual([]);
  });

  it("a multi-day event gives its start and its end, and counts down to the start", () => {
    const [date] = brief("Design conference 14–16 May 2027 at 9:00 in Vienna.").dates;
    expect(date).toMatchObject({ start: "2027-05-14", end: "2027-05-16", startTime: "09:00" });
    expect(date.startsAt).toBe("2027-05-14T09:00:00+02:00");
  });

  it("an event without a time gets no time", () => {
    const [date] = brief("Charity gala on 20 November 2027.").dates;
    expect(date.startTime).toBeUndefined();
    expect(date.startsAt).toBeUndefined();
  });

  it("the countdown instant is in the event's zone, not the visitor's", () => {
    const fromTokyo = brief("Webinar on 30 October 2027 at 18:00 London time.", { timeZone: "Asia/Tokyo" });
    expect(fromTokyo.dates[0]).toMatchObject({
      zone: "Europe/London",
      startsAt: "2027-10-30T18:00:00+01:00",
    });
    // The day after the clocks go back, the same wall time is an hour later in UTC.
    const afterChange = brief("Webinar on 31 October 2027 at 18:00 London time.", { timeZone: "Asia/Tokyo" });
    expect(afterChange.dates[0].startsAt).toBe("2027-10-31T18:00:00+00:00");
  });

  it("'Kovács Bt.' is a company: one sentence, one full stop, no person", () => {
    const b = brief("Kitchens by Kovács Bt. Since 1994 in Veszprém.");
    expect(b.sentences.join(" ")).not.toContain("Bt..");
    expect(b.people).toEqual([]);
  });

  it("'RoboArm C5 collaborative robot' keeps the product whole and is industrial", () => {
    const b = brief(
      "RoboArm C5 collaborative robot launches 5 October 2027. Is CE certificate included? Yes.",
    );
    expect(b.kind).toBe("industrial");
    expect(b.people).toEqual([]);
    expect(b.sentences).toEqual([
      "RoboArm C5 collaborative robot launches 5 October 2027.",
      "Is CE certificate included?",
      "Yes.",
    ]);
  });

  it("'Location: React' is no place", () => {
    expect(brief("Frontend meetup. Location: React").places).toEqual([]);
  });

  it("NUL and BEL never pass through", () => {
    const b = brief("Bakery\u0000 in\u0007 Sopron");
    expect(b.description).toBe("Bakery in Sopron");
    expect(JSON.stringify(b)).not.toMatch(/\\u000[07]/);
  });

  it("Arabic text gets its language and right-to-left direction", () => {
    expect(brief("مقهى صغير في دبي يقدم القهوة العربية")).toMatchObject({ lang: "ar", dir: "rtl" });
  });
});

describe("whole descriptions", () => {
  it("a trattoria", () => {
    const b = brief(
      "Trattoria Kert in Veszprém, family-run since 1968. We serve fresh pasta made daily, natural wines and a sunny terrace. Three-course lunch menu for €12.50. Open Tuesday to Sunday 12:00-22:00. Call +36 30 123 4567 or write to hello@kert.hu. www.kert.hu, @bistrokert on Instagram. “Best goulash in town” — Péter, regular guest",
      { industry: "technology" },
    );
    expect(b).toMatchObject({
      kind: "restaurant",
      offerings: ["fresh pasta made daily", "natural wines", "sunny terrace"],
      prices: [{ text: "€12.50", label: "Three-course lunch menu" }],
      hours: [{ text: "Tuesday to Sunday 12:00-22:00" }],
      places: ["Veszprém"],
      phones: [{ text: "+36 30 123 4567", e164: "+36301234567" }],
      emails: ["hello@kert.hu"],
      urls: ["www.kert.hu"],
      socials: [{ network: "instagram", text: "@bistrokert" }],
      quotes: [{ text: "Best goulash in town", author: "Péter", role: "regular guest" }],
      quantities: ["since 1968", "Three-course"],
      dates: [],
      people: [],
    });
  });

  it("a workshop with an agenda, a host, a price per person and an address", () => {
    const b = brief(
      "Sourdough workshop on Saturday 6 March 2027 at 10:00 with head chef Anna Kovács. 10:00 welcome, 10:30 starter dough, 12:00 baking. Groups of 8, 4 500 Ft per person. Kovács Bt. hosts it at Fő utca 12, Veszprém.",
    );
    expect(b).toMatchObject({
      kind: "workshop",
      dates: [{ text: "Saturday 6 March 2027 at 10:00", startsAt: "2027-03-06T10:00:00+01:00" }],
      people: [{ name: "Anna Kovács", role: "head chef" }],
      agenda: [
        { time: "10:00", text: "welcome" },
        { time: "10:30", text: "starter dough" },
        { time: "12:00", text: "baking" },
      ],
      prices: [{ text: "4 500 Ft", currency: "HUF", per: "per person" }],
      quantities: ["Groups of 8"],
      addresses: ["Fő utca 12, Veszprém"],
    });
  });
});
