/** Day ranges and price periods one language alone writes say the description's language, loanwords or not. */
import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language.js";
import { phraseEvidence } from "./language-evidence.js";

describe("a description written with English loanwords keeps its own language", () => {
  it.each([
    [
      "Studio Kracht, personal training in Utrecht. Small group training met maximaal 6 personen, €89 per maand. Personal training €55 per sessie. Open ma–vr 6:30–21:00.",
      "nl",
    ],
    ["Personal trainer Utrecht, €55 per sessie, ma–za", "nl"],
    ["Yoga studio in Haarlem, €79 per maand", "nl"],
    ["Bootcamp in het park, €12 per sessie", "nl"],
    ["Personal Training in Köln, Small Groups mit maximal 4 Personen, 89 € pro Monat, Mo–Fr 7–20 Uhr", "de"],
    ["Coworking space in Lisboa, 150 € por mês", "pt"],
    // English loanwords in English stay English.
    ["Open Mon–Fri, personal training £40", "en"],
    ["Tennis lessons for kids, £12 per session", "en"],
    ["Small group training, £89 per month", "en"],
  ])("%s → %s", (text, lang) => {
    expect(detectLanguage(text).lang).toBe(lang);
  });
});

describe("phraseEvidence", () => {
  it.each([
    ["open ma–vr 6:30–21:00", [["nl", 2]]],
    ["mo–fr 9–18 uhr", [["de", 2]]],
    ["mon–fri, £9 per month", [["en", 4]]],
    // A range two packs write the same way ("lun–ven": French and Italian) says nothing.
    ["lun–ven 9h–18h", []],
    // Two words that are no days ("to–do", "e-mail") say nothing either.
    ["my to–do list, e-mail me", []],
  ])("%s → %j", (text, scores) => {
    expect([...phraseEvidence(text).scores]).toEqual(scores);
  });

  it("takes the counted phrases out of the text", () => {
    expect(phraseEvidence("€89 per maand, ma–vr").rest).toBe("€89  ,  ");
  });
});
