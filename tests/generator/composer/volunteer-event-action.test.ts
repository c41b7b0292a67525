/** A volunteer event's call fits it: people join a beach clean-up, they do not book a table or save a seat. */
import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";

const buttons = (html: string) => [...html.matchAll(/class="btn[^"]*"[^>]*>([^<]*)/g)].map((m) => m[1]);

describe("a volunteer event asks people to join", () => {
  it.each([
    ["Volunteer beach clean-up on Saturday 14 March, 10:00 at Porthmeor Beach. Gloves provided.", "Join us"],
    ["Freiwillige gesucht: Müllsammeln am Rheinufer am Samstag, 21. März, 10:00 Uhr.", "Dabei sein"],
  ])("%s → %s", (prompt, join) => {
    const { html } = compose("event-registration", prompt, { companyName: "Clean Tide", title: "Clean-up" });
    expect(buttons(html)).toContain(join);
    expect(html).not.toMatch(/Book your (?:table|place)|Save your seat/);
  });

  it("a paid tasting still books a place", () => {
    const { html } = compose(
      "event-registration",
      "Wine tasting on Friday 20 November at 19:30, €35 a person.",
      {
        companyName: "Enoteca",
        title: "Tasting",
      },
    );
    expect(buttons(html)).not.toContain("Join us");
  });
});
