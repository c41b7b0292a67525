/**
 * Confidence, not guesses: a clause about the look is never read as content, and two looks from one
 * message that contradict each other are never both applied (the owner is asked which one).
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a clause naming the look is read as a look, never as content", () => {
  it("es: warmer colours 'tipo rojo o naranja' change the colours and add no product", () => {
    const { ops } = interpret("pon colores más cálidos, tipo rojo o naranja", examplePage("tienda"));
    expect(ops).toEqual([{ op: "set_style", primary: "#dc2626", accent: "#ea580c", design: "warm" }]);
  });

  it("en: a product whose own name holds a look word is still added", () => {
    const { ops } = interpret("add a product: Dark roast beans £9", examplePage("shop"));
    expect(ops.map((op) => op.op)).toEqual(["add_item"]);
  });
});

describe("looks from one message never contradict each other", () => {
  const sober = [
    { page: "baeckerei" as const, say: "Etwas seriöser bitte, weniger bunt" },
    { page: "tienda" as const, say: "más serio y menos colorido" },
    { page: "bloemen" as const, say: "iets rustiger graag, minder kleurrijk" },
  ];
  for (const c of sober) {
    it(`${c.page}: "${c.say}" is one sober look`, () => {
      const { ops } = interpret(c.say, examplePage(c.page));
      expect(ops).toHaveLength(1);
      expect(["classic", "minimal"]).toContain((ops[0] as { design?: string }).design);
    });
  }

  it("en: dark and then light is applied neither way, and both parts are named", () => {
    const { ops } = interpret("make it dark and then light please", examplePage("cafe"));
    expect(ops.filter((op) => op.op === "set_style")).toEqual([]);
    expect(ops.flatMap((op) => (op.op === "refuse" ? [op.part] : []))).toEqual([
      "make it dark",
      "light please",
    ]);
  });

  it("fr: a look that agrees with the rest of the message is applied with it", () => {
    const { ops } = interpret("passe en sombre et mets la FAQ en haut", examplePage("boulangerie"));
    expect(ops).toContainEqual({ op: "set_style", scheme: "dark" });
    expect(ops.some((op) => op.op === "refuse")).toBe(false);
  });
});
