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
