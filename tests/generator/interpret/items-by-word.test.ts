/**
 * Whole pages: an item the owner names by a part of its name, a thing no longer offered, one more member
 * of a list, a count the page does not write — what is on the page afterwards, as the owner reads it.
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose, pageWords } from "../compose-for-test.js";

const COWORK =
  "Coworking in Utrecht centrum. Flexplek €19 per dag, vaste werkplek €249 per maand, privékantoor vanaf €650 per maand. Snelle wifi, koffie en thee, vergaderruimte, fietsenstalling. Open maandag t/m vrijdag 8:00–18:00. Oudegracht 120, Utrecht.";

const { html } = compose("business-homepage", COWORK, {
  companyName: "De Werkplaats",
  title: "De Werkplaats",
});

/** The page's visible words, one string. */
async function changed(say: string): Promise<string> {
  const result = await iteratePage(html, say);
  if (!result.ok) throw new Error(result.message);
  return pageWords(result.html);
}

describe("items and lists named in the owner's words, on a whole page", () => {
  it("'de vaste plek kost nu €269' changes the one item whose name says 'vaste', not asked back", async () => {
    const page = await changed("de vaste plek kost nu €269 per maand");
    expect(page).toContain("€269 per maand");
    expect(page).toContain("vanaf €650 per maand");
  });

  it("'haal het privékantoor weg' leaves the answer listing prices grammatical", async () => {
    const page = await changed("haal het privékantoor weg");
    expect(page).not.toContain("Privékantoor");
    expect(page).toContain("Flexplek: €19 per dag; Vaste werkplek: €249 per maand.");
  });

  it("'geen fietsenstalling meer' removes that amenity and keeps the others", async () => {
    const page = await changed("geen fietsenstalling meer");
    expect(page).not.toMatch(/Fietsenstalling/i);
    expect(page).toContain("Vergaderruimte");
  });

  it("'we hebben nu ook een belcel' adds it to the list of amenities", async () => {
    const page = await changed("we hebben nu ook een belcel");
    expect(page).toMatch(/Vergaderruimte .*Fietsenstalling .*Belcel/);
  });

  it("'Voeg dagpas voor studenten toe voor €12' names the item without 'toe'", async () => {
    const page = await changed("Voeg dagpas voor studenten toe voor €12");
    expect(page).toContain("Dagpas voor studenten €12");
    expect(page).not.toContain("studenten toe");
  });

  it("'nog maar 3 vaste plekken beschikbaar' is added in the owner's words", async () => {
    const page = await changed("nog maar 3 vaste plekken beschikbaar");
    expect(page).toContain("Nog maar 3 vaste plekken beschikbaar.");
  });
});

describe("one more of the list's things, called by the list's own noun", () => {
  const PILATES =
    "Pilates clínico em Lisboa (Alvalade). Aulas de grupo 15 €, pack de 10 aulas 130 €, aulas privadas 40 €. Horário: segunda a sexta 8h–21h, sábado 9h–13h. WhatsApp 912 345 678.";
  it("'acrescenta aulas de pilates pré-natal' adds that class, unpriced, beside 'Aulas de grupo'", async () => {
    const page = compose("business-homepage", PILATES, {
      companyName: "Estúdio Lume",
      title: "Estúdio Lume",
    });
    const result = await iteratePage(page.html, "acrescenta aulas de pilates pré-natal");
    if (!result.ok) throw new Error(result.message);
    const words = pageWords(result.html);
    expect(words).toContain("Aulas de pilates pré-natal");
    expect(words).toContain("Aulas de grupo");
  });
});

describe("an item said to be no longer so, in its own words", () => {
  const HOSTAL =
    "Hostal familiar a 100 m de la playa de La Caleta, Cádiz. Habitación doble desde 65 € la noche, individual desde 45 €. Desayuno incluido. Recepción 24 h. Reservas: 956 22 33 44.";
  it("'el desayuno ya no está incluido' takes 'Desayuno incluido' off, and only it", async () => {
    const page = compose("business-homepage", HOSTAL, {
      companyName: "Hostal Mar Azul",
      title: "Hostal Mar Azul",
    });
    expect(pageWords(page.html)).toContain("Desayuno incluido");
    const result = await iteratePage(page.html, "el desayuno ya no está incluido");
    if (!result.ok) throw new Error(result.message);
    expect(pageWords(result.html)).not.toContain("Desayuno incluido");
    expect(pageWords(result.html)).toContain("Recepción 24 h");
  });
});
