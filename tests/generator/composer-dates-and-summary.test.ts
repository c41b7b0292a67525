/**
 * Two days joined by "and" stay two days on the page, in its summary for search engines and in its
 * structured data: "14. und 15. Mai" was shown as "15. Mai", and the summary stopped at "am 14.".
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}");

describe("an event on two days joined by 'and'", () => {
  it("shows both days where the page says when, and spans them in its structured data", () => {
    const { model, html } = compose(
      "event-registration",
      "Lötkurs am 14. und 15. Mai 2027 in Hamburg, je 10 bis 16 Uhr. Preis 180 €.",
      { companyName: "Werkstatt Nord", title: "Löten lernen" },
    );
    const details = section(model, "event-details")?.items.map((i) => i.text) ?? [];
    expect(details).toContain("14. und 15. Mai 2027");
    expect(JSON.stringify(model.sections)).not.toMatch(/"15\. Mai 2027"/);
    const event =
      [jsonLd(html)].flat().find((d: { "@type"?: string }) => d["@type"] === "Event") ?? jsonLd(html);
    expect(event.startDate).toMatch(/^2027-05-14/);
    expect(event.endDate).toMatch(/^2027-05-15/);
  });

  it("summarises the page with the lead's whole first sentence, an ordinal's dot not ending it", () => {
    const { model } = compose(
      "event-registration",
      "Lötkurs am 14. und 15. Mai 2027 in Hamburg, je 10 bis 16 Uhr. Preis 180 €.",
      { companyName: "Werkstatt Nord", title: "Löten lernen" },
    );
    expect(model.meta.description).toBe("Lötkurs am 14. und 15. Mai 2027 in Hamburg, je 10 bis 16 Uhr.");
  });
});
