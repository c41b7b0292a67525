/**
 * "The latte art championship moved to Sunday": one activity the page tells in a sentence moves to another
 * day. Only that activity's day changes (never the event's date, never the address), in the page's own
 * grammar: Italian "il sabato" becomes "la domenica".
 */
import { describe, expect, it } from "vitest";
import { compose } from "../compose-for-test.js";
import { composed, type Description, iterate } from "./whole-page.js";

const FESTIVAL: Description = [
  "event-registration",
  "food",
  "Harbour Coffee Festival",
  "Harbour Coffee Festival 2027",
  "Two-day coffee festival at Harbourside Exchange, Bristol on 17-18 April 2027, 10:00-17:00 both days. 40 roasters, latte art championship on Saturday, brewing workshops every hour. Day ticket £15.",
];

const CANTINA: Description = [
  "business-homepage",
  "food",
  "Cantina Alba",
  "Vini delle Langhe",
  "Cantina vinicola nelle Langhe. Degustazioni in cantina il sabato su prenotazione. Visite guidate ogni giorno alle 11. Aperti lun–ven 9:00–12:30 e 14:30–18:00. Tel 0173 123456.",
];

describe("an activity moved to another day", () => {
  it("writes the new day in the activity's clause and leaves the address and the date alone", () => {
    const page = composed(FESTIVAL);
    const after = iterate(page, "latte art championship moved to sunday");
    expect(after.unread).toEqual([]);
    const texts = after.texts.join(" | ");
    expect(texts).toContain("latte art championship on Sunday, brewing workshops every hour");
    expect(texts).not.toContain("championship on Saturday");
    expect(texts).toContain("Harbourside Exchange, Bristol");
    expect(texts).toContain("17-18 April 2027");
  });

  it("never takes a day or a time for a new address", () => {
    for (const say of ["the championship moved to Sunday", "the workshops moved to 3pm"]) {
      const after = iterate(composed(FESTIVAL), say);
      expect(
        after.ops.filter((op) => op.op === "set_fact" || op.op === "add_fact"),
        say,
      ).toEqual([]);
      expect(after.texts.join(" | "), say).toContain("Harbourside Exchange, Bristol");
    }
  });

  it("gives the Italian day its own article", () => {
    const after = iterate(composed(CANTINA), "spostate le degustazioni alla domenica");
    expect(after.unread).toEqual([]);
    expect(after.texts.join(" | ")).toContain("Degustazioni in cantina la domenica su prenotazione");
  });

  it("keeps the date tile's weekday when another weekday names something else", () => {
    const page = compose("event-registration", FESTIVAL[4].replace("on Saturday", "on Sunday"), {
      industry: "food",
      companyName: "Harbour Coffee Festival",
      title: "Harbour Coffee Festival 2027",
    });
    // 17 April 2027 is a Saturday.
    expect(page.html).toMatch(/class="hx-date"[\s\S]{0,400}Saturday/);
  });
});
