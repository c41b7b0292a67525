/**
 * A cut in a model's SEARCH/REPLACE edit of a raw-HTML page never leaves the page worse than before: an
 * element the edit adds that the cut leaves with nothing but its heading goes too (no empty "Reviews"
 * section charged for), and an edit that changed one of the page's facts into one of its own ("9:00–17:00"
 * into "8:00–18:00", "£35" into "£39") is left out whole rather than cut, so the owner's fact stays; a
 * fact the owner asked to change is changed.
 */
import { describe, expect, it } from "vitest";
import { guardEdits } from "../../../src/generator/llm/guard-edits.js";

const PAGE =
  '<main><section id="bouquets"><h2>Bouquets</h2><ul><li><h3>Seasonal bouquet</h3><p>£35</p></li></ul></section><section id="about"><h2>About us</h2><p>A flower shop on Fossgate.</p></section><section id="contact"><h2>Contact</h2><p>Open Monday to Saturday, 9:00–17:00</p></section></main>';
const ABOUT = '<section id="about">';
const HOURS = "<p>Open Monday to Saturday, 9:00–17:00</p>";
const PRICE = "<li><h3>Seasonal bouquet</h3><p>£35</p></li>";

describe("an added section a cut empties goes whole", () => {
  it.each([
    [
      "a review section",
      "add a customer review section",
      '<section id="reviews"><h2>Reviews</h2><blockquote>“Best florist in York!” – Jane Doe</blockquote></section>',
    ],
    [
      "an awards box",
      "add something about awards",
      '<div class="awards"><h3>Awards</h3><p>Winner of the 2023 York Flower Prize.</p></div>',
    ],
    [
      "a team article",
      "add our team",
      "<article><h2>Our team</h2><p>Mary Clarke, head florist since 1999.</p></article>",
    ],
  ])("%s with only made-up words leaves nothing behind", (_, request, added) => {
    const guarded = guardEdits(PAGE, request, [{ search: ABOUT, replace: `${added}\n${ABOUT}` }], [], "en");
    expect(guarded.edits).toEqual([]);
    expect(guarded.leftOut).toHaveLength(1);
  });
});

describe("a page fact the model changed into its own is never cut away", () => {
  it.each([
    [
      "hours moved beside the asked Sunday",
      "we open Sundays too, 10 till 2",
      HOURS,
      "<p>Open Monday to Saturday, 8:00–18:00, Sunday 10:00–14:00</p>",
    ],
    [
      "a price raised beside an asked line",
      "say the bouquet is seasonal",
      PRICE,
      "<li><h3>Seasonal bouquet</h3><p>£39, made with the season's flowers</p></li>",
    ],
    [
      "a phone-free contact with new hours",
      "add that we close for lunch",
      HOURS,
      "<p>Open Monday to Friday, 10:00–16:00. Closed for lunch.</p>",
    ],
  ])("%s: the edit is left out, the page keeps its fact", (_, request, search, replace) => {
    const guarded = guardEdits(PAGE, request, [{ search, replace }], [], "en");
    expect(guarded.edits).toEqual([]);
    expect(guarded.leftOut).toHaveLength(1);
  });

  it("a price the owner asked to change is changed while a made-up quote beside it is cut", () => {
    const guarded = guardEdits(
      PAGE,
      "the seasonal bouquet is £38 now",
      [
        {
          search: PRICE,
          replace:
            "<li><h3>Seasonal bouquet</h3><p>£38</p><p>“Lovely flowers, every single time!” – Jane Doe</p></li>",
        },
      ],
      [],
      "en",
    );
    expect(guarded.edits).toEqual([
      { search: PRICE, replace: "<li><h3>Seasonal bouquet</h3><p>£38</p></li>" },
    ]);
  });
});
