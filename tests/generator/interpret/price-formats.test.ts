/**
 * Whole pages: a price written with a comma decimal or a currency code before it ("€4,95", "R$ 12,90",
 * "CHF 4.20") is one value when the owner restates it, and the new price is written the page's way.
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { prices } from "../../../src/generator/interpret/values.js";
import { compose, pageWords } from "../compose-for-test.js";

async function changed(html: string, say: string): Promise<{ text: string; applied: string[] }> {
  const result = await iteratePage(html, say);
  if (!result.ok) throw new Error(result.message);
  return { text: pageWords(result.html), applied: result.applied };
}

const KAPPER = compose(
  "business-homepage",
  "Kapsalon in Haarlem. Prijzen: knippen heren €24,50, knippen dames €38, kinderen €15. Open dinsdag tot en met zaterdag 9:00–17:30. Telefoon 023 555 6789.",
  { companyName: "Kapsalon Knip", title: "Kapsalon Knip Haarlem" },
).html;

const ACAI = compose(
  "business-homepage",
  "Loja de açaí em Florianópolis. Açaí 300 ml R$ 12,90, açaí 500 ml R$ 18,50. Aberto de terça a domingo das 10h às 22h.",
  { companyName: "Açaí da Praia", title: "Açaí da Praia Florianópolis" },
).html;

const KAFFEE = compose(
  "business-homepage",
  "Kaffeebar am Bahnhof Bern. Espresso CHF 4.20, Gipfeli CHF 2.50. Geöffnet Montag bis Samstag 6:30–19:00.",
  { companyName: "Kaffeebar Aare", title: "Kaffeebar Aare Bern" },
).html;

describe("a price is one value however its currency and decimals are written", () => {
  it.each([
    ["kost nu €26,95", ["€26,95"]],
    ["agora custa R$ 13,90", ["R$ 13,90"]],
    ["kostet neu CHF 4.50", ["CHF 4.50"]],
    ["costa € 3,80", ["€ 3,80"]],
    ["12,50 zł za sztukę", ["12,50 zł za sztukę"]],
    ["1.250 Ft", ["1.250 Ft"]],
    ["$1,299", ["$1,299"]],
    // A currency word is read whole: never "40 eur" and a stray "o".
    ["voeg dry needling toe voor 40 euro", ["40 euro"]],
    ["add massage for 40 euros", ["40 euros"]],
  ])("%j", (said, found) => {
    expect(prices(said)).toEqual(found);
  });

  it("changes a price with a comma decimal and its symbol before it, as one value", async () => {
    const { text } = await changed(KAPPER, "Knippen heren kost nu €26,95");
    expect(text).toContain("€26,95");
    expect(text).not.toContain("€24,50");
  });

  it("changes a price written after a code of letters and a sign (R$)", async () => {
    const { text } = await changed(ACAI, "O açaí 300 ml agora custa R$ 13,90");
    expect(text).toContain("R$ 13,90");
    expect(text).not.toContain("R$ 12,90");
  });

  it("writes the new price the page's way: the code where the page puts it", async () => {
    const { text } = await changed(KAFFEE, "Gipfeli jetzt 2.80 CHF");
    expect(text).toContain("CHF 2.80");
    expect(text).not.toContain("CHF 2.50");
    expect(text).not.toContain("2.80 CHF");
  });
});
