import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences.js";

const texts = (t: string) => splitSentences(t).map((s) => s.text);

describe("sentences", () => {
  it("ends a sentence after a street type that closes an address, before a capitalised word", () => {
    expect(texts("Hand car wash at 2200 E Camelback Rd. Exterior wash $15, full valet $45.")).toEqual([
      "Hand car wash at 2200 E Camelback Rd.",
      "Exterior wash $15, full valet $45.",
    ]);
    expect(texts("Office on Park Ave. Open daily.")).toEqual(["Office on Park Ave.", "Open daily."]);
  });

  it("ends a request at a polite word and its dot, also when the owner types on in lower case", () => {
    expect(texts("dentist page for google ads pls. phone 0161 555 0192")).toEqual([
      "dentist page for google ads pls.",
      "phone 0161 555 0192",
    ]);
    expect(texts("Seite für meine Praxis bitte. termine unter 030 123456")).toEqual([
      "Seite für meine Praxis bitte.",
      "termine unter 030 123456",
    ]);
  });

  it("ends a sentence at a word's dot when the owner types in lower case, not at a known abbreviation", () => {
    expect(texts("emergency locksmith in bristol, we come out in 30 mins. lockouts, broken locks")).toEqual([
      "emergency locksmith in bristol, we come out in 30 mins.",
      "lockouts, broken locks",
    ]);
    expect(texts("cakes from £3 incl. delivery in town")).toEqual(["cakes from £3 incl. delivery in town"]);
  });

  it("ends a sentence typed in lower case at a number of three figures or more, not at a day of the month", () => {
    expect(
      texts(
        "fixed-fee first meeting £150. offices at 3 Hardman Street. 0161 555 0142. mention we are accredited",
      ),
    ).toEqual([
      "fixed-fee first meeting £150.",
      "offices at 3 Hardman Street.",
      "0161 555 0142.",
      "mention we are accredited",
    ]);
    expect(texts("kurs am 12. januar in köln")).toEqual(["kurs am 12. januar in köln"]);
  });

  it("keeps an abbreviation inside its sentence: a title before a name, a street type before a number", () => {
    expect(texts("Call Dr. Smith today.")).toEqual(["Call Dr. Smith today."]);
    expect(texts("Find us at 10 Abbey Rd. 5 minutes from the station.")).toHaveLength(1);
  });

  it("ends a sentence after a word joined by '&' ('Q&A.', 'B&B.') before a capital, not reading it as an initial", () => {
    expect(texts("45 minutes plus Q&A. Hosts: Lena Brandt and Marco Vitale.")).toEqual([
      "45 minutes plus Q&A.",
      "Hosts: Lena Brandt and Marco Vitale.",
    ]);
    expect(texts("Family-run B&B. Breakfast from 7:30.")).toEqual([
      "Family-run B&B.",
      "Breakfast from 7:30.",
    ]);
    expect(texts("Talk by J. Smith.")).toEqual(["Talk by J. Smith."]);
  });
});

describe("an abbreviation before a time or a number in other languages", () => {
  it.each([
    [
      "Webinar dla rodziców. Środa 17 lutego 2027, godz. 20:00. Nagranie przez 7 dni.",
      "Środa 17 lutego 2027, godz. 20:00.",
    ],
    [
      "Clínica en Valencia. Pide cita en el tfno. 963 456 789. Abierto hoy.",
      "Pide cita en el tfno. 963 456 789.",
    ],
    [
      "Sklep z herbatą. Mamy m.in. herbaty z Chin i Japonii. Zapraszamy.",
      "Mamy m.in. herbaty z Chin i Japonii.",
    ],
  ])("keeps the time or the number in its sentence: %j", (text, sentence) => {
    expect(splitSentences(text).map((s) => s.text)).toContain(sentence);
  });
});

describe("a sentence that starts with a capital of Latin Extended-A", () => {
  it.each([
    ["Prowadzi psycholożka Ewa Lis. Środa 17 lutego 2027.", "Środa 17 lutego 2027."],
    ["Piekarnia na Bałutach. Łódź, ul. Limanowskiego 12.", "Łódź, ul. Limanowskiego 12."],
  ])("starts a new sentence: %j", (text, sentence) => {
    expect(splitSentences(text).map((s) => s.text)).toContain(sentence);
  });
});

describe("a description typed in lower case", () => {
  it("ends a sentence at a two-letter word's dot, but not at a unit's", () => {
    expect(
      splitSentences("gym in leeds, need something for an ad. first week free").map((s) => s.text),
    ).toEqual(["gym in leeds, need something for an ad.", "first week free"]);
    expect(splitSentences("desks 5 ft. wide, oak tops").map((s) => s.text)).toEqual([
      "desks 5 ft. wide, oak tops",
    ]);
  });
});
