/**
 * Facts compared as values, not spellings (issue 25.4, decision 0082): a span of years said in decades
 * ("two decades", "half a century", "zwei Jahrzehnte") is that many years; a house number counts nothing;
 * "open every day" in any pack's words ("7j/7", "täglich", "todos los días") is seven opening days; a
 * WhatsApp or phone link is the number it dials. Each is cut when the owner never said it and kept when
 * they said the same value their own way.
 */
import { describe, expect, it } from "vitest";
import { untracedFacts } from "../../../src/generator/guard/index.js";

const facts = (text: string, sources: string[], lang: string) =>
  untracedFacts(text, sources, lang).map((f) => `${f.kind} ${f.text}`);

describe("a span of years said in decades or centuries", () => {
  it.each([
    ["en", "Grooming dogs for over two decades.", "statistic for over two decades"],
    ["en", "Over a decade of gentle grooming.", "statistic Over a decade"],
    ["en", "Half a century of family know-how.", "statistic Half a century"],
    ["en", "Decades of tradition in every loaf.", "statistic Decades"],
    ["de", "Seit zwei Jahrzehnten für Sie da.", "statistic Seit zwei Jahrzehnten"],
    ["fr", "Depuis deux décennies.", "statistic Depuis deux décennies"],
    ["es", "Medio siglo cuidando sonrisas.", "statistic Medio siglo"],
    ["it", "Da oltre mezzo secolo per voi.", "statistic Da oltre mezzo secolo"],
  ])("%s: “%s” is cut when the owner gave no years", (lang, text, found) => {
    expect(facts(text, ["A small business in town."], lang)).toEqual([found]);
  });

  it.each([
    ["en", "Two decades of grooming.", "We have groomed dogs for 20 years."],
    ["en", "Over a decade of gentle grooming.", "Grooming in Bristol for ten years."],
    ["de", "Seit zwei Jahrzehnten für Sie da.", "Praxis seit 20 Jahren."],
    ["es", "Medio siglo cuidando sonrisas.", "Clínica familiar con 50 años de historia."],
  ])("%s: “%s” stays when the owner counts the same years", (lang, text, source) => {
    expect(facts(text, [source], lang)).toEqual([]);
  });

  it("is no claim in “the cut of the decade”", () => {
    expect(facts("The best cut of the decade.", ["Dog groomer."], "en")).not.toContainEqual(
      expect.stringMatching(/^statistic/),
    );
  });
});

describe("a house number counts nothing", () => {
  const WORKSHOP = "Sourdough workshop at The Flour Room, 3 Mill Lane, Oxford. Tickets £65. 12 places.";
  it.each([
    ["Only 3 places left!", "number Only 3 places"],
    ["We groom 14 dogs a day.", "number 14 dogs"],
  ])("“%s” does not trace to the number of a street", (text, found) => {
    expect(facts(text, [WORKSHOP, "Muddy Paws, 14 Gloucester Road, BS7 8AE."], "en")).toEqual([found]);
  });

  it("the owner's count and address stay", () => {
    expect(facts("Only 12 places. Find us at 3 Mill Lane.", [WORKSHOP], "en")).toEqual([]);
  });
});

describe("opening every day, in the packs' words", () => {
  it.each([
    ["fr", "Ouvert 7j/7, livraison à domicile.", "Boulangerie. Ouvert du mardi au dimanche 7h–19h."],
    ["en", "Open seven days a week.", "Open Tue–Sat 9:00–17:00."],
    ["es", "Abierto todos los días.", "Lunes a viernes 9:00–20:00."],
    ["pt", "Aberto todos os dias.", "Seg–Sex 9:00–18:00."],
  ])("%s: “%s” is cut when the owner opens fewer days", (lang, text, source) => {
    expect(facts(text, [source], lang)).toHaveLength(1);
  });

  it.each([
    ["fr", "Ouvert 7j/7.", "Boulangerie ouverte tous les jours de 7h à 19h."],
    ["de", "Täglich geöffnet.", "Praxis Mo–So 8:00–18:00."],
  ])("%s: “%s” stays when the owner opens every day", (lang, text, source) => {
    expect(facts(text, [source], lang)).toEqual([]);
  });

  it("a German “zu” or “auf” that means “to” or “on” claims no day", () => {
    expect(facts("Kommen Sie zu uns am Montag.", ["Praxis. Di–Fr 8:00–18:00."], "de")).toEqual([]);
  });
});

describe("a link that dials a number is that number", () => {
  const OWNER = ["add our whatsapp 07700 900123"];
  it.each([
    "https://wa.me/447700900123",
    "https://api.whatsapp.com/send?phone=447700900123",
    "wa.me/447700900123",
  ])("%s is the owner's number", (link) => {
    expect(facts(link, OWNER, "en")).toEqual([]);
  });

  it("a WhatsApp link to another number is cut", () => {
    expect(facts("https://wa.me/447700900999", OWNER, "en")).toEqual(["url https://wa.me/447700900999"]);
  });
});
