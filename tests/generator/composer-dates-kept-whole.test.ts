/** An event's date is never cut: a day stays with its month, an ordinal day's dot ends no clause. */
import { describe, expect, it } from "vitest";
import { keepTogetherRuns } from "../../src/generator/composer/render/keep-together.js";
import { compose, pageWords } from "./compose-for-test.js";

const kept = (text: string) =>
  keepTogetherRuns(text)
    .filter((r) => r.keep)
    .map((r) => r.text);

describe("a date on a page", () => {
  it.each([
    ["17–18 April 2027", "17–18 April"],
    ["3.–4. März 2027", "3.–4. März"],
    ["24 et 25 avril 2027", "24 et 25 avril"],
    ["Saturday 17 April 2027 at 10:00", "17 April"],
  ])("keeps the day of %j with its month on one line", (text, run) => {
    expect(kept(text)).toContain(run);
  });

  it("reads an English month only as a name: '5 may be' is no date", () => {
    expect(kept("5 may be more")).toEqual([]);
  });

  it("shows a festival's day range with its month, as one unbreakable run", () => {
    const { html } = compose(
      "event-registration",
      "Folk festival on the harbour front, 17–18 April 2027. Day ticket £35, weekend ticket £60.",
    );
    expect(html).toContain('<span class="nw">17–18 April</span> 2027');
    expect(html).not.toContain('<span class="nw">17–18</span>');
  });

  it("keeps a price's condition whole through a German ordinal date", () => {
    const { html } = compose(
      "event-registration",
      "Konferenz am 3.–4. März 2027 in Hamburg. Frühbucher 290 € bis 31. Dezember, danach 390 €.",
    );
    const words = pageWords(html);
    expect(words).toContain("bis 31. Dezember");
    expect(words).not.toMatch(/bis 31 ·|bis 31\)/);
  });
});
