/**
 * role-date: a date of another role than the event's (shipping, launch, opening) said with its month alone
 * keeps the page's year and the page's way of writing months — the owner did not mean to drop the year.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

function changed(type: "product-launch", prompt: string, request: string) {
  const { model } = compose(type, prompt, { companyName: "Loopa", title: "The smart plant pot" });
  const read = interpret(request, model);
  return {
    read,
    texts: pageTexts(applyOps(model, read.ops, { request }).model)
      .map((t) => t.text)
      .join(" "),
  };
}

describe("role-date: a month said alone", () => {
  it("takes the page's year and capital: 'it ships in april now' on 'Ships in March 2027'", () => {
    const { read, texts } = changed(
      "product-launch",
      "A self-watering plant pot with a soil sensor. Pre-order now for £59, ships in March 2027.",
      "it ships in april now",
    );
    expect(read.ops).toEqual([{ op: "replace_text", find: "March 2027", with: "April 2027" }]);
    expect(texts).toContain("April 2027");
    expect(texts).not.toContain("March 2027");
  });

  it("keeps the page's own joining word: 'l'envío es en abril' on 'envío en marzo de 2027'", () => {
    const { read } = changed(
      "product-launch",
      "Maceta inteligente con sensor de humedad. Reserva ahora por 59 €, envío en marzo de 2027.",
      "el envío ahora es en abril",
    );
    expect(read.ops).toEqual([{ op: "replace_text", find: "marzo de 2027", with: "abril de 2027" }]);
  });
});

describe("role-date: a day and month said without the year", () => {
  it("takes the page's year and moves the date everywhere: 'pre-orders now ship on 1 March'", () => {
    const { read, texts } = changed(
      "product-launch",
      "A self-watering plant pot with a soil sensor. £59. Pre-orders ship 15 February 2027.",
      "pre-orders now ship on 1 March",
    );
    expect(read.ops).toEqual([
      { op: "set_fact", kind: "date", from: "15 February 2027", to: "1 March 2027" },
    ]);
    expect(texts).toContain("1 March 2027");
    expect(texts).not.toContain("15 February 2027");
  });
});
