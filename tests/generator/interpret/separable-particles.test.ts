/**
 * A German or Dutch verb's particle is read back after its verb, whether it ends the clause or stands
 * before where the thing goes ("voeg dry needling toe aan de behandelingen"): it is never part of a name.
 */
import { describe, expect, it } from "vitest";
import { joinSeparableVerb } from "../../../src/generator/interpret/separable.js";
import { packsFor } from "../../../src/generator/lang/index.js";

const cases: [lang: string, said: string, read: string][] = [
  ["nl", "voeg dry needling toe aan de behandelingen", "voeg toe dry needling aan de behandelingen"],
  ["nl", "voeg pilates toe aan de lessen", "voeg toe pilates aan de lessen"],
  ["nl", "haal de aftelklok weg", "haal weg de aftelklok"],
  ["de", "füge Kettenwechsel für 30 € hinzu", "füge hinzu Kettenwechsel für 30 €"],
  // No particle of the clause's verb: read as written.
  ["nl", "zet de prijzen bovenaan", "zet de prijzen bovenaan"],
  ["en", "add pilates to the classes", "add pilates to the classes"],
];

describe("a separated particle goes back to its verb", () => {
  it.each(cases)("%s: %s", (lang, said, read) => {
    expect(joinSeparableVerb(said, packsFor(lang))).toBe(read);
  });
});
