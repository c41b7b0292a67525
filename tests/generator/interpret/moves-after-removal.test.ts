/**
 * A move and a removal in one message: the move's place is said against the page after the removal, so
 * "remove the FAQ and move the contact up" moves it one place up, never before a section that is gone.
 */
import { expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

it("moves the contact above the section before the removed FAQ", () => {
  const { ops } = interpret("remove the faq and move the contact up", examplePage("cafe"));
  expect(ops).toEqual([
    { op: "remove_section", section: "faq" },
    { op: "move_section", section: "contact", to: { before: "testimonials" } },
  ]);
});

it("reads it the same in Portuguese", () => {
  const { ops } = interpret("tira a secção de perguntas e põe o contacto mais acima", examplePage("padaria"));
  expect(ops).toEqual([
    { op: "remove_section", section: "faq" },
    { op: "move_section", section: "contact", to: { before: "services" } },
  ]);
});

it("leaves a move alone when its neighbour stays", () => {
  const { ops } = interpret("move the contact up", examplePage("cafe"));
  expect(ops).toEqual([{ op: "move_section", section: "contact", to: { before: "faq" } }]);
});
