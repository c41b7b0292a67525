/** A chip is a label: it starts with a capital in every language, and the owner's own cases stay. */
import { describe, expect, it } from "vitest";
import { chipCase } from "../../../src/generator/composer/write/casing.js";
import { compose, section } from "../compose-for-test.js";

const chips = (prompt: string) =>
  section(
    compose("business-homepage", prompt, { companyName: "Acme", title: "Acme" }).model,
    "hero",
  )?.items.map((i) => i.title);

describe("hero chips start with a capital", () => {
  it.each([
    ["Self-service car wash on Mill Road, open 24/7. Wash from £5.", ["Mill Road", "Open 24/7"]],
    ["Fietsenmaker in Utrecht. Open ma–za 9:00–18:00.", ["Utrecht", "Ma–za 9:00–18:00"]],
    ["Boulangerie à Lyon, ouvert du mardi au dimanche 7h–19h.", ["Lyon", "Du mardi au dimanche 7h–19h"]],
  ])("%s → %j", (prompt, expected) => {
    expect(chips(prompt)).toEqual(expected);
  });
});

describe("chipCase changes only the first letter of a word", () => {
  it.each([
    ["open 24/7", "en", "Open 24/7"],
    ["ma–vr 6:30–21:00", "nl", "Ma–vr 6:30–21:00"],
    ["otwarte pn–pt", "pl", "Otwarte pn–pt"],
    ["iPhone repairs while you wait", "en", "iPhone repairs while you wait"],
    ["hello@acme.studio", "en", "hello@acme.studio"],
    ["km 5 loop every saturday", "en", "km 5 loop every Saturday"],
    ["24/7 emergency line", "en", "24/7 emergency line"],
  ])("%s (%s) → %s", (text, lang, expected) => {
    expect(chipCase(text, lang)).toBe(expected);
  });
});
