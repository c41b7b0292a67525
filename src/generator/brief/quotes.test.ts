import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("a quote with its author is a testimonial (issue 27.2)", () => {
  it.each([
    [
      'Free Wi-Fi. "Best flat white in Bristol" — Sarah K. Call 0117 496 0321 to book.',
      "Best flat white in Bristol",
      "Sarah K.",
    ],
    [
      "Ouvert le samedi. « Enfin une coiffeuse qui écoute ! » — Julie M. Réservez au 02 40 12 34 56.",
      "Enfin une coiffeuse qui écoute !",
      "Julie M.",
    ],
    ['"Saved me a day every month" — Tom B., designer.', "Saved me a day every month", "Tom B."],
  ])("%s", (description, text, author) => {
    const b = brief(description);
    expect(b.quotes.map((q) => [q.text, q.author])).toEqual([[text, author]]);
    expect(b.quoted).toEqual([]);
  });
});
