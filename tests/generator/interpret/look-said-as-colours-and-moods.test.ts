/**
 * A look asked for in the owner's words, on fresh pages: a colour pair or list sets the main colour and the
 * light or dark page ("navy and white", "schwarz und gold"), details in a colour are the accent, a pale
 * colour the theme cannot show is named as not done, a colour in an inflected form is read, a mood
 * (nautical, rustic, warmer, cosier) is a design, "everything bigger" is one step on the whole type scale,
 * and "make the hero shorter" shortens the top banner only.
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose } from "../compose-for-test.js";

const page = (prompt: string, companyName: string, title: string, industry: string) =>
  compose("business-homepage", prompt, { companyName, title, industry: industry as never });

const HARBOUR = page(
  "Harbour Lights is a family seafood restaurant in Whitby at 3 Pier Road, right on the harbour where the boats come in every morning. We cook what the local fishermen land that day, simply and well, and we have done so for three generations. Fish and chips £14, crab salad £16. Open daily 12:00–21:00. Call 01947 600 100.",
  "Harbour Lights",
  "Harbour Lights seafood",
  "food",
);
const OLIVO = page(
  "Casa Olivo es una tienda de aceite de oliva en Jaén, calle Mayor 4. Aceite virgen extra 12 €, lote regalo 35 €. Teléfono 953 123 456.",
  "Casa Olivo",
  "Aceite de Jaén",
  "food",
);
const WEINGUT = page(
  "Weingut Sonnenhang in Bernkastel. Riesling trocken 9,50 €, Spätburgunder 12 €. Weinprobe samstags 14–18 Uhr. Telefon 06531 12345.",
  "Weingut Sonnenhang",
  "Weine von der Mosel",
  "food",
);
const SPAAK = page(
  "Fietsenmaker De Spaak in Utrecht, Oudegracht 10. Onderhoudsbeurt €49, band plakken €12. Bel 030 123 4567.",
  "De Spaak",
  "Fietsenmaker in Utrecht",
  "other",
);
const BUKIET = page(
  "Kwiaciarnia Bukiet w Poznaniu, ul. Półwiejska 5. Bukiety od 80 zł, dostawa w mieście 20 zł. Telefon 61 123 45 67.",
  "Bukiet",
  "Kwiaciarnia w Poznaniu",
  "other",
);
const BOIS = page(
  "Atelier Bois Doré, ébéniste à Annecy, 5 rue du Lac. Tables sur mesure dès 900 €. Téléphone 04 50 12 34 56.",
  "Bois Doré",
  "Ébéniste à Annecy",
  "other",
);

async function said(html: string, request: string): Promise<string> {
  const result = await iteratePage(html, request);
  if (!result.ok) return `refused: ${result.message}`;
  const not = result.notApplied?.length ? ` || not: ${result.notApplied.join(" | ")}` : "";
  return `${result.applied.join(" | ")}${not}`;
}

describe("a look said as its colours", () => {
  it("navy and white is the navy main colour on the light page, with the nautical design", async () => {
    expect(await said(HARBOUR.html, "make the page feel more nautical, navy and white")).toBe(
      "Changed the brand colour to dark blue (#1e3a8a); Switched to the light theme; Switched to the “classic” design",
    );
  });

  it("dark with gold details is the dark theme with a gold accent", async () => {
    expect(await said(HARBOUR.html, "dark with gold details")).toBe(
      "Changed the accent colour to gold (#986f09); Switched to the dark theme",
    );
  });

  it("Spanish golden details in their plural form are the accent, never dropped", async () => {
    expect(await said(OLIVO.html, "pon la página en oscuro con detalles dorados")).toBe(
      "Cambié el color de acento a dorado (#986f09); Cambié al tema oscuro",
    );
  });

  it("black and gold is the dark page with gold as its main colour", async () => {
    expect(await said(WEINGUT.html, "schwarz und gold bitte")).toBe(
      "Markenfarbe auf gold (#986f09) geändert; Auf das dunkle Design umgestellt",
    );
  });

  it("green and cream is green on the light page, the cream named as not done", async () => {
    expect(await said(OLIVO.html, "verde y crema")).toBe(
      "Cambié el color principal a verde (#12863d); Cambié al tema claro || not: “crema” — el fondo es claro u oscuro según el tema, nunca de un color propio: di «tema oscuro», o «pon el color principal en …»",
    );
  });

  it("a Polish colour in its plural locative form is the main colour", async () => {
    expect(await said(BUKIET.html, "zrób stronę w zielonych kolorach")).toBe(
      "Zmieniono kolor główny na zielony (#12863d)",
    );
  });
});

describe("a mood said in the owner's words", () => {
  it("warmer with terracotta tones is both read", async () => {
    expect(await said(OLIVO.html, "hazlo más cálido, tonos terracota")).toBe(
      "Cambié el color principal a terracota (#b55b38); Cambié al diseño “cálido”",
    );
  });

  it("a more rustic style brings the warm design with its earthy colours", async () => {
    expect(await said(OLIVO.html, "ponle un estilo más rústico")).toBe(
      "Cambié al diseño “cálido”, con sus colores",
    );
  });

  it("two different looks in one clause are not guessed", async () => {
    expect(await said(HARBOUR.html, "warmer please, and a vintage feel")).toMatch(
      /^refused: .*different look than another part/,
    );
  });

  it("an industrial look, which no design is, is named as not understood", async () => {
    expect(await said(BOIS.html, "une ambiance plus industrielle")).toMatch(/^refused: .*pas compris/);
  });
});

describe("everything bigger or smaller", () => {
  it("Dutch: every size of text one step up", async () => {
    const result = await iteratePage(SPAAK.html, "maak alles wat groter");
    expect(result.ok && result.applied.join(" | ")).toBe(
      "De hoofdtitel groter gemaakt; De titels van de secties groter gemaakt; De tekst groter gemaakt",
    );
    expect(result.ok && result.html).toContain("body{font-size:calc(var(--fs) * 1.125)}");
  });

  it("German: every size of text one step down", async () => {
    expect(await said(WEINGUT.html, "alles etwas kleiner")).toBe(
      "Die Hauptüberschrift kleiner gemacht; Die Abschnittsüberschriften kleiner gemacht; Den Text kleiner gemacht",
    );
  });
});

describe("the hero made shorter", () => {
  it("shortens the top banner's intro and no other section", async () => {
    const result = await iteratePage(HARBOUR.html, "make the hero shorter");
    expect(result.ok && result.applied).toEqual([
      "Shortened the intro to “A family seafood restaurant in Whitby.”",
    ]);
    expect(result.ok && result.changedSections).toEqual(["s1"]);
  });
});
