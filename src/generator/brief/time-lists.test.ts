/**
 * Several single times after one lead word are all kept ("às 10h e às 15h" was shown "às 10h"): in opening
 * hours and in a recurring event's schedule, in every language.
 */
import { describe, expect, it } from "vitest";
import { recurringTimes } from "./schedules.js";
import { brief } from "./test-helpers.js";

describe("a run of single times", () => {
  it.each([
    ["Aulas todos os dias às 10h e às 15h, de julho a agosto.", "todos os dias às 10h e às 15h"],
    [
      "Malkurs jeden Samstag um 10:00 und um 14:00 Uhr in der Kastanienallee 12.",
      "um 10:00 und um 14:00 Uhr",
    ],
    ["Lezioni il lunedì e il giovedì alle 19:00 e alle 21 in via dei Serragli 22.", "alle 19:00 e alle 21"],
    ["Cours le mardi à 19h et 20h30, 12 rue des Lilas.", "à 19h et 20h30"],
  ])("keeps every time of %s", (description, kept) => {
    const hours = brief(description).hours;
    expect(hours.map((h) => h.text).join(" ")).toContain(kept);
  });

  it("does not take a street number after the last time", () => {
    const hours = brief("Cours le mardi à 19h et 20h30, 12 rue des Lilas.").hours;
    expect(hours[0]?.times).toBe("à 19h et 20h30");
  });

  it("keeps every time of a weekly event", () => {
    expect(recurringTimes("Every Tuesday at 19:00 and 20:30 in the church hall.")).toEqual([
      "Every Tuesday at 19:00 and 20:30",
    ]);
    expect(recurringTimes("jeden Samstag um 10:00 und um 14:00 Uhr")).toEqual([
      "jeden Samstag um 10:00 und um 14:00 Uhr",
    ]);
  });
});

describe("a list of weekdays with their times", () => {
  it("is a week's timetable, not the date of one event", () => {
    const b = brief("Classes Monday, Wednesday and Friday at 7:00 and 18:30.");
    expect(b.dates).toEqual([]);
    expect(recurringTimes(b.description)).toEqual(["Monday, Wednesday and Friday at 7:00 and 18:30"]);
  });

  it.each([
    "Class times: Mon 7:00 and 18:30, Wed 18:30, Sat 9:30.",
    "Sessions Tue 6pm, Thu 6pm and Sat 10am.",
    "Open mic Fri 20:00, Sun 17:00.",
  ])("weekdays each with their own times are a timetable, never a date or a range: %s", (text) => {
    expect(brief(text).dates).toEqual([]);
  });

  it("leaves a single day's event a date", () => {
    expect(brief("Open day on Saturday at 10:00.").dates[0]?.text).toBe("Saturday at 10:00");
  });

  it("reads one schedule once", () => {
    expect(recurringTimes("Every Tuesday and Thursday at 19:00.")).toEqual([
      "Every Tuesday and Thursday at 19:00",
    ]);
  });
});
