/**
 * The look asked for by a mood or by a bare colour word, on fresh pages in every language: a colour adjective
 * agreeing with the page, its background or its buttons ("une page verte", "zrób stronę zieloną", "przyciski
 * na czerwone"), a shade beside a colour ("zachte roze", "rosa suave", "felrood"), a mood with its own design
 * and colours ("more urgent", "vrouwelijker", "più maschile") where a colour said with it wins, and what the
 * page cannot wear (a gradient, a photo background, a red background) refused with why. The reply is in the
 * page's language, no section's text changes, and white text on the new brand colour still reaches AA.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock } from "../../../src/generator/composer/compose.js";
import {
  AA,
  contrastRatio,
  ensureContrast,
  textPairs,
  themeColors,
} from "../../../src/generator/composer/engine/palette.js";
import { iteratePage } from "../../../src/generator/index.js";
import { MOODS } from "../../../src/generator/ops/mood-palettes.js";
import { compose } from "../compose-for-test.js";

const page = (prompt: string, companyName: string, industry: string) =>
  compose("business-homepage", prompt, { companyName, title: companyName, industry: industry as never }).html;

const HARBOUR = page(
  "Harbour Lights is a family seafood restaurant in Whitby at 3 Pier Road. Fish and chips £14, crab salad £16. Open daily 12:00–21:00. Call 01947 600 100.",
  "Harbour Lights",
  "food",
);
const WEINGUT = page(
  "Weingut Sonnenhang in Bernkastel. Riesling trocken 9,50 €, Spätburgunder 12 €. Weinprobe samstags 14–18 Uhr. Telefon 06531 12345.",
  "Weingut Sonnenhang",
  "food",
);
const BOIS = page(
  "Atelier Bois Doré, ébéniste à Annecy, 5 rue du Lac. Tables sur mesure dès 900 €. Téléphone 04 50 12 34 56.",
  "Bois Doré",
  "other",
);
const OLIVO = page(
  "Casa Olivo es una tienda de aceite de oliva en Jaén, calle Mayor 4. Aceite virgen extra 12 €, lote regalo 35 €. Teléfono 953 123 456.",
  "Casa Olivo",
  "food",
);
const PANIFICIO = page(
  "Panificio Rossi a Bologna, via Indipendenza 8. Pane casereccio 3 €, crescentine 1,50 €. Aperto dal lunedì al sabato 7–13. Telefono 051 123 456.",
  "Panificio Rossi",
  "food",
);
const OFICINA = page(
  "Oficina Azul é uma oficina de bicicletas em Lisboa, Rua Augusta 20. Revisão completa 45 €, troca de pneu 12 €. Telefone 213 456 789.",
  "Oficina Azul",
  "other",
);
const SPAAK = page(
  "Fietsenmaker De Spaak in Utrecht, Oudegracht 10. Onderhoudsbeurt €49, band plakken €12. Bel 030 123 4567.",
  "De Spaak",
  "other",
);
const BUKIET = page(
  "Kwiaciarnia Bukiet w Poznaniu, ul. Półwiejska 5. Bukiety od 80 zł, dostawa w mieście 20 zł. Telefon 61 123 45 67.",
  "Bukiet",
  "other",
);
const PIPACS = page(
  "Virágbolt Pipacs Szegeden, Kárász utca 3. Csokrok 8000 Ft-tól, házhozszállítás 1500 Ft. Telefon 62 123 456.",
  "Pipacs",
  "other",
);

async function said(html: string, request: string): Promise<string> {
  const result = await iteratePage(html, request);
  if (!result.ok) return `refused: ${result.message}`;
  expect(result.changedSections ?? []).toEqual([]);
  // White text sits on the brand colour (the buttons): it still reaches AA; the page's own pairs are
  // derived from the palette and checked by the quality gates the change has passed.
  const primary = readModelBlock(result.html)?.settings.palette?.primary;
  if (primary) expect(contrastRatio(primary, "#ffffff"), primary).toBeGreaterThanOrEqual(4.5);
  const not = result.notApplied?.length ? ` || not: ${result.notApplied.join(" | ")}` : "";
  return `${result.applied.join(" | ")}${not}`;
}

describe("a colour adjective said of the page, its background or its buttons", () => {
  it("French: a green page is the green main colour", async () => {
    expect(await said(BOIS, "je veux une page verte")).toBe(
      "J'ai changé la couleur principale en vert (#12863d)",
    );
  });

  it("Spanish and Italian: the page said red, in the feminine", async () => {
    expect(await said(OLIVO, "quiero la web roja")).toBe("Cambié el color principal a rojo (#dc2626)");
    expect(await said(PANIFICIO, "fai la pagina rossa")).toBe(
      "Ho cambiato il colore principale in rosso (#dc2626)",
    );
  });

  it("Polish: the page green in the accusative feminine", async () => {
    expect(await said(BUKIET, "zrób stronę zieloną")).toBe("Zmieniono kolor główny na zielony (#12863d)");
  });

  it("Polish: the buttons red are their colour, never their new label", async () => {
    expect(await said(BUKIET, "zmień przyciski na czerwone")).toBe(
      "Zmieniono kolor przycisków na czerwony (#dc2626) — kolor główny, który mają wszystkie przyciski",
    );
  });

  it("Polish: a red background is refused with why, never the brand recoloured", async () => {
    expect(await said(BUKIET, "zrób tło czerwone")).toMatch(/^refused: .*tło jest jasne albo ciemne/);
  });

  it("Hungarian: the button red, and the page made green with -vé", async () => {
    expect(await said(PIPACS, "legyen a gomb piros")).toBe(
      "A gombok színe mostantól: piros (#dc2626) – ez a fő szín, ezt viseli minden gomb",
    );
    expect(await said(PIPACS, "tedd zölddé az oldalt")).toBe("A fő szín mostantól: zöld (#12863d)");
  });

  it("Polish: an elegant page in navy is both read, neither swallowed", async () => {
    expect(await said(BUKIET, "strona ma być bardziej elegancka, granatowa")).toBe(
      "Zmieniono kolor główny na granatowy (#1e3a8a); Zmieniono wygląd na “luksusowy”",
    );
  });
});

describe("a mood with its own design and colours", () => {
  it("English: more urgent with red is the bold design in the red the owner said", async () => {
    expect(await said(HARBOUR, "make it look more urgent, red")).toBe(
      "Changed the brand colour to red (#dc2626); Switched to the “bold” design",
    );
  });

  it("Italian: more urgent alone brings the bold design with its colours", async () => {
    expect(await said(PANIFICIO, "rendi il sito più urgente")).toBe(
      "Sono passato al design “deciso”, con i suoi colori",
    );
  });

  it("German: more masculine is the classic design with its colours", async () => {
    expect(await said(WEINGUT, "mach es männlicher")).toBe(
      "Auf das Design “klassisch” mit seinen Farben umgestellt",
    );
  });

  it("Dutch: more feminine with soft pink tints is the warm design in a muted pink", async () => {
    expect(await said(SPAAK, "maak het wat vrouwelijker, zachte roze tinten")).toBe(
      "De hoofdkleur gewijzigd in roze (#b8517e); Overgeschakeld op het ontwerp “warm”",
    );
  });

  it("French: the pink said in the next clause wins over the feminine mood's own colours", async () => {
    expect(await said(BOIS, "plus féminin, des tons roses doux")).toBe(
      "J'ai changé la couleur principale en rose (#b8517e); J'ai passé la page au design « chaleureux »",
    );
  });

  it("Portuguese: more feminine alone brings the warm design with its colours", async () => {
    expect(await said(OFICINA, "deixe o site mais feminino")).toBe(
      "Mudei para o design “acolhedor”, com as suas cores",
    );
  });

  it("English: calmer with a soft blue is one look, not two", async () => {
    expect(await said(HARBOUR, "the site should feel calmer, soft blue")).toBe(
      "Changed the brand colour to blue (#386cdd); Switched to the “minimal” design",
    );
  });

  it("Hungarian: calmer with pastel colours is the calm design with its colours", async () => {
    expect(await said(PIPACS, "legyen nyugodtabb, pasztell színekkel")).toBe(
      "A(z) „minimalista” dizájnra váltottam, a saját színeivel",
    );
  });
});

describe("a look the page cannot wear", () => {
  it("English: a gradient is refused with why", async () => {
    expect(await said(HARBOUR, "use a gradient of orange, pink and purple")).toMatch(
      /^refused: .*never a gradient/,
    );
  });

  it("Spanish: a photo as the background is refused with why", async () => {
    expect(await said(OLIVO, "pon una foto de fondo")).toMatch(/^refused: .*una foto no puede ser el fondo/);
  });
});

describe("the moods' own colours", () => {
  it("every text and background pair of every mood's colours reaches AA, light and dark", () => {
    for (const { pairs } of Object.values(MOODS))
      for (const [primary, accent] of pairs) {
        // As set_style sets them: each darkened until white text on it reaches AA.
        const palette = {
          primary: ensureContrast(primary, "#ffffff", AA),
          accent: ensureContrast(accent, "#ffffff", AA),
        };
        const { light, dark } = themeColors(palette);
        for (const theme of [light, dark])
          for (const [fg, bg, what] of textPairs(theme))
            expect(contrastRatio(fg, bg), `${what}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
      }
  });
});
