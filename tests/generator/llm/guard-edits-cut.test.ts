/**
 * A model's SEARCH/REPLACE edit of a raw-HTML page that does what the owner asked and adds a fact of its
 * own keeps the asked part: the invented fact is cut from the edit's words (an element left empty goes);
 * an edit that is nothing but the invented fact changes nothing; a fact in an attribute drops the edit.
 */
import { describe, expect, it } from "vitest";
import { guardEdits } from "../../../src/generator/llm/guard-edits.js";

const PAGE =
  '<main><h1>Pan de masa madre en Triana</h1><p>Horneado cada mañana.</p><p>Llámanos al 954 112 233.</p><a href="#pan">Nuestro pan</a></main>';

describe("an edit keeps what the owner asked and loses what the model made up", () => {
  it("keeps a new heading and drops the paragraph with an invented year", () => {
    const guarded = guardEdits(
      PAGE,
      "cambia el titular a: El pan de Triana",
      [
        {
          search: "<h1>Pan de masa madre en Triana</h1>",
          replace: "<h1>El pan de Triana</h1>\n<p>Desde 1985.</p>",
        },
      ],
      ["Titular cambiado", "Añadido: desde 1985"],
      "es",
    );
    expect(guarded.edits).toEqual([
      { search: "<h1>Pan de masa madre en Triana</h1>", replace: "<h1>El pan de Triana</h1>\n" },
    ]);
    expect(guarded.leftOut).toEqual(["Omitido: “Desde 1985”, no está en su petición ni en la página"]);
    expect(guarded.summary).toEqual(["Titular cambiado"]);
  });

  it("cuts an invented clause from the same sentence and keeps the rest", () => {
    const guarded = guardEdits(
      PAGE,
      "make the morning line warmer",
      [
        {
          search: "<p>Horneado cada mañana.</p>",
          replace: "<p>Horneado con cariño cada mañana, desde 1985.</p>",
        },
      ],
      [],
      "es",
    );
    expect(guarded.edits.map((e) => e.replace)).toEqual(["<p>Horneado con cariño cada mañana.</p>"]);
  });

  it("leaves out an edit that is nothing but the invented fact", () => {
    const guarded = guardEdits(
      PAGE,
      "add a promo",
      [
        {
          search: "<p>Horneado cada mañana.</p>",
          replace: "<p>Horneado cada mañana.</p>\n<p>¡Ahora solo 1,99 €!</p>",
        },
      ],
      [],
      "es",
    );
    expect(guarded.edits).toEqual([]);
    expect(guarded.leftOut).toHaveLength(1);
  });

  it("leaves out an edit whose invented fact is a link", () => {
    const guarded = guardEdits(
      PAGE,
      "link the bread list",
      [
        {
          search: '<a href="#pan">Nuestro pan</a>',
          replace: '<a href="https://invented-example.es/pan">Nuestro pan</a>',
        },
      ],
      [],
      "es",
    );
    expect(guarded.edits).toEqual([]);
  });
});
