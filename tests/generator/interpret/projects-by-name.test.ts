/**
 * A project added by its name after the section's noun, in any language the owner writes: the name is the
 * item, a year in brackets its note — never half a bracket in the name, never refused for want of a colon.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const PORTFOLIO = compose(
  "portfolio",
  "Architecture studio in Porto run by Inês Lobo. Houses, small offices and shops. Recent projects: Casa do Rio (2025), Loja Azul in Braga (2024), Atelier Foz (2023). Email ola@lobo.pt.",
).model;

const read = (say: string) => interpret(say, PORTFOLIO).ops;

describe("a project added by its name", () => {
  it.each([
    ["add the project Casa Verde in Aveiro (2026)", "Casa Verde in Aveiro"],
    ["aggiungi il progetto Casa Verde (2026)", "Casa Verde"],
    ["adiciona o projeto Casa Verde (2026)", "Casa Verde"],
    ["add a project: Casa Verde (2026)", "Casa Verde"],
  ])("%s", (say, title) => {
    expect(read(say)).toEqual([{ op: "add_item", section: "projects", item: { title, meta: "2026" } }]);
  });

  it("reads no lower-case words after the noun as a name", () => {
    expect(read("add the project descriptions").every((op) => op.op !== "add_item")).toBe(true);
  });
});
