/**
 * The fact guard on a model's SEARCH/REPLACE edits of a raw-HTML page from an earlier version: a product
 * the model adds beside the owner's one, with a price nobody gave, goes whole (not just its price); an
 * added testimonial whose quote and author are made up leaves no empty section behind, so the edit is
 * refused for free rather than charged for invisible markup.
 */
import { describe, expect, it } from "vitest";
import { guardEdits } from "../../src/generator/llm/guard-edits.js";

const PAGE = `<main><section id="plants"><h2>Our plants</h2><ul><li><h3>Monstera</h3><p>£25</p></li><li><h3>Snake plant</h3><p>£18</p></li></ul></section><section id="order"><h2>Order</h2><p>Call 0161 496 0777.</p></section></main>`;
const SNAKE = "<li><h3>Snake plant</h3><p>£18</p></li>";

describe("raw-HTML edits keep only what the owner named", () => {
  it("keeps the cactus the owner asked for and drops the fern the model made up with its price", () => {
    const guarded = guardEdits(
      PAGE,
      "add a cactus for £9",
      [
        {
          search: SNAKE,
          replace: `${SNAKE}<li><h3>Cactus</h3><p>£9</p></li><li><h3>Fern</h3><p>£12</p></li>`,
        },
      ],
      ["Added a cactus and a fern"],
      "en",
    );
    expect(guarded.edits).toEqual([{ search: SNAKE, replace: `${SNAKE}<li><h3>Cactus</h3><p>£9</p></li>` }]);
    expect(guarded.leftOut).toEqual(["Left out “Fern £12”: it is not in your request or on the page"]);
  });

  it("keeps the owner's item and cuts only the made-up detail from it", () => {
    const guarded = guardEdits(
      PAGE,
      "add a cactus for £9",
      [{ search: SNAKE, replace: `${SNAKE}<li><h3>Cactus</h3><p>£9</p><p>Ships in 2 days.</p></li>` }],
      [],
      "en",
    );
    expect(guarded.edits).toEqual([{ search: SNAKE, replace: `${SNAKE}<li><h3>Cactus</h3><p>£9</p></li>` }]);
  });

  it("leaves out a made-up testimonial whole, with nothing of its section left", () => {
    const guarded = guardEdits(
      PAGE,
      "add a testimonial",
      [
        {
          search: "</main>",
          replace: "<section><blockquote>“Best plants ever”</blockquote><p>— Jo Bloggs</p></section></main>",
        },
      ],
      [],
      "en",
    );
    expect(guarded.edits).toEqual([]);
    expect(guarded.leftOut).toHaveLength(1);
  });
});
