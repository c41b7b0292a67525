/**
 * Pictures by meaning: a scene is named by whole words, not by the start of a longer word of another
 * meaning (tortellini are no torte, tartare no tarta, a tortilla no torta): no picture rather than a cake
 * on a trattoria.
 */
import { describe, expect, it } from "vitest";
import { matchedScenes } from "../../src/generator/composer/scenes/pick.js";

describe("a cake is drawn only for cakes", () => {
  it.each([
    ["Trattoria a Bologna. Tagliatelle al ragù 13 €, tortellini in brodo 15 €."],
    ["Bistro in Lyon: tartare de bœuf 19 €, tartines 8 €."],
    ["Taquería en Madrid: tortillas de maíz, tacos al pastor."],
  ])("no cake for %s", (text) => {
    expect(matchedScenes("restaurant", text)).not.toContain("cake-stand");
  });

  it.each([
    ["Konditorei in Wien: Sachertorte und Torten auf Bestellung.", "restaurant"],
    ["Pastelería en Sevilla: tartas de cumpleaños por encargo.", "restaurant"],
    ["Cake shop in York: birthday cakes to order.", "shop"],
    ["Pasticceria a Napoli: torta caprese e dolci della tradizione.", "restaurant"],
  ] as const)("a cake for %s", (text, kind) => {
    expect(matchedScenes(kind, text)).toContain("cake-stand");
  });
});
