/** A hero's fact chips are values: a clock word never leaves its number, however long the chip. */
import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

describe("a hero fact chip", () => {
  it("keeps 'Uhr' with its times in a chip longer than a label", () => {
    const { html } = compose(
      "business-homepage",
      "Fahrschule in Kassel. Theorieunterricht Dienstag und Donnerstag 18:30–20 Uhr. Büro geöffnet Montag bis Freitag 14–18 Uhr.",
    );
    const chips = /<ul class="kfacts"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(chips).toMatch(/18:30–20 Uhr/);
    expect(chips).toContain('<span class="nw">14–18 Uhr</span>');
    expect(chips).toContain('<span class="nw">18:30–20 Uhr</span>');
  });
});
