/**
 * Two classes of the fact guard: a verb that opens a sentence before a place the owner named is no
 * person's name ("Keep Bristol rolling"), while a first name before the owner's own surname still is; and
 * something given for free, a guarantee or a credential is a promise a source must make too ("first class
 * free", "kostenlose Beratung", "money-back guarantee", "zertifiziert").
 */
import { describe, expect, it } from "vitest";
import { removeUntraced, untracedFacts } from "../../../src/generator/guard/index.js";

const SHOP = [
  "Hartley's Bike Repair in Bristol, 14 Gloucester Road. Full service £65. Run by mechanic Owen Hartley.",
];
const PRAXIS = ["Physiotherapie am Schlossberg in Freiburg. Krankengymnastik 28 €. Inhaberin Maren Vogt."];
const STUDIO = ["Estudio de yoga Marea en Valencia. Clase suelta 12 €. Profesora Lucía Ferrer."];

const facts = (text: string, sources: string[], lang: string) =>
  untracedFacts(text, sources, lang).map((f) => `${f.kind} ${f.text}`);

describe("a word that opens a sentence before a place the owner named names nobody", () => {
  it.each([
    ["Keep Bristol rolling.", SHOP, "en"],
    ["Tyres fixed fast. Ride Bristol again by Friday.", SHOP, "en"],
    ["Entdecken Freiburg neu, ohne Schmerzen.", PRAXIS, "de"],
    ["¡Respira Valencia!", STUDIO, "es"],
  ])("%s", (text, sources, lang) => {
    expect(facts(text, sources, lang)).toEqual([]);
  });

  it("still finds a first name the model put before the owner's own surname", () => {
    expect(facts("Sarah Hartley runs the front desk.", SHOP, "en")).toEqual(["person Sarah Hartley"]);
  });

  it("still finds an invented pair in the middle of a sentence", () => {
    expect(facts("Book a slot with Jane Bristol today.", SHOP, "en")).toEqual(["person Jane Bristol"]);
  });
});

describe("something given for free, a guarantee or a credential is a promise a source must make", () => {
  it.each([
    ["Your first class is free!", STUDIO, "en", "offer is free"],
    ["¡Primera clase gratis para nuevos alumnos!", STUDIO, "es", "offer gratis"],
    ["Kostenlose Erstberatung für neue Patienten.", PRAXIS, "de", "offer Kostenlose"],
    ["Free collection on Gloucester Road.", SHOP, "en", "offer Free collection"],
    ["Consegna gratuita a domicilio.", SHOP, "it", "offer gratuita"],
    ["Free nail trim with every full groom.", SHOP, "en", "offer Free nail"],
    ["Premier cours offert !", SHOP, "fr", "offer offert"],
  ])("%s", (text, sources, lang, found) => {
    expect(facts(text, sources, lang)).toEqual([found]);
  });

  it("keeps it when the owner offers the same thing free (decision 0082)", () => {
    const owner = [...SHOP, "Free safety check with every service."];
    expect(facts("Free safety checks, every time.", owner, "en")).toEqual([]);
    expect(facts("Every service comes with a free check.", owner, "en")).toEqual([]);
  });

  it.each([
    [
      "Free quotes, same week.",
      [...SHOP, "Free safety check with every service."],
      "en",
      "offer Free quotes",
    ],
    [
      "La Dra. atiende. Primera consulta gratis para adultos.",
      ["Clínica. Limpieza 45 €, revisión gratuita para niños."],
      "es",
      "offer gratis",
    ],
    ["Kostenloser Parkplatz.", [...PRAXIS, "Erstberatung kostenlos."], "de", "offer Kostenloser"],
  ])("cuts another thing given free than the owner's: %s", (text, sources, lang, found) => {
    expect(facts(text, sources, lang)).toEqual([found]);
  });

  it.each([
    "Gluten-free snacks while you wait.",
    "Feel free to drop in.",
    "Ride stress-free again.",
    "Stress free grooming for nervous dogs.",
    "Your free time is precious.",
    "Move free from pain again.",
  ])("reads no offer in %s", (text) => {
    expect(facts(text, SHOP, "en")).toEqual([]);
  });

  it("reads Italian “offerte” (offers) as no gift", () => {
    expect(facts("Scopri le nostre offerte di stagione.", SHOP, "it")).toEqual([]);
  });

  it.each([
    ["Hannah is certified and fully insured.", "en", ["credential certified", "credential fully insured"]],
    ["Money-back guarantee on every service.", "en", ["guarantee Money-back", "guarantee guarantee"]],
    ["Ein zertifiziertes Team.", "de", ["credential zertifiziertes"]],
    ["Résultat garanti.", "fr", ["guarantee garanti"]],
    ["Half price on Tuesdays!", "en", ["deal Half price"]],
    ["Student discount available.", "en", ["deal discount"]],
    ["2x1 en clases los lunes.", "es", ["deal 2x1"]],
    ["Studentenrabatt auf alle Kurse.", "de", ["deal Studentenrabatt"]],
  ])("reads a promise the owner never made in %s", (text, lang, found) => {
    expect(facts(text, SHOP, lang)).toEqual(found);
  });

  it("keeps a deal the owner offers too", () => {
    expect(facts("Students get a discount.", [...SHOP, "Student discount on every service."], "en")).toEqual(
      [],
    );
  });

  it("keeps a promise the owner makes too", () => {
    expect(
      facts("All work is guaranteed.", [...SHOP, "Every repair comes with a 12-month guarantee."], "en"),
    ).toEqual([]);
  });

  it("cuts the sentence with the offer and keeps the rest", () => {
    expect(removeUntraced("Respira junto al mar. ¡Tu primera clase es gratis!", STUDIO, "es").text).toBe(
      "Respira junto al mar.",
    );
  });
});
