import { describe, expect, it } from "vitest";
import { writeLike } from "../../../src/generator/ops/amounts.js";
import { compose } from "../compose-for-test.js";
import { applySaid, change, page, visible } from "./pages.js";

describe("an amount said without its currency", () => {
  it("is a changed price in the currency of the price it replaces", () => {
    const r = change(
      page("restaurant"),
      [{ op: "set_fact", kind: "price", from: "€14", to: "16" }],
      "lunch menu is 16 now",
    );
    expect(r.applied).toEqual(["Changed the price “€14” to “€16” everywhere on the page"]);
    expect(visible(r.html)).toContain("€16");
  });

  it("is a new price in the page's only currency, traced to the request", () => {
    const r = applySaid(
      page("restaurant"),
      [{ op: "add_item", section: "pricing", item: { title: "Kids menu", price: "9.50" } }],
      { request: "add a kids menu for 9.50" },
    );
    expect(r.applied).toEqual(["Added “Kids menu — €9.50” to Pricing"]);
  });

  it("lets a model write the amount the owner said in the page's currency, and no other currency or amount", () => {
    const request = { request: "add a kids menu for 9.50" };
    const item = (price: string) => [
      { op: "add_item", section: "pricing", item: { title: "Kids menu", price } },
    ];
    expect(applySaid(page("restaurant"), item("€9.50"), request).applied).toHaveLength(1);
    expect(applySaid(page("restaurant"), item("$9.50"), request).notApplied).toEqual([
      "Left out “$9.50”: it is not in your request or on the page",
    ]);
    expect(applySaid(page("restaurant"), item("€12"), request).notApplied).toEqual([
      "Left out “€12”: it is not in your request or on the page",
    ]);
  });

  it("is written the way the page writes its prices (decimal comma, symbol after)", () => {
    const { model } = compose(
      "business-homepage",
      "Bäckerei Korn in Leipzig, Hauptstraße 5. Brezel 1,20 €, Bauernbrot 4,50 €. Geöffnet Mo–Fr 7:00–18:00.",
    );
    const r = change(
      model,
      [{ op: "set_fact", kind: "price", from: "1,20 €", to: "1.40" }],
      "Brezel jetzt 1.40",
    );
    expect(r.applied).toEqual(["Preis “1,20 €” überall auf der Seite in “1,40 €” geändert"]);
    expect(writeLike("29", "£4.50 per loaf")).toBe("£29");
    expect(writeLike("9,5", "CHF 35")).toBe("CHF 9.5");
  });

  it("is not guessed on a page with prices in two currencies: the owner is asked to say it", () => {
    const { model } = compose(
      "event-registration",
      "Jazz night at Blue Cellar, Vienna, on 12 June 2027 at 20:00. Tickets €25 at the door, or $28 online from the US.",
    );
    const r = applySaid(
      model,
      [{ op: "add_item", section: "pricing", item: { title: "Student ticket", price: "15" } }],
      {
        request: "add a student ticket for 15",
      },
    );
    expect(r.applied).toEqual([]);
    expect(r.notApplied).toEqual(["Say the currency of “15”: the page has prices in EUR and USD"]);
  });
});
