import { describe, expect, it } from "vitest";
import { inThirdPerson } from "../../src/generator/composer/write/voice.js";

describe("the owner's 'we' said as the business", () => {
  it.each([
    // A past verb is the same for every person ("builts" was written).
    [
      "en",
      "Sam Okafor",
      "I built the booking app for Riverside Physio.",
      "Sam Okafor built the booking app for Riverside Physio.",
    ],
    [
      "en",
      "Bay Crew",
      "We were the first surf school in Ericeira.",
      "Bay Crew was the first surf school in Ericeira.",
    ],
    ["en", "Bay Crew", "We started teaching in 2009.", "Bay Crew started teaching in 2009."],
    [
      "en",
      "Keyline Locksmiths",
      "We come to you within the hour for lockouts, day or night.",
      "Keyline Locksmiths comes to you within the hour for lockouts, day or night.",
    ],
    [
      "en",
      "Brightroof Solar",
      "We design and install solar panels across Kent.",
      "Brightroof Solar designs and installs solar panels across Kent.",
    ],
    [
      "en",
      "Nadia Okafor",
      "I shoot in a calm, documentary way and I travel across Scotland.",
      "Nadia Okafor shoots in a calm, documentary way and travels across Scotland.",
    ],
    ["en", "Hive", "We also carry local honey.", "Hive also carries local honey."],
    [
      "de",
      "Backstube Lindner",
      "Wir backen jeden Morgen Sauerteigbrot.",
      "Backstube Lindner backt jeden Morgen Sauerteigbrot.",
    ],
    ["de", "Kraftwerk", "Wir bieten Kurse für Anfänger.", "Kraftwerk bietet Kurse für Anfänger."],
    [
      "fr",
      "Clinique des Tilleuls",
      "Nous proposons des consultations le samedi.",
      "Clinique des Tilleuls propose des consultations le samedi.",
    ],
    [
      "es",
      "Estudio Lúa",
      "Diseñamos viviendas con madera y piedra.",
      "Estudio Lúa diseña viviendas con madera y piedra.",
    ],
    [
      "es",
      "Estudio Lúa",
      "Somos un estudio de arquitectura en Vigo.",
      "Estudio Lúa es un estudio de arquitectura en Vigo.",
    ],
    ["es", "Velas Luna", "Enviamos en 2 días.", "Velas Luna envía en 2 días."],
    ["pt", "Doces da Marta", "Fazemos bolos por encomenda.", "Doces da Marta faz bolos por encomenda."],
    [
      "pl",
      "TermoSerwis",
      "Naprawiamy kotły Vaillant, Junkers i Viessmann.",
      "TermoSerwis naprawia kotły Vaillant, Junkers i Viessmann.",
    ],
  ])("(%s) %s: %j → %j", (lang, name, sentence, said) => {
    expect(inThirdPerson(sentence, name, lang)).toBe(said);
  });

  it.each([
    ["en", "We use our own vans."],
    ["en", "Every finisher gets a medal."],
    ["fr", "Nous vendons du pain."],
    ["it", "Offriamo corsi di cucina."],
    // Verbs whose third person changes its stem or takes an accent are never guessed at.
    ["es", "Cerramos los lunes."],
    ["es", "Probamos cada receta dos veces."],
    ["fr", "Nous commençons à 8 heures."],
    ["fr", "Nous préférons les produits locaux."],
    ["de", "Wir beraten Familien in Kassel."],
    // A plural adjective after "we are" would not agree with the business's name ("Girard est certifiés").
    ["fr", "Nous sommes certifiés RGE."],
    ["es", "Somos veterinarios colegiados."],
    ["pt", "Somos certificados pela Ordem."],
    ["pl", "Jesteśmy otwarci w niedzielę."],
  ])(
    "(%s) leaves %j as written: it would still speak as the owner, or the verb is not a regular one",
    (lang, sentence) => {
      expect(inThirdPerson(sentence, "Acme", lang)).toBe(sentence);
    },
  );

  it.each([
    ["fr", "Nous sommes une entreprise familiale.", "Acme est une entreprise familiale."],
    ["es", "Somos una panadería de barrio.", "Acme es una panadería de barrio."],
    ["fr", "Nous sommes à Nantes.", "Acme est à Nantes."],
  ])("(%s) a noun or a place after 'we are' is said as the business: %j", (lang, sentence, said) => {
    expect(inThirdPerson(sentence, "Acme", lang)).toBe(said);
  });
});
