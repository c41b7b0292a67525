/**
 * Hungarian requests name the page's parts inflected ("töröld a telefonszámot", "a főcímet", "sötétebbre",
 * "szolgáltatásként"): the pack's words are found with the pack's case endings (packs' `caseEndings`), and
 * a day with its "from" ending before one with its "until" ending is a range ("hétfőtől péntekig").
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { findPhrase } from "../../../src/generator/interpret/text.js";
import { compose, pageWords } from "../compose-for-test.js";

const PEKSEG = compose(
  "business-homepage",
  "Kézműves pékség Budapesten. Kovászos kenyér 1200 Ft, kakaós csiga 450 Ft. Nyitva hétfőtől szombatig 7–15 óráig. Telefon: +36 1 234 5678. E-mail: hello@kispekseg.hu",
  { companyName: "Kis Pékség", title: "Friss kenyér minden reggel", industry: "food" },
).html;

async function answer(say: string): Promise<{ ok: boolean; said: string; text: string }> {
  const result = await iteratePage(PEKSEG, say);
  if (!result.ok) return { ok: false, said: result.message ?? "", text: "" };
  return { ok: true, said: result.applied.join(" | "), text: pageWords(result.html) };
}

describe("a Hungarian request naming a page part inflected is read like its base word", () => {
  it.each([
    ["töröld a telefonszámot", "A telefonszám („+36 1 234 5678”) lekerült az oldalról"],
    ["vedd ki az e-mail címet", "Az e-mail-cím („hello@kispekseg.hu”) lekerült az oldalról"],
    [
      'a főcímet változtasd meg erre: "Kovászos kenyér minden nap"',
      "„Friss kenyér minden reggel” helyett mostantól „Kovászos kenyér minden nap”",
    ],
    [
      'írd át a főcímet: "Friss pékáru Budapesten"',
      "„Friss kenyér minden reggel” helyett mostantól „Friss pékáru Budapesten”",
    ],
    ["a kovászos kenyér ára legyen 1300 Ft", "„1200 Ft” helyett mindenhol „1300 Ft”"],
    ["a kakaós csiga ára mostantól 500 Ft", "„450 Ft” helyett mindenhol „500 Ft”"],
    ["emeld a kovászos kenyér árát 1400 Ft-ra", "„1200 Ft” helyett mindenhol „1400 Ft”"],
    ["add hozzá szolgáltatásként: Tortarendelés", "Hozzáadtam: „Tortarendelés”"],
    ["adj hozzá egy új terméket: Pogácsa 300 Ft", "Hozzáadtam: „Pogácsa — 300 Ft”"],
    ["töröld a gyakori kérdéseket", "Eltávolítottam a(z) „Gyakori kérdések” szakaszt"],
    ["vedd ki a GYIK-et", "Eltávolítottam a(z) „Gyakori kérdések” szakaszt"],
    ["a színeket változtasd meg zöldre", "A fő szín mostantól: zöld"],
    ["legyen a fő szín kék", "A fő szín mostantól: kék (#2563eb)"],
    ["tedd sötétebbre az oldalt", "Sötét témára váltottam"],
    ["a nyitvatartást módosítsd: hétfőtől péntekig 6-14", "hétfő–péntek"],
    ["szombaton 8-12 óráig vagyunk nyitva", "szombat nyitvatartás: 8:00–12:00"],
    [
      "az e-mail címet cseréld erre: info@kispekseg.hu",
      "„hello@kispekseg.hu” helyett mindenhol „info@kispekseg.hu”",
    ],
    ["a telefonszámot cseréld le: +36 30 123 4567", "„+36 1 234 5678” helyett mindenhol „+36 30 123 4567”"],
    ["töröld a kakaós csigát", "Eltávolítottam: „Kakaós csiga”"],
    ["a kapcsolatot tedd legfelülre", "közvetlenül a felső sáv alá került"],
    ["a főcímet tedd nagyobbra", "Nagyobb lett a főcím"],
    ['a gombot írd át erre: "Rendelés"', "„Érdeklődöm” helyett mostantól „Rendelés”"],
    // Command verbs in their other common forms ("töröld ki", "tüntesd el", "cseréld ki", "vegyél fel").
    ["töröld ki a telefonszámot", "A telefonszám („+36 1 234 5678”) lekerült az oldalról"],
    ["tüntesd el az e-mail címet", "Az e-mail-cím („hello@kispekseg.hu”) lekerült az oldalról"],
    [
      'cseréld ki a főcímet erre: "Házi kenyér Budapesten"',
      "„Friss kenyér minden reggel” helyett mostantól „Házi kenyér Budapesten”",
    ],
    ["vegyél fel egy új terméket: Kifli 80 Ft", "Hozzáadtam: „Kifli — 80 Ft”"],
    // An item's title said with a case ending of the page's language.
    ['nevezd át a kakaós csigát erre: "Kakaós tekercs"', "„Kakaós csiga” helyett mostantól „Kakaós tekercs”"],
  ])("%j is read", async (say, said) => {
    const got = await answer(say);
    expect(got.ok, got.said).toBe(true);
    expect(got.said).toContain(said);
  });

  it.each([
    // The page is closed on Sundays and set in a serif already: said so, nothing charged.
    ["vasárnap zárva", "az oldal már így néz ki"],
    ["a betűtípust változtasd talpasra", "az oldal már így néz ki"],
  ])("%j is answered as already so", async (say, said) => {
    const got = await answer(say);
    expect(got.ok).toBe(false);
    expect(got.said).toContain(said);
  });
});

describe("case endings are the declaring pack's, on its own words only", () => {
  it.each([
    ["töröld a főcímet", ["főcím"], "focim"],
    ["a telefonszámmal", ["telefonszám"], "telefonszam"],
    ["a kenyér árát", ["ár"], "ar"],
    ["szolgáltatásként", ["szolgáltatás"], "szolgaltatas"],
  ])("%j names %j", (said, phrases, phrase) => {
    expect(findPhrase(said, phrases)?.phrase).toBe(phrase);
  });

  it.each([
    // "árra" is not a form of "ár" (a two-letter word takes only endings opening with a vowel).
    ["menj árra", ["ár"]],
    // Words of packs without endings take none, nor a Hungarian word another pack also has ("banner").
    ["the headlineet", ["headline"]],
    ["a bannert", ["banner"]],
  ])("%j does not inflect %j", (said, phrases) => {
    const found = findPhrase(said, phrases);
    expect(found === null || found.end - found.index === phrases[0]!.length).toBe(true);
  });
});
