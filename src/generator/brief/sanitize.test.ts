import { describe, expect, it } from "vitest";
import { sanitizeText } from "./sanitize.js";

describe("a pasted list's line breaks", () => {
  it.each([
    // The last item ends before the prose after it, so no list swallows the next sentence.
    [
      "- Blocked drains: cleared same day\n- Boiler repairs: Gas Safe engineers\nCovering Bristol and Bath.",
      "- Blocked drains: cleared same day - Boiler repairs: Gas Safe engineers. Covering Bristol and Bath.",
    ],
    // A heading line before the first item leads into the list.
    ["Our services\n• Cuts\n• Colour", "Our services: • Cuts • Colour"],
    // Lines that already end with a mark, and prose without a list, are joined as written.
    ["Talks:\n- One — Ann Lee.\nFree pizza", "Talks: - One — Ann Lee. Free pizza"],
    ["Open daily\nCall 0117 496 0732", "Open daily Call 0117 496 0732"],
  ])("%j reads as %j", (raw, joined) => {
    expect(sanitizeText(raw)).toBe(joined);
  });
});
