import { describe, expect, it } from "vitest";
import { keepTogetherRuns } from "./keep-together.js";

const kept = (text: string) =>
  keepTogetherRuns(text)
    .filter((r) => r.keep)
    .map((r) => r.text);

describe("runs a line must not split", () => {
  it("keeps an amount with its currency or unit, before or after", () => {
    expect(kept("Baguette tradition 1,20 € et tarte 18 €")).toEqual(["1,20 €", "18 €"]);
    expect(kept("Pakiet podstawowy 4500 zł")).toEqual(["4500 zł"]);
    expect(kept("-10 % sur les commandes")).toEqual(["10 %"]);
    expect(kept("Support from € 49 a month")).toEqual(["€ 49"]);
  });

  it("keeps ranges of amounts and of clock times, with a dash or a short joining word", () => {
    expect(kept("Open Monday to Friday 9:00–18:00")).toEqual(["9:00–18:00"]);
    expect(kept("du mardi au dimanche de 7:00 à 19:30")).toEqual(["7:00 à 19:30"]);
    expect(kept("Sizes 35–46, presets 40–100 °C")).toEqual(["35–46", "40–100 °C"]);
  });

  it("keeps a clock time with its word: Uhr, h, am/pm, órakor", () => {
    expect(kept("Sprechzeiten Mo–Fr 8–18 Uhr")).toEqual(["8–18 Uhr"]);
    expect(kept("jeden Dienstag um 7 Uhr am Bootshaus")).toEqual(["7 Uhr"]);
    expect(kept("Lessons Tuesdays 5–7 pm, office 9am–5pm")).toEqual(["5–7 pm", "9am–5pm"]);
    expect(kept("Ateliers le mercredi de 14h à 16h")).toEqual(["14h à 16h"]);
    expect(kept("hétfőn és szerdán 18 órakor")).toEqual(["18 órakor"]);
  });

  it("keeps French spaced punctuation with the word before it", () => {
    expect(kept("Tarif réduit étudiants : 20 € par jour")).toEqual(["étudiants :", "20 €"]);
  });

  it("leaves bare numbers, words and the text itself alone", () => {
    expect(kept("12 years in business, 140 clients")).toEqual([]);
    const text = "Pass 3 jours 79 €, pass 1 jour 35 €.";
    expect(
      keepTogetherRuns(text)
        .map((r) => r.text)
        .join(""),
    ).toBe(text);
  });
});
