import { describe, expect, it } from "vitest";
import { recurringTimes } from "./schedules.js";

describe("recurring times of an event", () => {
  it.each([
    [
      "A monthly JavaScript meetup, every second Thursday evening 7pm to 9pm at The Corn Exchange.",
      "every second Thursday evening 7pm to 9pm",
    ],
    ["Run club every Saturday at 8am from the park gates.", "every Saturday at 8am"],
    ["Stammtisch jeden Donnerstag 19–21 Uhr im Hinterzimmer.", "jeden Donnerstag 19–21 Uhr"],
    ["Minden kedden és csütörtökön 18:00-tól 19:30-ig.", "Minden kedden és csütörtökön 18:00-tól 19:30-ig"],
    ["Dégustation chaque jeudi soir de 19h à 21h.", "chaque jeudi soir de 19h à 21h"],
  ])("%j → %j", (text, when) => {
    expect(recurringTimes(text)[0]).toBe(when);
  });

  it.each([
    [
      "Club de lecture chaque premier jeudi du mois à 19 h à la librairie.",
      "chaque premier jeudi du mois à 19 h",
    ],
    ["Webinar jeden ersten Montag im Monat um 18 Uhr, kostenlos.", "jeden ersten Montag im Monat um 18 Uhr"],
    ["Board games every first Friday of the month at 7pm.", "every first Friday of the month at 7pm"],
  ])("grows %j to the month's week and its time, never cut: %j", (text, when) => {
    expect(recurringTimes(text)[0]).toBe(when);
  });

  it.each([
    ["Lauftreff jeden Dienstag um 7 Uhr am Bootshaus.", "jeden Dienstag um 7 Uhr"],
    ["Yoga every Sunday at 10 a.m. in the park.", "every Sunday at 10 a.m."],
    ["Gruppo di corsa ogni martedì alle 7 di sera al parco.", "ogni martedì alle 7 di sera"],
  ])("keeps %j whole with its unit or part of day: %j", (text, when) => {
    expect(recurringTimes(text)).toEqual([when]);
  });

  it("finds none in a dated event", () => {
    expect(recurringTimes("Wine night on Friday 12 December 2026 from 19:30.")).toEqual([]);
  });
});
