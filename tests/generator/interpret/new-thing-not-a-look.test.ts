/**
 * Asking for a new thing described by its size is not a style change of what the page has: nothing is
 * charged for buttons made bigger when the owner asked for a new button.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a new thing described by its look", () => {
  it("'put a big call button at the top' adds a call button, never makes the page's buttons bigger", () => {
    const read = interpret("put a big call button at the top", examplePage("cafe"));
    expect(read.ops).toEqual([{ op: "add_button", label: "Call 01904 555 010", href: "tel:01904-555-010" }]);
    expect(read.unread).toEqual([]);
  });

  it("'make the buttons bigger' still makes the page's buttons bigger", () => {
    expect(interpret("make the buttons bigger", examplePage("cafe")).ops).toEqual([
      { op: "set_style", buttons: "bigger" },
    ]);
  });

  it("'metti un colore verde salvia' (put a sage green colour) is still a colour", () => {
    expect(interpret("metti un colore verde salvia", examplePage("trattoria")).ops).toEqual([
      { op: "set_style", primary: "#77815c" },
    ]);
  });
});
