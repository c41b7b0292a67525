/**
 * A look said with the pack's noun for the look ("motyw", "Optik", "thème") or with an inflected scheme
 * word ("w ciemnych kolorach", "w jasnych barwach") changes the scheme, never "not understood".
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose } from "../compose-for-test.js";

const BIURO = compose(
  "lead-generation",
  "Biuro nieruchomości w Krakowie. Wycena mieszkania w 48 godzin i profesjonalne zdjęcia. Zadzwoń: 12 345 67 89.",
  { companyName: "Nowak Nieruchomości", title: "Sprzedaj mieszkanie szybciej", industry: "real-estate" },
).html;

const KANZLEI = compose(
  "business-homepage",
  "Kanzlei für Arbeitsrecht in Köln. Kündigungsschutz, Abfindungen und Arbeitsverträge. Telefon 0221 123456.",
  { companyName: "Kanzlei Brandt", title: "Ihr Recht im Job", industry: "legal" },
).html;

async function said(page: string, request: string): Promise<string> {
  const result = await iteratePage(page, request);
  return result.ok ? result.applied.join(" | ") : `refused: ${result.message}`;
}

describe("a scheme said in inflected words or with a noun for the look", () => {
  it.each([
    ["zrób stronę w ciemnych kolorach", "Włączono ciemny motyw"],
    ["ciemny motyw", "Włączono ciemny motyw"],
    ["zmień motyw na ciemny", "Włączono ciemny motyw"],
    ["strona w jasnych barwach", "Włączono jasny motyw"],
  ])("Polish: %s", async (request, report) => {
    expect(await said(BIURO, request)).toBe(report);
  });

  it("German: a dark look said with its noun", async () => {
    expect(await said(KANZLEI, "dunkle Optik bitte")).toMatch(/dunkle/i);
  });
});
