/**
 * Capitals a page needs whatever case the owner typed: weekday and month names where the language writes
 * them with a capital (from Intl), a capital start for headings, items and sentences. Only the case changes.
 */
import { describe, expect, it } from "vitest";
import { withCalendarCapitals, withCapitalStart } from "../../../src/generator/composer/write/casing.js";
import { compose } from "../compose-for-test.js";

describe("weekday and month names take their language's capitals", () => {
  it.each([
    ["Beach clean-up on saturday 14 march, 10:00", "en", "Beach clean-up on Saturday 14 March, 10:00"],
    ["open saturdays and sundays", "en", "open Saturdays and Sundays"],
    ["shipping 1 december", "en", "shipping 1 December"],
    ["am samstag, 5. märz", "de", "am Samstag, 5. März"],
    ["samstags geöffnet", "de", "samstags geöffnet"],
    ["samedi 14 mars", "fr", "samedi 14 mars"],
    ["dinsdag 15 december", "nl", "dinsdag 15 december"],
    ["sábado 14 de marzo", "es", "sábado 14 de marzo"],
  ])("%s (%s) → %s", (text, lang, shown) => {
    expect(withCalendarCapitals(text, lang)).toBe(shown);
  });

  it("leaves a month word that is a verb alone", () => {
    expect(withCalendarCapitals("you may bring gloves, then march on", "en")).toBe(
      "you may bring gloves, then march on",
    );
  });
});

describe("a line starts with a capital", () => {
  it.each([
    ["free shipping over €60", "Free shipping over €60"],
    ["iPhone cases", "iPhone cases"],
    ["hello@example.com", "hello@example.com"],
    ["www.example.com", "www.example.com"],
    ["14 days free", "14 days free"],
  ])("%s → %s", (text, shown) => {
    expect(withCapitalStart(text, "en")).toBe(shown);
  });
});

describe("a page shows the calendar capitals", () => {
  it("writes a clean-up typed 'on saturday 14 march' with Saturday and March", () => {
    const { html } = compose(
      "event-registration",
      "Volunteer beach clean-up on saturday 14 march, 10:00 to 13:00 at Porthmeor Beach. Gloves provided.",
      { companyName: "Clean Tide", title: "Beach clean-up" },
    );
    const shown = html.replace(/<script[\s\S]*?<\/script>|<[^>]+>/g, " ");
    expect(shown).toMatch(/Saturday/);
    expect(shown).not.toMatch(/\bsaturday\b|\bmarch\b/);
  });
});

describe("the kind of a price stays with the price", () => {
  it("shows 'Fixed from €2,400' as one price, never a card called 'Fixed'", () => {
    const { model } = compose(
      "business-homepage",
      "We sharpen your restaurant's knives on site. Fixed from €2,400 a year for a full kitchen.",
      { companyName: "Keen Blades", title: "Knife sharpening" },
    );
    const items = model.sections.flatMap((s) => s.items);
    expect(items.map((i) => i.title)).not.toContain("Fixed");
    expect(items.some((i) => i.price?.startsWith("Fixed from €2,400"))).toBe(true);
  });
});
