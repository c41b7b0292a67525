import { describe, expect, it } from "vitest";
import { downloadFileName } from "./download-name";

describe("a download is named after its title as a clean slug", () => {
  it("lower-cases and joins words with one underscore, whatever punctuation stood between them", () => {
    expect(downloadFileName("Joe's Café & Bar — Open Late!")).toBe("joes_cafe_bar_open_late.html");
    expect(downloadFileName("Acme Tracker: Launch (2025)")).toBe("acme_tracker_launch_2025.html");
    expect(downloadFileName("  ...Yoga -- at -- Dawn...  ")).toBe("yoga_at_dawn.html");
    expect(downloadFileName("Summer Sale")).toBe("summer_sale.html");
  });
  it("keeps the letters of accented and other European words", () => {
    expect(downloadFileName("Bäckerei Müller – Straße")).toBe("backerei_muller_strasse.html");
    expect(downloadFileName("Crème brûlée à l’Œuf")).toBe("creme_brulee_a_loeuf.html");
    expect(downloadFileName("Søren's Łódź Café")).toBe("sorens_lodz_cafe.html");
  });
  it("falls back to landing_page when nothing Latin is left, and stays a sane length", () => {
    expect(downloadFileName("Кофейня")).toBe("landing_page.html");
    expect(downloadFileName("!!!")).toBe("landing_page.html");
    expect(downloadFileName("")).toBe("landing_page.html");
    const long = downloadFileName(`${"word ".repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(85);
    expect(long).not.toMatch(/__|_\.html$/);
  });
});
