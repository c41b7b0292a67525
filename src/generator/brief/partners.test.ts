import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("partners and ways to pay are conditions, not offerings (issue 27.2)", () => {
  it.each([
    [
      "We offer check-ups, hygienist visits and white fillings. Direct billing with Bupa and AXA.",
      ["Bupa", "AXA"],
    ],
    [
      "Live map of every van, harsh braking alerts and fuel stops. Works with Samsara and Geotab.",
      ["Samsara", "Geotab"],
    ],
    ["Wir bieten Massagen und Krankengymnastik. Direktabrechnung mit AOK und TK.", ["AOK", "TK"]],
    ["Nous proposons des bougies et des savons. Paiement par carte ou PayPal.", ["PayPal"]],
    ["Ofrecemos cortes y peinados. Aceptamos Bizum y tarjeta.", ["Bizum"]],
    [
      "Wij bieten manuele therapie, dry needling en sportmassage. Vergoed door Zilveren Kruis en CZ.",
      ["Zilveren Kruis", "CZ"],
    ],
    ["Oferecemos consultas e exames. Acordos com Médis e Multicare.", ["Médis", "Multicare"]],
  ])("%j names no partner as an offering", (description, partners) => {
    const { offerings } = brief(description);
    expect(offerings.length).toBeGreaterThan(0);
    for (const partner of partners)
      expect(offerings.some((o) => o.toLowerCase().includes(partner.toLowerCase()))).toBe(false);
  });

  it("leaves a figure beside a partner to the fact extractors", () => {
    const b = brief("Hand-poured candles. Free delivery with DPD over €50.");
    expect(b.description).toContain("€50");
    expect(b.offers.length + b.prices.length).toBeGreaterThan(0);
  });

  it("keeps a business sentence that only mentions working", () => {
    expect(brief("We offer garden design, planting and lawn care.").offerings).toEqual([
      "garden design",
      "planting",
      "lawn care",
    ]);
  });
});
