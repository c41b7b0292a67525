/**
 * An app page's download band shows the stores the owner named, wherever the page carries those words:
 * the band's own line, the banner's, or an offer line ("Free on iOS and Android" shown as an offer left
 * the band without a badge).
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { sectionOf } from "./test-helpers.js";

const badges = (html: string) =>
  [...sectionOf(html, "download").matchAll(/<span role="img" aria-label="([^"]+)"/g)].map((m) => m[1]);

describe("download band badges", () => {
  it.each([
    "Trailmate: offline hiking maps for the Alps, with GPX export and weather alerts. Free on iOS and Android, Pro €3.99/month.",
    "Stride builds a running plan around your week. Available for iPhone and Android. Pro $7.99 a month.",
  ])("names both stores the description names: %s", (prompt) => {
    const { html } = compose("app-download", prompt, { title: "The app", companyName: "Appco" });
    expect(badges(html)).toEqual(["App Store", "Google Play"]);
  });

  it("names only the store the description names", () => {
    const { html } = compose("app-download", "Knotty: a knot-tying guide for sailors. Free on Android.", {
      title: "Knotty",
      companyName: "Knotty",
    });
    expect(badges(html)).toEqual(["Google Play"]);
  });
});
