/**
 * More requests in their owners' words, on pages composed from descriptions: one package named before a
 * colon with its price and details after it, a new service joining a list with a priced card and a
 * four-word name, a German noun alone as a new offer on a page that shows its team, the page's tone said
 * as its look, a language added to a list the top banner writes, a time restated with the line's own
 * word, and a day whose hours only end earlier.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

const PHOTOGRAPHER = compose(
  "portfolio",
  "Wedding photographer based in Bristol. Wedding packages: Half day £950 (4 hours, 300 edited photos), Full day £1,600 (10 hours, 600 edited photos). Email hello@avalin.co.uk.",
  { companyName: "Ava Lin Photography", title: "Wedding photography" },
).model;

const CLEANERS = compose(
  "lead-generation",
  "Sparkle Home Cleaning offers regular cleaning, deep cleaning and end of tenancy cleaning in Manchester. Regular cleaning from £18 per hour. Call 0161 555 0142.",
  { companyName: "Sparkle Home Cleaning", title: "House cleaning" },
).model;

const DENTIST = compose(
  "business-homepage",
  "Zahnarztpraxis Dr. Anna Weber in Köln. Prophylaxe, Bleaching, Implantate und Angstpatienten-Behandlung. Sprechzeiten Montag bis Freitag 8–18 Uhr, Mittwoch bis 13 Uhr. Telefon 0221 987 6543.",
  { companyName: "Zahnarztpraxis Dr. Weber", title: "Zahnarzt in Köln", industry: "healthcare" },
).model;

const TRANSLATORS = compose(
  "lead-generation",
  "Vertaalbureau Helder in Rotterdam vertaalt juridische teksten van en naar Engels, Duits en Frans. Mail naar info@helder-vertaal.nl.",
  { companyName: "Vertaalbureau Helder", title: "Vertalingen", industry: "consulting" },
).model;

const CAFE = compose(
  "business-homepage",
  "Kawiarnia w Poznaniu. Kawa speciality, domowe ciasta i śniadania do 12:00. Cappuccino 14 zł. Otwarte codziennie 8:00–20:00.",
  { companyName: "Kawiarnia Pod Lipą", title: "Kawiarnia", industry: "food" },
).model;

describe("one thing named before a colon", () => {
  it("is one item with its price and details, never its details as items", () => {
    const read = interpret("add an elopement package: £650, 2 hours, 150 edited photos", PHOTOGRAPHER);
    expect(read.ops).toEqual([
      {
        op: "add_item",
        section: "pricing",
        item: { title: "Elopement package", price: "£650", text: "2 hours, 150 edited photos" },
      },
    ]);
    expect(read.unread).toEqual([]);
  });
});

describe("a new offer by its plain name", () => {
  it("joins a list of names with a priced card and a four-word name", () => {
    const list = CLEANERS.sections.find((s) => s.items.some((i) => i.title === "End of tenancy cleaning"));
    expect(list?.items.some((i) => i.price)).toBe(true);
    expect(interpret("we also do oven cleaning", CLEANERS).ops).toEqual([
      { op: "add_item", section: list?.kind, item: { title: "Oven cleaning" } },
    ]);
  });

  it("is a German noun, not a person's name, on a page that shows its team", () => {
    expect(interpret("Füge Kinderzahnheilkunde hinzu", DENTIST).ops).toEqual([
      { op: "add_item", section: "services", item: { title: "Kinderzahnheilkunde" } },
    ]);
  });
});

describe("the page's tone said alone", () => {
  it("is its look; the words stay as written", () => {
    expect(interpret("mets un ton plus luxueux", CLEANERS).ops).toEqual([
      { op: "set_style", design: "luxury" },
    ]);
    expect(interpret("make the about text sound friendlier", CLEANERS).ops).toEqual([]);
  });
});

describe("a language added to the list the top banner writes", () => {
  it("joins it by its members' noun, the sentence's full stop kept out", () => {
    expect(interpret("voeg Spaans toe aan de talen", TRANSLATORS).ops).toEqual([
      { op: "replace_text", find: "Engels, Duits en Frans", with: "Engels, Duits, Frans en Spaans" },
    ]);
  });
});

describe("a time restated with the line's own word", () => {
  it("changes that line's time, with or without 'now'", () => {
    expect(interpret("śniadania serwujemy do 13:00", CAFE).ops).toEqual([
      { op: "set_fact", kind: "time", from: "12:00", to: "13:00" },
    ]);
  });
});

describe("a day whose hours only end earlier", () => {
  it("is read with the start said for it before, and changed", () => {
    const read = interpret("Mittwochs jetzt bis 16 Uhr", DENTIST);
    expect(read.ops).toEqual([{ op: "set_hours", days: [2], hours: "08:00-16:00" }]);
    const { model, notApplied } = applyOps(DENTIST, read.ops, { request: "Mittwochs jetzt bis 16 Uhr" });
    expect(notApplied).toEqual([]);
    const texts = JSON.stringify(model.sections);
    expect(texts).toContain("Mittwoch 8–16 Uhr");
    expect(texts).not.toContain("13 Uhr");
  });
});
