/** A Dutch description with English loanwords ("personal training", "small group") gets a Dutch page. */
import { describe, expect, it } from "vitest";
import { buttonLabels, compose } from "../compose-for-test.js";

describe("a Dutch description with English loanwords gets a Dutch page", () => {
  it.each([
    "Studio Kracht, personal training in Utrecht. Small group training met maximaal 6 personen, €89 per maand. Personal training €55 per sessie. Open ma–vr 6:30–21:00.",
    "Yoga studio in Haarlem, €79 per maand",
  ])("%s", (prompt) => {
    const { html } = compose("business-homepage", prompt, {
      companyName: "Studio Kracht",
      title: "Studio Kracht",
    });
    expect(html).toContain('<html lang="nl"');
    expect(buttonLabels(html)).toContain("Bericht versturen");
  });
});
