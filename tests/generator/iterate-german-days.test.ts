/**
 * A German page that writes its days short ("Di–Sa"): changing one day keeps Saturday as "Sa". The day
 * writer took Saturday's last listed form, "Sonnabend", so "Sa" could not be read back and was written "So"
 * (Sunday).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { pageLines } from "./iterate-owner-pages.js";

const now = new Date("2026-11-26T10:00:00Z");
let html = "";

beforeAll(async () => {
  const page = await generatePage(
    {
      landingPageType: "business-homepage",
      industry: "food",
      companyName: "Bäckerei Sonne",
      title: "Bäckerei Sonne",
      targetAudience: "",
      prompt:
        "Bäckerei Sonne in Leipzig, Karl-Liebknecht-Straße 20. Brot und Brötchen aus eigenem Ofen. Geöffnet Di–Sa 7:00–18:00. Telefon 0341 123456.",
      logoOption: "generate",
      logoData: null,
    },
    { now },
  );
  html = page.html;
});

describe("a German page's short day names", () => {
  it.each([
    [
      "Mittwochs geschlossen",
      "Took Wednesdays out of the opening hours (“Di–Sa” is now “Di, Do–Sa”)",
      "Di, Do–Sa 7:00–18:00",
    ],
    [
      "Donnerstags haben wir bis 20 Uhr geöffnet",
      "Changed the closing time on Thursdays to 20:00 (Di–Mi 7:00–18:00, Do 7:00–20:00, Fr–Sa 7:00–18:00)",
      "Di–Mi 7:00–18:00, Do 7:00–20:00, Fr–Sa 7:00–18:00",
    ],
  ])("%s", async (ask, report, hours) => {
    expect(pageLines(html)).toContain("Di–Sa 7:00–18:00");
    const result = await iteratePage(html, ask, { now });
    if (!result.ok) throw new Error(result.message);
    expect(result.applied).toEqual([report]);
    const lines = pageLines(result.html);
    expect(lines).toContain(hours);
    expect(lines.some((line) => /–So\b|\bSo\s+7:00/.test(line))).toBe(false);
  });
});
