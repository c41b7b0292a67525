import { describe, expect, it } from "vitest";
import { modelWords } from "../../generator/llm/model-words.js";
import { refusalReasons, withoutChargeClauses } from "./refusals.js";

/** The words for "charged" in every report language: none may stay in a refusal's reasons. */
const CHARGE = /charged|berechnet|factur|cobr[óa]|addebitat|berekend|in rekening|pobran|számol|felszámol/i;
const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pl", "pt", "hu"];

describe("a refusal's reasons say nothing of the cost (the conversation says it once)", () => {
  for (const lang of LANGUAGES) {
    it(`drops the model path's "nothing was charged" aside and clause in ${lang}, keeping the rest`, () => {
      const unchanged = refusalReasons(modelWords(lang, "unchanged"));
      const invented = refusalReasons(modelWords(lang, "invented", { facts: "“+32 470 12 34 56”" }));
      expect(unchanged).not.toMatch(CHARGE);
      expect(invented).not.toMatch(CHARGE);
      // What the AI did and what to say instead stay, the advice opening its own sentence.
      expect(invented).toContain("“+32 470 12 34 56”");
      expect(invented).toMatch(/\. \p{Lu}[^.]+\.$/u);
      expect(unchanged).toMatch(/\.$/);
      expect(unchanged).not.toMatch(/\(|\s\./);
    });
  }

  it("drops the engine's opening sentence and keeps why the request was not understood", () => {
    expect(
      refusalReasons(
        "Nothing was changed, and nothing was charged. “teach my cat” — not understood; the closest I understand: “make it dark”.",
      ),
    ).toBe("“teach my cat” — not understood; the closest I understand: “make it dark”.");
  });

  it("keeps the owner's own quoted words even when they speak of charges", () => {
    const said = "“say call-outs are charged at £60” — not understood.";
    expect(withoutChargeClauses(said)).toBe(said);
    expect(withoutChargeClauses("Il prezzo (“addebitato al mese”) non è chiaro.")).toBe(
      "Il prezzo (“addebitato al mese”) non è chiaro.",
    );
  });

  it("keeps a sentence whose cost clause follows its reason, minus that clause", () => {
    expect(
      withoutChargeClauses(
        "The page changed while this change was being made (it was edited, restored or undone). Nothing was charged; please ask again.",
      ),
    ).toBe(
      "The page changed while this change was being made (it was edited, restored or undone). Please ask again.",
    );
    expect(withoutChargeClauses("Rien n'a été facturé ; indiquez la formulation exacte souhaitée.")).toBe(
      "Indiquez la formulation exacte souhaitée.",
    );
  });

  it("leaves a message with no word of cost as it was", () => {
    const said = "“add a unicorn” — not understood; ask for one part at a time.";
    expect(refusalReasons(said)).toBe(said);
  });
});
